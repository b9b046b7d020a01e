import { describe, expect, it } from "vitest";
import { CLUB } from "../site-data/club.ts";
import { matchEventData } from "./match-event-data.ts";
import { BASKET_WIN, VOLLEY_LOSS } from "./sample-results.ts";

const SITE = "https://casadepadua.com.ar";
const club = { "@type": "SportsClub", name: CLUB.name, url: `${SITE}/` };
const ours = { "@type": "SportsTeam", name: CLUB.shortName, parentOrganization: club };

describe("a result as schema.org data", () => {
  it("is a SportsEvent at the club when at home: our team first, the club organizing, the final score said", () => {
    expect(matchEventData(BASKET_WIN, SITE)).toEqual({
      "@context": "https://schema.org",
      "@type": "SportsEvent",
      name: "Básquet Federal: CASA de Padua vs. Club X",
      sport: "Básquet",
      startDate: "2026-11-21T20:30:00-03:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: CLUB.name, address: CLUB.address },
      homeTeam: ours,
      awayTeam: { "@type": "SportsTeam", name: "Club X" },
      competitor: [ours, { "@type": "SportsTeam", name: "Club X" }],
      description: "CASA de Padua le ganó a Club X 78 a 70.",
      organizer: club,
      url: `${SITE}/resultados/2026-11-21-federal-club-x`,
    });
  });

  it("away, is at the rival's, with the rival at home, no organizer named, and each set", () => {
    const event = matchEventData(VOLLEY_LOSS, SITE);
    expect(event).toMatchObject({
      sport: "Vóley",
      startDate: "2026-11-15T18:00:00-03:00",
      location: { "@type": "Place", name: "Morón" },
      homeTeam: { "@type": "SportsTeam", name: "Morón" },
      awayTeam: ours,
      description: "CASA de Padua perdió con Morón 1 set a 3. Sets: 25-20, 23-25, 19-25, 22-25.",
    });
    // No page of its own (no report): no address; the rival hosted it.
    expect(event).not.toHaveProperty("url");
    expect(event).not.toHaveProperty("organizer");
  });

  it("names its photo, never a drawing, and keeps the day alone when the time is unknown", () => {
    const photo = { width: 800, height: 600, alt: "El equipo" };
    expect(
      matchEventData({ ...BASKET_WIN, image: { ...photo, src: "/images/club/basquet-partido.jpg" } }, SITE),
    ).toMatchObject({ image: `${SITE}/images/club/basquet-partido.jpg` });
    expect(
      matchEventData({ ...BASKET_WIN, image: { ...photo, src: "/images/sports/basquet.svg" } }, SITE),
    ).not.toHaveProperty("image");
    expect(matchEventData({ ...BASKET_WIN, time: "" }, SITE)).toMatchObject({ startDate: "2026-11-21" });
  });
});
