/**
 * Buenos Aires wall-clock time. Argentina has had no daylight saving time since 2009:
 * UTC-3 all year, so a fixed offset is exact and needs no time-zone database.
 */
export const BUENOS_AIRES_TZ = "America/Argentina/Buenos_Aires";
const OFFSET_MS = -3 * 3_600_000;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The instant as ISO 8601 with the Buenos Aires offset: `2026-11-22T10:30:00.000-03:00`. */
export function toBuenosAiresIso(instant: Date): string {
  const local = new Date(instant.getTime() + OFFSET_MS);
  return `${local.toISOString().slice(0, 23)}-03:00`;
}

/**
 * A league's zone-less local time (`2026-09-03T21:30:00`, as metrovoley writes it) read
 * as Buenos Aires time. Undefined when the text is not such a date.
 */
export function fromBuenosAiresLocal(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const utc = Date.UTC(y as number, (mo as number) - 1, d, h, mi, s ?? 0) - OFFSET_MS;
  const date = new Date(utc);
  // Date.UTC rolls 2026-02-31 over to March: refuse it rather than invent a day.
  const back = new Date(utc + OFFSET_MS);
  if (back.getUTCMonth() !== (mo as number) - 1 || back.getUTCDate() !== d) return undefined;
  return date;
}

/** `dd/mm/yyyy` and `hh:mm` of the instant in Buenos Aires, the fixture's `fecha` and `hora`. */
export function buenosAiresDateAndTime(instant: Date): { fecha: string; hora: string } {
  const local = new Date(instant.getTime() + OFFSET_MS);
  return {
    fecha: `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`,
    hora: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}
