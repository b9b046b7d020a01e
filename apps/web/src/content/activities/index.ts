import type { ActivityEntry } from "./types.ts";

export type { ActivityEntry, ActivityStatus, MenuGroup, MenuPlacement } from "./types.ts";

/**
 * THE activity registry: every sport and activity of the site, where its page is, what
 * it is called, its state and where it is linked from. The route table, the header,
 * the phone panel, the footer and the sitemap derive from it; the rest of each
 * activity (summary, timetable, places in the site's lists, page content) is in its own
 * file of this folder, named after its key (`tenisMesa` → `tenis-mesa.ts`). Every
 * page's header reads these entries, so they stay this short (see `types.ts`). To add
 * an activity: docs/architecture.md#add-an-activity.
 */
export const ACTIVITIES = {
  basquetFederal: {
    path: "/basquet/federal",
    name: "Básquet Federal",
    status: "ready",
    menu: { menu: "deportes", group: "Básquet", label: "Federal", order: 10 },
    footer: 10,
  },
  basquetMetropolitano: {
    path: "/basquet/metropolitano",
    name: "Básquet Metropolitano",
    status: "building",
    menu: { menu: "deportes", group: "Básquet", label: "Metropolitano", order: 11 },
  },
  basquetInferioresTiraA: {
    path: "/basquet/inferiores-tira-a",
    name: "Básquet Inferiores Tira A",
    status: "building",
    menu: { menu: "deportes", group: "Básquet", label: "Inferiores Tira A", order: 12 },
  },
  basquetInferioresTiraB: {
    path: "/basquet/inferiores-tira-b",
    name: "Básquet Inferiores Tira B",
    status: "building",
    menu: { menu: "deportes", group: "Básquet", label: "Inferiores Tira B", order: 13 },
  },
  basquetInferioresTiraFlex: {
    path: "/basquet/inferiores-tira-flex",
    name: "Básquet Inferiores Tira Flex",
    status: "building",
    menu: { menu: "deportes", group: "Básquet", label: "Inferiores Tira Flex", order: 14 },
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
    menu: { menu: "deportes", group: "Vóley", label: "Primera División", order: 20 },
    footer: 20,
  },
  voleyTiraA: {
    path: "/voley/tira-a",
    name: "Vóley Tira A",
    status: "ready",
    menu: { menu: "deportes", group: "Vóley", label: "Tira A", order: 21 },
  },
  voleyTiraB: {
    path: "/voley/tira-b",
    name: "Vóley Tira B",
    status: "ready",
    menu: { menu: "deportes", group: "Vóley", label: "Tira B", order: 22 },
  },
  voleyLiga: {
    path: "/voley/voley-liga",
    name: "Vóley Liga",
    status: "coming-soon",
    menu: { menu: "deportes", group: "Vóley", label: "Vóley Liga", order: 23 },
  },
  voleyMaxyFemenino: {
    path: "/voley/maxy-femenino",
    name: "Vóley Maxy Femenino",
    status: "coming-soon",
    menu: { menu: "deportes", group: "Vóley", label: "Maxy Femenino", order: 24 },
  },
  voleyMaxyMasculino: {
    path: "/voley/maxy-masculino",
    name: "Vóley Maxy Masculino",
    status: "coming-soon",
    menu: { menu: "deportes", group: "Vóley", label: "Maxy Masculino", order: 25 },
  },
  aikido: {
    path: "/artes-marciales/aikido",
    aliases: ["/aikido"],
    name: "Aikido",
    status: "ready",
    menu: { menu: "deportes", group: "Artes Marciales", order: 30 },
  },
  judo: {
    path: "/artes-marciales/judo",
    aliases: ["/judo"],
    name: "Judo",
    status: "ready",
    menu: { menu: "deportes", group: "Artes Marciales", order: 31 },
    footer: 30,
  },
  taekwondo: {
    path: "/artes-marciales/taekwondo",
    aliases: ["/taekwondo"],
    name: "Taekwondo",
    status: "building",
    menu: { menu: "deportes", group: "Artes Marciales", order: 32 },
  },
  natacion: {
    path: "/natacion",
    name: "Natación",
    status: "building",
    menu: { menu: "deportes", order: 40 },
    footer: 40,
  },
  gimnasia: {
    path: "/gimnasia",
    aliases: ["/gimnasia-artistica"],
    name: "Gimnasia Rítmica",
    status: "building",
    menu: { menu: "deportes", order: 50 },
    footer: 50,
  },
  aquagym: {
    path: "/aquagym",
    name: "Aquagym",
    status: "building",
    menu: { menu: "deportes", order: 60 },
    footer: 60,
  },
  pelotaPaleta: {
    path: "/pelota-paleta",
    name: "Pelota Paleta",
    status: "building",
    menu: { menu: "deportes", order: 70 },
    footer: 70,
  },
  telas: {
    path: "/telas",
    name: "Telas y acrobacia aérea",
    status: "building",
    menu: { menu: "deportes", order: 80 },
    footer: 130,
  },
  tenisPaleta: {
    path: "/tenis-paleta",
    name: "Tenis Paleta",
    status: "building",
    menu: { menu: "deportes", order: 90 },
    footer: 140,
  },
  tenisMesa: {
    path: "/tenis-mesa",
    name: "Tenis de Mesa",
    status: "ready",
    menu: { menu: "deportes", order: 100 },
  },
  funcional: {
    path: "/funcional",
    name: "Entrenamiento funcional y GAP",
    status: "building",
    menu: { menu: "deportes", order: 110 },
    footer: 150,
  },
  colonia: {
    path: "/colonia",
    name: "Colonia de Vacaciones",
    status: "building",
    menu: { menu: "actividades", order: 10 },
    footer: 80,
  },
  zumba: {
    path: "/zumba",
    name: "Zumba",
    status: "ready",
    menu: { menu: "actividades", order: 20 },
    footer: 90,
  },
  pilates: {
    path: "/pilates",
    name: "Pilates",
    status: "building",
    menu: { menu: "actividades", order: 30 },
    footer: 100,
  },
  yoga: {
    path: "/yoga",
    name: "Yoga",
    status: "building",
    menu: { menu: "actividades", order: 40 },
    footer: 110,
  },
  efectoMariposa: {
    path: "/efecto-mariposa",
    name: "Efecto Mariposa",
    status: "building",
    menu: { menu: "actividades", order: 50 },
    footer: 120,
  },
} as const satisfies Record<string, ActivityEntry>;

/** An activity's key. */
export type ActivityId = keyof typeof ACTIVITIES;

/** An entry with its key. */
export type Activity = ActivityEntry & { id: ActivityId };

/** Every activity, with its key, in the registry's order. */
export const ACTIVITY_LIST: readonly Activity[] = Object.entries(ACTIVITIES).map(([id, entry]) => ({
  ...(entry as ActivityEntry),
  id: id as ActivityId,
}));

/** The activity whose page is at `pathname` (its canonical path or an alias). */
export function activityAt(pathname: string): Activity | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return ACTIVITY_LIST.find((activity) => activity.path === path || activity.aliases?.includes(path));
}
