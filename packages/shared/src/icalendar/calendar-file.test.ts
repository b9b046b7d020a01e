import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type CalendarFileInput, calendarFile } from "./calendar-file.js";

const STAMP = new Date("2026-11-26T21:25:33.456Z");

const file = (input: Partial<CalendarFileInput> = {}) =>
  calendarFile({ product: "Sitio web", stamp: STAMP, events: [], ...input });

/** What a calendar app reads, with the file's own zone. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

/** UTF-8 octets, counted independently of the code under test. */
const octets = (line: string) => encodeURIComponent(line).replace(/%[0-9A-F]{2}/g, "x").length;

describe("a calendar file", () => {
  it("ends every line with CRLF and folds long lines within 75 octets, accented letters whole", () => {
    const location = `Gimnasio ${"a".repeat(150)} ${"Ñ".repeat(80)}`;
    const text = file({
      events: [{ uid: "a@b", start: { date: "2026-12-02" }, summary: "Fiesta", location }],
    });
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n");
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(2);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(text).not.toContain("\uFFFD");
    expect(parse(text).events[0]?.location).toBe(location);
  });

  it("escapes commas, semicolons, backslashes and new lines in its texts", () => {
    const tricky = "Cena, baile; música\\DJ\ny sorteo";
    const text = file({
      name: "Vóley, Primera; A",
      events: [
        { uid: "a@b", start: { date: "2026-12-02" }, summary: tricky, location: tricky, description: tricky },
      ],
    });
    expect(text).toContain("SUMMARY:Cena\\, baile\\; música\\\\DJ\\ny sorteo\r\n");
    expect(text).toContain("X-WR-CALNAME:Vóley\\, Primera\\; A\r\n");
    const [event] = parse(text).events;
    expect([event?.summary, event?.location, event?.description]).toEqual([tricky, tricky, tricky]);
  });

  it("writes a timed event in Buenos Aires time, its zone declared", () => {
    const text = file({
      events: [
        {
          uid: "partido@ligas",
          start: { date: "2026-09-03", time: "21:30" },
          durationMinutes: 120,
          summary: "CASA vs FERRO",
          busy: true,
        },
      ],
    });
    expect(text).toContain("DTSTART;TZID=America/Argentina/Buenos_Aires:20260903T213000\r\n");
    expect(text).toContain("DTSTAMP:20261126T212533Z\r\n");
    expect(text).toContain("TRANSP:OPAQUE\r\n");
    const { calendar, events } = parse(text);
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(
      "America/Argentina/Buenos_Aires",
    );
    const [match] = events;
    expect(match?.uid).toBe("partido@ligas");
    // 21:30 in Buenos Aires (UTC−3) is 00:30 UTC the next day.
    expect(match?.startDate.toJSDate().toISOString()).toBe("2026-09-04T00:30:00.000Z");
    expect(match?.endDate.toJSDate().toISOString()).toBe("2026-09-04T02:30:00.000Z");
  });

  it("repeats a weekly event on its days, ending each time at its end", () => {
    const text = file({
      events: [
        {
          uid: "judo@horarios",
          start: { date: "2026-12-01", time: "22:30" },
          end: { date: "2026-12-02", time: "00:30" },
          repeatsWeeklyOn: [2, 4],
          summary: "Judo: Todos",
        },
      ],
    });
    expect(text).toContain("RRULE:FREQ=WEEKLY;BYDAY=TU,TH\r\n");
    const [classes] = parse(text).events;
    expect(classes?.endDate.toString()).toBe("2026-12-02T00:30:00");
    const next = classes?.iterator();
    expect([1, 2, 3].map(() => next?.next()?.toString())).toEqual([
      "2026-12-01T22:30:00",
      "2026-12-03T22:30:00",
      "2026-12-08T22:30:00",
    ]);
  });

  it("gives an all-day event its whole day, with no zone to declare", () => {
    const text = file({
      events: [{ uid: "fiesta@eventos", start: { date: "2026-12-31" }, summary: "Fiesta" }],
    });
    expect(text).toContain("DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n");
    expect(text).not.toContain("VTIMEZONE");
    const [party] = parse(text).events;
    expect(party?.startDate.isDate).toBe(true);
    expect(party?.endDate.toString()).toBe("2027-01-01");
  });

  it("declares the zone of a named calendar even before it has events, and how often to read it", () => {
    const text = file({
      name: "CASA de Padua - Vóley Tira A",
      description: "Sin partidos.",
      refreshHours: 6,
    });
    const { calendar, events } = parse(text);
    expect(events).toEqual([]);
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("America/Argentina/Buenos_Aires");
    expect(calendar.getFirstSubcomponent("vtimezone")).not.toBeNull();
    expect(calendar.getFirstPropertyValue("x-wr-caldesc")).toBe("Sin partidos.");
    expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT6H\r\nX-PUBLISHED-TTL:PT6H\r\n");
  });
});
