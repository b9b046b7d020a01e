import { describe, expect, it } from "vitest";
import { leagueMatch as match } from "../league/test-matches.ts";
import { CLUB } from "../site-data/club.ts";
import { buenosAiresDateTime, sportsEventsData } from "./sports-events-data.ts";

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
