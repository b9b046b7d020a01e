import type { PageCopy } from "./pages.ts";
/**
 * The home page (docs/product.md#home-page): what its carousels, history
 * figures and contact form need. The texts shown in each section are in the other
 * `home-*.ts` files: `home-hero.ts` (hero slides), `home-news.ts`, `home-events.ts`,
 * `home-history.ts`, `home-sports.ts`, `home-activities.ts` (activity slides),
 * `home-membership.ts`; the news themselves are in `news.ts`. Club facts (name,
 * address, phone, hours, WhatsApp, portal links) come from `club.ts`.
 */
/** The small line icons the home page draws (inline SVG, decorative). */
export type HomeIcon =
  | "trophy"
  | "calendar"
  | "heart"
  | "users"
  | "star"
  | "megaphone"
  | "clock"
  | "pin"
  | "check"
  | "sun"
  | "phone"
  | "mail"
  | "instagram";

/** The hero carousel: its name for screen readers and its slides, in order (`home-hero.ts`). */
export const HERO = {
  label: "Destacados",
  slides: ["basquet", "voley", "gimnasia", "pileta"],
} as const;

export type HeroSlideId = (typeof HERO.slides)[number];

/** A figure of the history summary. */
export interface HistoryStat {
  /** Omitted for the years of history, which are computed from the founding date. */
  value?: string;
  label: string;
}

export const HISTORY = {
  /** Beside the text of `home-history.ts`. */
  stats: [
    { label: "años de historia" },
    { value: "3", label: "deportes principales" },
    { value: "+1000", label: "socios activos" },
  ] satisfies readonly HistoryStat[],
};

/** The activities carousel: heading, name for screen readers, slides in order (`home-activities.ts`). */
export const ACTIVITIES_CAROUSEL = {
  title: "Viví el club",
  lead: "Las actividades que más eligen las familias del club.",
  label: "Actividades destacadas",
  slides: ["colonia", "basquet", "voley", "gimnasia", "pileta", "judo"],
} as const;

export type ActivitySlideId = (typeof ACTIVITIES_CAROUSEL.slides)[number];

/** The subjects of the contact form (docs/product.md#validation). */
export type ContactSubject = "consulta" | "inscripcion" | "socio" | "otro";

/** What the visitor types in the contact form. */
export interface ContactFields {
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject;
  message: string;
}

export const CONTACT = {
  title: "Contactanos",
  lead: "Escribinos y seguimos la charla por WhatsApp.",
  formTitle: "Envianos tu consulta",
  requiredNote: "Los campos marcados con * son obligatorios.",
  labels: {
    name: "Nombre",
    email: "Email",
    phone: "Teléfono (opcional)",
    subject: "Asunto",
    message: "Mensaje",
  } satisfies Record<keyof ContactFields, string>,
  /** Characters of the message, with a visible counter ("N/1000"). */
  messageMaxLength: 1000,
  submit: "Enviar por WhatsApp",
  subjects: [
    { value: "consulta", label: "Consulta General" },
    { value: "inscripcion", label: "Inscripción a Actividades" },
    { value: "socio", label: "Información sobre Membresía" },
    { value: "otro", label: "Otro" },
  ] satisfies ReadonlyArray<{ value: ContactSubject; label: string }>,
  defaults: { name: "", email: "", phone: "", subject: "consulta", message: "" } satisfies ContactFields,
  /** The original site's texts, verbatim. */
  messages: {
    required: "Por favor, complete todos los campos obligatorios.",
    email: "Por favor, ingrese un email válido.",
    sent: "¡Formulario enviado! Se abrirá WhatsApp para enviar tu mensaje.",
  },
  /** Under the confirmation, for when the browser blocked the new tab. */
  openChat: "¿No se abrió? Abrí WhatsApp desde acá",
  /** The lines of the chat text the club receives. */
  whatsApp: {
    heading: "Nuevo contacto desde el sitio web",
    name: "Nombre",
    email: "Email",
    phone: "Teléfono",
    noPhone: "No especificado",
    subject: "Asunto",
    message: "Mensaje",
  },
  info: {
    title: "Visitanos",
    address: "Dirección",
    phone: "Teléfono",
    email: "Email",
    hours: "Horarios de atención",
    map: "Mapa de la sede",
  },
};

/** The page's title and description (tab, search results, link previews). */
export const HOME_PAGE: PageCopy = {
  title: "Club Atlético San Antonio de Padua",
  description:
    "CASA de Padua, el club de San Antonio de Padua desde 1926: deportes, actividades, tablas de posiciones, novedades y cómo asociarte.",
};
