import { lazy, Suspense } from "react";
import { data, Link } from "react-router";
import { CtaBand } from "../components/cta-band.tsx";
import { FadeInImage } from "../components/fade-in-image.tsx";
import { HeroPhoto } from "../components/hero-photo.tsx";
import { LineIcon } from "../components/line-icon.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { PageSection } from "../components/page-section.tsx";
import { ScheduleTable } from "../components/schedule-table.tsx";
import { SmartLink } from "../components/smart-link.tsx";
import { StaticPart } from "../components/static-part.tsx";
import { pageMeta } from "../lib/meta.ts";
import { latestResults } from "../results/league-results.server.ts";
import type { TeamResultsSection } from "../results/team-section.ts";
import { activityAt } from "../site-data/activities/index.ts";
import type { ActivityPageContent, ActivityPageData, CtaAction } from "../site-data/activities/types.ts";
import { CLUB, phoneHref, phoneText } from "../site-data/club.ts";
import type { Route } from "./+types/activity";
import type { PageWords } from "./activity/page-words.ts";
import "./activity/activity.css";
import "../results/results-list.css";

/** "Borrador", on the dev server only (a build has no drafts): not in the page's first load. */
const DraftBadge = lazy(() =>
  import("../components/draft-badge.tsx").then((module) => ({ default: module.DraftBadge })),
);

/** A section of the page the club has not confirmed yet: on the dev server only, marked. */
function Draft() {
  return (
    <p>
      <Suspense>
        <DraftBadge />
      </Suspense>
    </p>
  );
}

/**
 * The galleries' code (thumbnails and the full-screen viewer), far down the few pages
 * that have one: fetched when the page renders one, not with every activity page. The
 * prerendered gallery stays in place until it arrives (src/entry.server.tsx waits for it).
 */
const Gallery = lazy(() =>
  import("../components/gallery.tsx").then((module) => ({ default: module.Gallery })),
);

/** A team's latest results, or `null` (an activity that is no team, a team without results). */
type ResultsOf = (teamId: string) => Promise<TeamResultsSection | null>;

/**
 * What the page shows: its file's data, its own sections when it has them (`pagina`),
 * its words, a team's latest results. The same at build time (prerendered: none of it in
 * the page's JavaScript) and for a page reached in the browser, where each part is a
 * chunk of its own, so it opens offline too, from the saved shell.
 */
async function pageData(pathname: string, resultsOf: ResultsOf) {
  const id = activityAt(pathname)?.id;
  const { default: pages } = await import("virtual:contenido/actividades/paginas");
  const activity = id ? pages[id] : undefined;
  if (!id || !activity) throw data("Página no encontrada", { status: 404 });
  const { pageWords } = await import("./activity/page-words.ts");
  return {
    activity,
    design: activity.design ?? null,
    words: pageWords(activity),
    results: await resultsOf(id),
  };
}

/**
 * In the browser, the club's results as its files give them. The league's official
 * scores are merged at build time only (`latestResults`); the teams with an activity
 * page of this kind play no league the service follows, so both are the same.
 */
const clubResults: ResultsOf = (teamId) =>
  import("../results/club-team-results.ts").then((module) => module.clubTeamResults(teamId));

// `url`: the page's address, without React Router's `.data` suffix when it asks for the data.
export const loader = ({ url }: Route.LoaderArgs) => pageData(url.pathname, latestResults);
export const clientLoader = ({ url }: Route.ClientLoaderArgs) => pageData(url.pathname, clubResults);

/** A team's latest results, under its timetable: a static part, its code loaded only when needed. */
const loadResults = () => import("../results/team-results.tsx").then((module) => module.TeamResults);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({
        title: loaderData.activity.name,
        description: loaderData.design?.description ?? loaderData.activity.summary,
      })
    : [];

/** One button of a designed page's closing call. */
function CtaButton({ action, primary, words }: { action: CtaAction; primary: boolean; words: PageWords }) {
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
    case "contact":
      return (
        <Link className={className} to="/#contacto">
          {action.label}
        </Link>
      );
    case "call":
      return (
        // Label and number each stay on one line (a number split in two is hard to read
        // and to dial from): on a narrow phone the button wraps between them (activity-call).
        <a className={`${className} activity-call`} href={phoneHref(CLUB.phone)}>
          <LineIcon path={words.callIcon} />
          <span>{action.label.replace(/ /g, "\u00a0")}</span>
          <span>({phoneText(CLUB.phone)})</span>
        </a>
      );
  }
}

/** The chat with the club, the activity's question already typed. */
function WhatsAppButton({ words, primary }: { words: PageWords; primary: boolean }) {
  return (
    <SmartLink className={primary ? "button" : "button button--ghost"} to={words.whatsappUrl}>
      {words.whatsapp}
    </SmartLink>
  );
}

/** The closing call: the design's, with the WhatsApp button added, or the one every activity has. */
function Cta({ words, design }: { words: PageWords; design: ActivityPageContent | null }) {
  const cta = design?.cta;
  if (!cta) {
    return (
      <CtaBand id="sumate" title={words.ctaTitle} text={words.ctaText}>
        <WhatsAppButton words={words} primary />
        <Link className="button button--ghost" to="/">
          {words.home}
        </Link>
      </CtaBand>
    );
  }
  return (
    <CtaBand
      id={cta.id ?? "sumate"}
      title={cta.title}
      text={cta.text}
      as={cta.inline ? "card" : "section"}
      className={cta.inline ? "activity-cta-card" : undefined}
    >
      {cta.actions.map((action, index) => (
        <CtaButton key={action.kind} action={action} primary={index === 0} words={words} />
      ))}
      <WhatsAppButton words={words} primary={false} />
    </CtaBand>
  );
}

