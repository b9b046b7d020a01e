import { config } from "../config.ts";
import { CLUB, type ClubFacts, phoneHref } from "../site-data/club.ts";
import type { JsonLd } from "./structured-data.ts";

/**
 * The club as a schema.org `SportsClub` for search engines (the home page's contact
 * section), from the same facts the page shows: name, founding date, address, phone,
 * hours and social profiles.
 */
export function sportsClubData(club: ClubFacts = CLUB, siteUrl: string = config.siteUrl): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "SportsClub",
    name: club.name,
    alternateName: club.shortName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/logo.svg`,
    image: `${siteUrl}/og-image.jpg`,
    foundingDate: club.founded,
    address: {
      "@type": "PostalAddress",
      // "Independencia 725, B1718 San Antonio de Padua, …": the street, then the postal code.
      streetAddress: club.address.split(",")[0],
      postalCode: /\b[A-Z]\d{4}\b/.exec(club.address)?.[0],
      addressLocality: "San Antonio de Padua",
      addressRegion: "Provincia de Buenos Aires",
      addressCountry: "AR",
    },
    // The club's place on Google Maps ("Club Atlético San Antonio de Padua").
    geo: { "@type": "GeoCoordinates", latitude: -34.66898, longitude: -58.70117 },
    hasMap: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(club.mapQuery)}`,
    telephone: phoneHref(club.phone).slice("tel:".length),
    email: club.email.general,
    openingHours: club.openingHours.map((row) => row.schema),
    sameAs: [club.social.facebook, club.social.instagram, club.social.youtube],
  };
}
