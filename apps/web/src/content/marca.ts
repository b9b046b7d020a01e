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
    name: "Azul CASA",
    token: "--color-primary",
    hex: "#123b7a",
    use: "El color del club: escudo, títulos, botones.",
  },
  {
    name: "Oro CASA",
    token: "--color-accent",
    hex: "#f2b705",
    use: "El acento: detalles, cifras y llamados.",
  },
  {
    name: "Azul noche",
    token: "--color-primary-dark",
    hex: "#0b2552",
    use: "Fondos oscuros y el pie del sitio.",
  },
  { name: "Blanco", token: "--color-surface", hex: "#ffffff", use: "El fondo y el texto sobre azul." },
  { name: "Texto", token: "--color-text", hex: "#1c2430", use: "El texto corrido." },
];

export const MARCA_COPY = {
  coloursTitle: "Colores",
  coloursLead:
    "El azul y el oro son los colores del club desde su fundación. Usalos siempre con estos valores.",
  identityTitle: "Escudo y tipografía",
  shieldTitle: "Escudo",
  shieldText:
    "El escudo va sobre fondo blanco o azul, sin deformarlo ni cambiarle los colores, con aire a su alrededor.",
  shieldAlt: "Escudo de CASA de Padua: un escudo azul con borde blanco y la palabra CASA en dorado",
  typeTitle: "Tipografía",
  typeText:
    "El sitio usa la tipografía del sistema de cada dispositivo (system-ui, Segoe UI, Roboto, Helvetica Neue, Arial): se lee bien en cualquier pantalla y no hace esperar a nadie. En piezas impresas usamos Helvetica o Arial.",
  typeSample: "Club Atlético San Antonio de Padua",
  manualTitle: "El manual completo",
  manualLead:
    "Descargá el manual en PDF o miralo en línea. Para usar la marca en una pieza, escribile al área de Comunicación.",
  download: "Descargar el manual de marca",
  /** Size and format, so nobody downloads blind; a test checks it against the file. */
  downloadDetails: "PDF, 9 KB",
  write: "Escribir a Comunicación",
} as const;

/** The brand manual's download, next to the site's files. */
export const BRAND_MANUAL_PDF = "/manual-de-marca.pdf";

/** Mail to the communications area, with the subject filled in. */
export const COMMUNICATIONS_MAILTO = `mailto:${CLUB.email.communications}?subject=${encodeURIComponent("Consulta sobre la marca del club")}`;

/**
 * The brand manual as the club shares it online. PLACEHOLDER: replace the design id
 * with the club's published Canva link (Compartir → Insertar) when it is available.
 */
export const MARCA_EMBED: EmbedSource = {
  title: "Manual de marca en línea",
  src: "https://www.canva.com/design/DAGcasaMarca/view?embed",
  href: "https://www.canva.com/design/DAGcasaMarca/view",
  aspectRatio: "16 / 9",
};

/** The page's title and description (tab, search results, link previews). */
export const MARCA_PAGE: PageCopy = {
  title: "Manual de Marca",
  description: "El manual de marca de CASA de Padua: colores, escudo y tipografía del club.",
};
