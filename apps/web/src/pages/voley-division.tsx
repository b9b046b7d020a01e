import type { LeagueKey } from "@casa/shared";
import { Suspense } from "react";
import { useLocation } from "react-router";
import { LazyNextMatchSlot } from "../components/next-match-slot-lazy.ts";
import { PageHero } from "../components/page-hero.tsx";
import { SmartLink } from "../components/smart-link.tsx";
import { LiveStandingsTable } from "../components/standings-table-live.tsx";
import { activityById } from "../content/activities/index.ts";
import {
  VOLLEY_JOIN_US as cta,
  VOLLEY_DIVISION_IDS,
  VOLLEY_DIVISION_PAGES,
  VOLLEY_LOGO,
  type VolleyDivisionId,
} from "../content/voley.ts";
import { leaguePreloads } from "../league/early-data.ts";
import { leagueEndpoint } from "../league/endpoints.ts";
import { leagueSnapshot } from "../league/snapshot.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/voley-division";
import "./voley/voley-division.css";

/** Each division's page in the site's list of activities (its name for the browser tab). */
const DIVISION_ACTIVITY: Record<VolleyDivisionId, { name: string }> = {
  primera: activityById("voley-primera"),
  "tira-a": activityById("voley-tira-a"),
  "tira-b": activityById("voley-tira-b"),
};

/** Where each division's page looks for our next match. */
const DIVISION_LEAGUES = {
  primera: ["voley/primera"],
  "tira-a": ["voley/tira-a"],
  "tira-b": ["voley/tira-b"],
} as const satisfies Record<VolleyDivisionId, readonly LeagueKey[]>;

/** `/voley/tira-a` → `tira-a`; Primera for anything else (the route table only sends these three). */
function volleyDivisionAt(pathname: string): VolleyDivisionId {
  const last = pathname.replace(/\/+$/, "").split("/").pop();
  return VOLLEY_DIVISION_IDS.find((division) => division === last) ?? "primera";
}

/** Build time: the division's table as the league service had it then (shown until the app asks again). */
export const loader = async ({ request }: Route.LoaderArgs) => ({
  standings: await leagueSnapshot(
    leagueEndpoint(`voley/${volleyDivisionAt(new URL(request.url).pathname)}`, "standings"),
  ),
});

export const meta = ({ location }: Route.MetaArgs) => {
  const division = volleyDivisionAt(location.pathname);
  return [
    ...pageMeta({
      title: DIVISION_ACTIVITY[division].name,
      description: VOLLEY_DIVISION_PAGES[division].tagline,
    }),
    ...leaguePreloads([leagueEndpoint(`voley/${division}`, "standings")]),
  ];
};

/**
 * Vóley Primera, Tira A and Tira B: hero with logo, the table first (in a phone's
 * first screen), our next match, the team, and a closing call.
 */
export default function VoleyDivisionPage({ loaderData }: Route.ComponentProps) {
  const division = volleyDivisionAt(useLocation().pathname);
  const page = VOLLEY_DIVISION_PAGES[division];
  const { history, photo, standings, training, federation } = page;
  return (
    <>
      <div className="league-hero">
        <PageHero title={page.title} lead={page.tagline}>
          <img
            className="league-hero__logo"
            src={VOLLEY_LOGO.src}
            alt={VOLLEY_LOGO.alt}
            width={VOLLEY_LOGO.width}
            height={VOLLEY_LOGO.height}
          />
        </PageHero>
      </div>
      <div className="container league-page">
        <section aria-labelledby="voley-tabla">
          <h2 id="voley-tabla">{standings.title}</h2>
          <LiveStandingsTable
            key={division}
            endpoint={leagueEndpoint(`voley/${division}`, "standings")}
            caption={standings.caption}
            variant={division === "primera" ? "voley-primera" : "voley"}
            snapshot={loaderData?.standings}
          />
        </section>

        <Suspense>
          <LazyNextMatchSlot key={division} leagues={DIVISION_LEAGUES[division]} />
        </Suspense>

        <section aria-labelledby="voley-equipo" className="league-page__story">
          <div>
            <h2 id="voley-equipo">{history.title}</h2>
            {history.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          {/* Below the table (and the first screen of a phone): fetched when scrolled near. */}
          <img
            className="league-page__photo"
            src={photo.src}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            loading="lazy"
          />
        </section>

        {federation && (
          <div className="league-page__columns">
            {training && (
              <section aria-labelledby="voley-entrenamientos" className="card">
                <h2 id="voley-entrenamientos">{training.title}</h2>
                {/* One line of schedule: it reads better on a phone as a short text than as a table. */}
                <p>
                  <strong>{training.schedule.group}</strong>
                  <br />
                  {training.schedule.days}
                  <br />
                  {training.schedule.hours}
                </p>
              </section>
            )}
            <section aria-labelledby="voley-federacion" className="card">
              <h2 id="voley-federacion">{federation.title}</h2>
              {federation.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </section>
          </div>
        )}

        <section aria-labelledby="voley-sumate" className="league-page__promo" data-reveal>
          <h2 id="voley-sumate">{cta.title}</h2>
          <p>{cta.text}</p>
          <div className="league-page__actions">
            {cta.links.map((link, index) => (
              <SmartLink
                key={link.to}
                to={link.to}
                className={index === 0 ? "button league-page__promo-link" : "button button--ghost"}
              >
                {link.label}
              </SmartLink>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
