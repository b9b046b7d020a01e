import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { BASKET_WIN, VOLLEY_LOSS } from "../results/sample-results.ts";
import type { MatchResult } from "../site-data/content-files/types-results.ts";
import type { Weekday } from "../site-data/content-files/weekdays.ts";
import { activityCalendar, firstClassDay } from "./activity-calendar.ts";
import type { WeekActivity } from "./week.ts";

const row = (group: string, weekdays: Weekday[], hours: string, note?: string) => ({
  group,
  days: "",
  weekdays,
  hours,
  ...(note ? { note } : {}),
});

const JUDO: WeekActivity = {
  id: "judo",
  name: "Judo",
  path: "/artes-marciales/judo",
  schedule: [
    {
      caption: "Clases de judo",
      rows: [
        row("Niños", [1, 3, 5], "18:00 a 19:00", "Primera clase gratis"),
        row("Adultos", [1, 3, 5], "19:00 a 20:30"),
      ],
    },
    { caption: "Práctica libre", rows: [row("Todos", [6], "20:00"), row("Todos", [2], "22:30 a 0:30")] },
  ],
};

/** Built on Tuesday 1 December 2026 at 10:00 in Buenos Aires. */
const STAMP = new Date("2026-12-01T13:00:00Z");

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

const file = (activity = JUDO, stamp = STAMP) =>
  activityCalendar({
    activity,
    where: "Club Atlético San Antonio de Padua, Independencia 725",
    siteUrl: "https://casadepadua.com.ar",
    stamp,
  });

describe("an activity's calendar file", () => {
  it("is iCalendar that a calendar reads: one weekly event per timetable row", () => {
    const text = file();
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const events = parse(text);
    expect(events).toHaveLength(4);
    const [ninos, adultos] = events;
    expect(ninos?.summary).toBe("Judo: Niños");
    expect(ninos?.location).toContain("Independencia 725");
    expect(ninos?.description).toBe("Clases de judo. Primera clase gratis");
    expect(ninos?.component.getFirstPropertyValue("url")).toBe(
      "https://casadepadua.com.ar/artes-marciales/judo",
    );
    const rule = ninos?.component.getFirstPropertyValue("rrule") as ICAL.Recur;
    expect(rule.freq).toBe("WEEKLY");
    expect(rule.getComponent("byday")).toEqual(["MO", "WE", "FR"]);
    expect(adultos?.summary).toBe("Judo: Adultos");
  });

  it("writes the classes' times, weekly rule and texts as calendars read them", () => {
    const text = file();
    expect(text).toContain(
      "DTSTART;TZID=America/Argentina/Buenos_Aires:20261202T180000\r\n" +
        "DTEND;TZID=America/Argentina/Buenos_Aires:20261202T190000\r\n" +
        "RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR\r\n",
    );
    expect(text).toContain("LOCATION:Club Atlético San Antonio de Padua\\, Independencia 725\r\n");
    expect(text).toContain("X-WR-CALNAME:Judo en CASA de Padua\r\n");
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Argentina/Buenos_Aires\r\n");
    expect(parse(text)[0]?.location).toBe("Club Atlético San Antonio de Padua, Independencia 725");
  });

  it("starts each class on its next day from the build's, in Buenos Aires time", () => {
    const [ninos, adultos, sabado] = parse(file());
    // Built on a Tuesday: Monday/Wednesday/Friday classes start on Wednesday 2 December.
    expect(ninos?.startDate.zone?.tzid).toBe("America/Argentina/Buenos_Aires");
    expect(ninos?.startDate.toString()).toBe("2026-12-02T18:00:00");
    expect(ninos?.startDate.toJSDate().toISOString()).toBe("2026-12-02T21:00:00.000Z");
    expect(ninos?.endDate.toString()).toBe("2026-12-02T19:00:00");
    expect(adultos?.endDate.toJSDate().toISOString()).toBe("2026-12-02T23:30:00.000Z");
    // A single time ("20:00") lasts an hour.
    expect(sabado?.startDate.toString()).toBe("2026-12-05T20:00:00");
    expect(sabado?.endDate.toString()).toBe("2026-12-05T21:00:00");
  });

  it("ends a class that goes past midnight the next day, and counts the build's own day", () => {
    const [, , , late] = parse(file());
    expect(late?.startDate.toString()).toBe("2026-12-01T22:30:00");
    expect(late?.endDate.toString()).toBe("2026-12-02T00:30:00");
  });

  it("repeats every week on the row's days", () => {
    const [ninos] = parse(file());
    const next = ninos?.iterator();
    const starts = [1, 2, 3, 4].map(() => next?.next()?.toString());
    expect(starts).toEqual([
      "2026-12-02T18:00:00",
      "2026-12-04T18:00:00",
      "2026-12-07T18:00:00",
      "2026-12-09T18:00:00",
    ]);
  });

  it("keeps its UIDs from one build to the next, one per row, even when a group repeats", () => {
    const uids = (text: string) => parse(text).map((event) => event.uid);
    const now = uids(file());
    expect(uids(file(JUDO, new Date("2027-03-10T12:00:00Z")))).toEqual(now);
    expect(new Set(now).size).toBe(4);
    expect(now[0]).toBe("judo-clases-de-judo-ninos@horarios.casadepadua.com.ar");
    expect(now[3]).toBe("judo-practica-libre-todos-2@horarios.casadepadua.com.ar");
  });
});

