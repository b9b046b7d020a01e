/**
 * What every iCalendar file (RFC 5545) of the club shares: the league service's match
 * feeds (apps/api/src/lib/icalendar.ts) and each event's "Agregar a mi calendario" file
 * (apps/web/src/lib/event-calendar.ts). Times are Buenos Aires local times with the zone
 * declared; lines end in CRLF and fold at 75 octets.
 */

export const BUENOS_AIRES_TZ = "America/Argentina/Buenos_Aires";

/** The Buenos Aires zone: UTC−3 all year (no daylight saving since 2009). */
export const BUENOS_AIRES_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${BUENOS_AIRES_TZ}`,
  `X-LIC-LOCATION:${BUENOS_AIRES_TZ}`,
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0300",
  "TZOFFSETTO:-0300",
  "TZNAME:-03",
  "DTSTART:19700101T000000",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** A moment in UTC as DTSTAMP wants it: `20261126T212533Z`. */
export function utcStamp(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

/** RFC 5545 TEXT: backslash, semicolon, comma and new lines escaped. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** UTF-8 octets of one character (a code point). */
function octetsOf(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** Lines longer than 75 octets continue on the next line after CRLF and a space, never mid-character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let currentOctets = 0;
  for (const char of line) {
    const octets = octetsOf(char);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = "";
      currentOctets = 0;
    }
    current += char;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The file's text: every line folded, each ended by CRLF. */
export function calendarText(lines: string[]): string {
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
