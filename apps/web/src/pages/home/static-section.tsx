import { type ComponentType, type MouseEvent, Suspense, useState } from "react";
import { useNavigate } from "react-router";

/** An empty `innerHTML` that React never writes: the prerendered children stay untouched. */
const KEEP_PRERENDERED = { __html: "" };

interface StaticSectionProps {
  /** Marks the wrapper in the prerendered HTML, to tell a first visit from a client-side navigation. */
  id: string;
  /** The section, as a `React.lazy` component (its own chunk). */
  lazy: ComponentType;
}

/**
 * A home section without any behaviour (news, events, sports grid, membership). On a
 * first visit its prerendered HTML is kept as it is and never hydrated, so its code
 * (copy, markup) is not part of the page's first-load JavaScript (QUALITY.md, 120 KB).
 * When the visitor reaches "/" by a client-side navigation there is no HTML to keep:
 * the code is loaded then. Clicks on internal links inside the kept HTML are routed
 * client-side, as `<Link>` would.
 */
export function StaticSection({ id, lazy: Lazy }: StaticSectionProps) {
  const navigate = useNavigate();
  // Decided once: during hydration the prerendered wrapper is in the document; after a
  // client-side navigation the previous page still is, without it.
  const [prerendered] = useState(
    () => typeof document !== "undefined" && document.getElementById(id) !== null,
  );

  if (typeof document === "undefined") {
    // The prerender: with no Suspense boundary around it, the lazy section holds the
    // page's HTML back until it is rendered, so it lands in place, not streamed later.
    return (
      <div id={id}>
        <Lazy />
      </div>
    );
  }
  if (!prerendered) {
    return (
      <div id={id}>
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
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
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string that is never written (see KEEP_PRERENDERED)
    <div id={id} onClick={onClick} dangerouslySetInnerHTML={KEEP_PRERENDERED} suppressHydrationWarning />
  );
}
