import type { ReactNode } from "react";
import { ResponsiveImage, type SingleImage } from "./responsive-image.tsx";

interface PageHeroProps {
  title: string;
  lead?: string;
  /**
   * The club's photo of what the page is about, beside the title (under it on phones).
   * It is at the top of the page, often its largest paint: fetched first, never lazily.
   */
  photo?: SingleImage;
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
        <ResponsiveImage
          image={photo}
          priority
          className="page-hero__photo"
          sizes="(min-width: 72rem) 30rem, (min-width: 48em) 42vw, calc(100vw - 2rem)"
        />
      </div>
    </header>
  );
}
