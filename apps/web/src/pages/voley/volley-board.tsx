import { useState } from "react";
import { FixtureList } from "../../components/fixture-list.tsx";
import { LeagueAlert } from "../../components/league-status-alert.tsx";
import { LeagueFreshness } from "../../components/league-status-freshness.tsx";
import { LeagueLoading } from "../../components/league-status-loading.tsx";
import { StandingsTable } from "../../components/standings-table.tsx";
import { standingsReserve } from "../../components/standings-table-live.tsx";
import { LEAGUE_COPY, STANDINGS_LAYOUTS } from "../../content/league.ts";
import { VOLLEY_INDEX } from "../../content/voley.ts";
import { calendarUrl } from "../../league/endpoints.ts";
import { useVolleyDivisions } from "../../league/use-volley-divisions.ts";

const { board } = VOLLEY_INDEX;
/** Loaded in this order, one call after the other (spec, section 7). */
const DIVISIONS = board.divisions.map((division) => division.id);
/** Room for the matches while they load: a card or two, depending on the screen. */
const FIXTURES_RESERVE = 9;

/**
 * The Tira A / Tira B board of the volleyball page: toggle buttons (Tira A first),
 * then the chosen division's table and its next matches. Both divisions load in the
 * background; whatever fails falls back to the club's data (see `league/fallback.ts`).
 */
export function VolleyBoard() {
  const blocks = useVolleyDivisions(DIVISIONS);
  const [selected, setSelected] = useState(DIVISIONS[0] ?? "tira-a");
  const division = board.divisions.find((d) => d.id === selected) ?? board.divisions[0];
  if (!division) return null;
  const { standings, fixtures } = blocks[division.id] ?? {};

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

      <div className="volley-board__standings">
        {standings ? (
          <>
            {standings.error && <LeagueAlert message={standings.error} />}
            <StandingsTable caption={division.caption} rows={standings.rows} variant="voley" />
            <LeagueFreshness origin={standings.origin} />
          </>
        ) : (
          <LeagueLoading
            text={LEAGUE_COPY.loadingStandings}
            reserve={standingsReserve(STANDINGS_LAYOUTS.voley.expectedRows)}
          />
        )}
      </div>

      <h3>{board.fixturesTitle}</h3>
      {fixtures ? (
        <>
          {fixtures.error && <LeagueAlert message={fixtures.error} />}
          <FixtureList
            fixtures={fixtures.fixtures}
            rule="voley"
            calendarHref={calendarUrl("voley", division.id)}
          />
          <LeagueFreshness origin={fixtures.origin} />
        </>
      ) : (
        <LeagueLoading text={LEAGUE_COPY.loadingFixtures} reserve={FIXTURES_RESERVE} />
      )}
    </section>
  );
}
