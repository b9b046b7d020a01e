import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { ClubEvent } from "../site-data/content-files/types.ts";
import { eventCalendar } from "./event-calendar.ts";

const CENA: ClubEvent = {
  id: "cena-aniversario",
  date: "2026-12-12",
  title: "Cena aniversario; 75 años",
  start: "21:00",
  end: "23:30",
  time: "21:00 a 23:30",
  location: "Sede social",
  description: "Cena, baile y sorteo.\nTraé tu bebida",
};

const file = (event: ClubEvent = CENA) =>
  eventCalendar({
    event,
    where: "Club Atlético San Antonio de Padua, Independencia 725",
    siteUrl: "https://casadepadua.com.ar",
    stamp: new Date("2026-12-01T13:00:00Z"),
  });

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

describe("an event's calendar file", () => {
  it("is one event at its Buenos Aires times, with the club's address", () => {
    const text = file();
    expect(text).toContain("DTSTART;TZID=America/Argentina/Buenos_Aires:20261212T210000\r\n");
    expect(text).toContain("DTEND;TZID=America/Argentina/Buenos_Aires:20261212T233000\r\n");
    const { events } = parse(text);
    expect(events).toHaveLength(1);
    const [cena] = events;
    expect(cena?.uid).toBe("cena-aniversario@eventos.casadepadua.com.ar");
    expect(cena?.startDate.toJSDate().toISOString()).toBe("2026-12-13T00:00:00.000Z");
    expect(cena?.endDate.toJSDate().toISOString()).toBe("2026-12-13T02:30:00.000Z");
    expect(cena?.component.getFirstPropertyValue("url")).toBe("https://casadepadua.com.ar/");
  });

  it("escapes the title, place and description that calendars show", () => {
    const text = file();
    expect(text).toContain("SUMMARY:Cena aniversario\\; 75 años\r\n");
    expect(text).toContain("DESCRIPTION:Cena\\, baile y sorteo.\\nTraé tu bebida\r\n");
    const [cena] = parse(text).events;
    expect(cena?.summary).toBe(CENA.title);
    expect(cena?.location).toBe("Sede social, Club Atlético San Antonio de Padua, Independencia 725");
    expect(cena?.description).toBe(CENA.description);
  });

  it("has only its start when the club gives no end", () => {
    const { events } = parse(file({ ...CENA, end: undefined, time: "21:00" }));
    expect(events[0]?.component.hasProperty("dtend")).toBe(false);
    expect(events[0]?.startDate.toString()).toBe("2026-12-12T21:00:00");
  });

  it("is an all-day event when it has no time, with no zone to declare", () => {
    const text = file({ ...CENA, start: undefined, end: undefined, time: undefined });
    expect(text).toContain("DTSTART;VALUE=DATE:20261212\r\nDTEND;VALUE=DATE:20261213\r\n");
    expect(text).not.toContain("VTIMEZONE");
    const [day] = parse(text).events;
    expect(day?.startDate.isDate).toBe(true);
  });
});
