import { training } from "virtual:contenido/pagina/voley-primera";
import type { ContentLink, TextBlock } from "./basquet.ts";
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
  /** The hero's title (the original site's, verbatim: "Vóley CASA de Padua - Primera División"). */
  title: string;
  tagline: string;
  history: TextBlock;
  photo: Picture;
  standings: { title: string; caption: string };
  /** Primera only: its training card (one line: who, days, hours) and the federation card. */
  training?: { title: string; schedule: ScheduleRow };
  federation?: TextBlock;
}

/** How every division page closes (as the original site has it: Tira A/B link "Contactanos" and "Ver Valores"). */
export const VOLLEY_JOIN_US: CallToAction = {
  title: "¿Querés jugar en CASA?",
  text: "Sumate a los entrenamientos: te contamos horarios, categorías y valores.",
  links: [
    { label: "Contactanos", to: "/#contacto" },
    { label: "Ver Valores", to: "/valores-y-dias" },
  ],
};

/** What every division page shares, from its name ("Primera División", "Tira A"). */
const division = (id: string, name: string) => ({
  title: `Vóley CASA de Padua - ${name}`,
  photo: {
    src: `/images/league/voley-${id}.svg`,
    alt: `Ilustración del equipo de ${name} de vóley de CASA de Padua, de azul y dorado.`,
    width: 640,
    height: 400,
  },
  standings: { title: "Tabla de posiciones", caption: `${name}: tabla de posiciones` },
});

/** The divisions with a page of their own, in the order the site lists them. */
export const VOLLEY_DIVISION_IDS = ["primera", "tira-a", "tira-b"] as const;
export type VolleyDivisionId = (typeof VOLLEY_DIVISION_IDS)[number];

export const VOLLEY_DIVISION_PAGES: Readonly<Record<VolleyDivisionId, VolleyDivisionPage>> = {
  primera: {
    ...division("primera", "Primera División"),
    tagline: "Pasión, esfuerzo y trabajo en equipo en la Primera de la Metropolitana.",
    history: {
      title: "Nuestro equipo",
      paragraphs: [
        "Nuestra Primera es fruto de años de trabajo: buena parte del plantel dio sus primeros saques en la escuela del club y hoy juega contra los mejores equipos de la Ciudad y el conurbano.",
      ],
    },
    // The Primera line of the volleyball timetable (`content/horarios/voley.yml`), so
    // the page says what Valores y Días says; no card if the timetable has none.
    training: training && { title: "Entrenamientos", schedule: training },
    federation: {
      title: "Federación Metropolitana de Vóleibol",
      paragraphs: [
        "La Primera División es la categoría principal de la Federación Metropolitana de Vóleibol. Se juega al mejor de cinco sets: por eso la tabla muestra sets a favor (SF) y en contra (SC).",
      ],
    },
  },
  "tira-a": {
    ...division("tira-a", "Tira A"),
    tagline: "Competimos, aprendemos y crecemos juntos.",
    history: {
      title: "Nuestra Tira A",
      paragraphs: [
        "La Tira A reúne a nuestras categorías del nivel A del torneo metropolitano: chicas y chicos que entrenan todo el año para representar al club. El resultado importa, pero más el camino.",
      ],
    },
  },
  "tira-b": {
    ...division("tira-b", "Tira B"),
    tagline: "El lugar para sumar minutos, experiencia y amigos.",
    history: {
      title: "Nuestra Tira B",
      paragraphs: [
        "La Tira B juega el nivel B del torneo metropolitano y le da a más chicas y chicos la posibilidad de competir cada fin de semana. Muchos de quienes hoy juegan en la Tira A o en Primera pasaron por acá.",
      ],
    },
  },
};
