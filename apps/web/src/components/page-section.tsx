import { type ReactNode, useId } from "react";
import "./page-section.css";

interface PageSectionProps {
  title: string;
  lead?: string;
  /** Anchor of the section (`entrenamientos`), when other pages link to it. */
  id?: string;
  /** `alt` paints the band light grey, to separate it from its neighbours. */
  tone?: "plain" | "alt";
  /** Keep the title for screen readers only (a section whose content speaks for itself). */
  hideTitle?: boolean;
  children: ReactNode;
}

/** A band of a page under the hero: a labelled section with its h2 and an optional lead. */
export function PageSection({
  title,
  lead,
  id,
  tone = "plain",
  hideTitle = false,
  children,
}: PageSectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={`page-section page-section--${tone}`} aria-labelledby={headingId}>
      <div className="page-section__inner">
        <h2 id={headingId} className={hideTitle ? "visually-hidden" : "page-section__title"}>
          {title}
        </h2>
        {lead && <p className="page-section__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
