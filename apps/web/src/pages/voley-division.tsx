import type { LeagueKey } from "@casa/shared";
import { Suspense } from "react";
import { useLocation } from "react-router";
import { PageHero } from "../components/page-hero.tsx";
import { StaticPart } from "../components/static-part.tsx";
import { LazyNextMatchSlot } from "../league/components/next-match-slot-lazy.ts";
import { LiveStandingsTable } from "../league/components/standings-table-live.tsx";
import { leaguePreloads } from "../league/early-data.ts";
import { leagueEndpoint } from "../league/endpoints.ts";
import { leagueSnapshot } from "../league/snapshot.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { latestResults, leagueTeam } from "../results/league-results.server.ts";
import { activityById } from "../site-data/activities/index.ts";
import {
  VOLLEY_DIVISION_IDS,
  VOLLEY_DIVISION_PAGES,
  VOLLEY_LOGO,
  type VolleyDivisionId,
} from "../site-data/voley.ts";
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

/** The rest of the page, below the table: a static part, its code loaded only when needed. */
const loadDetails = () =>
  import("./voley/division-details.tsx").then((module) => module.VolleyDivisionDetails);

/** `/voley/tira-a` → `tira-a`; Primera for anything else (the route table only sends these three). */
function volleyDivisionAt(pathname: string): VolleyDivisionId {
  const last = pathname.replace(/\/+$/, "").split("/").pop();
  return VOLLEY_DIVISION_IDS.find((division) => division === last) ?? "primera";
}

/**
 * Build time: the division's table as the league service had it then (shown until the
 * app asks again), and the team's latest results (the league's official scores in).
 */
export const loader = async ({ url }: Route.LoaderArgs) => {
  const [league] = DIVISION_LEAGUES[volleyDivisionAt(url.pathname)];
  return {
    standings: await leagueSnapshot(leagueEndpoint(league, "standings")),
    results: await latestResults(leagueTeam(league)),
  };
};

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
 * first screen), our next match, then (a static part) the latest results (when the club
 * has any), the team, Primera's training and federation cards, and a closing call.
 */
export default function VoleyDivisionPage({ loaderData }: Route.ComponentProps) {
  const division = volleyDivisionAt(useLocation().pathname);
  const page = VOLLEY_DIVISION_PAGES[division];
  const { standings } = page;
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

        {/* The id names the division: after a client-side move to another division, the
            kept HTML of the first one is not in the new page's place. */}
        <StaticPart
          key={division}
          id={`voley-${division}-detalles`}
          className="league-page__details"
          load={loadDetails}
          props={{ division, results: loaderData?.results ?? null }}
        />
      </div>
    </>
  );
}
