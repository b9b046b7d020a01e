import { type OfficialResult, outcomeOf, withOfficialResults } from "@casa/shared";
import { TEST_NOW } from "@casa/shared/test-clock";
import { describe, expect, it } from "vitest";
import { readCacheFile } from "../cache/cache-file.js";
import { buildHealthReport, NO_SCHEDULER } from "../health-report.js";
import { buildTestApp } from "../testing/build-test-app.js";
import { inertiaHtml, PATHS, readRecorded } from "../testing/fake-league-server.js";
import { type LeagueHarness, startLeagueHarness } from "../testing/league-harness.js";

/**
 * Official results end to end (issue #47): the service reads our finished matches from
 * the league's club-matches page, serves them beside the fixtures, and the site's
 * `withOfficialResults` lets them replace the club's own post of the same match.
 */

type Match = Record<string, unknown>;
/** The test-derived page (fixtures/README.md): club 77 is ours, as on the fake league. */
const finishedPage = (edit: (match: Match) => Match = (match) => match) => {
  const props = JSON.parse(readRecorded("metrovoley-club-matches-finished.TEST-DERIVED.json"));
  props.matches = props.matches.map(edit);
  return { kind: "page", body: inertiaHtml(props) } as const;
};
/** CASA DE PADUA 3-1 GELP, 31/10/2026, Primera. */
const GELP_MATCH = 281007;
const editMatch = (id: number, edit: (match: Match) => Match) => (match: Match) =>
  match.id === id ? edit(match) : match;

async function serviceReadingFinishedMatches(): Promise<LeagueHarness> {
  const harness = await startLeagueHarness();
  harness.server.set(PATHS.volleyMatches, finishedPage());
  harness.setNow(TEST_NOW);
  return harness;
}

const primeraFixtures = async ({ app }: LeagueHarness) =>
  (await app.inject("/api/fixtures/voley/primera")).json();

/** A club result as the site reads it from `content/resultados/` (the fields that matter here). */
const clubResult = (id: string, date: string, home: boolean, club: number, rival: number) => ({
  id,
  rival: "GELP",
  date,
  home,
  score: { club, rival },
  outcome: outcomeOf({ club, rival }),
  source: "club" as const,
});

