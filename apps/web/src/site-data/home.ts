/**
 * The home page (docs/product.md#home-page): the interface words of its carousels and
 * contact form. What the club says on it (slides, history summary, membership section,
 * welcome, description) is `content/portada.yml`, its figures `content/historia.yml`,
 * read by `content-files/read-home.ts`; the other `home-*.ts` files hold each section's
 * interface words. Club facts (name, address, phone, hours, WhatsApp) come from `club.ts`.
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

/**
 * The carousels' names for screen readers (interface words): their slides are the
 * club's, in `content/portada.yml`.
 */
export const HERO = { label: "Destacados" } as const;
export const ACTIVITIES_CAROUSEL = { label: "Actividades destacadas" } as const;

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

/** The page's title (tab, link previews); its description is the club's (`portada.yml`). */
export const HOME_TITLE = "Club Atlético San Antonio de Padua";
