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
    const fixtures = parseMetrovoleyMatches(page, {
      isOurTeam: isEchague,
      filter: { category: "superiores", division: "tercera" },
      now: beforeSeason,
    });
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
    const fixtures = parseMetrovoleyMatches(page, {
      isOurTeam: isEchague,
      filter: { division: "SÉPTIMA" },
      now: beforeSeason,
    });
    expect(fixtures.map((f) => `${f.local} - ${f.visitante}`)).toEqual(["ECHAGÜE B - GELP B"]);
  });

  it("drops matches that already started", () => {
    const fixtures = parseMetrovoleyMatches(page, {
      isOurTeam: isEchague,
      filter: { division: "Tercera" },
      now: new Date("2026-09-05T00:30:00Z"),
    });
    expect(fixtures.map((f) => f.fecha)).toEqual(["11/09/2026"]);
  });

  it("ignores matches where neither team is ours", () => {
    const onlyClub420 = (_name: string, clubId: number | undefined) => clubId === 420;
    // The Sub 11 match names ECHAGÜE without a club id: by id alone it is not ours.
    const fixtures = parseMetrovoleyMatches(page, {
      isOurTeam: onlyClub420,
      filter: { category: "Sub 11" },
      now: beforeSeason,
    });
    expect(fixtures).toEqual([]);
    const byName = parseMetrovoleyMatches(page, {
      isOurTeam: isEchague,
      filter: { category: "Sub 11" },
      now: beforeSeason,
    });
    expect(byName.map((f) => f.local)).toEqual(["UBA"]);
  });

  it("reads the recorded minimal data-page too", () => {
    const minimal = readInertiaPage(readRecorded("metrovoley-minimal-inertia-data-page.html"));
    const fixtures = parseMetrovoleyMatches(minimal, { isOurTeam: isEchague, filter: {}, now: beforeSeason });
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
    const fixtures = parseMetrovoleyMatches(
      { props: suspended },
      { isOurTeam: isEchague, filter: { division: "Tercera" }, now: beforeSeason },
    );
    expect(fixtures).toHaveLength(1);
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
