import {
  daysLead,
  description,
  invitation,
  presentation,
  presentationLead,
} from "virtual:contenido/pagina/valores-y-dias";
import MEMBERSHIP_FILE from "virtual:contenido/valores";
import type { PageCopy } from "./pages.ts";
import type { EmbedSource } from "./types.ts";

/** The monthly membership fee and the family-group discounts, as `content/valores.yml` gives them. */
export const MEMBERSHIP = MEMBERSHIP_FILE;

/** Said of every activity whose timetable the club has not published. */
export const ASK_THE_OFFICE = "Consultá en secretaría";

/** The page's words: its headings and buttons here, the club's lines from `content/valores.yml`. */
export const VALORES_COPY = {
  membershipTitle: "Cuota social",
  familyTitle: "Descuentos para grupos familiares",
  familyMembers: "Grupo familiar",
  familyDiscount: "Descuento",
  scheduleTitle: "Días y horarios",
  scheduleLead: daysLead,
  moreTitle: "Más deportes y actividades",
  activity: "Actividad",
  daysAndHours: "Días y horarios",
  officeTitle: "Horario de secretaría",
  presentationTitle: "La presentación completa",
  presentationLead,
  /** Instead of the presentation, while the club has not published it (with a link to its Instagram). */
  presentationMissing:
    "La presentación todavía no está publicada en el sitio: los valores y horarios de esta página son los vigentes.",
  presentationMissingLink: "Mirá nuestras publicaciones en Instagram",
  ctaTitle: invitation.title,
  ctaText: invitation.text,
  contact: "Contactanos",
  social: "Seguinos en Instagram",
} as const;

/**
 * The club's presentation of prices and days on Canva, when `content/embebidos.yml`
 * names it (`valores_y_dias.canva`); until then the page says where to look instead.
 */
export const VALORES_EMBED: EmbedSource | undefined = presentation && {
  title: "Presentación de valores y días",
  ...presentation,
  aspectRatio: "16 / 9",
};

/** The page's title and description (tab, search results, link previews; also the line under its title). */
export const VALORES_PAGE: PageCopy = { title: "Valores y Días", description };