/** Who it is for, where, with whom and what it costs: what the file says of them. */
function Facts({ activity, words }: { activity: ActivityPageData; words: PageWords }) {
  const facts = [
    [words.forWhom, activity.forWhom],
    [words.place, activity.place],
    [words.coaches, activity.coaches],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <dl className="activity-facts-list">
      {facts.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div>
        <dt>{words.feeTitle}</dt>
        <dd>
          {words.fee}. <Link to="/valores-y-dias">{words.feeLink}</Link>
        </dd>
      </div>
    </dl>
  );
}

/**
 * A sport or activity page, from its content file: hero, its text and facts, the
 * timetable (or "Horarios a confirmar"), a team's latest results, its photos, and the
 * call to write to the club.
 * A page with sections of its own (`pagina` in its file) adds them: values, gallery,
 * benefits, instructor; a draft one (dev server only) is marked. Sections alternate
 * plain and grey.
 */
export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const { activity, design, words, results } = loaderData;
  const timetables = activity.schedule ?? [];
  const [photo, ...morePhotos] = activity.photos;
  const tones = ["plain", "alt"] as const;
  let section = 0;
  const tone = () => tones[section++ % 2];
  const lastSection = design?.about
    ? "about"
    : design?.benefits
      ? "benefits"
      : design?.gallery
        ? "gallery"
        : "schedule";
  const ctaHere = (where: typeof lastSection) =>
    design?.cta?.inline && lastSection === where && <Cta words={words} design={design} />;
  // The file's Markdown made HTML at build time by micromark, which never lets HTML typed in the text through.
  const text = activity.html && (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: made from the content file at build time, escaped
    <div className="activity-prose" dangerouslySetInnerHTML={{ __html: activity.html }} />
  );
  return (
    <>
      <PageHero
        title={activity.name}
        lead={design?.lead ?? activity.summary}
        photo={photo && <HeroPhoto image={photo} />}
      />
      {activity.draft && (
        <p className="container">
          <Suspense>
            <DraftBadge />
          </Suspense>
        </p>
      )}

      <PageSection title={design?.intro?.title ?? words.aboutTitle} tone={tone()}>
        {design?.intro?.image ? (
          <div className="split">
            {text}
            <FadeInImage {...design.intro.image} className="activity-image" />
          </div>
        ) : (
          text
        )}
        <Facts activity={activity} words={words} />
        {design?.intro?.values && (
          <>
            <h3 className="activity-subtitle">{design.intro.values.title}</h3>
            {design.intro.values.draft && <Draft />}
            <ul className="tile-grid">
              {design.intro.values.items.map((value, index) => (
                <li key={value.title} className={index % 2 ? "tile tile--accent" : "tile"} data-reveal>
                  <h4 className="activity-value">{value.title}</h4>
                  <p>{value.description}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </PageSection>

      <PageSection
        title={design?.schedule?.title ?? words.scheduleTitle}
        tone={tone()}
        id={design?.schedule?.id ?? "horarios"}
      >
        {timetables.length === 0 && (
          <p className="activity-schedule-missing">
            <strong>{words.scheduleMissing}</strong> {words.scheduleMissingHint}
          </p>
        )}
        {timetables.length === 1 && <ScheduleTable {...(timetables[0] as (typeof timetables)[number])} />}
        {timetables.length > 1 && (
          <div className="activity-schedules">
            {timetables.map((table) => (
              <ScheduleTable key={table.caption} {...table} />
            ))}
          </div>
        )}
        {design?.schedule?.callout && <p className="callout">{design.schedule.callout}</p>}
        {design?.schedule?.facts && (
          <ul
            className={`tick-list activity-facts${design.schedule.facts.strong ? " activity-facts--strong" : ""}`}
          >
            {design.schedule.facts.items.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        )}
        <p className="activity-week-link">
          <Link to={words.weekPath}>{words.week}</Link>
          {words.calendarPath && (
            <>
              {" · "}
              {/* A file, not a page: the browser downloads it (the router would look for a route). */}
              <a href={words.calendarPath} download>
                {words.calendar}
              </a>
            </>
          )}
        </p>
        {ctaHere("schedule")}
      </PageSection>

      {results && (
        <PageSection title={results.title} tone={tone()}>
          {/* The id names the team: after a client-side move from another team's page, its kept HTML is not this one's. */}
          <StaticPart id={`${results.teamId}-resultados`} load={loadResults} props={results} />
        </PageSection>
      )}

      {morePhotos.length > 0 && (
        <PageSection title={words.photosTitle} tone={tone()}>
          <Suspense>
            <Gallery images={activity.photos} label={words.photosLabel} />
          </Suspense>
        </PageSection>
      )}

      {design?.gallery && (
        <PageSection title={design.gallery.title} lead={design.gallery.lead} tone={tone()}>
          {design.gallery.draft && <Draft />}
          <Suspense>
            <Gallery images={design.gallery.images} label={design.gallery.label} />
          </Suspense>
          {ctaHere("gallery")}
        </PageSection>
      )}

      {design?.benefits && (
        <PageSection title={design.benefits.title} tone={tone()}>
          {design.benefits.draft && <Draft />}
          <ul className="tick-list">
            {design.benefits.items.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          {ctaHere("benefits")}
        </PageSection>
      )}

      {design?.about && (
        <PageSection title={design.about.title} tone={tone()}>
          {design.about.draft && <Draft />}
          <div className="activity-prose">
            {design.about.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          {ctaHere("about")}
        </PageSection>
      )}

      {!design?.cta?.inline && <Cta words={words} design={design} />}
    </>
  );
}
