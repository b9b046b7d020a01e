import { presentation } from "virtual:contenido/pagina/valores-y-dias";
import MEMBERSHIP_FILE from "virtual:contenido/valores";
import type { PageCopy } from "./pages.ts";
import type { EmbedSource } from "./types.ts";

/** The monthly membership fee and the family-group discounts, as `content/valores.yml` gives them. */
export const MEMBERSHIP = MEMBERSHIP_FILE;

/** Said of every activity whose timetable the club has not published. */
export const ASK_THE_OFFICE = "Consultá en secretaría";

export const VALORES_COPY = {
  membershipTitle: "Cuota social",
  familyTitle: "Descuentos para grupos familiares",
  familyMembers: "Grupo familiar",
  familyDiscount: "Descuento",
  scheduleTitle: "Días y horarios",
  scheduleLead:
    "Los días de entrenamiento de cada deporte y actividad. Si no ves el horario que buscás, te lo contamos en secretaría.",
  moreTitle: "Más deportes y actividades",
  activity: "Actividad",
  daysAndHours: "Días y horarios",
  officeTitle: "Horario de secretaría",
  presentationTitle: "La presentación completa",
  presentationLead: "La presentación de valores y días del club, tal como la compartimos en redes.",
  /** Instead of the presentation, while the club has not published it (with a link to its Instagram). */
  presentationMissing:
    "La presentación todavía no está publicada en el sitio: los valores y horarios de esta página son los vigentes.",
  presentationMissingLink: "Mirá nuestras publicaciones en Instagram",
  ctaTitle: "¿Te sumás al club?",
  ctaText:
    "Escribinos para inscribirte o sacarte cualquier duda, o seguinos para enterarte de las novedades.",
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

/** The page's title and description (tab, search results, link previews). */
export const VALORES_PAGE: PageCopy = {
  title: "Valores y Días",
  description: "Cuotas, valores y días de entrenamiento de cada deporte y actividad de CASA de Padua.",
};
