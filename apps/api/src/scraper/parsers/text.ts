/** Small text helpers shared by the parsers. */

/** Trims and collapses inner white space (league pages pad names with new lines). */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Lower case, no accents, letters and digits only: how column names are compared. */
export function headerKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9%#]/g, "");
}

/** A whole number from a cell, or NaN when the cell holds anything else (validation rejects NaN). */
export function cellNumber(text: string): number {
  const cleaned = cleanText(text);
  return /^-?\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Case- and accent-insensitive equality, for category and division names. */
export function sameName(a: string, b: string): boolean {
  return headerKey(a) === headerKey(b);
}

/** Lower case, no accents, single spaces: how team names are compared with name fragments. */
function foldName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * True when `name` contains any of `fragments` (without case or accents). Plain
 * substring search: time grows with the name's length, whatever the settings say.
 */
export function containsAnyFragment(name: string, fragments: readonly string[]): boolean {
  const folded = foldName(name);
  return fragments.some((fragment) => folded.includes(foldName(fragment)));
}
