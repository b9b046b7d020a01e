/**
 * The original site's rule for scroll animation (docs/product.md#site-wide, rule 8): an element marked
 * `data-reveal` becomes active once its top is above 1/1.2 of the window height.
 */
export const isPastRevealLine = (top: number, viewportHeight: number) => top < viewportHeight / 1.2;

const REVEALED = "data-revealed";

/**
 * Watches every `[data-reveal]` element, present or added later, and marks it
 * `data-revealed` when it passes the line (or is already above it). Elements in view
 * when this starts are marked at once, and only then does `html.js-reveal` let the
 * CSS hide the others until they pass, so what the page showed never blinks. Never
 * under reduced motion (CSS), and without JavaScript everything is simply visible.
 * Returns the stop.
 */
export function startReveal(): () => void {
  const reveal = (el: Element) => el.setAttribute(REVEALED, "");
  const pending = () => document.querySelectorAll(`[data-reveal]:not([${REVEALED}])`);
  // All positions read before any mark is written: a write between two reads would make
  // each read lay the page out again.
  const inView = [...pending()].filter((el) =>
    isPastRevealLine(el.getBoundingClientRect().top, window.innerHeight),
  );
  for (const el of inView) reveal(el);
  if (!("IntersectionObserver" in window)) {
    for (const el of pending()) reveal(el);
    return () => {};
  }
  // The root's bottom edge moved up by 1/6 of the height sits exactly at 1/1.2.
  const watcher = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting || isPastRevealLine(entry.boundingClientRect.top, window.innerHeight)) {
          reveal(entry.target);
          watcher.unobserve(entry.target);
        }
      }
    },
    { rootMargin: "0px 0px -16.6667% 0px" },
  );
  document.documentElement.classList.add("js-reveal");
  const watch = () => {
    for (const el of pending()) watcher.observe(el);
  };
  watch();
  const added = new MutationObserver(watch);
  added.observe(document.body, { childList: true, subtree: true });
  return () => {
    watcher.disconnect();
    added.disconnect();
    document.documentElement.classList.remove("js-reveal");
  };
}
