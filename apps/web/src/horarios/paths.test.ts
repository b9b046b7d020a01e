import { describe, expect, it } from "vitest";
import { activityCalendarPath, horariosFiltersOf, horariosPath, horariosPaths } from "./paths.ts";

describe("the addresses of /horarios", () => {
  it("gives each filter its page, the kind before the day, days without accents", () => {
    expect(horariosPath()).toBe("/horarios");
    expect(horariosPath({ kind: "deportes" })).toBe("/horarios/deportes");
    expect(horariosPath({ day: 3 })).toBe("/horarios/miercoles");
    expect(horariosPath({ kind: "actividades", day: 6 })).toBe("/horarios/actividades/sabado");
  });

  it("reads every page's filters back from its address, and refuses what is no page", () => {
    for (const path of horariosPaths()) {
      const segments = path.split("/").slice(2);
      const filters = horariosFiltersOf(segments);
      expect(filters, path).toBeDefined();
      expect(horariosPath(filters)).toBe(path);
    }
    for (const wrong of [["martes", "deportes"], ["feriado"], ["deportes", "deportes"], ["a", "b", "c"]]) {
      expect(horariosFiltersOf(wrong), wrong.join("/")).toBeUndefined();
    }
  });

  it("lists the week, 2 kinds, 7 days and each kind on each day: 24 pages, once each", () => {
    const paths = horariosPaths();
    expect(paths).toHaveLength(24);
    expect(new Set(paths).size).toBe(24);
    expect(paths[0]).toBe("/horarios");
    expect(paths).toContain("/horarios/deportes/martes");
  });

  it("puts an activity's calendar file at its file name, whichever way its id is spelt", () => {
    expect(activityCalendarPath("judo")).toBe("/calendario/judo.ics");
    expect(activityCalendarPath("tenis-mesa")).toBe("/calendario/tenis-mesa.ics");
    expect(activityCalendarPath("tenisMesa")).toBe("/calendario/tenis-mesa.ics");
  });
});
