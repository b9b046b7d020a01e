/**
 * The club's news, newest first. The home page shows the first three; /novedades
 * shows them all, a few at a time ("Cargar más noticias"); each has its own page at
 * `/novedades/<id>`.
 */
import type { SingleImage } from "../components/responsive-image.tsx";
import { CLUB_PHOTOS } from "./club-photos.ts";

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
  /** The full story, one string per paragraph. */
  body: readonly string[];
  /**
   * `false`: the body was written for the site from the summary, and the club should
   * check its details before they are taken as the club's word (see the README).
   */
  bodyChecked: boolean;
}

/** A sport's 4:3 drawing, for news the club has no photo of. */
const drawing = (path: string, alt: string, width = 800, height = 600): SingleImage => ({
  src: path,
  width,
  height,
  alt,
});

/** The page of a news item. */
export const newsPath = (item: Pick<NewsItem, "id">) => `/novedades/${item.id}`;

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
    image: drawing(
      "/images/sports/colonia.svg",
      "Ilustración de un día de sol en la pileta, con sombrilla y pelota de playa",
    ),
    body: [
      "Ya están abiertas las inscripciones para la Colonia de Vacaciones del club. Como cada verano, los chicos y las chicas van a tener pileta, deportes y juegos al aire libre, en grupos armados por edad y con profes del club.",
      "Para anotarte, acercate a la secretaría en el horario de atención o escribinos por WhatsApp desde el formulario de contacto del sitio, y te pasamos los días, los horarios y los valores de la temporada.",
      "Los cupos de cada grupo son limitados, así que te recomendamos no dejarlo para último momento. ¡Te esperamos para pasar un verano bárbaro en el club!",
    ],
    bodyChecked: false,
  },
  {
    id: "basquet-federal-segundo-puesto",
    date: "2026-11-08",
    category: "Básquet",
    icon: "trophy",
    title: "El equipo de Liga Federal cerró la fase regular en el segundo puesto",
    description:
      "Catorce victorias en dieciséis partidos y la clasificación a la siguiente fase. ¡Vamos CASA!",
    image: CLUB_PHOTOS.basquetEquipo,
    body: [
      "Nuestro equipo de Liga Federal terminó la fase regular en el segundo puesto de su zona, con catorce victorias en dieciséis partidos, y se clasificó a la siguiente fase del torneo.",
      "Fue una primera rueda de mucho trabajo, con un plantel que mezcla jugadores formados en las inferiores del club y refuerzos que se sumaron al proyecto. El gimnasio se llenó partido a partido, y el aliento de la gente se sintió en cada cierre ajustado.",
      "Ahora viene lo más lindo. Seguí la tabla y los próximos partidos en la página de Básquet Federal, y vení a alentar al equipo de local. ¡Vamos CASA!",
    ],
    bodyChecked: false,
  },
  {
    id: "donacion-de-sangre-noviembre",
    date: "2026-11-01",
    category: "Acción Social",
    icon: "heart",
    title: "Nueva colecta de sangre en el club",
    description:
      "Cada donante puede salvar hasta 4 vidas. Acercate al salón del club y sumate a la colecta trimestral.",
    image: drawing(
      "/images/pages/accion-social-sangre.svg",
      "Ilustración de una gota de sangre con una cruz blanca y dos corazones",
      400,
      300,
    ),
    body: [
      "El club vuelve a abrir su salón para una nueva colecta de sangre, como hace cada trimestre junto al equipo de hemoterapia que nos acompaña.",
      "Donar lleva poco tiempo y cada donante puede salvar hasta cuatro vidas. Si tenés entre 16 y 65 años, pesás más de 50 kilos y te sentís bien, podés sumarte: vení desayunado y con tu documento.",
      "Si tenés dudas sobre si podés donar, escribinos y te ponemos en contacto con el equipo de la colecta. ¡Gracias a todos los socios y vecinos que se suman cada vez!",
    ],
    bodyChecked: false,
  },
  {
    id: "voley-tira-a-campeonato",
    date: "2026-10-25",
    category: "Vóley",
    icon: "star",
    title: "La Tira A sigue firme en la punta del torneo metropolitano",
    description: "Otra victoria de local y el equipo suma confianza para el cierre de la temporada.",
    image: CLUB_PHOTOS.voleyEquipo,
    body: [
      "La Tira A sumó otra victoria jugando en el gimnasio del club y sigue en lo más alto de la tabla del torneo metropolitano.",
      "El equipo llega al cierre de la temporada con confianza y con el apoyo de la gente, que acompaña en cada partido de local. Cada punto se festeja en la red como se ve en la foto.",
      "Podés seguir la tabla y los próximos partidos en la página de Vóley del sitio. ¡Te esperamos en la tribuna!",
    ],
    bodyChecked: false,
  },
  {
    id: "gimnasia-ritmica-muestra",
    date: "2026-10-18",
    category: "Gimnasia Rítmica",
    icon: "users",
    title: "Muestra anual de Gimnasia Rítmica",
    description: "Las gimnastas del club, desde los 4 años, presentaron sus coreografías ante sus familias.",
    image: CLUB_PHOTOS.gimnasiaGrupo,
    body: [
      "Las gimnastas del club presentaron sus coreografías en la muestra anual de Gimnasia Rítmica, ante un gimnasio lleno de familias y amigos.",
      "Participaron todos los grupos, desde las más chiquitas, de 4 años, hasta las más grandes, con cinta, aro y pelota. Fue el cierre de un año de mucho entrenamiento, elongación y trabajo en equipo.",
      "¡Felicitaciones a las gimnastas y a sus profes! Si querés sumarte a las clases, consultá los días y horarios en Valores y Días o escribinos.",
    ],
    bodyChecked: false,
  },
  {
    id: "judo-torneo-metropolitano",
    date: "2026-10-11",
    category: "Judo",
    icon: "trophy",
    title: "Medallas para el judo del club en el torneo metropolitano",
    description: "Chicos y adultos de la escuela de judo subieron al podio en varias categorías.",
    image: CLUB_PHOTOS.judoProfesores,
    body: [
      "La escuela de judo del club volvió del torneo metropolitano con medallas en varias categorías, tanto en infantiles como en adultos.",
      "Más allá de los resultados, fue una jornada de mucho aprendizaje para los judocas que compitieron por primera vez, acompañados por sus profes y sus familias.",
      "Las clases de judo son para chicos y adultos, y la primera clase de prueba es gratis. Mirá los horarios en la página de Judo y vení a conocer el dojo.",
    ],
    bodyChecked: false,
  },
  {
    id: "asamblea-socios",
    date: "2026-10-04",
    category: "Institucional",
    icon: "megaphone",
    title: "Asamblea anual de socios",
    description:
      "La Comisión Directiva presentó la memoria y el balance del ejercicio. ¡Gracias a todos los que vinieron!",
    image: CLUB_PHOTOS.sedeFachada,
    body: [
      "Se realizó en la sede del club la asamblea anual de socios, en la que la Comisión Directiva presentó la memoria y el balance del último ejercicio.",
      "Los socios presentes pudieron hacer sus preguntas y propuestas sobre las actividades, las obras y el día a día del club.",
      "Gracias a todos los que vinieron y participaron: el club lo hacemos entre todos. Si querés asociarte, podés hacerlo desde el portal de socios.",
    ],
    bodyChecked: false,
  },
  {
    id: "tenis-de-mesa-juego-libre",
    date: "2026-09-27",
    category: "Tenis de Mesa",
    icon: "calendar",
    title: "Más horarios de juego libre de Tenis de Mesa",
    description:
      "Lunes, miércoles y viernes de 20:00 a 22:30 y sábados de 14:00 a 18:00. Las paletas las presta el club.",
    image: drawing(
      "/images/sports/tenis-mesa.svg",
      "Ilustración de una paleta y una pelota de tenis de mesa sobre la mesa",
    ),
    body: [
      "Sumamos horarios de juego libre de Tenis de Mesa: lunes, miércoles y viernes de 20:00 a 22:30, y sábados de 14:00 a 18:00.",
      "Es una buena oportunidad para practicar, conocer a otros jugadores y pasar un buen rato en el club. No hace falta traer nada: las paletas las presta el club.",
      "Si querés empezar con clases, en la página de Tenis de Mesa encontrás los horarios para todos los niveles.",
    ],
    bodyChecked: false,
  },
];
