import type { ReactNode } from "react";
import "./stat-list.css";

interface StatListProps {
  items: ReadonlyArray<{ value: ReactNode; label: string }>;
  /** `onDark` for a blue band (the page hero), `plain` on white. */
  tone?: "plain" | "onDark";
}

/** Big figures with their meaning ("+200 donantes"), as a description list. */
export function StatList({ items, tone = "plain" }: StatListProps) {
  return (
    <dl className={`stat-list stat-list--${tone}`}>
      {items.map((item) => (
        <div key={item.label} className="stat-list__item">
          <dt className="stat-list__label">{item.label}</dt>
          <dd className="stat-list__value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
