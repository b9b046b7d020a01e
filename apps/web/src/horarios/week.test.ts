import { describe, expect, it } from "vitest";
import type { Weekday } from "../site-data/content-files/weekdays.ts";
import { buenosAiresWeekday, startMinutes, type WeekActivity, weekFrom, weekOf } from "./week.ts";

const row = (group: string, weekdays: Weekday[], hours: string, note?: string) => ({
  group,
  days: "",
  weekdays,
  hours,
  ...(note ? { note } : {}),
});

const ACTIVITIES: WeekActivity[] = [
  {
    id: "judo",
    name: "Judo",
    path: "/artes-marciales/judo",
    menu: { menu: "deportes" },
    schedule: [
      {
        caption: "Clases de judo",
        rows: [row("Adultos", [1, 3, 5], "19:00 a 20:30"), row("Niños", [1, 3, 5], "18:00 a 19:00")],
      },
    ],
  },
  {
    id: "zumba",
    name: "Zumba",
    path: "/zumba",
    menu: { menu: "actividades" },
    schedule: [{ caption: "Clases", rows: [row("Todos los niveles", [1, 3], "9:30", "Traé agua")] }],
  },
  // In no menu: counted as a sport.
  {
    id: "voley",
    name: "Vóley",
    path: "/voley",
    schedule: [{ caption: "Entrenamientos", rows: [row("Primera", [2], "21:00 a 23:00")] }],
  },
  { id: "natacion", name: "Natación", path: "/natacion", menu: { menu: "deportes" } },
];

const summary = (activities = ACTIVITIES, filters = {}) =>
  weekOf(activities, filters).map((day) => [
    day.weekday,
    day.classes.map((item) => `${item.hours} ${item.activity} ${item.group}`),
  ]);

describe("the week", () => {
  it("gives every day, Monday first, each class once per day, earliest first; days without classes stay, empty", () => {
    expect(summary()).toEqual([
      [1, ["9:30 Zumba Todos los niveles", "18:00 a 19:00 Judo Niños", "19:00 a 20:30 Judo Adultos"]],
      [2, ["21:00 a 23:00 Vóley Primera"]],
      [3, ["9:30 Zumba Todos los niveles", "18:00 a 19:00 Judo Niños", "19:00 a 20:30 Judo Adultos"]],
      [4, []],
      [5, ["18:00 a 19:00 Judo Niños", "19:00 a 20:30 Judo Adultos"]],
      [6, []],
      [7, []],
    ]);
  });

  it("keeps each class's page, kind and note", () => {
    const [monday] = weekOf(ACTIVITIES);
    expect(monday?.classes[0]).toEqual({
      activity: "Zumba",
      path: "/zumba",
      kind: "actividades",
      group: "Todos los niveles",
      hours: "9:30",
      note: "Traé agua",
    });
  });

  it("shows one kind, one day, or both", () => {
    const perDay = weekOf(ACTIVITIES, { kind: "actividades" }).map((day) => day.classes.length);
    expect(perDay).toEqual([1, 0, 1, 0, 0, 0, 0]);
    expect(summary(ACTIVITIES, { day: 2 })).toEqual([[2, ["21:00 a 23:00 Vóley Primera"]]]);
    expect(summary(ACTIVITIES, { kind: "deportes", day: 1 })).toEqual([
      [1, ["18:00 a 19:00 Judo Niños", "19:00 a 20:30 Judo Adultos"]],
    ]);
  });

  it("reads a class's start from a range or a single time", () => {
    expect(startMinutes("18:30 a 20:00")).toBe(1110);
    expect(startMinutes("9:05")).toBe(545);
  });
});

describe("today in Buenos Aires", () => {
  it("is Buenos Aires' day, UTC−3, whatever the device's zone", () => {
    // Tuesday 1 December 2026, 02:30 UTC: still Monday night in Buenos Aires.
    expect(buenosAiresWeekday(new Date("2026-12-01T02:30:00Z"))).toBe(1);
    expect(buenosAiresWeekday(new Date("2026-12-01T03:00:00Z"))).toBe(2);
    // Sunday is 7, not 0.
    expect(buenosAiresWeekday(new Date("2026-12-06T15:00:00Z"))).toBe(7);
  });

  it("orders the days from today on, and leaves them as they are without one", () => {
    const days = weekOf(ACTIVITIES);
    expect(weekFrom(days, 2).map((day) => day.weekday)).toEqual([2, 3, 4, 5, 6, 7, 1]);
    expect(weekFrom(days, 7).map((day) => day.weekday)).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect(weekFrom(days, null).map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekFrom(weekOf(ACTIVITIES, { day: 5 }), 2).map((day) => day.weekday)).toEqual([5]);
  });
});
