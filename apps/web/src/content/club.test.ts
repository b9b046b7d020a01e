import { describe, expect, it } from "vitest";
import { CLUB, mailHref, phoneHref, yearsOfHistory } from "./club.ts";

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
});

describe("yearsOfHistory", () => {
  it("counts whole years since the founding on 12 December 1926", () => {
    expect(yearsOfHistory(new Date(2026, 11, 11))).toBe(99);
    expect(yearsOfHistory(new Date(2026, 11, 12))).toBe(100);
    expect(yearsOfHistory(new Date(2025, 0, 1))).toBe(98);
  });
});
