import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * An interactive part far down a page (the contact form) whose code the browser
 * fetches only when the visitor scrolls near it. Render it inside a `<Suspense>`: the
 * prerendered page carries its HTML in place (src/entry.server.tsx waits for it), and
 * React hydrates it when the code arrives, so the page's first-load JavaScript is what
 * the top of the page needs (docs/quality.md#web-budgets). After a client-side navigation, when `nearId` (the part's section,
 * outside the Suspense boundary) is not in the document yet, it loads at once.
 */
export function lazyWhenVisible<P extends object>(
  nearId: string,
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    whenNearViewport(nearId)
      .then(load)
      .then((component) => ({ default: component })),
  );
}

function whenNearViewport(id: string): Promise<void> {
  if (typeof document === "undefined" || typeof IntersectionObserver === "undefined")
    return Promise.resolve();
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      // A screen ahead, so the code is there before the visitor is.
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
  });
}
