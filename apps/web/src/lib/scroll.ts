/** Whether the visitor asked the system for less motion. */
export const prefersReducedMotion = () =>
  window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/** The element id a location hash points to (`#contacto` → `contacto`), or null. */
export function hashTarget(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/** The spec's wait for an anchor that is not on the page yet (section 9). */
export const ANCHOR_WAIT_MS = 10_000;

/**
 * Scrolls to the element with `id` as soon as it exists, waiting up to `timeout` ms
 * for it to appear (a page still loading its data). Gives up early when the visitor
 * starts scrolling on their own. Returns the cancel.
 */
export function scrollWhenPresent(id: string, timeout = ANCHOR_WAIT_MS): () => void {
  const go = () => {
    const target = document.getElementById(id);
    if (!target) return false;
    stop();
    target.scrollIntoView({ behavior: prefersReducedMotion() ? "instant" : "smooth", block: "start" });
    return true;
  };
  const observer = new MutationObserver(go);
  const timer = setTimeout(() => stop(), timeout);
  const userScroll = ["wheel", "touchmove", "keydown"] as const;
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of userScroll) window.removeEventListener(type, stop);
  }
  if (!go()) {
    observer.observe(document.body, { childList: true, subtree: true });
    for (const type of userScroll) window.addEventListener(type, stop, { passive: true });
  }
  return stop;
}
