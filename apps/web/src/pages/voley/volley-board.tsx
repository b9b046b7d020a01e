import { useMemo, useState } from "react";
import { LeagueLoading } from "../../league/components/league-status-loading.tsx";
import { useVolleyDivisions } from "../../league/use-volley-divisions.ts";
import { LEAGUE_STATUS_COPY as COPY } from "../../site-data/league.ts";
import type { VolleyIndexPage } from "../../site-data/voley-index.ts";
import type { BoardSnapshots } from "./board-divisions.ts";
import { VolleyFixtures, VolleyNextMatch, VolleyStandings } from "./volley-block.tsx";

/**
 * The Tira A / Tira B board of the volleyball page: toggle buttons (Tira A first),
 * then the chosen division's table, our next match in either tira (when the league
 * has one), and the chosen division's next matches. The page is built with each
 * division's table as the league service had it then (`built`, the route's loader), so
 * the table is there before any code runs; both divisions then load in the background
 * and replace it, and whatever fails falls back to the club's data (`league/fallback.ts`).
 * Its copy comes from the page (content/voley-index.ts), whose file already holds it.
 */
export function VolleyBoard({ board, built }: { board: VolleyIndexPage["board"]; built?: BoardSnapshots }) {
  // Loaded in the content's order, one call after the other (docs/product.md#calls).
  const divisions = useMemo(() => board.divisions.map((d) => d.id), [board]);
  const calls = useVolleyDivisions(divisions);
  const [selected, setSelected] = useState(divisions[0] ?? "tira-a");
  const division = board.divisions.find((d) => d.id === selected) ?? board.divisions[0];
  if (!division) return null;
  const { standings, fixtures } = calls[division.id] ?? {};

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

      <VolleyStandings
        division={division.id}
        call={standings}
        built={built?.[division.id]}
        caption={division.caption}
      />
      <VolleyNextMatch calls={calls} />
      <h3>{board.fixturesTitle}</h3>
      {fixtures ? (
        <VolleyFixtures division={division.id} call={fixtures} competition={`Vóley ${division.label}`} />
      ) : (
        <LeagueLoading text={COPY.loadingFixtures} />
      )}
    </section>
  );
}
