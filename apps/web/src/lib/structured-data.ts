import type { Fixture } from "@casa/shared";
import { config } from "../config.ts";
import { CLUB, type ClubFacts, phoneHref } from "../content/club.ts";

/**
 * schema.org data for search engines (JSON-LD): the club itself on the home page, and
 * each upcoming match on the league pages. Built from the same facts the pages show.
 */
type JsonLd = Record<string, unknown>;

/** The club as a `SportsClub`: name, founding date, address, phone, hours and social profiles. */
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

/** `dd/mm/yyyy` and `hh:mm` in Buenos Aires time as ISO 8601 with its offset (Argentina keeps UTC−3 all year). */
export function buenosAiresDateTime(fecha: string, hora: string): string | undefined {
  const date = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(fecha);
  if (!date) return undefined;
  const [, day, month, year] = date;
  const time = /^\d{2}:\d{2}$/.test(hora) ? hora : undefined;
  return time ? `${year}-${month}-${day}T${time}:00-03:00` : `${year}-${month}-${day}`;
}

/** Each match as a `SportsEvent` of `competition` (say, "Vóley Tira A"); matches without a readable date are left out. */
export function sportsEventsData(fixtures: readonly Fixture[], competition: string, sport: string): JsonLd[] {
  return fixtures.flatMap((match) => {
    const startDate = buenosAiresDateTime(match.fecha, match.hora);
    if (!startDate) return [];
    const venue = match.lugar ?? (match.es_casa_local ? CLUB.address : undefined);
    return [
      {
        "@context": "https://schema.org",
        "@type": "SportsEvent",
        name: `${competition}: ${match.local} vs. ${match.visitante}`,
        sport,
        startDate,
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        homeTeam: { "@type": "SportsTeam", name: match.local },
        awayTeam: { "@type": "SportsTeam", name: match.visitante },
        ...(venue && { location: { "@type": "Place", name: venue, address: venue } }),
      },
    ];
  });
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped, so no text can close the element. */
export const jsonLdText = (data: JsonLd | JsonLd[]) => JSON.stringify(data).replace(/</g, "\\u003c");
