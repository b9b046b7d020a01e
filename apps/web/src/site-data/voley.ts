import { taglines } from "virtual:contenido/pagina/voley-divisiones";

/** An illustration with its intrinsic size, so the page reserves its space before it loads. */
export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** The volleyball logo in the hero of the division pages. Decorative: the title says it all. */
export const VOLLEY_LOGO: Picture = {
  src: "/images/league/voley-logo.svg",
  alt: "",
  width: 96,
  height: 96,
};

/** The divisions with a page of their own, in the order the site lists them. */
export const VOLLEY_DIVISION_IDS = ["primera", "tira-a", "tira-b"] as const;
export type VolleyDivisionId = (typeof VOLLEY_DIVISION_IDS)[number];

/** Each division's name, as its page writes it ("Primera División", "Tira A"). */
const VOLLEY_DIVISION_NAMES: Readonly<Record<VolleyDivisionId, string>> = {
  primera: "Primera División",
  "tira-a": "Tira A",
  "tira-b": "Tira B",
};

/**
 * A volleyball division's own page, `/voley/primera`, `/voley/tira-a`, `/voley/tira-b`:
 * its head and table. What follows them is voley-division-details.ts.
 */
export interface VolleyDivisionPage {
  /** The hero's title (the original site's, verbatim: "Vóley CASA de Padua - Primera División"). */
  title: string;
  tagline: string;
  standings: { title: string; caption: string };
}

/** What every division page's head shares, from its name. */
const division = (id: VolleyDivisionId, tagline: string): VolleyDivisionPage => ({
  title: `Vóley CASA de Padua - ${VOLLEY_DIVISION_NAMES[id]}`,
  tagline,
  standings: { title: "Tabla de posiciones", caption: `${VOLLEY_DIVISION_NAMES[id]}: tabla de posiciones` },
});

/** Each division's line: `pagina.entradilla` of its file (`actividades/voley-<division>.md`). */
export const VOLLEY_DIVISION_PAGES: Readonly<Record<VolleyDivisionId, VolleyDivisionPage>> = {
  primera: division("primera", taglines.primera ?? ""),
  "tira-a": division("tira-a", taglines["tira-a"] ?? ""),
  "tira-b": division("tira-b", taglines["tira-b"] ?? ""),
};
