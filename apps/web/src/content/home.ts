/**
 * What the home page says and shows (spec, section 2 "Home page sections"): the hero,
 * the history summary, the activities carousel and the contact section. The other
 * sections have their own files: `home-news.ts`, `home-events.ts`, `home-sports.ts`,
 * `home-membership.ts` (the news themselves are in `news.ts`). Club facts (name,
 * address, hours, WhatsApp, portal links) come from `club.ts`.
 */
import type { ArtDirectedImage, SingleImage } from "../components/responsive-image.tsx";

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
  | "instagram";

/** Artwork in three crops; our own SVGs until the club has photos (see the README). */
const heroArt = (slug: string, alt: string): ArtDirectedImage => ({
  alt,
  desktop: { src: `/images/home/hero-${slug}-desktop.svg`, width: 1600, height: 640 },
  tablet: { src: `/images/home/hero-${slug}-tablet.svg`, width: 1024, height: 640 },
  mobile: { src: `/images/home/hero-${slug}-mobile.svg`, width: 600, height: 800 },
});

/** A sport's 4:3 artwork, shared with the news cards. */
const sportArt = (slug: string, alt: string): SingleImage => ({
  src: `/images/sports/${slug}.svg`,
  width: 800,
  height: 600,
  alt,
});

/** A slide of the hero carousel: artwork per screen size, a title, a line of text. */
export interface HeroSlide {
  id: string;
  title: string;
  description: string;
  image: ArtDirectedImage;
}

export const HERO = {
  /** The carousel's name for screen readers. */
  label: "Destacados",
  /** Every slide's button: the club's Instagram (CLUB.social.instagram). */
  instagram: "Seguinos en Instagram",
  slides: [
    {
      id: "basquet",
      title: "Básquet con historia",
      description:
        "Nuestro primer equipo juega la Liga Federal y las inferiores crecen en cada entrenamiento. Vení a alentar a la cancha.",
      image: heroArt("basquet", "Ilustración de una pelota de básquet entrando en el aro"),
    },
    {
      id: "voley",
      title: "Vóley en la Metropolitana",
      description:
        "Primera División, Tira A y Tira B, y una escuela para chicos y chicas de 8 a 12 años. ¡Sumate!",
      image: heroArt("voley", "Ilustración de una pelota de vóley pasando sobre la red"),
    },
    {
      id: "gimnasia",
      title: "Gimnasia Rítmica",
      description: "Desde los 4 años: elongación, coordinación y mucha expresión, con cinta, aro y pelota.",
      image: heroArt("gimnasia", "Ilustración de una gimnasta saltando con una cinta"),
    },
    {
      id: "pileta",
      title: "La pileta del club",
      description: "Natación para todas las edades y aquagym de bajo impacto. El agua te espera.",
      image: heroArt("natacion", "Ilustración de la pileta con andariveles y un nadador"),
    },
  ] satisfies readonly HeroSlide[],
};

/** A figure of the history summary. */
export interface HistoryStat {
  /** Omitted for the years of history, which are computed from the founding date. */
  value?: string;
  label: string;
}

export const HISTORY = {
  title: "Nuestra historia",
  /** `{founded}`, `{renamed}` are replaced by the club's facts (club.ts). */
  paragraphs: [
    "Desde el {founded}, el club es el punto de encuentro de San Antonio de Padua. En {renamed} adoptó el nombre que lleva hasta hoy, y desde entonces generaciones de socios, deportistas y familias lo hicieron su segundo hogar.",
    "Básquet, vóley y gimnasia rítmica son nuestros deportes principales, junto a más de quince actividades para todas las edades.",
  ],
  stats: [
    { label: "años de historia" },
    { value: "3", label: "deportes principales" },
    { value: "+1000", label: "socios activos" },
  ] satisfies readonly HistoryStat[],
  more: { label: "Conocé nuestra historia", to: "/historia" },
  encyclopedia: "Leé sobre el club en la enciclopedia",
};

/** A slide of the activities carousel: the spec's activity slide. */
export interface ActivitySlide {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  image: SingleImage;
  /** Exactly four short bullets. */
  features: readonly [Feature, Feature, Feature, Feature];
  link: string;
  buttonText: string;
}

interface Feature {
  icon: HomeIcon;
  text: string;
}

