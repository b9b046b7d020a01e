import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { FixturesEntry, StoredFixture, StoredResult } from "./entry.js";
import { matchUid, renderCalendar } from "./render-calendar.js";

const match = (fixture: Partial<StoredFixture> = {}): StoredFixture => ({
  local: "CASA DE PADUA",
  visitante: "GELP",
  fecha: "03/09/2026",
  hora: "21:30",
  es_casa_local: true,
  starts_at: "2026-09-03T21:30:00-03:00",
  ...fixture,
});

const entry = (fixtures: StoredFixture[]): FixturesEntry => ({
  kind: "fixtures",
  key: "voley/primera",
  origin: "scrape",
  fixtures,
  last_update: "2026-09-01T10:00:00-03:00",
  source: "https://liga.example/fixture",
  stale: false,
});

const NOW = new Date("2026-09-02T12:00:00-03:00");

function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

describe("a league's calendar feed", () => {
  it("has one event per upcoming match, at its Buenos Aires time, two hours long", () => {
    const past = match({ visitante: "FERRO", fecha: "01/09/2026", starts_at: "2026-09-01T21:00:00-03:00" });
    const { body } = renderCalendar(entry([match(), past]), NOW);
    const [game, ...others] = events(body);
    expect(others).toEqual([]);
    expect(game?.summary).toBe("CASA DE PADUA vs GELP");
    expect(game?.description).toBe("CASA de Padua - Vóley Primera. Local.");
    expect(game?.startDate.toJSDate().toISOString()).toBe("2026-09-04T00:30:00.000Z");
    expect(game?.duration.toSeconds()).toBe(2 * 3600);
    expect(game?.uid).toBe(matchUid("voley/primera", match()));
    expect(body).toContain("DTSTAMP:20260901T130000Z\r\n");
  });

  it("escapes the venue the league publishes", () => {
    const lugar = "Gimnasio Municipal, Av. Rivadavia 1234; Merlo";
    const { body } = renderCalendar(entry([match({ lugar })]), NOW);
    expect(body).toContain("LOCATION:Gimnasio Municipal\\, Av. Rivadavia 1234\\; Merlo\r\n");
    expect(events(body)[0]?.location).toBe(lugar);
  });

  it("gives a match the same UID whatever its time, and another league's match another", () => {
    expect(matchUid("voley/primera", match())).toBe(matchUid("voley/primera", match({ hora: "19:00" })));
    expect(matchUid("voley/primera", match())).not.toBe(matchUid("voley/tira-a", match()));
    expect(matchUid("voley/primera", match())).toMatch(/^[0-9a-f]{24}@ligas\.casadepadua$/);
  });

  it("keeps a played match, with its score, for 60 days after it, and is rebuilt when it leaves", () => {
    const played: StoredResult = {
      local: "GELP",
      visitante: "CASA DE PADUA",
      fecha: "01/09/2026",
      hora: "21:00",
      es_casa_local: false,
      tantos_local: 1,
      tantos_visitante: 3,
      starts_at: "2026-09-01T21:00:00-03:00",
    };
    const withResult = { ...entry([match()]), resultados: [played] };
    const now = renderCalendar(withResult, NOW);
    expect(events(now.body).map((event) => event.summary)).toEqual([
      "GELP 1-3 CASA DE PADUA",
      "CASA DE PADUA vs GELP",
    ]);
    expect(events(now.body)[0]?.description).toBe(
      "CASA de Padua - Vóley Primera. Visitante. Resultado final: 1-3.",
    );
    // Rebuilt when the next match starts, the earlier of the two changes.
    expect(now.expiresAt).toBe(Date.parse("2026-09-03T21:30:00-03:00"));
    const later = renderCalendar({ ...withResult, fixtures: [] }, new Date("2026-10-01T12:00:00-03:00"));
    expect(later.expiresAt).toBe(Date.parse("2026-10-31T21:00:00-03:00"));
    expect(events(renderCalendar(withResult, new Date(later.expiresAt)).body).map((e) => e.summary)).toEqual(
      [],
    );
  });
});