describe("the first class day", () => {
  it("is today when today is one of the days, else the next one, across the week's end", () => {
    expect(firstClassDay("2026-12-01", [2, 4])).toBe("2026-12-01");
    expect(firstClassDay("2026-12-01", [1])).toBe("2026-12-07");
    expect(firstClassDay("2026-12-05", [1, 7])).toBe("2026-12-06");
    expect(firstClassDay("2026-12-31", [5])).toBe("2027-01-01");
  });
});

describe("a team's calendar file", () => {
  const FEDERAL: WeekActivity = { id: "basquet-federal", name: "Básquet Federal", path: "/basquet/federal" };
  const teamFile = (activity: WeekActivity, results: MatchResult[]) =>
    activityCalendar({
      activity,
      where: "Club Atlético San Antonio de Padua, Independencia 725",
      siteUrl: "https://casadepadua.com.ar",
      stamp: STAMP,
      results,
    });

  it("has one event per played match, the score and outcome in its title, two hours at its time", () => {
    const text = teamFile(FEDERAL, [BASKET_WIN]);
    expect(text).toContain("SUMMARY:CASA 78 – 70 Club X (Ganado)\r\n");
    expect(text).toContain(
      "DTSTART;TZID=America/Argentina/Buenos_Aires:20261121T203000\r\nDURATION:PT2H\r\n",
    );
    const [match] = parse(text);
    expect(match?.location).toBe("Local: Club Atlético San Antonio de Padua, Independencia 725");
    expect(match?.description).toBe("Liga Federal");
    expect(match?.startDate.toJSDate().toISOString()).toBe("2026-11-21T23:30:00.000Z");
    expect(match?.endDate.toJSDate().toISOString()).toBe("2026-11-22T01:30:00.000Z");
    expect(match?.component.getFirstPropertyValue("url")).toBe(
      "https://casadepadua.com.ar/resultados/2026-11-21-federal-club-x",
    );
    expect(match?.uid).toBe("2026-11-21-federal-club-x@resultados.casadepadua.com.ar");
  });

  it("says an away match was away, with its sets and the league's mark, linked to the team's results", () => {
    const [match] = parse(teamFile(FEDERAL, [VOLLEY_LOSS]));
    expect(match?.summary).toBe("CASA 1 – 3 Morón (Perdido)");
    expect(match?.location).toBe("Visitante");
    expect(match?.description).toBe("Copa. Sets: 25-20, 23-25, 19-25, 22-25. Resultado oficial de la liga");
    expect(match?.component.getFirstPropertyValue("url")).toBe(
      "https://casadepadua.com.ar/resultados/equipo/voley-primera",
    );
  });

  it("keeps the weekly classes beside the matches, and has the matches alone for a team without classes", () => {
    const withClasses = parse(teamFile(JUDO, [BASKET_WIN, VOLLEY_LOSS]));
    expect(withClasses.map((event) => event.summary)).toEqual([
      "Judo: Niños",
      "Judo: Adultos",
      "Judo: Todos",
      "Judo: Todos",
      "CASA 78 – 70 Club X (Ganado)",
      "CASA 1 – 3 Morón (Perdido)",
    ]);
    const matchesOnly = parse(teamFile(FEDERAL, [BASKET_WIN, VOLLEY_LOSS]));
    expect(matchesOnly).toHaveLength(2);
    expect(matchesOnly.every((event) => !event.component.hasProperty("rrule"))).toBe(true);
  });
});
