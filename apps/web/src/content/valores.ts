import { ACTIVITIES } from "./activities.ts";
import type { PageCopy } from "./pages.ts";
import { SCHEDULES } from "./schedules.ts";
import type { EmbedSource, ScheduleRow } from "./types.ts";

/** The monthly membership fee and the family-group discounts (spec, section 9). */
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

/** The training days of one sport or activity on Valores y Días. */
export interface ActivityDays {
  name: string;
  /** Its page. */
  path: string;
  /** Its timetable; empty when the spec gives none ("Consultá en secretaría"). */
  rows: readonly ScheduleRow[];
  /** A line to add ("Desde los 4 años", "La primera clase es gratis"). */
  note?: string;
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

const days = (
  activity: { name: string; path: string },
  rows: readonly ScheduleRow[] = [],
  note?: string,
) => ({
  name: activity.name,
  path: activity.path,
  rows,
  ...(note ? { note } : {}),
});

/** Activities with a published timetable, first; then the rest, in the sports grid's order. */
export const ACTIVITY_DAYS: readonly ActivityDays[] = [
  days({ name: "Básquet", path: ACTIVITIES.basquetFederal.path }, SCHEDULES.basquetMayor),
  days(ACTIVITIES.voley, [...SCHEDULES.voleyPrimera, ...SCHEDULES.voleyEscuela]),
  days(ACTIVITIES.judo, SCHEDULES.judo, "La primera clase de prueba es gratis."),
  days(ACTIVITIES.aikido, SCHEDULES.aikido, "Adultos desde 16 años. La primera clase es gratis."),
  days(
    ACTIVITIES.tenisMesa,
    [...SCHEDULES.tenisMesaClases, ...SCHEDULES.tenisMesaLibre],
    "La clase de prueba es gratis y el club presta las paletas.",
  ),
  days(ACTIVITIES.zumba, SCHEDULES.zumba),
  days(ACTIVITIES.gimnasia, [], "Desde los 4 años."),
  days(ACTIVITIES.natacion),
  days(ACTIVITIES.aquagym),
  days(ACTIVITIES.taekwondo),
  days(ACTIVITIES.pelotaPaleta),
  days(ACTIVITIES.tenisPaleta),
  days(ACTIVITIES.telas),
  days(ACTIVITIES.funcional),
  days(ACTIVITIES.pilates),
  days(ACTIVITIES.yoga),
  days(ACTIVITIES.efectoMariposa),
  days(ACTIVITIES.colonia, [], "Inscripciones a partir de noviembre."),
];

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
