import type { ReactNode } from "react";

interface PageHeroProps {
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** The band at the top of a page: its one h1 and a short lead. */
export function PageHero({ title, lead, children }: PageHeroProps) {
  return (
    <header className="page-hero">
      <div className="page-hero__inner">
        <h1>{title}</h1>
        {lead && <p className="page-hero__lead">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
