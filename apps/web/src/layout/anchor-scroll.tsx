import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { hashTarget, scrollWhenPresent } from "../lib/scroll.ts";

/**
 * Makes anchor links (`/#contacto`) scroll smoothly, and agree with React Router's
 * <ScrollRestoration/>, which must come right after this in the document so that
 * this effect runs first. For each navigation it decides how the scroll that
 * ScrollRestoration is about to do looks: to the anchor (smooth unless reduced
 * motion is asked for: the CSS reads `data-scroll`), to a saved position (back and
 * forward: instant), or to the top (every other navigation: instant). An anchor
 * that is not on the page yet is waited for, up to the spec's 10 seconds.
 */
export function AnchorScroll() {
  const location = useLocation();
  const type = useNavigationType();
  const first = useRef(true);

  useLayoutEffect(() => {
    const id = hashTarget(location.hash);
    const present = id !== null && document.getElementById(id) !== null;
    const root = document.documentElement;
    // On the first page load the browser has already jumped to the anchor itself.
    if (present && type !== "POP") root.dataset.scroll = "smooth";
    else delete root.dataset.scroll;
    const restoring = type === "POP" && !first.current;
    first.current = false;
    if (id === null || present || restoring) return;
    return scrollWhenPresent(id);
  }, [location, type]);

  return null;
}
