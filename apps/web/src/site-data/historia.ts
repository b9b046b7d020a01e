import { video } from "virtual:contenido/pagina/historia";
import { CLUB } from "./club.ts";
import {
  basquetEquipoPhoto,
  gimnasiaGrupoPhoto,
  natacionGrupoPhoto,
  sedeFachadaPhoto,
  voleyEquipoPhoto,
} from "./club-photos.ts";
import type { GalleryImage } from "./gallery.ts";
import type { PageCopy } from "./pages.ts";
import type { EmbedSource, SingleImage } from "./types.ts";

/** One milestone of the club's timeline (as the original site has it: year, title, description, colour). */
export interface Milestone {
  /** What the marker shows: a year or a decade. */
  year: string;
  title: string;
  description: string;
  /** Marker colour: the club's blue or its gold. */
  tone: "primary" | "accent";
}

/** A figure of the page's hero; the years are computed, the rest are the original site's. */
export interface HistoriaStat {
  label: string;
  /** Fixed figure; absent for the years of history, which are counted from the founding date. */
  value?: string;
}

export const HISTORIA_STATS: readonly HistoriaStat[] = [
  { label: "años de historia" },
  { label: "deportes principales", value: "3" },
  { label: "socios y socias", value: "+1000" },
];

export const MILESTONES: readonly Milestone[] = [
  {
    year: "1926",
    title: "La fundación",
    description: `Un grupo de vecinos de San Antonio de Padua funda el club el ${CLUB.foundedLabel}, con la idea de tener un lugar propio para el deporte y el encuentro. En ${CLUB.renamedYear} adopta el nombre que lleva hasta hoy: ${CLUB.name}.`,
    tone: "primary",
  },
  {
    year: "Década de 1950",
    title: "El club crece con el barrio",
    description:
      "Llegan las primeras canchas propias y el básquet se convierte en la pasión del club. Los bailes y las fiestas de la sede social reúnen a las familias de Padua.",
    tone: "accent",
  },
  {
    year: "Década de 1980",
    title: "Pileta y nuevas disciplinas",
    description:
      "Se inaugura la pileta y se suman el vóley, la gimnasia y las artes marciales. Cada vez más chicos y chicas hacen deporte en el club.",
    tone: "primary",
  },
  {
    year: "Década de 2000",
    title: "Competencia y compromiso social",
    description:
      "Los equipos de básquet y vóley compiten en torneos federados y el club lanza sus campañas solidarias para acompañar a la comunidad.",
    tone: "accent",
  },
  {
    year: "2026",
    title: "Cien años de historia",
    description:
      "El club llega a su centenario con más de mil socios y socias, tres deportes principales y decenas de actividades para todas las edades. Tu segundo hogar, desde 1926.",
    tone: "primary",
  },
];

/** A photo of the archive with its caption and text (pure: pages get the archive as data). */
function archivePhoto(photo: SingleImage, caption: string, description: string): GalleryImage {
  return { ...photo, caption, description };
}

/**
 * The club today, in its own photos (the club has not digitised its old prints yet:
 * no drawing stands in for them here).
 */
export const ARCHIVE: readonly GalleryImage[] = [
  /* @__PURE__ */ archivePhoto(
    sedeFachadaPhoto,
    "La sede del club",
    "La fachada sobre la calle Independencia, con el escudo arriba de la puerta.",
  ),
  /* @__PURE__ */ archivePhoto(
    basquetEquipoPhoto,
    "Básquet: el plantel después del partido con Midland",
    "El primer equipo y su cuerpo técnico en la cancha del club, con la bandera del centenario.",
  ),
  /* @__PURE__ */ archivePhoto(
    voleyEquipoPhoto,
    "Vóley: el festejo en la red",
    "El equipo festeja un punto en el gimnasio del club. Foto: Caro Lugo PH.",
  ),
  /* @__PURE__ */ archivePhoto(
    natacionGrupoPhoto,
    "Natación en la pileta cubierta",
    "Nadadores y su profesor, con las remeras del club.",
  ),
  /* @__PURE__ */ archivePhoto(
    gimnasiaGrupoPhoto,
    "Gimnasia rítmica: cumpleaños en el tapiz",
    "El grupo festeja dos cumpleaños después de la clase.",
  ),
];

/** The club's building, at the top of the page. */
export const HISTORIA_PHOTO = sedeFachadaPhoto;

export const HISTORIA_COPY = {
  lead: `Desde el ${CLUB.foundedLabel}, el club de San Antonio de Padua es el lugar donde el barrio hace deporte, se encuentra y crece.`,
  timelineTitle: "Nuestra historia en cinco momentos",
  archiveTitle: "El club en fotos",
  archiveLead: "La sede, los equipos y las clases de hoy. Tocá una foto para verla en grande.",
  archiveLabel: "Fotos del club",
  videoTitle: "La historia en video",
  videoLead: "Un repaso por la vida del club, como lo contamos en nuestras redes.",
  /** Instead of the video, while the club has not published it. */
  videoMissing: "El video de la historia todavía no está publicado en el sitio.",
  videoMissingLink: "Mirá los videos del club en YouTube",
  moreTitle: "Para saber más",
  moreText: "La historia del club también está en la enciclopedia libre.",
  encyclopedia: "Leé la historia del club en Wikipedia",
} as const;

/**
 * The history video on YouTube, when `content/embebidos.yml` names it
 * (`historia.youtube`); until then the page links to the club's channel.
 */
export const HISTORIA_VIDEO: EmbedSource | undefined = video && {
  title: "Video de la historia del club",
  ...video,
  aspectRatio: "16 / 9",
};

/** The page's title and description (tab, search results, link previews). */
export const HISTORIA_PAGE: PageCopy = {
  title: "Historia",
  description: "La historia de CASA de Padua desde su fundación en 1926: hitos, archivo de fotos y videos.",
};
