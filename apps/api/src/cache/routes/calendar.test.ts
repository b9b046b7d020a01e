import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../testing/build-test-app.js";
import { startLeagueHarness } from "../../testing/league-harness.js";

describe("GET /api/fixtures/:sport/:division.ics", () => {
  it("serves a subscribable calendar of the upcoming matches in Buenos Aires time", async () => {
    const { league, app } = await startLeagueHarness();
    await league.runPass();
    const res = await app.inject("/api/fixtures/voley/primera.ics");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers.etag).toBeDefined();
    const ics = res.body;
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n/);
    expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Argentina/Buenos_Aires\r\n");
    expect(ics).toContain("TZOFFSETTO:-0300");
    expect(ics).toContain("DTSTART;TZID=America/Argentina/Buenos_Aires:20260903T213000");
    expect(ics).toContain("SUMMARY:CASA DE PADUA vs FERRO");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    // What a calendar app reads: a real RFC 5545 parser, zone included.
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone") as ICAL.Component);
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(2);
    const first = events.find((event) => event.summary === "CASA DE PADUA vs FERRO");
    expect(first?.startDate.toString()).toBe("2026-09-03T21:30:00");
    expect(first?.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe(
      "America/Argentina/Buenos_Aires",
    );
    // 21:30 in Buenos Aires is 00:30 UTC the next day.
    const start = first?.startDate.clone() as ICAL.Time;
    start.zone = zone;
    expect(start.toJSDate().toISOString()).toBe("2026-09-04T00:30:00.000Z");
    expect(first?.duration.toSeconds()).toBe(2 * 3600);
    expect(new Set(events.map((event) => event.uid)).size).toBe(2);
    expect(calendar.getFirstPropertyValue("x-wr-caldesc")).toMatch(
      /^Próximos partidos del club y resultados de los últimos 60 días\. Fuente: http/,
    );
  });

  it("keeps each match's UID when its kick-off time changes", async () => {
    const { league, app, server } = await startLeagueHarness();
    await league.runPass();
    const uids = (ics: string) => ics.match(/^UID:.*$/gm);
    const before = uids((await app.inject("/api/fixtures/voley/primera.ics")).body);
    const { volleyMatchesProps, inertiaHtml, PATHS } = await import("../../testing/fake-league-server.js");
    const props = volleyMatchesProps() as { matches: Array<{ scheduledAt: string }> };
    (props.matches[2] as { scheduledAt: string }).scheduledAt = "2026-09-03T19:00:00";
    server.set(PATHS.volleyMatches, { kind: "page", body: inertiaHtml(props) });
    await league.runPass();
    const after = (await app.inject("/api/fixtures/voley/primera.ics")).body;
    expect(after).toContain("DTSTART;TZID=America/Argentina/Buenos_Aires:20260903T190000");
    expect(uids(after)).toEqual(before);
  });

  it("puts no invented backup matches into phone calendars", async () => {
    const { app } = await buildTestApp();
    const ics = (await app.inject("/api/fixtures/voley/tira-a.ics")).body;
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getAllSubcomponents("vevent")).toEqual([]);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("CASA de Padua - Vóley Tira A");
  });

  it("says honestly that there is no league fixture when the source is unknown", async () => {
    const { app } = await buildTestApp();
    for (const path of ["/api/fixtures/basquet/federal.ics", "/api/fixtures/voley/primera.ics"]) {
      const calendar = new ICAL.Component(ICAL.parse((await app.inject(path)).body));
      const description = String(calendar.getFirstPropertyValue("x-wr-caldesc"));
      expect(description).toBe(
        "Próximos partidos del club. Todavía no hay un fixture de la liga disponible.",
      );
      expect(description).not.toMatch(/sin fuente/i);
    }
  });

  it("answers 304 to a calendar app that already has this version", async () => {
    const { app } = await buildTestApp();
    const first = await app.inject("/api/fixtures/basquet/federal.ics");
    const again = await app.inject({
      url: "/api/fixtures/basquet/federal.ics",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("answers an unknown league with a JSON 404", async () => {
    const { app } = await buildTestApp();
    const res = await app.inject("/api/fixtures/voley/segunda.ics");
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/No existe esa liga/);
  });
});
