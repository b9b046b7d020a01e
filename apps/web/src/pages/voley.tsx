import { lazy, Suspense } from "react";
import { HeroPhoto } from "../components/hero-photo.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { StaticPart } from "../components/static-part.tsx";
import { LeagueLoading } from "../league/components/league-status-loading.tsx";
import { leaguePreloads, loadSoon } from "../league/early-data.ts";
import { leagueEndpoint } from "../league/endpoints.ts";
import { leagueSnapshot } from "../league/snapshot.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { voleyEquipoPhoto } from "../site-data/club-photos.ts";
import { LEAGUE_STATUS_COPY as COPY, EXPECTED_ROWS } from "../site-data/league.ts";
import { VOLLEY_INDEX as PAGE } from "../site-data/voley-index.ts";
import type { Route } from "./+types/voley";
import type { BoardSnapshots } from "./voley/board-divisions.ts";
import "./voley/voley.css";

const firstDivision = PAGE.board.divisions[0]?.id ?? "tira-a";

/**
 * Build time: the club's photo, as the page's data (in its HTML) rather than in its
 * code, and each division's table as the league service had it then (the board shows
 * it until the app asks again, as the division pages do).
 */
export const loader = async () => {
  const standings: BoardSnapshots = {};
  for (const { id } of PAGE.board.divisions)
    standings[id] = await leagueSnapshot(leagueEndpoint(`voley/${id}`, "standings"));
  return { photo: voleyEquipoPhoto, standings };
};

/** The board's first call (the first division's table) starts with the page; the rest follow it one by one (docs/product.md#calls). */
export const meta = () => [
  ...pageMeta({ title: PAGE.title, description: PAGE.lead }),
  ...leaguePreloads([leagueEndpoint(`voley/${firstDivision}`, "standings")]),
];

/**
 * The board (tables, next match; the match cards are a file of their own, fetched only
 * once the league sends matches), as one file fetched
 * as soon as the page's code runs, beside the rest (`loadSoon`), not in the page's own:
 * the prerendered board stays on screen while it arrives (React keeps a server-rendered
 * part that waits on code as it is), as the division pages' table does.
 */
const loadBoard = loadSoon(() => import("./voley/volley-board.tsx"));
const VolleyBoard = lazy(() => loadBoard().then((module) => ({ default: module.VolleyBoard })));

/** The rest of the page, below the board: a static part, its code loaded only when needed. */
const loadDetails = () => import("./voley/voley-details.tsx").then((module) => module.VoleyDetails);

/** The volleyball division page: Tira A/B table and matches first, then history, our teams, the school. */
export default function VoleyPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={PAGE.title}
        lead={PAGE.lead}
        photo={loaderData?.photo && <HeroPhoto image={loaderData.photo} besideOnly />}
      />
      <div className="container league-page">
        {/* Reached only on a client-side visit, before the board's file is here. */}
        <Suspense fallback={<LeagueLoading text={COPY.loadingStandings} rows={EXPECTED_ROWS.voley} />}>
          <VolleyBoard board={PAGE.board} built={loaderData?.standings} />
        </Suspense>

        <StaticPart id="voley-detalles" className="league-page__details" load={loadDetails} props={{}} />
      </div>
    </>
  );
}
