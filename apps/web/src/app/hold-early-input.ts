/**
 * A prerendered page shows its buttons before React hydrates it: a click then would be lost, and a form
 * would be sent natively (its fields in the address). Until `release` is called, clicks on the page's
 * buttons and form submissions are held; `release` then clicks the held buttons again, for React.
 */
export function holdEarlyInput(root: HTMLElement) {
  const clickedButtons: HTMLButtonElement[] = [];
  const holdClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    if (!clickedButtons.includes(button)) clickedButtons.push(button);
  };
  const holdSubmit = (event: Event) => event.preventDefault();
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  let isReleased = false;
  return function release() {
    if (isReleased) return;
    isReleased = true;
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
    for (const button of clickedButtons) if (button.isConnected) button.click();
  };
}