export const ACTIVITY_SLIDES = {
  title: "Viví el club",
  lead: "Las actividades que más eligen las familias del club.",
  label: "Actividades destacadas",
  slides: [
    {
      id: "colonia",
      title: "Colonia de Vacaciones",
      subtitle: "El verano se vive en el club",
      description: "Pileta, deportes y juegos para que chicos y chicas disfruten las vacaciones con amigos.",
      image: sportArt(
        "colonia",
        "Ilustración de un día de sol en la pileta, con sombrilla y pelota de playa",
      ),
      features: [
        { icon: "sun", text: "Pileta todos los días" },
        { icon: "users", text: "Grupos por edad" },
        { icon: "star", text: "Deportes y juegos recreativos" },
        { icon: "calendar", text: "Inscripciones desde noviembre" },
      ],
      link: "/#contacto",
      buttonText: "Consultá por la colonia",
    },
    {
      id: "basquet",
      title: "Básquet",
      subtitle: "Liga Federal e inferiores",
      description:
        "El deporte de la casa: un primer equipo que compite en la Liga Federal y divisiones formativas.",
      image: sportArt("basquet", "Ilustración de una pelota de básquet y el aro"),
      features: [
        { icon: "trophy", text: "Primer equipo en la Liga Federal" },
        { icon: "users", text: "Inferiores Tira A, B y Flex" },
        { icon: "clock", text: "Mayores: lunes, miércoles y viernes de 21:00 a 23:00" },
        { icon: "check", text: "Tabla de posiciones al día" },
      ],
      link: "/basquet",
      buttonText: "Ver básquet",
    },
    {
      id: "voley",
      title: "Vóley",
      subtitle: "Primera División, Tira A y Tira B",
      description:
        "Competimos en la Federación Metropolitana y formamos a los que vienen en nuestra escuela.",
      image: sportArt("voley", "Ilustración de una pelota de vóley sobre la red"),
      features: [
        { icon: "trophy", text: "Torneos de la Federación Metropolitana" },
        { icon: "clock", text: "Primera: lunes, miércoles y viernes de 20:30 a 22:30" },
        { icon: "users", text: "Escuela de 8 a 12 años" },
        { icon: "calendar", text: "Escuela: martes y jueves de 17:30 a 19:00" },
      ],
      link: "/voley",
      buttonText: "Ver vóley",
    },
    {
      id: "gimnasia",
      title: "Gimnasia Rítmica",
      subtitle: "Desde los 4 años",
      description: "Elongación, coordinación y expresión con cinta, aro y pelota, a cada edad su ritmo.",
      image: sportArt("gimnasia", "Ilustración de una gimnasta con una cinta"),
      features: [
        { icon: "users", text: "Grupos por edad y nivel" },
        { icon: "star", text: "Elongación y coordinación" },
        { icon: "heart", text: "Cinta, aro y pelota" },
        { icon: "trophy", text: "Muestra anual para las familias" },
      ],
      link: "/gimnasia",
      buttonText: "Ver gimnasia rítmica",
    },
    {
      id: "pileta",
      title: "Pileta",
      subtitle: "Natación y aquagym",
      description:
        "Aprender a nadar, mejorar la técnica o moverse en el agua sin impacto: la pileta es para todos.",
      image: sportArt("natacion", "Ilustración de la pileta con andariveles"),
      features: [
        { icon: "users", text: "Clases para todas las edades" },
        { icon: "star", text: "Técnica y perfeccionamiento" },
        { icon: "heart", text: "Aquagym de bajo impacto" },
        { icon: "sun", text: "Natación gratuita para chicos del barrio" },
      ],
      link: "/natacion",
      buttonText: "Ver natación",
    },
    {
      id: "judo",
      title: "Judo",
      subtitle: "Para chicos y adultos",
      description: "Disciplina, respeto y técnica en el tatami, con profes que acompañan cada paso.",
      image: sportArt("judo", "Ilustración de un judogi blanco con cinturón amarillo sobre el tatami"),
      features: [
        { icon: "clock", text: "Chicos: lunes, miércoles y viernes de 18:00 a 19:00" },
        { icon: "clock", text: "Adultos: lunes, miércoles y viernes de 19:00 a 20:30" },
        { icon: "check", text: "Primera clase de prueba gratis" },
        { icon: "heart", text: "Disciplina y respeto" },
      ],
      link: "/artes-marciales/judo",
      buttonText: "Ver judo",
    },
  ] satisfies readonly ActivitySlide[],
};

/** The subjects of the contact form (spec, section 5). */
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
  /** The spec's texts, verbatim. */
  messages: {
    required: "Por favor, complete todos los campos obligatorios.",
    email: "Por favor, ingrese un email válido.",
    sent: "¡Formulario enviado! Se abrirá WhatsApp para enviar tu mensaje.",
  },
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
    hours: "Horarios de atención",
    map: "Mapa de la sede",
  },
};