describe("official results from the league's club-matches page", () => {
  it("are served with their score, and replace the club's result of the same match", async () => {
    const harness = await serviceReadingFinishedMatches();
    const report = await harness.league.runPass();
    expect(report.outcomes.filter((o) => o.status !== "updated")).toEqual([]);

    const answer = await primeraFixtures(harness);
    expect(answer.stale).toBe(false);
    expect(answer.resultados).toContainEqual({
      local: "CASA DE PADUA",
      visitante: "GELP",
      fecha: "31/10/2026",
      hora: "20:00",
      es_casa_local: true,
      tantos_local: 3,
      tantos_visitante: 1,
      sets: [
        { local: 25, visitante: 20 },
        { local: 22, visitante: 25 },
        { local: 25, visitante: 18 },
        { local: 25, visitante: 23 },
      ],
    });
    expect(answer.resultados.map((r: OfficialResult) => r.fecha)).toEqual([
      "12/09/2026",
      "31/10/2026",
      "07/11/2026",
      "14/11/2026",
    ]);
    expect(answer.fixtures.map((f: { fecha: string }) => f.fecha)).toEqual(["28/11/2026", "05/12/2026"]);

    // The club posted the GELP match as a 2-3 loss; the league says 3-1.
    const posted = clubResult("2026-10-31-gelp", "2026-10-31", true, 2, 3);
    const friendly = clubResult("2026-10-24-gelp", "2026-10-24", true, 3, 0);
    const [replaced, untouched] = withOfficialResults([posted, friendly], answer.resultados);
    expect(replaced).toEqual({
      ...posted,
      score: {
        club: 3,
        rival: 1,
        sets: [
          { club: 25, rival: 20 },
          { club: 22, rival: 25 },
          { club: 25, rival: 18 },
          { club: 25, rival: 23 },
        ],
      },
      outcome: "won",
      source: "liga",
    });
    expect(untouched).toBe(friendly);

    // The cache file keeps them: a restart serves them before its first pass.
    const file = await readCacheFile(harness.config.cacheFile);
    const entry = file.entries.find((e) => e.kind === "fixtures" && e.key === "voley/primera");
    expect(entry?.kind === "fixtures" && entry.resultados).toHaveLength(4);
    const restarted = await buildTestApp({ env: { CACHE_FILE: harness.config.cacheFile } });
    expect((await restarted.app.inject("/api/fixtures/voley/primera")).json().resultados).toEqual(
      answer.resultados,
    );
  });

  it("put a played match's final score on its calendar event, for the last 60 days", async () => {
    const harness = await serviceReadingFinishedMatches();
    // Before the GELP match: it is an upcoming fixture in the calendar.
    harness.server.set(
      PATHS.volleyMatches,
      finishedPage(
        editMatch(GELP_MATCH, ({ homeScore: _h, awayScore: _a, sets: _s, ...match }) => ({
          ...match,
          statusLabel: "Programado",
        })),
      ),
    );
    harness.setNow(new Date("2026-10-30T15:00:00Z"));
    await harness.league.runPass();
    const uidOf = (ics: string, summary: string) =>
      ics
        .split("BEGIN:VEVENT")
        .find((event) => event.includes(`SUMMARY:${summary}\r\n`))
        ?.match(/^UID:.*$/m)?.[0];
    const before = (await harness.app.inject("/api/fixtures/voley/primera.ics")).body;
    const upcomingUid = uidOf(before, "CASA DE PADUA vs GELP");
    expect(upcomingUid).toBeDefined();

    harness.server.set(PATHS.volleyMatches, finishedPage());
    harness.setNow(TEST_NOW);
    await harness.league.runPass();
    const ics = (await harness.app.inject("/api/fixtures/voley/primera.ics")).body;
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("SUMMARY:FERRO 3-2 CASA DE PADUA\r\n");
    expect(unfolded).toContain(
      "DESCRIPTION:CASA de Padua - Vóley Primera. Local. Resultado final: 3-1 (25-20\\, 22-25\\, 25-18\\, 25-23).",
    );
    // Same event as when it was upcoming: a subscribed phone updates it in place.
    expect(uidOf(unfolded, "CASA DE PADUA 3-1 GELP")).toBe(upcomingUid);
    expect(unfolded).not.toContain("SUMMARY:CASA DE PADUA vs GELP");
    // 12/09 is more than 60 days before 22/11: gone from the calendar, still in the JSON answer.
    expect(unfolded).not.toContain("ECHAGÜE 3-0");
    expect(unfolded).not.toContain("3-0 ECHAGÜE");
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(5);
  });

  it("refuse the whole pass when one of our finished matches has no score the parser can read", async () => {
    const harness = await serviceReadingFinishedMatches();
    await harness.league.runPass();
    const good = await primeraFixtures(harness);

    harness.server.set(
      PATHS.volleyMatches,
      finishedPage(editMatch(GELP_MATCH, ({ homeScore: _h, awayScore: _a, sets: _s, ...match }) => match)),
    );
    const report = await harness.league.runPass();
    const outcome = report.outcomes.find((o) => o.id === "fixtures:voley/primera");
    expect(outcome?.status).toBe("failed");
    expect(outcome?.error).toMatch(
      /partido 281007 de metrovoley \(CASA DE PADUA - GELP, 31\/10\/2026\).*claves: id/,
    );

    const served = await primeraFixtures(harness);
    expect(served.resultados).toEqual(good.resultados);
    expect(served.fixtures).toEqual(good.fixtures);
    expect(served.last_update).toBe(good.last_update);
    expect(served.stale).toBe(true);

    const health = (await harness.app.inject("/api/health")).json();
    expect(health.status).toBe("degraded");
    expect(health.sources.find((s: { id: string }) => s.id === "fixtures:voley/primera").state).toBe("stale");
    // The operator's report, which the service logs, names the match.
    const detail = buildHealthReport({
      cache: harness.league.cache,
      sources: harness.league.describeSources,
      scrapeState: () => NO_SCHEDULER,
    });
    expect(detail.problems.join("\n")).toMatch(/fixtures:voley\/primera: partido 281007 de metrovoley/);
  });

  it.each([
    ["a volleyball score no match ends with", { homeScore: 4, awayScore: 1 }, /3-0, 3-1, 3-2/],
    ["sets that do not give the score", { homeScore: 3, awayScore: 0 }, /no dan ese resultado/],
    ["a negative score", { homeScore: 3, awayScore: -1 }, /no numérico o negativo/],
  ])("refuse the whole pass on %s, keeping the good answer", async (_name, score, error) => {
    const harness = await serviceReadingFinishedMatches();
    await harness.league.runPass();
    const good = await primeraFixtures(harness);
    harness.server.set(
      PATHS.volleyMatches,
      finishedPage(editMatch(GELP_MATCH, (match) => ({ ...match, ...score }))),
    );
    const report = await harness.league.runPass();
    const outcome = report.outcomes.find((o) => o.id === "fixtures:voley/primera");
    expect(outcome?.error).toMatch(/^datos rechazados: CASA DE PADUA \S+ GELP 31\/10\/2026: /);
    expect(outcome?.error).toMatch(error);
    expect((await primeraFixtures(harness)).resultados).toEqual(good.resultados);
  });
});
