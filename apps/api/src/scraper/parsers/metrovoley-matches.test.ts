import { describe, expect, it } from "vitest";
import { readRecorded } from "../../testing/fake-league-server.js";
import { readInertiaPage } from "./metrovoley-inertia.js";
import { parseMetrovoleyMatches } from "./metrovoley-matches.js";

// The recorded page belongs to club 420 (ECHAGÜE): we read it as if that were our club.
const props = JSON.parse(readRecorded("metrovoley-club-420-matches-props.json"));
const page = { props };
const isEchague = (name: string, clubId: number | undefined) =>
  clubId !== undefined ? clubId === 420 : /echag/i.test(name);
const beforeSeason = new Date("2026-08-20T12:00:00Z");

describe("parseMetrovoleyMatches", () => {
  it("keeps our club's upcoming matches of one division, in Buenos Aires time, sorted", () => {
    const { fixtures, results } = parseMetrovoleyMatches(page, {
      isOurTeam: isEchague,
      filter: { category: "superiores", division: "tercera" },
      now: beforeSeason,
    });
    expect(results).toEqual([]);
    expect(fixtures).toEqual([
      {
        local: "AC B",
        visitante: "ECHAGÜE",
        fecha: "04/09/2026",
        hora: "21:30",
        es_casa_local: false,
        lugar: "AC #2",
        starts_at: "2026-09-05T00:30:00.000Z",
      },
      {
        local: "ECHAGÜE",
        visitante: "PIEDAD",
        fecha: "11/09/2026",
        hora: "21:30",
        es_casa_local: true,
        lugar: "ECHAGÜE #1",
        starts_at: "2026-09-12T00:30:00.000Z",
      },
    ]);
  });

  it("compares division names without accents or case", () => {
    const { fixtures } = parseMetrovoleyMatches(page, {
      isOurTeam: isEchague,
      filter: { division: "SÉPTIMA" },
      now: beforeSeason,
    });
    expect(fixtures.map((f) => `${f.local} - ${f.visitante}`)).toEqual(["ECHAGÜE B - GELP B"]);
  });

  it("drops matches that already started", () => {
    const { fixtures } = parseMetrovoleyMatches(page, {
      isOurTeam: isEchague,
      filter: { division: "Tercera" },
      now: new Date("2026-09-05T00:30:00Z"),
    });
    expect(fixtures.map((f) => f.fecha)).toEqual(["11/09/2026"]);
  });

  it("ignores matches where neither team is ours", () => {
    const onlyClub420 = (_name: string, clubId: number | undefined) => clubId === 420;
    // The Sub 11 match names ECHAGÜE without a club id: by id alone it is not ours.
    const { fixtures } = parseMetrovoleyMatches(page, {
      isOurTeam: onlyClub420,
      filter: { category: "Sub 11" },
      now: beforeSeason,
    });
    expect(fixtures).toEqual([]);
    const { fixtures: byName } = parseMetrovoleyMatches(page, {
      isOurTeam: isEchague,
      filter: { category: "Sub 11" },
      now: beforeSeason,
    });
    expect(byName.map((f) => f.local)).toEqual(["UBA"]);
  });

  it("reads the recorded minimal data-page too", () => {
    const minimal = readInertiaPage(readRecorded("metrovoley-minimal-inertia-data-page.html"));
    const { fixtures } = parseMetrovoleyMatches(minimal, {
      isOurTeam: isEchague,
      filter: {},
      now: beforeSeason,
    });
    expect(fixtures).toHaveLength(1);
    expect(fixtures[0]).toMatchObject({
      local: "ECHAGÜE B",
      es_casa_local: true,
      fecha: "03/09/2026",
      hora: "21:30",
    });
  });

  it("skips suspended matches", () => {
    const suspended = structuredClone(props);
    suspended.matches[3].statusLabel = "Suspendido";
    const { fixtures, results } = parseMetrovoleyMatches(
      { props: suspended },
      { isOurTeam: isEchague, filter: { division: "Tercera" }, now: beforeSeason },
    );
    expect(fixtures).toHaveLength(1);
    expect(results).toEqual([]);
  });

  it("fails loudly without a match list or with a match lacking its date", () => {
    expect(() =>
      parseMetrovoleyMatches(
        { props: { games: [] } },
        { isOurTeam: isEchague, filter: {}, now: beforeSeason },
      ),
    ).toThrow(/no trae partidos \(props: games\)/);
    const undated = structuredClone(props);
    delete undated.matches[1].scheduledAt;
    expect(() =>
      parseMetrovoleyMatches({ props: undated }, { isOurTeam: isEchague, filter: {}, now: beforeSeason }),
    ).toThrow(/partido 277189.*scheduledAt/);
  });
});

