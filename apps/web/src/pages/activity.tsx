import { data, Link } from "react-router";
import { CtaBand } from "../components/cta-band.tsx";
import { FadeInImage } from "../components/fade-in-image.tsx";
import { Gallery } from "../components/gallery.tsx";
import { HeroPhoto } from "../components/hero-photo.tsx";
import { LineIcon } from "../components/line-icon.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { PageSection } from "../components/page-section.tsx";
import { ScheduleTable } from "../components/schedule-table.tsx";
import { SmartLink } from "../components/smart-link.tsx";
import { activityAt } from "../content/activities/index.ts";
import { listedActivityAt } from "../content/activities/listings.ts";
import { ACTIVITY_PAGES } from "../content/activities/pages.ts";
import type { ActivityPageContent, CtaAction } from "../content/activities/types.ts";
import { CLUB, phoneHref } from "../content/club.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/activity";
import "./activity/activity.css";

/** The page's path, also when React Router asks for its data (`/judo.data`). */
const pathOf = (request: Request) => new URL(request.url).pathname.replace(/(\/_)?\.data$/, "");

/**
 * Runs at build time for each path of a ready activity without a page of its own
 * (docs/architecture.md#activity-registry): its name and content from the registry,
 * prerendered with the page. None of it is in the page's JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const activity = listedActivityAt(pathOf(request));
  const content = activity && ACTIVITY_PAGES.get(activity.id);
  if (!activity || !content) throw data("Página no encontrada", { status: 404 });
  return {
    name: activity.name,
    description: content.description ?? activity.summary,
    timetables: activity.schedule ?? [],
    content,
  };
}

/** Each page's content as a chunk of its own, fetched when the page is reached in the browser. */
const CONTENT_CHUNKS = import.meta.glob<ActivityPageContent>("../content/activities/*.page.ts", {
  import: "page",
});

/**
 * A page reached in the browser (a client-side navigation, or offline from the saved
 * shell): its content chunk rather than a request for the build's data, so that it
 * opens offline too, as every other page does. The first visit uses the prerendered data.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const activity = activityAt(pathOf(request));
  const { activityIdOf, listedActivity } = await import("../content/activities/listings.ts");
  const load = Object.entries(CONTENT_CHUNKS).find(([file]) => activityIdOf(file) === activity?.id)?.[1];
  if (!activity || !load) throw data("Página no encontrada", { status: 404 });
  const content = await load();
  const { summary, schedule } = listedActivity(activity.id);
  return {
    name: activity.name,
    description: content.description ?? summary,
    timetables: schedule ?? [],
    content,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta({ title: loaderData.name, description: loaderData.description }) : [];

/** One button of the closing call. */
function CtaButton({ action, primary }: { action: CtaAction; primary: boolean }) {
  const className = primary ? "button" : "button button--ghost";
  switch (action.kind) {
    case "instagram":
      return (
        <SmartLink className={className} to={CLUB.social.instagram}>
          {action.label}
        </SmartLink>
      );
    case "prices":
      return (
        <Link className={className} to="/valores-y-dias">
          {action.label}
        </Link>
      );
    case "home":
      return (
        <Link className={className} to="/">
          {action.label}
        </Link>
      );
    case "call":
      return (
        <a className={className} href={phoneHref(CLUB.phone)}>
          {action.icon && <LineIcon path={action.icon} />}
          {action.label} ({CLUB.phone})
        </a>
      );
  }
}

function Cta({ cta }: { cta: ActivityPageContent["cta"] }) {
  return (
    <CtaBand
      id={cta.id}
      title={cta.title}
      text={cta.text}
      as={cta.inline ? "card" : "section"}
      className={cta.inline ? "activity-cta-card" : undefined}
    >
      {cta.actions.map((action, index) => (
        <CtaButton key={action.kind} action={action} primary={index === 0} />
      ))}
    </CtaBand>
  );
}

function Paragraphs({ paragraphs, className }: { paragraphs: readonly string[]; className?: string }) {
  return (
    <div className={className}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 24)}>{paragraph}</p>
      ))}
    </div>
  );
}

/**
 * A sport or activity page: hero, intro, timetable, then whichever of gallery, benefits
 * and instructor it has, and its closing call. Sections alternate plain and grey.
 */
export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const { name, timetables, content } = loaderData;
  const { intro, schedule, gallery, benefits, about, cta } = content;
  const tones = ["plain", "alt"] as const;
  let section = 0;
  const tone = () => tones[section++ % 2];
  const lastSection = about ? "about" : benefits ? "benefits" : gallery ? "gallery" : "schedule";
  const ctaHere = (where: typeof lastSection) => cta.inline && lastSection === where && <Cta cta={cta} />;
  return (
    <>
      <PageHero
        title={name}
        lead={content.lead}
        photo={content.photo && <HeroPhoto image={content.photo} />}
      />

      <PageSection title={intro.title} tone={tone()}>
        {intro.image ? (
          <div className="split">
            <Paragraphs paragraphs={intro.paragraphs} />
            <FadeInImage {...intro.image} className="activity-image" />
          </div>
        ) : (
          <Paragraphs paragraphs={intro.paragraphs} className="activity-prose" />
        )}
        {intro.values && (
          <>
            <h3 className="activity-subtitle">{intro.values.title}</h3>
            <ul className="tile-grid">
              {intro.values.items.map((value, index) => (
                <li key={value.title} className={index % 2 ? "tile tile--accent" : "tile"} data-reveal>
                  <h4 className="activity-value">{value.title}</h4>
                  <p>{value.description}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </PageSection>

      <PageSection title={schedule.title} tone={tone()} id={schedule.id ?? "horarios"}>
        {timetables.length === 1 ? (
          timetables.map((table) => <ScheduleTable key={table.caption} {...table} />)
        ) : (
          <div className="activity-schedules">
            {timetables.map((table) => (
              <ScheduleTable key={table.caption} {...table} />
            ))}
          </div>
        )}
        {schedule.callout && <p className="callout">{schedule.callout}</p>}
        {schedule.facts && (
          <ul className={`tick-list activity-facts${schedule.facts.strong ? " activity-facts--strong" : ""}`}>
            {schedule.facts.items.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        )}
        {ctaHere("schedule")}
      </PageSection>

      {gallery && (
        <PageSection title={gallery.title} lead={gallery.lead} tone={tone()}>
          <Gallery images={gallery.images} label={gallery.label} />
          {ctaHere("gallery")}
        </PageSection>
      )}

      {benefits && (
        <PageSection title={benefits.title} tone={tone()}>
          <ul className="tick-list">
            {benefits.items.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          {ctaHere("benefits")}
        </PageSection>
      )}

      {about && (
        <PageSection title={about.title} tone={tone()}>
          <Paragraphs paragraphs={about.paragraphs} className="activity-prose" />
          {ctaHere("about")}
        </PageSection>
      )}

      {!cta.inline && <Cta cta={cta} />}
    </>
  );
}
