/**
 * The club's news, newest first. The home page shows the first three; /novedades
 * shows them all, a few at a time ("Cargar más noticias"); each has its own page at
 * `/novedades/<id>`, with its full story in `news-stories.ts` (apart, so the cards'
 * pages do not carry every story in their code).
 */
import type { SingleImage } from "../components/responsive-image.tsx";
import {
  basquetEquipoPhoto,
  gimnasiaGrupoPhoto,
  judoProfesoresPhoto,
  sedeFachadaPhoto,
  voleyEquipoPhoto,
} from "./club-photos.ts";
import { newsPath } from "./news-path.ts";

export { newsPath };

export interface NewsItem {
  /** Stable id: the page's address (`/novedades/<id>`), keys and anchors. Never change a published one. */
  id: string;
  /** Publication date, ISO (`2026-11-15`). */
  date: string;
  /** Section of the club it belongs to ("Básquet", "Institucional"). */
  category: string;
  /** Icon shown on the card: one of the names the card component knows. */
  icon: "trophy" | "calendar" | "heart" | "users" | "star" | "megaphone";
  title: string;
  /** The summary on the cards, and the page's description for search engines and link previews. */
  description: string;
  /** The club's photo when one fits the story, else the sport's drawing (its alt says so). */
  image: SingleImage;
}

/** A sport's 4:3 drawing, for news the club has no photo of. */
const drawing = (path: string, alt: string, width = 800, height = 600): SingleImage => ({
  src: path,
  width,
  height,
  alt,
});

/** The news item whose page is at `pathname`, if any. */
export function newsAt(pathname: string): NewsItem | undefined {
  const path = pathname.replace(/\/+$/, "");
  return NEWS.find((item) => newsPath(item) === path);
}

export const NEWS: readonly NewsItem[] = [
  {
    id: "colonia-2027-inscripciones",
    date: "2026-11-15",
    category: "Colonia",
    icon: "calendar",
    title: "Abrieron las inscripciones para la Colonia de Vacaciones",
    description:
      "Pileta, deportes y juegos todo el verano. Inscribite en la secretaría del club o escribinos por WhatsApp.",
    image: /* @__PURE__ */ drawing(
      "/images/sports/colonia.svg",
      "Ilustración de un día de sol en la pileta, con sombrilla y pelota de playa",
    ),
  },
  {
    id: "basquet-federal-segundo-puesto",
    date: "2026-11-08",
    category: "Básquet",
    icon: "trophy",
    title: "El equipo de Liga Federal cerró la fase regular en el segundo puesto",
    description:
      "Catorce victorias en dieciséis partidos y la clasificación a la siguiente fase. ¡Vamos CASA!",
    image: basquetEquipoPhoto,
  },
  {
    id: "donacion-de-sangre-noviembre",
    date: "2026-11-01",
    category: "Acción Social",
    icon: "heart",
    title: "Nueva colecta de sangre en el club",
    description:
      "Cada donante puede salvar hasta 4 vidas. Acercate al salón del club y sumate a la colecta trimestral.",
    image: /* @__PURE__ */ drawing(
      "/images/pages/accion-social-sangre.svg",
      "Ilustración de una gota de sangre con una cruz blanca y dos corazones",
      400,
      300,
    ),
  },
  {
    id: "voley-tira-a-campeonato",
    date: "2026-10-25",
    category: "Vóley",
    icon: "star",
    title: "La Tira A sigue firme en la punta del torneo metropolitano",
    description: "Otra victoria de local y el equipo suma confianza para el cierre de la temporada.",
    image: voleyEquipoPhoto,
  },
  {
    id: "gimnasia-ritmica-muestra",
    date: "2026-10-18",
    category: "Gimnasia Rítmica",
    icon: "users",
    title: "Muestra anual de Gimnasia Rítmica",
    description: "Las gimnastas del club, desde los 4 años, presentaron sus coreografías ante sus familias.",
    image: gimnasiaGrupoPhoto,
  },
  {
    id: "judo-torneo-metropolitano",
    date: "2026-10-11",
    category: "Judo",
    icon: "trophy",
    title: "Medallas para el judo del club en el torneo metropolitano",
    description: "Chicos y adultos de la escuela de judo subieron al podio en varias categorías.",
    image: judoProfesoresPhoto,
  },
  {
    id: "asamblea-socios",
    date: "2026-10-04",
    category: "Institucional",
    icon: "megaphone",
    title: "Asamblea anual de socios",
    description:
      "La Comisión Directiva presentó la memoria y el balance del ejercicio. ¡Gracias a todos los que vinieron!",
    image: sedeFachadaPhoto,
  },
  {
    id: "tenis-de-mesa-juego-libre",
    date: "2026-09-27",
    category: "Tenis de Mesa",
    icon: "calendar",
    title: "Más horarios de juego libre de Tenis de Mesa",
    description:
      "Lunes, miércoles y viernes de 20:00 a 22:30 y sábados de 14:00 a 18:00. Las paletas las presta el club.",
    image: /* @__PURE__ */ drawing(
      "/images/sports/tenis-mesa.svg",
      "Ilustración de una paleta y una pelota de tenis de mesa sobre la mesa",
    ),
  },
];
