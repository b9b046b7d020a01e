import { useState } from "react";
import { LEAGUE_STATUS_COPY as COPY, EXPECTED_ROWS } from "../../content/league.ts";
import { VOLLEY_INDEX } from "../../content/voley-index.ts";
import { LeagueError } from "../../league/components/league-status-error.tsx";
import { LeagueLoading } from "../../league/components/league-status-loading.tsx";
import { loadSoon } from "../../league/early-data.ts";
import { useVolleyDivisions } from "../../league/use-volley-divisions.ts";

const { board } = VOLLEY_INDEX;
/** Loaded in this order, one call after the other (docs/product.md#calls). */
const DIVISIONS = board.divisions.map((division) => division.id);
/** The blocks' code, fetched together with the first call (see `useVolleyDivisions`). */
const loadBlock = loadSoon(() => import("./volley-block.tsx"));
const reload = () => window.location.reload();

/**
 * The Tira A / Tira B board of the volleyball page: toggle buttons (Tira A first),
 * then the chosen division's table, our next match in either tira (when the league
 * has one), and the chosen division's next matches. Both divisions load in the
 * background; whatever fails falls back to the club's data (see `league/fallback.ts`).
 */
export function VolleyBoard() {
  const { calls, code, codeFailed } = useVolleyDivisions(DIVISIONS, loadBlock);
  const [selected, setSelected] = useState(DIVISIONS[0] ?? "tira-a");
  const division = board.divisions.find((d) => d.id === selected) ?? board.divisions[0];
  if (!division) return null;
  const { standings, fixtures } = calls[division.id] ?? {};
  const Block = code?.VolleyBlock;
  const NextMatch = code?.VolleyNextMatch;

  return (
    <section aria-labelledby="voley-torneo" className="volley-board">
      <h2 id="voley-torneo">{board.title}</h2>
      <fieldset className="volley-board__toggle">
        <legend className="visually-hidden">{board.toggleLabel}</legend>
        {board.divisions.map((d) => (
          <button
            key={d.id}
            type="button"
            className="button button--small"
            aria-pressed={d.id === division.id}
            onClick={() => setSelected(d.id)}
          >
            {d.label}
          </button>
        ))}
      </fieldset>

      {codeFailed ? (
        <LeagueError onRetry={reload} />
      ) : (
        <>
          {Block && standings ? (
            <Block kind="standings" division={division.id} call={standings} caption={division.caption} />
          ) : (
            <LeagueLoading text={COPY.loadingStandings} rows={EXPECTED_ROWS.voley} />
          )}
          {NextMatch && <NextMatch calls={calls} />}
          <h3>{board.fixturesTitle}</h3>
          {Block && fixtures ? (
            <Block
              kind="fixtures"
              division={division.id}
              call={fixtures}
              competition={`Vóley ${division.label}`}
            />
          ) : (
            <LeagueLoading text={COPY.loadingFixtures} />
          )}
        </>
      )}
    </section>
  );
}
