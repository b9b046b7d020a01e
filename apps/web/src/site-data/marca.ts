import {
  colours,
  coloursLead,
  description,
  manual,
  manualLead,
  shieldText,
  typeText,
} from "virtual:contenido/pagina/marca";
import { CLUB } from "./club.ts";
import type { PageCopy } from "./pages.ts";
import type { EmbedSource } from "./types.ts";

/** One colour of the club's palette: its name and use from `content/marca.yml`, its value the site's. */
export interface BrandColour {
  name: string;
  /** The design token in `styles/global.css` that holds it (a test keeps them equal). */
  token: string;
  hex: string;
  /** What it is for. */
  use: string;
}

/**
 * The values of the colours `marca.yml` may name (by their token without `--color-`):
 * code, held equal to styles/global.css by a test, so the page never states a colour
 * the site does not use.
 */
export const BRAND_HEX: Readonly<Record<(typeof colours)[number]["token"], string>> = {
  "primary-dark": "#000000",
  accent: "#f8c301",
  primary: "#531c7a",
  surface: "#ffffff",
  text: "#1a1a1a",
};

/** The colours the page lists, in the file's order. */
export const BRAND_COLOURS: readonly BrandColour[] = colours.map((colour) => ({
  name: colour.name,
  token: `--color-${colour.token}`,
  hex: BRAND_HEX[colour.token],
  use: colour.use,
}));

/** The page's words: its headings and buttons here, the club's texts from `content/marca.yml`. */
export const MARCA_COPY = {
  coloursTitle: "Colores",
  coloursLead,
  identityTitle: "Escudo y tipografía",
  shieldTitle: "Escudo",
  shieldText,
  shieldAlt:
    "Escudo de CASA de Padua: tres franjas verticales negra, amarilla y violeta con borde blanco, cruzadas por una cinta blanca que dice C.A.S.A de PADUA",
  typeTitle: "Tipografía",
  typeText,
  typeSample: "Club Atlético San Antonio de Padua",
  manualTitle: "El manual completo",
  manualLead,
  download: "Descargar el manual de marca",
  /** Size and format, so nobody downloads blind; a test checks it against the file. */
  downloadDetails: "PDF, 8 KB",
  write: "Escribir a Comunicación",
  /** Instead of the manual online, while the club has not published it. */
  onlineMissing:
    "El manual en línea todavía no está publicado: por ahora, el PDF tiene todo lo que necesitás.",
  onlineMissingLink: "Descargar el manual en PDF",
} as const;

/** The brand manual's download, next to the site's files. */
export const BRAND_MANUAL_PDF = "/manual-de-marca.pdf";

/** Mail to the communications area, with the subject filled in. */
export const COMMUNICATIONS_MAILTO = `mailto:${CLUB.email.communications}?subject=${encodeURIComponent("Consulta sobre la marca del club")}`;

/**
 * The brand manual as the club shares it online (Canva), when `content/embebidos.yml`
 * names it (`marca.canva`); until then the page points to the PDF.
 */
export const MARCA_EMBED: EmbedSource | undefined = manual && {
  title: "Manual de marca en línea",
  ...manual,
  aspectRatio: "16 / 9",
};

/** The page's title and description (tab, search results, link previews). */
export const MARCA_PAGE: PageCopy = {
  title: "Manual de Marca",
  description,
};
