/**
 * A focus the page moves by itself (a dialog's first focus, the return to what opened it) is not a person
 * asking for a hint. A tooltip opens on the focus a person gives (Tab, a click), not on this one: otherwise a
 * dialog opening on a button with a tooltip shows the tooltip over its own text, and the first Escape closes
 * the tooltip instead of the dialog.
 */
let isQuiet = false;

/** Whether the focus being given now was moved by the page (tooltip.tsx, hint-tooltip.tsx read it in their onFocus). */
export const isFocusQuiet = () => isQuiet;

/** Focuses an element without opening its tooltip. */
export function focusQuietly(element: HTMLElement) {
  isQuiet = true;
  try {
    element.focus();
  } finally {
    isQuiet = false;
  }
}

/**
 * For a focus another library moves in the same task (Radix's FocusScope focuses a dialog's first control
 * right after its onOpenAutoFocus returns): quiet until the task ends.
 */
export function quietenFocusForThisTask() {
  isQuiet = true;
  queueMicrotask(() => {
    isQuiet = false;
  });
}
