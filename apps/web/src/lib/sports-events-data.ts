import type { Fixture } from "@casa/shared";
import { CLUB } from "../site-data/club.ts";
import type { JsonLd } from "./structured-data.ts";

// schema.org data for search engines: the upcoming matches the volleyball board lists,
// from the same fixtures it shows. A module apart from the club's data
// (sports-club-data.ts), which the board never uses, so that its code does not carry it.

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
