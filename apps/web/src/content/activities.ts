import { ACTIVITY_PAGES, type ActivityId, type ActivityPage } from "./activity-pages.ts";

export type { ActivityId } from "./activity-pages.ts";

/** An activity page with its one-line summary, for cards and the page description. */
export interface Activity extends ActivityPage {
  summary: string;
}

/** One line per activity, for cards and descriptions. */
const SUMMARIES: Readonly<Record<ActivityId, string>> = {
  basquetFederal: "Nuestro primer equipo en la Liga Federal de Básquet.",
  basquetMetropolitano: "El equipo del torneo Metropolitano de básquet.",
  basquetInferioresTiraA: "Las divisiones formativas de básquet, Tira A.",
  basquetInferioresTiraB: "Las divisiones formativas de básquet, Tira B.",
  basquetInferioresTiraFlex: "Las divisiones formativas de básquet, Tira Flex.",
  voley: "Vóley femenino y masculino en los torneos metropolitanos.",
  voleyPrimera: "Nuestro equipo de Primera División de la Federación Metropolitana.",
  voleyTiraA: "El equipo de la Tira A del torneo metropolitano.",
  voleyTiraB: "El equipo de la Tira B del torneo metropolitano.",
  voleyLiga: "Nuestros equipos de Vóley Liga.",
  voleyMaxyFemenino: "El equipo maxi vóley femenino.",
  voleyMaxyMasculino: "El equipo maxi vóley masculino.",
  aikido: "Arte marcial japonés de armonía y defensa personal, para adultos desde los 16 años.",
  judo: "Disciplina, respeto y técnica para chicos y adultos.",
  taekwondo: "Arte marcial coreano de patadas y golpes, con valores de respeto y constancia.",
  natacion: "Clases de natación para todas las edades en la pileta del club.",
  gimnasia: "Gimnasia rítmica desde los 4 años: elongación, coordinación y expresión.",
  aquagym: "Gimnasia en el agua: ejercicio de bajo impacto para todas las edades.",
  pelotaPaleta: "El clásico juego de frontón con paleta de madera.",
  telas: "Acrobacia en telas: fuerza, flexibilidad y expresión en el aire.",
  tenisPaleta: "Paleta en cancha de tenis: rápido, social y para todas las edades.",
  tenisMesa: "Clases para todos los niveles, juego libre y jugadores federados.",
  funcional: "Entrenamiento funcional y GAP (glúteos, abdominales y piernas) en grupo.",
  colonia: "La colonia de verano del club: pileta, deportes y juegos. Inscripciones desde noviembre.",
  zumba: "Baile y ejercicio con ritmos latinos, lunes, miércoles y viernes.",
  pilates: "Fuerza, postura y respiración con el método Pilates.",
  yoga: "Posturas, respiración y relajación para el cuerpo y la mente.",
  efectoMariposa: "Circo para chicos y grandes: malabares, equilibrio y acrobacia.",
};

type Activities = { readonly [Id in ActivityId]: (typeof ACTIVITY_PAGES)[Id] & { readonly summary: string } };

/** Every sport and activity page with its summary (see `activity-pages.ts`). */
export const ACTIVITIES = Object.fromEntries(
  Object.entries(ACTIVITY_PAGES).map(([id, page]) => [id, { ...page, summary: SUMMARIES[id as ActivityId] }]),
) as Activities;

/** The activity whose page is at `pathname` (canonical path or alias). */
export function activityAt(pathname: string): Activity | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return Object.values(ACTIVITIES).find(
    (activity: Activity) => activity.path === path || activity.aliases?.includes(path),
  );
}
