import type { ContentLink, TextBlock } from "./basquet.ts";
import { CLUB } from "./club.ts";
import type { ScheduleRow } from "./types.ts";

/** An illustration with its intrinsic size, so the page reserves its space before it loads. */
export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A closing call to action: a heading, a line and its buttons. */
export interface CallToAction {
  title: string;
  text: string;
  links: readonly ContentLink[];
}

/** The volleyball logo in the hero of the division pages. Decorative: the title says it all. */
export const VOLLEY_LOGO: Picture = {
  src: "/images/league/voley-logo.svg",
  alt: "",
  width: 96,
  height: 96,
};

/** A volleyball division's own page: `/voley/primera`, `/voley/tira-a`, `/voley/tira-b`. */
export interface VolleyDivisionPage {
  /** The hero's title (spec, verbatim). */
  title: string;
  tagline: string;
  history: TextBlock;
  photo: Picture;
  standings: { title: string; caption: string };
  /** Primera only: its training card and the federation card. */
  training?: { title: string; caption: string; rows: readonly ScheduleRow[] };
  federation?: TextBlock;
  cta: CallToAction;
}

const JOIN_US: CallToAction = {
  title: "¿Querés jugar en CASA?",
  text: "Sumate a los entrenamientos: te contamos horarios, categorías y valores, y coordinamos tu primera práctica.",
  links: [
    { label: "Contactanos", to: "/#contacto" },
    { label: "Ver Valores", to: "/valores-y-dias" },
  ],
};

/** The divisions with a page of their own, in the order the site lists them. */
export const VOLLEY_DIVISION_IDS = ["primera", "tira-a", "tira-b"] as const;
export type VolleyDivisionId = (typeof VOLLEY_DIVISION_IDS)[number];

export const VOLLEY_DIVISION_PAGES: Readonly<Record<VolleyDivisionId, VolleyDivisionPage>> = {
  primera: {
    title: "Vóley CASA de Padua - Primera División",
    tagline: "Pasión, esfuerzo y trabajo en equipo en la Primera de la Metropolitana.",
    history: {
      title: "Nuestro equipo",
      paragraphs: [
        "El equipo de Primera es el resultado de muchos años de trabajo en el club: buena parte del plantel dio sus primeros saques en nuestra escuela de vóley y hoy compite contra los mejores equipos de la Ciudad y el Gran Buenos Aires.",
        "Entrenamos tres veces por semana en el gimnasio del club, con un cuerpo técnico que apuesta al juego colectivo y a seguir formando jugadores de la casa.",
      ],
    },
    photo: {
      src: "/images/league/voley-primera.svg",
      alt: "Ilustración del equipo de Primera División de vóley de CASA de Padua, con la camiseta azul y dorada del club.",
      width: 640,
      height: 400,
    },
    standings: { title: "Tabla de posiciones", caption: "Primera División: tabla de posiciones" },
    training: {
      title: "Entrenamientos",
      caption: "Horarios de entrenamiento de Primera División",
      rows: [{ group: "Mayor", days: "Lunes, miércoles y viernes", hours: "20:30 a 22:30" }],
    },
    federation: {
      title: "Federación Metropolitana de Vóleibol",
      paragraphs: [
        "La Primera División es la categoría principal de los torneos de la Federación Metropolitana de Vóleibol, que reúne a los clubes de la Ciudad de Buenos Aires y del conurbano.",
        "Los partidos se juegan al mejor de cinco sets; por eso en la tabla vas a ver los sets a favor (SF) y en contra (SC).",
      ],
    },
    cta: {
      title: "Vení a alentar",
      text: "Seguí al equipo en Instagram para enterarte de cada partido y acompañanos en el gimnasio: la hinchada también juega.",
      links: [
        { label: "Seguinos en Instagram", to: CLUB.social.instagram, external: true },
        { label: "Contactanos", to: "/#contacto" },
      ],
    },
  },
  "tira-a": {
    title: "Vóley CASA de Padua - Tira A",
    tagline: "Competimos, aprendemos y crecemos juntos.",
    history: {
      title: "Nuestra Tira A",
      paragraphs: [
        "La Tira A reúne a nuestras categorías que compiten en el nivel A del torneo metropolitano. Son chicas y chicos que entrenan todo el año para representar al club en cada cancha.",
        "Acá el resultado importa, pero importa más el camino: compañerismo, compromiso y ganas de mejorar en cada práctica.",
      ],
    },
    photo: {
      src: "/images/league/voley-tira-a.svg",
      alt: "Ilustración del equipo de Tira A de vóley de CASA de Padua, con la camiseta azul y dorada del club.",
      width: 640,
      height: 400,
    },
    standings: { title: "Tabla de posiciones", caption: "Tira A: tabla de posiciones" },
    cta: JOIN_US,
  },
  "tira-b": {
    title: "Vóley CASA de Padua - Tira B",
    tagline: "El lugar para sumar minutos, experiencia y amigos.",
    history: {
      title: "Nuestra Tira B",
      paragraphs: [
        "La Tira B es la otra cara de nuestro vóley competitivo: equipos que juegan el nivel B del torneo metropolitano y le dan a más chicas y chicos la posibilidad de competir todos los fines de semana.",
        "Muchos de quienes hoy juegan en la Tira A o en Primera pasaron por acá. Entrenar, jugar y disfrutar: esa es la idea.",
      ],
    },
    photo: {
      src: "/images/league/voley-tira-b.svg",
      alt: "Ilustración del equipo de Tira B de vóley de CASA de Padua, con la camiseta azul y dorada del club.",
      width: 640,
      height: 400,
    },
    standings: { title: "Tabla de posiciones", caption: "Tira B: tabla de posiciones" },
    cta: JOIN_US,
  },
};
