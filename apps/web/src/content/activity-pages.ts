/**
 * Every sport and activity page of the site: its path(s), name and state. The header,
 * the phone panel and the footer read these on every page, so the one-line summaries
 * (for cards and descriptions) live apart, in `activities.ts`, and load only where used.
 */
export interface ActivityPage {
  /** Canonical path of the page. */
  path: string;
  /** Other paths that show the same page. */
  aliases?: readonly string[];
  name: string;
  /**
   * `ready`: the page has its own content. `building`: an under-construction page.
   * `coming-soon`: the "Próximamente" placeholder of the volleyball pages.
   */
  status: "ready" | "building" | "coming-soon";
}

export const ACTIVITY_PAGES = {
  basquetFederal: {
    path: "/basquet/federal",
    name: "Básquet Federal",
    status: "ready",
  },
  basquetMetropolitano: {
    path: "/basquet/metropolitano",
    name: "Básquet Metropolitano",
    status: "building",
  },
  basquetInferioresTiraA: {
    path: "/basquet/inferiores-tira-a",
    name: "Básquet Inferiores Tira A",
    status: "building",
  },
  basquetInferioresTiraB: {
    path: "/basquet/inferiores-tira-b",
    name: "Básquet Inferiores Tira B",
    status: "building",
  },
  basquetInferioresTiraFlex: {
    path: "/basquet/inferiores-tira-flex",
    name: "Básquet Inferiores Tira Flex",
    status: "building",
  },
  voley: {
    path: "/voley",
    name: "Vóley",
    status: "ready",
  },
  voleyPrimera: {
    path: "/voley/primera",
    name: "Vóley Primera División",
    status: "ready",
  },
  voleyTiraA: {
    path: "/voley/tira-a",
    name: "Vóley Tira A",
    status: "ready",
  },
  voleyTiraB: {
    path: "/voley/tira-b",
    name: "Vóley Tira B",
    status: "ready",
  },
  voleyLiga: {
    path: "/voley/voley-liga",
    name: "Vóley Liga",
    status: "coming-soon",
  },
  voleyMaxyFemenino: {
    path: "/voley/maxy-femenino",
    name: "Vóley Maxy Femenino",
    status: "coming-soon",
  },
  voleyMaxyMasculino: {
    path: "/voley/maxy-masculino",
    name: "Vóley Maxy Masculino",
    status: "coming-soon",
  },
  aikido: {
    path: "/artes-marciales/aikido",
    aliases: ["/aikido"],
    name: "Aikido",
    status: "ready",
  },
  judo: {
    path: "/artes-marciales/judo",
    aliases: ["/judo"],
    name: "Judo",
    status: "ready",
  },
  taekwondo: {
    path: "/artes-marciales/taekwondo",
    aliases: ["/taekwondo"],
    name: "Taekwondo",
    status: "building",
  },
  natacion: {
    path: "/natacion",
    name: "Natación",
    status: "building",
  },
  gimnasia: {
    path: "/gimnasia",
    aliases: ["/gimnasia-artistica"],
    name: "Gimnasia Rítmica",
    status: "building",
  },
  aquagym: {
    path: "/aquagym",
    name: "Aquagym",
    status: "building",
  },
  pelotaPaleta: {
    path: "/pelota-paleta",
    name: "Pelota Paleta",
    status: "building",
  },
  telas: {
    path: "/telas",
    name: "Telas y acrobacia aérea",
    status: "building",
  },
  tenisPaleta: {
    path: "/tenis-paleta",
    name: "Tenis Paleta",
    status: "building",
  },
  tenisMesa: {
    path: "/tenis-mesa",
    name: "Tenis de Mesa",
    status: "ready",
  },
  funcional: {
    path: "/funcional",
    name: "Entrenamiento funcional y GAP",
    status: "building",
  },
  colonia: {
    path: "/colonia",
    name: "Colonia de Vacaciones",
    status: "building",
  },
  zumba: {
    path: "/zumba",
    name: "Zumba",
    status: "ready",
  },
  pilates: {
    path: "/pilates",
    name: "Pilates",
    status: "building",
  },
  yoga: {
    path: "/yoga",
    name: "Yoga",
    status: "building",
  },
  efectoMariposa: {
    path: "/efecto-mariposa",
    name: "Efecto Mariposa",
    status: "building",
  },
} as const satisfies Record<string, ActivityPage>;

export type ActivityId = keyof typeof ACTIVITY_PAGES;
