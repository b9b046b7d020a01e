import { describe, expect, it } from "vitest";
import { CLUB } from "../site-data/club.ts";
import { sportsClubData } from "./sports-club-data.ts";

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
