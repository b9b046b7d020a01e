import { training } from "virtual:contenido/pagina/voley-primera";
import type { ContentLink, TextBlock } from "./basquet.ts";
import type { ScheduleRow } from "./types.ts";
import type { Picture, VolleyDivisionId } from "./voley.ts";

/** A closing call to action: a heading, a line and its buttons. */
export interface CallToAction {
  title: string;
  text: string;
  links: readonly ContentLink[];
}

/** What follows a division page's table and next match: the team, and Primera's two cards. */
export interface VolleyDivisionDetails {
  history: TextBlock;
  photo: Picture;
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

/**
 * The division's illustration, by its name as the page writes it. The name is passed,
 * not read from voley.ts: importing the page's own module from here would put it in a
 * file of its own.
 */
const photo = (id: VolleyDivisionId, name: string): Picture => ({
  src: `/images/league/voley-${id}.svg`,
  alt: `Ilustración del equipo de ${name} de vóley de CASA de Padua, de azul y dorado.`,
  width: 640,
  height: 400,
});

/**
 * Apart from the page's head (voley.ts): a static part of the page
 * (pages/voley/division-details.tsx), so none of this copy is in the page's first-load
 * JavaScript (docs/quality.md#web-budgets).
 */
export const VOLLEY_DIVISION_DETAILS: Readonly<Record<VolleyDivisionId, VolleyDivisionDetails>> = {
  primera: {
    photo: photo("primera", "Primera División"),
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
    photo: photo("tira-a", "Tira A"),
    history: {
      title: "Nuestra Tira A",
      paragraphs: [
        "La Tira A reúne a nuestras categorías del nivel A del torneo metropolitano: chicas y chicos que entrenan todo el año para representar al club. El resultado importa, pero más el camino.",
      ],
    },
  },
  "tira-b": {
    photo: photo("tira-b", "Tira B"),
    history: {
      title: "Nuestra Tira B",
      paragraphs: [
        "La Tira B juega el nivel B del torneo metropolitano y le da a más chicas y chicos la posibilidad de competir cada fin de semana. Muchos de quienes hoy juegan en la Tira A o en Primera pasaron por acá.",
      ],
    },
  },
};
