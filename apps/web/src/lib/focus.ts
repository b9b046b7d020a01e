const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `container` that take keyboard focus, in document order. */
export function focusables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest("[hidden]"));
}

/** Open dialogs, innermost last: only the innermost one answers the keyboard. */
const stack: HTMLElement[] = [];

/**
 * Holds keyboard focus inside a modal `container` (PRODUCT.md, 7): the rest of the
 * page becomes `inert` (no focus, hidden from assistive technology), Tab and
 * Shift+Tab wrap around inside, Escape calls `onEscape`. The first focusable element
 * gets focus. Returns the release, which gives focus back to where it was.
 * `container` must sit in its own child of <body> (a portal).
 */
export function trapFocus(container: HTMLElement, onEscape: () => void): () => void {
  const previous = document.activeElement as HTMLElement | null;
  const outside = [...document.body.children].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && !el.contains(container) && !el.inert,
  );
  for (const el of outside) el.inert = true;
  stack.push(container);
  (focusables(container)[0] ?? container).focus();

  const onKey = (event: KeyboardEvent) => {
    if (stack.at(-1) !== container) return;
    if (event.key === "Escape") {
      event.preventDefault();
      onEscape();
    } else if (event.key === "Tab") {
      const items = focusables(container);
      const active = document.activeElement;
      const edge = event.shiftKey ? items[0] : items.at(-1);
      if (!edge || active === edge || !container.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? items.at(-1) : items[0])?.focus();
      }
    }
  };
  document.addEventListener("keydown", onKey);

  return () => {
    document.removeEventListener("keydown", onKey);
    stack.splice(stack.indexOf(container), 1);
    for (const el of outside) el.inert = false;
    if (previous?.isConnected && previous !== document.body) previous.focus();
  };
}
