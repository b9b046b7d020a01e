let locks = 0;

/**
 * Stops the page behind a dialog from scrolling (docs/product.md#site-wide, rule 7). The scrollbar's
 * width is given back as padding so nothing jumps sideways on desktop. Nested
 * dialogs share one lock. Returns the release.
 */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks++ === 0) {
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = "hidden";
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--locks === 0) {
      root.style.overflow = "";
      root.style.paddingRight = "";
    }
  };
}
