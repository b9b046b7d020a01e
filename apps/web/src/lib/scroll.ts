/** The element id a location hash points to (`#contacto` → `contacto`), or null. */
export function hashTarget(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/** The original site's wait for an anchor that is not on the page yet (docs/product.md#business-constants). */
const ANCHOR_WAIT_MS = 10_000;

/** What the visitor does to take over the scrolling: from then on the page is theirs. */
const TAKE_OVER = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Scrolls to the element with `id` as soon as it exists (what the browser skips laid
 * out first), waiting up to `timeout` ms for it to appear (a page still loading
 * its parts), and keeps it in place while content above it still grows in that time.
 * Stops early when the visitor scrolls, taps or types. Returns the stop. Whether the
 * scroll is smooth is the CSS's call (`scroll-behavior`, which honours reduced motion).
 */
export function followAnchor(id: string, timeout = ANCHOR_WAIT_MS): () => void {
  let lastTop: number | null = null;
  // Parts the browser skips while far from the window (`content-visibility: auto`) have an
  // estimated height: near the window after a jump they would take their real one and
  // move the page under the visitor. Pages with such parts lay them out while this
  // attribute is set (home.css), so the jump lands where they really end; once it is
  // done, they keep the height they were seen at (`contain-intrinsic-size: auto`).
  document.documentElement.setAttribute("data-anchor-jump", "");
  const align = () => {
    const target = document.getElementById(id);
    if (!target) return;
    const top = Math.round(target.getBoundingClientRect().top);
    if (top === lastTop) return;
    target.scrollIntoView({ block: "start" });
    lastTop = Math.round(target.getBoundingClientRect().top);
  };
  const added = new MutationObserver(align);
  const resized = typeof ResizeObserver === "function" ? new ResizeObserver(align) : null;
  const timer = setTimeout(stop, timeout);
  function stop() {
    document.documentElement.removeAttribute("data-anchor-jump");
    added.disconnect();
    resized?.disconnect();
    clearTimeout(timer);
    for (const type of TAKE_OVER) window.removeEventListener(type, stop);
  }
  added.observe(document.body, { childList: true, subtree: true });
  resized?.observe(document.body);
  for (const type of TAKE_OVER) window.addEventListener(type, stop, { passive: true });
  align();
  return stop;
}
