import type { SingleImage } from "../components/responsive-image.tsx";
import { type Activity, activityAt } from "./activities.ts";
import { natacionGrupoPhoto } from "./club-photos.ts";

/** The copy of the under-construction and "Próximamente" pages. */
export const UNDER_CONSTRUCTION_COPY = {
  comingSoonHero: "Próximamente, página en construcción",
  buildingHero: "Página en construcción",
  cardTitle: "Página en Construcción",
  backHome: "Volver al Inicio",
  /** The card's text: it names the page's own activity and nothing else (PRODUCT.md, 4). */
  text: (name: string) =>
    `Estamos preparando la página de ${name}. Muy pronto vas a encontrar acá los horarios, los profes y las novedades. Mientras tanto, consultá los valores y días o escribinos y te contamos todo.`,
  pricesLink: "Ver Valores y Días",
  contactLink: "Contactanos",
  /** A decorative drawing for the card (cones and a barrier in the club's colours). */
  art: "/images/pages/en-construccion.svg",
} as const;

/** The club's photo of an activity whose page is still being written, by path. */
export const PHOTOS_IN_PROGRESS: Readonly<Record<string, SingleImage>> = {
  "/natacion": natacionGrupoPhoto,
};

/** Club pages that are still being written (they are not activities). */
const CLUB_PAGES_IN_PROGRESS: readonly Activity[] = [
  {
    path: "/comision",
    name: "Comisión Directiva",
    summary: "Quiénes forman la Comisión Directiva del club.",
    status: "building",
  },
  {
    path: "/instalaciones",
    name: "Nuestras Instalaciones",
    summary: "Canchas, pileta, gimnasio y salones del club.",
    status: "building",
  },
];

/** The page in progress at `pathname`, or `undefined` if that path has its own page. */
export function pageInProgressAt(pathname: string): Activity | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  const page = CLUB_PAGES_IN_PROGRESS.find((p) => p.path === path) ?? activityAt(path);
  return page && page.status !== "ready" ? page : undefined;
}
