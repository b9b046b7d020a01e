import { PublishedEmbed } from "../components/embed.tsx";
import { Gallery } from "../components/gallery.tsx";
import { HeroPhoto } from "../components/hero-photo.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { PageSection } from "../components/page-section.tsx";
import { SmartLink } from "../components/smart-link.tsx";
import { StatList } from "../components/stat-list.tsx";
import { Timeline } from "../components/timeline.tsx";
import { YearsOfHistory } from "../components/years-of-history.tsx";
import { CLUB, yearsOfHistory } from "../site-data/club.ts";
import { siteToday } from "../site-data/content-files/site-today.ts";
import {
  ARCHIVE,
  HISTORIA_COPY as COPY,
  HISTORIA_PAGE,
  HISTORIA_PHOTO,
  HISTORIA_STATS,
  HISTORIA_VIDEO,
  MILESTONES,
} from "../site-data/historia.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/historia";
import "../components/fallback-line.css";
import "./historia/historia.css";

const page = HISTORIA_PAGE;

/** Build time: the club's photos, as the page's data (in its HTML) rather than in its code, and its age that day. */
export const loader = () => ({ photo: HISTORIA_PHOTO, archive: ARCHIVE, years: yearsOfHistory(siteToday()) });

export const meta = () => pageMeta(page);

/** The club's story: its building, its figures, five milestones, the club in photos, a video and further reading. */
/**
 * `loaderData` is missing when the SPA fallback page renders this route (offline, a page
 * never seen: React Router does not fetch build-time data on that first render), so the
 * page then shows its text without the photos rather than an error.
 */
export default function HistoriaPage({ loaderData }: Route.ComponentProps) {
  const stats = HISTORIA_STATS.map((stat) => ({
    label: stat.label,
    value: stat.value ?? <YearsOfHistory built={loaderData?.years} />,
  }));
  return (
    <>
      <PageHero
        title={page.title}
        lead={COPY.lead}
        photo={loaderData?.photo && <HeroPhoto image={loaderData.photo} />}
      >
        <StatList items={stats} tone="onDark" />
      </PageHero>

      <PageSection title={COPY.timelineTitle}>
        <Timeline items={MILESTONES} />
      </PageSection>

      <PageSection title={COPY.archiveTitle} lead={COPY.archiveLead} tone="alt">
        <Gallery images={loaderData?.archive ?? []} label={COPY.archiveLabel} captions />
      </PageSection>

      <PageSection title={COPY.videoTitle} lead={COPY.videoLead}>
        <PublishedEmbed
          source={HISTORIA_VIDEO}
          missing={{
            text: COPY.videoMissing,
            link: { label: COPY.videoMissingLink, to: CLUB.social.youtube },
          }}
        />
        <div className="historia-more" data-reveal>
          <h3>{COPY.moreTitle}</h3>
          <p>{COPY.moreText}</p>
          <SmartLink className="button" to={CLUB.encyclopediaUrl}>
            {COPY.encyclopedia}
          </SmartLink>
        </div>
      </PageSection>
    </>
  );
}
