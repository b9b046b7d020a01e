import type { ReactNode } from "react";
import "./timeline.css";

/** One milestone of a timeline. */
interface TimelineItem {
  /** What the marker shows ("1926", "Década de 1950"). */
  year: string;
  title: string;
  description: string;
  /** Colour of the marker: the club's blue or its gold, alternating reads best. */
  tone: "primary" | "accent";
  /** Not published by the club (the dev server only shows it). */
  draft?: true;
}

interface TimelineProps {
  items: readonly TimelineItem[];
  /** Heading level of each milestone's title, under the section's heading. */
  level?: 3 | 4;
  /** What marks a draft milestone ("Borrador"), beside its year. */
  draftMark?: ReactNode;
}

/** Milestones in order, on a vertical line: an ordered list, so the order is read aloud too. */
export function Timeline({ items, level = 3, draftMark }: TimelineProps) {
  const Heading = `h${level}` as const;
  return (
    <ol className="timeline">
      {items.map((item) => (
        <li key={item.year} className={`timeline__item timeline__item--${item.tone}`} data-reveal>
          <p className="timeline__year">
            {item.year}
            {item.draft && draftMark}
          </p>
          <Heading className="timeline__title">{item.title}</Heading>
          <p className="timeline__text">{item.description}</p>
        </li>
      ))}
    </ol>
  );
}
