import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { followAnchor, hashTarget } from "../lib/scroll.ts";

/**
 * Makes anchor links (`/#contacto`) scroll smoothly, in agreement with React Router's
 * <ScrollRestoration/>, which must come right after this in the document so that this
 * effect runs first. For each navigation it sets how ScrollRestoration's own scroll
 * looks: to an anchor, smooth (the CSS reads `data-scroll` and ignores it under
 * reduced motion); to a saved position (Back, Forward) or to the top (every other
 * navigation), instant. Then it follows the anchor: waits for it up to the original site's
 * 10 seconds and keeps it in view while the page's parts load above it.
 */
export function AnchorScroll() {
  const location = useLocation();
  const type = useNavigationType();
  const first = useRef(true);

  useLayoutEffect(() => {
    const id = hashTarget(location.hash);
    // Back and Forward restore a saved position instead (the first load is a POP too, and follows).
    const restoring = type === "POP" && !first.current;
    first.current = false;
    const root = document.documentElement;
    if (id === null || restoring) {
      delete root.dataset.scroll;
      return;
    }
    root.dataset.scroll = "smooth";
    return followAnchor(id);
  }, [location, type]);

  return null;
}
