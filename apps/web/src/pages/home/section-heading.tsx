interface SectionHeadingProps {
  /** Id of the h2, for the section's `aria-labelledby`. */
  id: string;
  title: string;
  lead?: string;
}

/** A home section's h2 and its one-line lead. */
export function SectionHeading({ id, title, lead }: SectionHeadingProps) {
  return (
    <header className="home-section__header" data-reveal>
      <h2 id={id}>{title}</h2>
      {lead && <p>{lead}</p>}
    </header>
  );
}
