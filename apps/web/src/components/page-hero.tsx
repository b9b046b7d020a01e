import type { ReactNode } from "react";

interface PageHeroProps {
  title: string;
  lead?: string;
  /**
   * The club's photo of what the page is about (a `HeroPhoto`), beside the title (under
   * it on phones). A slot rather than image data, so pages without one carry no image code.
   */
  photo?: ReactNode;
  children?: ReactNode;
}

/** The band at the top of a page: its one h1, a short lead and maybe a photo. */
export function PageHero({ title, lead, photo, children }: PageHeroProps) {
  const text = (
    <>
      <h1>{title}</h1>
      {lead && <p className="page-hero__lead">{lead}</p>}
      {children}
    </>
  );
  if (!photo) {
    return (
      <header className="page-hero">
        <div className="page-hero__inner">{text}</div>
      </header>
    );
  }
  return (
    <header className="page-hero page-hero--photo">
      <div className="page-hero__inner">
        <div>{text}</div>
        {photo}
      </div>
    </header>
  );
}
