import { manual } from "virtual:contenido/pagina/marca";
import { CLUB } from "./club.ts";
import type { PageCopy } from "./pages.ts";
import type { EmbedSource } from "./types.ts";

/** One colour of the club's palette, as the brand manual and the site's tokens name it. */
export interface BrandColour {
  name: string;
  /** The design token in `styles/global.css` that holds it (a test keeps them equal). */
  token: string;
  hex: string;
  /** What it is for. */
  use: string;
}

export const BRAND_COLOURS: readonly BrandColour[] = [
  {
    name: "Negro CASA",
    token: "--color-primary-dark",
    hex: "#000000",
    use: "La barra de navegación, el pie y los fondos oscuros.",
  },
  {
    name: "Amarillo CASA",
    token: "--color-accent",
    hex: "#f8c301",
    use: "Acentos, cifras y el botón Asociarse. Como fondo o sobre negro y violeta, nunca como texto sobre blanco.",
  },
  {
    name: "Violeta CASA",
    token: "--color-primary",
    hex: "#531c7a",
    use: "Bandas, títulos, enlaces y botones.",
  },
  {
    name: "Blanco",
    token: "--color-surface",
    hex: "#ffffff",
    use: "El fondo y el texto sobre negro y violeta.",
  },
  { name: "Texto", token: "--color-text", hex: "#1a1a1a", use: "El texto corrido." },
];

export const MARCA_COPY = {
  coloursTitle: "Colores",
  coloursLead: "Negro, amarillo y violeta: las tres franjas del escudo. Usalos siempre con estos valores.",
  identityTitle: "Escudo y tipografía",
  shieldTitle: "Escudo",
  shieldText:
    "El escudo va sobre fondo blanco o negro, sin deformarlo ni cambiarle los colores, con aire a su alrededor. En tamaños chicos (menos de 96 px de alto) usamos el escudo sin la cinta, porque su texto no se lee.",
  shieldAlt:
    "Escudo de CASA de Padua: tres franjas verticales negra, amarilla y violeta con borde blanco, cruzadas por una cinta blanca que dice C.A.S.A de PADUA",
  typeTitle: "Tipografía",
  typeText:
    "El sitio usa la tipografía del sistema de cada dispositivo (system-ui, Segoe UI, Roboto, Helvetica Neue, Arial): se lee bien en cualquier pantalla y no hace esperar a nadie. En piezas impresas usamos Helvetica o Arial.",
  typeSample: "Club Atlético San Antonio de Padua",
  manualTitle: "El manual completo",
  manualLead:
    "Descargá el manual en PDF o miralo en línea. Para usar la marca en una pieza, escribile al área de Comunicación.",
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
  description: "El manual de marca de CASA de Padua: colores, escudo y tipografía del club.",
};
