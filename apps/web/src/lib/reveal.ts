/**
 * The original site's rule for scroll animation (docs/product.md#site-wide, rule 8): an element marked
 * `data-reveal` becomes active once its top is above 1/1.2 of the window height.
 */
export const isPastRevealLine = (top: number, viewportHeight: number) => top < viewportHeight / 1.2;

const REVEALED = "data-revealed";

/**
 * Watches every `[data-reveal]` element, present or added later, and marks it
 * `data-revealed` when it passes the line (or is already above it). Positions come
 * from the observer, never read on the spot: reading one lays the whole page out,
 * sections the browser is skipping far from the window included (content-visibility),
 * ~80 ms on a slow phone just after the app starts. Only once the observer's first
 * answers are in, and what is in view is marked, does `html.js-reveal` let the CSS
 * hide the others until they pass, so what the page showed never blinks. Never under
 * reduced motion (CSS), and without JavaScript everything is simply visible.
 * Returns the stop.
 */
export function startReveal(): () => void {
  const reveal = (el: Element) => el.setAttribute(REVEALED, "");
  const pending = () => document.querySelectorAll(`[data-reveal]:not([${REVEALED}])`);
  if (!("IntersectionObserver" in window)) {
    for (const el of pending()) reveal(el);
    return () => {};
  }
  let live = true;
  // The root's bottom edge moved up by 1/6 of the height sits exactly at 1/1.2.
  const watcher = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const box = entry.boundingClientRect;
        // Not laid out (in a section skipped while far from the window): below, for now.
        const laidOut = box.width > 0 || box.height > 0;
        if (entry.isIntersecting || (laidOut && isPastRevealLine(box.top, window.innerHeight))) {
          reveal(entry.target);
          watcher.unobserve(entry.target);
        }
      }
      if (live) document.documentElement.classList.add("js-reveal");
    },
    { rootMargin: "0px 0px -16.6667% 0px" },
  );
  const watch = () => {
    for (const el of pending()) watcher.observe(el);
  };
  watch();
  // Nothing to wait for: later elements are hidden from the start, until they pass.
  if (pending().length === 0) document.documentElement.classList.add("js-reveal");
  const added = new MutationObserver(watch);
  added.observe(document.body, { childList: true, subtree: true });
  return () => {
    live = false;
    watcher.disconnect();
    added.disconnect();
    document.documentElement.classList.remove("js-reveal");
  };
}