describe("parseMetrovoleyMatches: finished matches", () => {
  // Test-derived (fixtures/README.md): club 77 is our club, as on the fake league server.
  const finished = JSON.parse(readRecorded("metrovoley-club-matches-finished.TEST-DERIVED.json"));
  const isCasa = (_name: string, clubId: number | undefined) => clubId === 77;
  const primera = { category: "Superiores", division: "Primera" };
  const now = new Date("2026-11-22T15:00:00Z");
  type Match = Record<string, unknown>;
  /** The page with only the given match of ours (edited), to read one score shape at a time. */
  const onlyMatch = (edit: (match: Match) => Match) => {
    const props = structuredClone(finished);
    props.matches = [edit(props.matches[1])];
    return parseMetrovoleyMatches({ props }, { isOurTeam: isCasa, filter: primera, now });
  };
  const withoutScore = ({ homeScore: _h, awayScore: _a, sets: _s, ...match }: Match) => match;

  it("returns our finished matches of the division with their final score, and the upcoming ones as fixtures", () => {
    const { fixtures, results } = parseMetrovoleyMatches(
      { props: finished },
      { isOurTeam: isCasa, filter: primera, now },
    );
    expect(results[1]).toEqual({
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
      starts_at: "2026-10-31T23:00:00.000Z",
    });
    // Sorted by kick-off; GELP - CIUDAD (another club's) is not ours; a score without sets has none.
    expect(
      results.map((r) => `${r.fecha} ${r.local} ${r.tantos_local}-${r.tantos_visitante} ${r.visitante}`),
    ).toEqual([
      "12/09/2026 CASA DE PADUA 3-0 ECHAGÜE",
      "31/10/2026 CASA DE PADUA 3-1 GELP",
      "07/11/2026 FERRO 3-2 CASA DE PADUA",
      "14/11/2026 CIUDAD 0-3 CASA DE PADUA",
    ]);
    expect(results[3]).not.toHaveProperty("sets");
    expect(results[2]?.es_casa_local).toBe(false);
    expect(fixtures.map((f) => `${f.fecha} ${f.local} - ${f.visitante}`)).toEqual([
      "28/11/2026 CASA DE PADUA - PIEDAD",
      "05/12/2026 ECHAGÜE - CASA DE PADUA",
    ]);
  });

  it("keeps each division's results apart", () => {
    const { fixtures, results } = parseMetrovoleyMatches(
      { props: finished },
      { isOurTeam: isCasa, filter: { division: "Tira A" }, now },
    );
    expect(results.map((r) => [r.fecha, r.visitante, r.tantos_local, r.tantos_visitante])).toEqual([
      ["14/11/2026", "CIUDAD", 3, 0],
    ]);
    expect(fixtures.map((f) => f.fecha)).toEqual(["29/11/2026"]);
  });

  it.each<[string, Match, { tantos_local: number; tantos_visitante: number; sets?: unknown[] }]>([
    [
      "home_score / away_score",
      { home_score: "3", away_score: "1" },
      { tantos_local: 3, tantos_visitante: 1 },
    ],
    ["score.home / score.away", { score: { home: 2, away: 3 } }, { tantos_local: 2, tantos_visitante: 3 }],
    ["result.home / result.away", { result: { home: 3, away: 0 } }, { tantos_local: 3, tantos_visitante: 0 }],
    ["homeSets / awaySets", { homeSets: 1, awaySets: 3 }, { tantos_local: 1, tantos_visitante: 3 }],
    [
      "setScores as text, totals counted from them",
      { setScores: ["25-20", "23-25", "25 - 18", "25:22"] },
      {
        tantos_local: 3,
        tantos_visitante: 1,
        sets: [
          { local: 25, visitante: 20 },
          { local: 23, visitante: 25 },
          { local: 25, visitante: 18 },
          { local: 25, visitante: 22 },
        ],
      },
    ],
    [
      "score.sets as one text",
      { score: { home: 2, away: 0, sets: "25-10, 25-12" } },
      {
        tantos_local: 2,
        tantos_visitante: 0,
        sets: [
          { local: 25, visitante: 10 },
          { local: 25, visitante: 12 },
        ],
      },
    ],
  ])("reads the score as %s", (_name, score, expected) => {
    const { results } = onlyMatch((match) => ({ ...withoutScore(match), ...score }));
    expect(results).toEqual([expect.objectContaining(expected)]);
    if (!expected.sets) expect(results[0]).not.toHaveProperty("sets");
  });

  it("takes a final score as finished even without a finished status, but not a 0-0 or a match in play", () => {
    const noStatus = onlyMatch(({ statusLabel: _s, ...match }) => match);
    expect(noStatus.results).toHaveLength(1);
    const scheduled = (status: string, home: number, away: number) =>
      onlyMatch((match) => ({
        ...withoutScore(match),
        statusLabel: status,
        homeScore: home,
        awayScore: away,
      }));
    expect(scheduled("Programado", 0, 0).results).toEqual([]);
    expect(scheduled("En juego", 1, 0).results).toEqual([]);
    expect(scheduled("Suspendido", 1, 0).results).toEqual([]);
    // "No jugado" is no finished match, and its missing score no error.
    expect(onlyMatch((match) => ({ ...withoutScore(match), statusLabel: "No jugado" }))).toEqual({
      fixtures: [],
      results: [],
    });
  });

  it("fails loudly on one of our finished matches whose score it cannot read, naming the match and its keys", () => {
    expect(() => onlyMatch(withoutScore)).toThrow(
      "partido 281007 de metrovoley (CASA DE PADUA - GELP, 31/10/2026): terminó pero no trae un resultado legible (claves: id, number, scheduledAt, categoryName, divisionName, venue, homeTeam, awayTeam, statusLabel)",
    );
    expect(() => onlyMatch((match) => ({ ...withoutScore(match), marcador: "3 a 1" }))).toThrow(
      /partido 281007 .*claves: .*marcador/,
    );
    // Totals there, but the sets in a shape the parser does not know.
    expect(() => onlyMatch((match) => ({ ...match, sets: [{ h: 25, a: 20 }] }))).toThrow(/281007.*legible/);
    expect(() => onlyMatch((match) => ({ ...match, awayScore: "—" }))).toThrow(/281007.*legible/);
  });

  it("does not mind another club's finished match it cannot read", () => {
    const props = structuredClone(finished);
    props.matches = props.matches.map((match: Match) => (match.id === 281013 ? withoutScore(match) : match));
    const { results } = parseMetrovoleyMatches({ props }, { isOurTeam: isCasa, filter: primera, now });
    expect(results).toHaveLength(4);
  });
});
