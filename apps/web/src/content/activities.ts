/**
 * Every sport and activity page of the site: its path(s), its name and a one-line
 * description. The navigation, the sports grid, the footer and the under-construction
 * pages all read their names from here.
 */
export interface Activity {
  /** Canonical path of the page. */
  path: string;
  /** Other paths that show the same page. */
  aliases?: readonly string[];
  name: string;
  /** One line for cards and the page description. */
  summary: string;
  /**
   * `ready`: the page has its own content. `building`: an under-construction page.
   * `coming-soon`: the "Próximamente" placeholder of the volleyball pages.
   */
  status: "ready" | "building" | "coming-soon";
}

export const ACTIVITIES = {
  basquetFederal: {
    path: "/basquet/federal",
    name: "Básquet Federal",
    summary: "Nuestro primer equipo en la Liga Federal de Básquet.",
    status: "ready",
  },
  basquetMetropolitano: {
    path: "/basquet/metropolitano",
    name: "Básquet Metropolitano",
    summary: "El equipo del torneo Metropolitano de básquet.",
    status: "building",
  },
  basquetInferioresTiraA: {
    path: "/basquet/inferiores-tira-a",
    name: "Básquet Inferiores Tira A",
    summary: "Las divisiones formativas de básquet, Tira A.",
    status: "building",
  },
  basquetInferioresTiraB: {
    path: "/basquet/inferiores-tira-b",
    name: "Básquet Inferiores Tira B",
    summary: "Las divisiones formativas de básquet, Tira B.",
    status: "building",
  },
  basquetInferioresTiraFlex: {
    path: "/basquet/inferiores-tira-flex",
    name: "Básquet Inferiores Tira Flex",
    summary: "Las divisiones formativas de básquet, Tira Flex.",
    status: "building",
  },
  voley: {
    path: "/voley",
    name: "Vóley",
    summary: "Vóley femenino y masculino en los torneos metropolitanos.",
    status: "ready",
  },
  voleyPrimera: {
    path: "/voley/primera",
    name: "Vóley Primera División",
    summary: "Nuestro equipo de Primera División de la Federación Metropolitana.",
    status: "ready",
  },
  voleyTiraA: {
    path: "/voley/tira-a",
    name: "Vóley Tira A",
    summary: "El equipo de la Tira A del torneo metropolitano.",
    status: "ready",
  },
  voleyTiraB: {
    path: "/voley/tira-b",
    name: "Vóley Tira B",
    summary: "El equipo de la Tira B del torneo metropolitano.",
    status: "ready",
  },
  voleyLiga: {
    path: "/voley/voley-liga",
    name: "Vóley Liga",
    summary: "Nuestros equipos de Vóley Liga.",
    status: "coming-soon",
  },
  voleyMaxyFemenino: {
    path: "/voley/maxy-femenino",
    name: "Vóley Maxy Femenino",
    summary: "El equipo maxi vóley femenino.",
    status: "coming-soon",
  },
  voleyMaxyMasculino: {
    path: "/voley/maxy-masculino",
    name: "Vóley Maxy Masculino",
    summary: "El equipo maxi vóley masculino.",
    status: "coming-soon",
  },
  aikido: {
    path: "/artes-marciales/aikido",
    aliases: ["/aikido"],
    name: "Aikido",
    summary: "Arte marcial japonés de armonía y defensa personal, para adultos desde los 16 años.",
    status: "ready",
  },
  judo: {
    path: "/artes-marciales/judo",
    aliases: ["/judo"],
    name: "Judo",
    summary: "Disciplina, respeto y técnica para chicos y adultos.",
    status: "ready",
  },
  taekwondo: {
    path: "/artes-marciales/taekwondo",
    aliases: ["/taekwondo"],
    name: "Taekwondo",
    summary: "Arte marcial coreano de patadas y golpes, con valores de respeto y constancia.",
    status: "building",
  },
  natacion: {
    path: "/natacion",
    name: "Natación",
    summary: "Clases de natación para todas las edades en la pileta del club.",
    status: "building",
  },
  gimnasia: {
    path: "/gimnasia",
    aliases: ["/gimnasia-artistica"],
    name: "Gimnasia Rítmica",
    summary: "Gimnasia rítmica desde los 4 años: elongación, coordinación y expresión.",
    status: "building",
  },
  aquagym: {
    path: "/aquagym",
    name: "Aquagym",
    summary: "Gimnasia en el agua: ejercicio de bajo impacto para todas las edades.",
    status: "building",
  },
  pelotaPaleta: {
    path: "/pelota-paleta",
    name: "Pelota Paleta",
    summary: "El clásico juego de frontón con paleta de madera.",
    status: "building",
  },
  telas: {
    path: "/telas",
    name: "Telas y acrobacia aérea",
    summary: "Acrobacia en telas: fuerza, flexibilidad y expresión en el aire.",
    status: "building",
  },
  tenisPaleta: {
    path: "/tenis-paleta",
    name: "Tenis Paleta",
    summary: "Paleta en cancha de tenis: rápido, social y para todas las edades.",
    status: "building",
  },
  tenisMesa: {
    path: "/tenis-mesa",
    name: "Tenis de Mesa",
    summary: "Clases para todos los niveles, juego libre y jugadores federados.",
    status: "ready",
  },
  funcional: {
    path: "/funcional",
    name: "Entrenamiento funcional y GAP",
    summary: "Entrenamiento funcional y GAP (glúteos, abdominales y piernas) en grupo.",
    status: "building",
  },
  colonia: {
    path: "/colonia",
    name: "Colonia de Vacaciones",
    summary: "La colonia de verano del club: pileta, deportes y juegos. Inscripciones desde noviembre.",
    status: "building",
  },
  zumba: {
    path: "/zumba",
    name: "Zumba",
    summary: "Baile y ejercicio con ritmos latinos, lunes, miércoles y viernes.",
    status: "ready",
  },
  pilates: {
    path: "/pilates",
    name: "Pilates",
    summary: "Fuerza, postura y respiración con el método Pilates.",
    status: "building",
  },
  yoga: {
    path: "/yoga",
    name: "Yoga",
    summary: "Posturas, respiración y relajación para el cuerpo y la mente.",
    status: "building",
  },
  efectoMariposa: {
    path: "/efecto-mariposa",
    name: "Efecto Mariposa",
    summary: "Circo para chicos y grandes: malabares, equilibrio y acrobacia.",
    status: "building",
  },
} as const satisfies Record<string, Activity>;

export type ActivityId = keyof typeof ACTIVITIES;

/** The activity whose page is at `pathname` (canonical path or alias). */
export function activityAt(pathname: string): Activity | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return Object.values(ACTIVITIES).find(
    (activity: Activity) => activity.path === path || activity.aliases?.includes(path),
  );
}
