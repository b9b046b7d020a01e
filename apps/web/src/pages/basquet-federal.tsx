import { Suspense } from "react";
import { HeroPhoto } from "../components/hero-photo.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { StaticPart } from "../components/static-part.tsx";
import { LazyNextMatchSlot } from "../league/components/next-match-slot-lazy.ts";
import { LiveStandingsTable } from "../league/components/standings-table-live.tsx";
import { leaguePreloads } from "../league/early-data.ts";
import { leagueSnapshot } from "../league/snapshot.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { latestResults, leagueTeam } from "../results/league-results.server.ts";
import { BASQUET_FEDERAL as PAGE } from "../site-data/basquet.ts";
import { basquetEquipoPhoto } from "../site-data/club-photos.ts";
import type { Route } from "./+types/basquet-federal";
import "./basquet/basquet-federal.css";

const LEAGUES = ["basquet/federal"] as const;

/**
 * Build time: the club's photo, as the page's data (in its HTML) rather than in its
 * code, the league's table as the service had it then (shown until the app asks again),
 * and the team's latest results (the league's official scores in).
 */
export const loader = async () => ({
  photo: basquetEquipoPhoto,
  standings: await leagueSnapshot("basquet-federal-standings"),
  results: await latestResults(leagueTeam(LEAGUES[0])),
});

export const meta = () => [
  ...pageMeta({ title: PAGE.title, description: PAGE.lead }),
  ...leaguePreloads(["basquet-federal-standings"]),
];

/**
 * The rest of the page, below the table and the next match (the latest results first): a
 * static part, its code loaded only when needed.
 */
const loadDetails = () => import("./basquet/federal-details.tsx").then((module) => module.FederalDetails);

/**
 * Básquet Federal: the league table first (a fan's phone shows it in its first screen),
 * our next match, the latest results (when the club has any), then the team, training,
 * the tournament and the season promo.
 */
export default function BasquetFederalPage({ loaderData }: Route.ComponentProps) {
  const { standings } = PAGE;
  return (
    <>
      <PageHero
        title={PAGE.title}
        lead={PAGE.lead}
        photo={loaderData?.photo && <HeroPhoto image={loaderData.photo} besideOnly />}
      />
      <div className="container league-page">
        <section aria-labelledby="basquet-tabla">
          <h2 id="basquet-tabla">{standings.title}</h2>
          <LiveStandingsTable
            endpoint="basquet-federal-standings"
            caption={standings.caption}
            variant="basquet"
            snapshot={loaderData?.standings}
          />
        </section>

        <Suspense>
          <LazyNextMatchSlot leagues={LEAGUES} />
        </Suspense>

        <StaticPart
          id="basquet-detalles"
          className="league-page__details"
          load={loadDetails}
          props={{ results: loaderData?.results ?? null }}
        />
      </div>
    </>
  );
}
