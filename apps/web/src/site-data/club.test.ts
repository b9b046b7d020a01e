import { describe, expect, it } from "vitest";
import { buenosAiresToday } from "../lib/buenos-aires-day.ts";
import { CLUB, mailHref, phoneHref, phoneText, yearsOfHistory } from "./club.ts";

describe("the club's contact facts", () => {
  it("are the club's own by default, not placeholders", () => {
    expect(CLUB.address).toBe("Independencia 725, B1718 San Antonio de Padua, Provincia de Buenos Aires");
    expect(CLUB.phone).toBe("(0220) 482-4186");
    expect(CLUB.email.general).toBe("info@casadepadua.com.ar");
    expect(CLUB.whatsapp).toBe("5491135781105");
    expect(CLUB.portal).toEqual({
      signupUrl: "https://portal.ourclub.io/casadepadua/Account/Register",
      homeUrl: "https://portal.ourclub.io/casadepadua/",
    });
    expect(CLUB.mapQuery).toMatch(/^Club Atlético San Antonio de Padua, Independencia 725/);
  });

  it("dial and write as links: a local number with its area code dials from any phone", () => {
    expect(phoneHref("(0220) 482-4186")).toBe("tel:+542204824186");
    expect(phoneHref("+54 9 11 3578-1105")).toBe("tel:+5491135781105");
    expect(mailHref("info@casadepadua.com.ar")).toBe("mailto:info@casadepadua.com.ar");
  });

  it("show a phone number that never breaks across lines, and reads the same", () => {
    expect(phoneText("(0220) 482-4186")).toBe("(0220)\u00a0482\u20114186");
    expect(phoneText("+54 9 11 3578-1105")).toBe("+54\u00a09\u00a011\u00a03578\u20111105");
  });
});

describe("yearsOfHistory", () => {
  it("counts whole years since the founding on 12 December 1926", () => {
    expect(yearsOfHistory("2026-11-26")).toBe(99);
    expect(yearsOfHistory("2026-12-11")).toBe(99);
    expect(yearsOfHistory("2026-12-12")).toBe(100);
    expect(yearsOfHistory("2025-01-01")).toBe(98);
    expect(yearsOfHistory("2027-12-12")).toBe(101);
  });

  it("turns 100 at midnight in Buenos Aires, whatever the device's time zone", () => {
    // 11 December, 23:59 in Buenos Aires is already the 12th in UTC (and in Madrid).
    expect(yearsOfHistory(buenosAiresToday(new Date("2026-12-11T23:59:00-03:00")))).toBe(99);
    expect(yearsOfHistory(buenosAiresToday(new Date("2026-12-12T00:00:00-03:00")))).toBe(100);
    expect(buenosAiresToday(new Date("2026-12-12T02:30:00Z"))).toBe("2026-12-11");
  });
});
