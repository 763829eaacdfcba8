import { useEffect, useRef } from 'react';

/**
 * Read/edit cards swap their 'Modifier' button for a form, then back: without help the focused
 * element disappears and a keyboard user lands on <body>. Entering edit mode focuses the first field;
 * leaving it (Annuler, saved) focuses 'Modifier' again. Attach the returned ref to that button.
 */
export function useEditModeFocus(isEditing: boolean, focusFirstField: () => void) {
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(isEditing);
  useEffect(() => {
    if (wasEditing.current === isEditing) return;
    wasEditing.current = isEditing;
    if (isEditing) focusFirstField();
    else editButtonRef.current?.focus();
  }, [isEditing, focusFirstField]);
  return editButtonRef;
}
