/**
 * schema.org data for search engines (JSON-LD), the part every kind shares: the data's
 * type and the text of its script element. Each kind is a module of its own, so a page
 * loads only the one it shows: the club (`sports-club-data.ts`, the home page) and the
 * upcoming matches (`sports-events-data.ts`, the volleyball board).
 */
export type JsonLd = Record<string, unknown>;

/** JSON for a `<script type="application/ld+json">`: `<` escaped, so no text can close the element. */
export const jsonLdText = (data: JsonLd | JsonLd[]) => JSON.stringify(data).replace(/</g, "\\u003c");
