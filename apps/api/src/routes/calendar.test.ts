import { describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/build-test-app.js";
import { startLeagueHarness } from "../testing/league-harness.js";

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
  });

  it("keeps each match's UID when its kick-off time changes", async () => {
    const { league, app, server } = await startLeagueHarness();
    await league.runPass();
    const uids = (ics: string) => ics.match(/^UID:.*$/gm);
    const before = uids((await app.inject("/api/fixtures/voley/primera.ics")).body);
    const { volleyMatchesProps, inertiaHtml, PATHS } = await import("../testing/fake-league-server.js");
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
    expect(ics).not.toContain("BEGIN:VEVENT");
    expect(ics).toContain("X-WR-CALNAME:CASA de Padua - Vóley Tira A");
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
