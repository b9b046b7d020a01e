/**
 * The club's news, newest first. The home page shows the first three; /novedades
 * shows them all, a few at a time ("Cargar más noticias").
 */
export interface NewsItem {
  /** Stable id, for keys and anchors. */
  id: string;
  /** Publication date, ISO (`2026-11-15`). */
  date: string;
  /** Section of the club it belongs to ("Básquet", "Institucional"). */
  category: string;
  /** Icon shown on the card: one of the names the card component knows. */
  icon: "trophy" | "calendar" | "heart" | "users" | "star" | "megaphone";
  title: string;
  description: string;
  /** Artwork for the card: a path under /images (sports artwork until the club has photos). */
  image: string;
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
    image: "/images/sports/colonia.svg",
  },
  {
    id: "basquet-federal-segundo-puesto",
    date: "2026-11-08",
    category: "Básquet",
    icon: "trophy",
    title: "El equipo de Liga Federal cerró la fase regular en el segundo puesto",
    description:
      "Catorce victorias en dieciséis partidos y la clasificación a la siguiente fase. ¡Vamos CASA!",
    image: "/images/sports/basquet.svg",
  },
  {
    id: "donacion-de-sangre-noviembre",
    date: "2026-11-01",
    category: "Acción Social",
    icon: "heart",
    title: "Nueva colecta de sangre en el club",
    description:
      "Cada donante puede salvar hasta 4 vidas. Acercate al salón del club y sumate a la colecta trimestral.",
    image: "/images/sports/natacion.svg",
  },
  {
    id: "voley-tira-a-campeonato",
    date: "2026-10-25",
    category: "Vóley",
    icon: "star",
    title: "La Tira A sigue firme en la punta del torneo metropolitano",
    description: "Otra victoria de local y el equipo suma confianza para el cierre de la temporada.",
    image: "/images/sports/voley.svg",
  },
  {
    id: "gimnasia-ritmica-muestra",
    date: "2026-10-18",
    category: "Gimnasia Rítmica",
    icon: "users",
    title: "Muestra anual de Gimnasia Rítmica",
    description: "Las gimnastas del club, desde los 4 años, presentaron sus coreografías ante sus familias.",
    image: "/images/sports/gimnasia.svg",
  },
  {
    id: "judo-torneo-metropolitano",
    date: "2026-10-11",
    category: "Judo",
    icon: "trophy",
    title: "Medallas para el judo del club en el torneo metropolitano",
    description: "Chicos y adultos de la escuela de judo subieron al podio en varias categorías.",
    image: "/images/sports/judo.svg",
  },
  {
    id: "asamblea-socios",
    date: "2026-10-04",
    category: "Institucional",
    icon: "megaphone",
    title: "Asamblea anual de socios",
    description:
      "La Comisión Directiva presentó la memoria y el balance del ejercicio. ¡Gracias a todos los que vinieron!",
    image: "/images/sports/basquet.svg",
  },
  {
    id: "tenis-de-mesa-juego-libre",
    date: "2026-09-27",
    category: "Tenis de Mesa",
    icon: "calendar",
    title: "Más horarios de juego libre de Tenis de Mesa",
    description:
      "Lunes, miércoles y viernes de 20:00 a 22:30 y sábados de 14:00 a 18:00. Las paletas las presta el club.",
    image: "/images/sports/tenis-mesa.svg",
  },
];
