import type { ReactNode } from "react";

interface ScrollRegionProps {
  /** Names the region: the id of its table's caption... */
  labelledBy?: string;
  /** ...or a label of its own. */
  label?: string;
  className: string;
  /** For a control elsewhere that changes what the box shows (`aria-controls`). */
  id?: string;
  children: ReactNode;
}

/**
 * A named box that scrolls sideways when its table is wider than the screen, so the
 * page itself never does. It takes keyboard focus, or keyboard users could not scroll it.
 */
export function ScrollRegion({ labelledBy, label, className, id, children }: ScrollRegionProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
    <section id={id} className={className} aria-labelledby={labelledBy} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
