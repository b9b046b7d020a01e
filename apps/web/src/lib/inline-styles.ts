import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Keeps the prerendered page's inline stylesheets (scripts/inline-css.mjs) in step
 * with React Router's stylesheet links: each `<style data-href>` applies only while
 * the route that brought it is on screen, as its `<link>` would. Once a client-side
 * navigation removes that link (the page's route is gone), its inline copy goes off
 * too; coming back adds the link again, and the copy with it.
 */
export function syncInlineStyles(head: HTMLHeadElement = document.head): void {
  const linked = new Set(
    [...head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute("href"),
    ),
  );
  for (const style of head.querySelectorAll<HTMLStyleElement>("style[data-href]")) {
    style.disabled = !linked.has(style.dataset.href ?? "");
  }
}

/** Runs {@link syncInlineStyles} after each navigation has rendered its links. */
export function useInlineStylesFollowLinks(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each new page
  useEffect(() => syncInlineStyles(), [pathname]);
}
