import { type ComponentType, type LazyExoticComponent, lazy, type MouseEvent, useState } from "react";
import { useNavigate } from "react-router";

/** A static part's code: its own chunk, loaded on demand. */
type PartLoader<P extends object> = () => Promise<ComponentType<P>>;

// biome-ignore lint/suspicious/noExplicitAny: one registry for parts of any props
type AnyLoader = PartLoader<any>;

/** Parts whose code is already here (after `preloadStaticParts`), rendered without suspending. */
const loaded = new Map<AnyLoader, ComponentType<object>>();
const lazies = new Map<AnyLoader, LazyExoticComponent<ComponentType<object>>>();

const lazyOf = (load: AnyLoader) => {
  let component = lazies.get(load);
  if (!component) {
    component = lazy(() => load().then((part) => ({ default: part })));
    lazies.set(load, component);
  }
  return component;
};

/** Fetch the parts' code before "/" renders in the browser (the route's clientLoader). */
export async function preloadStaticParts(loaders: readonly AnyLoader[]): Promise<void> {
  await Promise.all(loaders.map(async (load) => loaded.set(load, await load())));
}

/** An empty `innerHTML` that React never writes: the prerendered children stay untouched. */
const KEEP_PRERENDERED = { __html: "" };

interface StaticPartProps<P extends object> {
  /** Marks the wrapper in the prerendered HTML, to tell a first visit from a client-side navigation. */
  id: string;
  load: PartLoader<P>;
  props: P;
  className?: string;
}

/**
 * A part of a page without behaviour of its own: the site's footer, a section of cards
 * on the home page, the copy of a carousel slide, the club's address and hours. On a
 * first visit its prerendered HTML is kept as it is and never hydrated, so its code
 * (copy, markup, icons) is not in the page's first-load JavaScript (docs/quality.md#web-budgets,
 * 120 KB); what has behaviour around it (menus, carousels, form, map) hydrates as
 * usual. When the part first renders in the browser (a client-side navigation to "/",
 * whose clientLoader fetches its parts first, or the document served for an unknown
 * path) its code is loaded then. Clicks on internal links inside the kept HTML are
 * routed client-side, as `<Link>`'s. A part's module must not import CSS: its styles
 * come with the page.
 */
export function StaticPart<P extends object>({ id, load, props, className }: StaticPartProps<P>) {
  const navigate = useNavigate();
  // Decided once: during hydration the prerendered wrapper is in the document; after a
  // client-side navigation the previous page still is, without it.
  const [prerendered] = useState(
    () => typeof document !== "undefined" && document.getElementById(id) !== null,
  );

  if (typeof document === "undefined" || !prerendered) {
    // In the browser the clientLoader has the code ready; the lazy component is the
    // safety net. At build time there is no Suspense boundary around it, so the page's
    // HTML waits for the part and holds it in place, not streamed in later.
    const Part = (loaded.get(load) ?? lazyOf(load)) as ComponentType<P>;
    return (
      <div id={id} className={className}>
        <Part {...props} />
      </div>
    );
  }

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest("a");
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      link.target !== "" ||
      link.origin !== window.location.origin
    )
      return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  };

  return (
    // Not an interactive element itself: it only routes the clicks of the links inside.
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard activation of a link fires this click too
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      id={id}
      className={className}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string that is never written (see KEEP_PRERENDERED)
      dangerouslySetInnerHTML={KEEP_PRERENDERED}
      suppressHydrationWarning
    />
  );
}
