import { describe, expect, it } from "vitest";
import { formatWeekdays, weekdayOf } from "./weekdays.ts";

describe("timetable days", () => {
  it("writes several days as the club does, in week order", () => {
    expect(formatWeekdays([5, 1, 3])).toBe("Lunes, miércoles y viernes");
    expect(formatWeekdays([2, 4])).toBe("Martes y jueves");
  });

  it("writes one day as a habit", () => {
    expect(formatWeekdays([6])).toBe("Sábados");
    expect(formatWeekdays([3])).toBe("Miércoles");
    expect(formatWeekdays([7])).toBe("Domingos");
  });

  it("counts Monday as 1 and Sunday as 7", () => {
    expect(weekdayOf("lunes")).toBe(1);
    expect(weekdayOf("domingo")).toBe(7);
  });
});
