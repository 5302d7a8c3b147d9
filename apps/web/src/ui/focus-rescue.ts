/**
 * Browsers drop focus to <body> when the focused control leaves the page (its row closed after a
 * confirmation, its card replaced): a keyboard member would start again from the top bar. This
 * watches for that, once for the whole app, and puts focus on the page's heading instead. Only
 * while the keyboard is in use: a mouse member keeps their scroll position.
 */
export function keepFocusOnPage(doc: Document = document): () => void {
  let last: Element | null = null;
  let byKeyboard = false;
  const onFocusIn = (e: FocusEvent) => {
    last = e.target instanceof Element ? e.target : null;
  };
  const onKey = () => {
    byKeyboard = true;
  };
  const onPointer = () => {
    byKeyboard = false;
  };
  const observer = new MutationObserver(() => {
    if (!last || last.isConnected) return;
    last = null;
    if (!byKeyboard || (doc.activeElement && doc.activeElement !== doc.body)) return;
    // The heading names the page the member is on; focusable for this only (not a tab stop).
    const target = doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('main');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  });
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('keydown', onKey, true);
  doc.addEventListener('pointerdown', onPointer, true);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('keydown', onKey, true);
    doc.removeEventListener('pointerdown', onPointer, true);
    observer.disconnect();
  };
}
