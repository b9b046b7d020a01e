import type { Fixture } from "@casa/shared";
import { describe, expect, it } from "vitest";
import { CLUB } from "../content/club.ts";
import { buenosAiresDateTime, jsonLdText, sportsClubData, sportsEventsData } from "./structured-data.ts";

const match = (overrides: Partial<Fixture>): Fixture => ({
  local: "CASA DE PADUA",
  visitante: "Club Ciudad",
  fecha: "05/12/2026",
  hora: "18:30",
  es_casa_local: true,
  ...overrides,
});

describe("sportsClubData", () => {
  it("describes the club with the facts the site shows", () => {
    const data = sportsClubData(CLUB, "https://club.example");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "SportsClub",
      name: "Club Atlético San Antonio de Padua",
      url: "https://club.example/",
      foundingDate: "1926-12-12",
      telephone: "+542204824186",
      email: "info@casadepadua.com.ar",
      openingHours: ["Mo-Fr 09:00-21:00", "Sa 09:00-18:00", "Su 10:00-14:00"],
      sameAs: [CLUB.social.facebook, CLUB.social.instagram, CLUB.social.youtube],
    });
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Independencia 725",
      postalCode: "B1718",
      addressLocality: "San Antonio de Padua",
      addressRegion: "Provincia de Buenos Aires",
      addressCountry: "AR",
    });
    expect(data.geo).toEqual({ "@type": "GeoCoordinates", latitude: -34.66898, longitude: -58.70117 });
  });
});

describe("buenosAiresDateTime", () => {
  it("writes the league's date and time with Argentina's offset", () => {
    expect(buenosAiresDateTime("05/12/2026", "18:30")).toBe("2026-12-05T18:30:00-03:00");
  });

  it("keeps the day when the time is unknown, and gives up on an unreadable date", () => {
    expect(buenosAiresDateTime("05/12/2026", "")).toBe("2026-12-05");
    expect(buenosAiresDateTime("5 de diciembre", "18:30")).toBeUndefined();
  });
});

describe("sportsEventsData", () => {
  it("makes one SportsEvent per match, with teams, start and venue", () => {
    const [home, away] = sportsEventsData(
      [
        match({}),
        match({
          local: "Club Ciudad",
          visitante: "CASA DE PADUA",
          es_casa_local: false,
          lugar: "Gimnasio Ciudad",
        }),
      ],
      "Vóley Tira A",
      "Vóley",
    );
    expect(home).toMatchObject({
      "@type": "SportsEvent",
      name: "Vóley Tira A: CASA DE PADUA vs. Club Ciudad",
      sport: "Vóley",
      startDate: "2026-12-05T18:30:00-03:00",
      homeTeam: { "@type": "SportsTeam", name: "CASA DE PADUA" },
      awayTeam: { "@type": "SportsTeam", name: "Club Ciudad" },
      location: { "@type": "Place", name: CLUB.address },
    });
    expect(away).toMatchObject({ location: { name: "Gimnasio Ciudad" } });
  });

  it("leaves out matches without a readable date and away matches give no venue they do not know", () => {
    const events = sportsEventsData(
      [match({ fecha: "a confirmar" }), match({ es_casa_local: false, local: "Otro" })],
      "Vóley Tira B",
      "Vóley",
    );
    expect(events).toHaveLength(1);
    expect(events[0]).not.toHaveProperty("location");
  });
});

describe("jsonLdText", () => {
  it("never lets a team name close the script element", () => {
    const text = jsonLdText(
      sportsEventsData([match({ visitante: "</script><script>alert(1)" })], "Vóley", "Vóley"),
    );
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)[0].awayTeam.name).toBe("</script><script>alert(1)");
  });
});
