import {
  archive,
  description,
  figures,
  lead,
  milestones,
  milestonesTitle,
  more,
  videoSection,
} from "virtual:contenido/pagina/historia";
import photos from "virtual:contenido/pagina/historia/fotos";
import { lazy, Suspense } from "react";
import { PublishedEmbed } from "../components/embed.tsx";
import { Gallery } from "../components/gallery.tsx";
import { HeroPhoto } from "../components/hero-photo.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { PageSection } from "../components/page-section.tsx";
import { SmartLink } from "../components/smart-link.tsx";
import { StatList } from "../components/stat-list.tsx";
import { Timeline } from "../components/timeline.tsx";
import { YearsOfHistory } from "../components/years-of-history.tsx";
import { pageMeta } from "../lib/meta.ts";
import { CLUB, yearsOfHistory } from "../site-data/club.ts";
import { siteToday } from "../site-data/content-files/site-today.ts";
import { HISTORIA_PHOTO, HISTORIA_VIDEO, HISTORIA_WORDS as WORDS } from "../site-data/historia.ts";
import { fillClubFacts } from "../site-data/home-history.ts";
import type { Route } from "./+types/historia";
import "../components/fallback-line.css";
import "./historia/historia.css";

/** "Borrador", on the dev server only (a build has no drafts): not in the page's first load. */
const DraftBadge = lazy(() =>
  import("../components/draft-badge.tsx").then((module) => ({ default: module.DraftBadge })),
);

/** Build time: the club's photos, as the page's data (in its HTML) rather than in its code, and its age that day. */
export const loader = () => ({ photo: HISTORIA_PHOTO, archive: photos, years: yearsOfHistory(siteToday()) });

export const meta = () => pageMeta({ title: WORDS.title, description });

/**
 * The club's story (`content/historia.yml`): its building, its figures, its milestones,
 * the club in photos, a video and further reading. A section with nothing published
 * (no milestone, no photo) is left out.
 *
 * `loaderData` is missing when the SPA fallback page renders this route (offline, a page
 * never seen: React Router does not fetch build-time data on that first render), so the
 * page then shows its text without the photos rather than an error.
 */
export default function HistoriaPage({ loaderData }: Route.ComponentProps) {
  const stats = [
    { label: figures.years, value: <YearsOfHistory built={loaderData?.years} /> },
    ...figures.others,
  ];
  const archivePhotos = loaderData?.archive ?? [];
  return (
    <>
      <PageHero
        title={WORDS.title}
        lead={fillClubFacts(lead)}
        photo={loaderData?.photo && <HeroPhoto image={loaderData.photo} />}
      >
        <StatList items={stats} tone="onDark" />
      </PageHero>

      {milestones.length > 0 && (
        <PageSection title={milestonesTitle}>
          <Timeline
            items={milestones.map((milestone) => ({
              ...milestone,
              description: fillClubFacts(milestone.description),
            }))}
            draftMark={
              <Suspense>
                {" "}
                <DraftBadge />
              </Suspense>
            }
          />
        </PageSection>
      )}

      {archivePhotos.length > 0 && (
        <PageSection title={archive.title} lead={archive.lead} tone="alt">
          <Gallery images={archivePhotos} label={WORDS.archiveLabel} captions />
        </PageSection>
      )}

      <PageSection title={videoSection.title} lead={videoSection.lead}>
        <PublishedEmbed
          source={HISTORIA_VIDEO}
          missing={{
            text: WORDS.videoMissing,
            link: { label: WORDS.videoMissingLink, to: CLUB.social.youtube },
          }}
        />
        <div className="historia-more" data-reveal>
          <h3>{more.title}</h3>
          <p>{more.text}</p>
          <SmartLink className="button" to={CLUB.encyclopediaUrl}>
            {more.button}
          </SmartLink>
        </div>
      </PageSection>
    </>
  );
}
