import type { PageCopy } from "./pages.ts";
import type { EmbedSource } from "./types.ts";

/** The monthly membership fee and the family-group discounts (docs/product.md#prices-and-days). */
export interface Membership {
  title: string;
  price: string;
  period: string;
  description: string;
  /** Discount for a family group, by how many of its members are members. */
  familyDiscounts: ReadonlyArray<{ members: string; discount: string }>;
  /** How the family discounts are paid. */
  note: string;
}

export const MEMBERSHIP: Membership = {
  title: "Socio individual",
  price: "$15.000",
  period: "por mes",
  description:
    "La cuota social te abre las puertas del club: sus actividades, su pileta, sus canchas y su vida social.",
  familyDiscounts: [
    { members: "3 integrantes", discount: "10%" },
    { members: "4 integrantes", discount: "15%" },
    { members: "5 o más integrantes", discount: "20%" },
  ],
  note: "Los grupos familiares abonan la cuota completa y los descuentos se aplican al pagar en efectivo.",
};

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
  ctaTitle: "¿Te sumás al club?",
  ctaText:
    "Escribinos para inscribirte o sacarte cualquier duda, o seguinos para enterarte de las novedades.",
  contact: "Contactanos",
  social: "Seguinos en Instagram",
} as const;

/**
 * The design-tool presentation of prices and days. PLACEHOLDER: replace the design id
 * with the club's published Canva link (Compartir → Insertar) when it is available.
 */
export const VALORES_EMBED: EmbedSource = {
  title: "Presentación de valores y días",
  src: "https://www.canva.com/design/DAGcasaValores/view?embed",
  href: "https://www.canva.com/design/DAGcasaValores/view",
  aspectRatio: "16 / 9",
};

/** The page's title and description (tab, search results, link previews). */
export const VALORES_PAGE: PageCopy = {
  title: "Valores y Días",
  description: "Cuotas, valores y días de entrenamiento de cada deporte y actividad de CASA de Padua.",
};
