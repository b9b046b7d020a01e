import { describe, expect, it } from "vitest";
import { officeHoursSentence } from "./comision.ts";

describe("the secretaría's hours in one sentence", () => {
  it("reads as the club says them: a span of days with 'de', a day alone without", () => {
    expect(
      officeHoursSentence([
        { days: "Lunes a viernes", hours: "9:00 a 21:00", schema: "Mo-Fr 09:00-21:00" },
        { days: "Sábados", hours: "9:00 a 18:00", schema: "Sa 09:00-18:00" },
      ]),
    ).toBe("Atiende de lunes a viernes de 9:00 a 21:00 y sábados de 9:00 a 18:00.");
    expect(officeHoursSentence([{ days: "Martes", hours: "18:00 a 20:00", schema: "Tu 18:00-20:00" }])).toBe(
      "Atiende martes de 18:00 a 20:00.",
    );
  });
});
