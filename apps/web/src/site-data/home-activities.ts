/** The activities carousel's slides (docs/product.md#home-page). */
import {
  basquetPartidoPhoto,
  gimnasiaGrupoPhoto,
  judoProfesoresPhoto,
  natacionGrupoPhoto,
  voleyEquipoPhoto,
} from "./club-photos.ts";
import type { ActivitySlideId, HomeIcon } from "./home.ts";
import type { SingleImage } from "./types.ts";

/** A sport's 4:3 artwork, where the club has no photo yet (the summer camp). */
const sportArt = (slug: string, alt: string): SingleImage => ({
  src: `/images/sports/${slug}.svg`,
  width: 800,
  height: 600,
  alt,
});

/** A slide of the activities carousel: the original site's activity slide. */
export interface ActivitySlide {
  title: string;
  subtitle: string;
  description: string;
  image: SingleImage;
  /** Exactly four short bullets. */
  features: readonly [Feature, Feature, Feature, Feature];
  link: string;
  buttonText: string;
}

interface Feature {
  icon: HomeIcon;
  text: string;
}

/** Each slide of the activities carousel; their order is `ACTIVITIES_CAROUSEL.slides` in `home.ts`. */
export const ACTIVITY_SLIDES: Record<ActivitySlideId, ActivitySlide> = {
  colonia: {
    title: "Colonia de Vacaciones",
    subtitle: "El verano se vive en el club",
    description: "Pileta, deportes y juegos para que chicos y chicas disfruten las vacaciones con amigos.",
    image: sportArt("colonia", "Ilustración de un día de sol en la pileta, con sombrilla y pelota de playa"),
    features: [
      { icon: "sun", text: "Pileta todos los días" },
      { icon: "users", text: "Grupos por edad" },
      { icon: "star", text: "Deportes y juegos recreativos" },
      { icon: "calendar", text: "Inscripciones desde noviembre" },
    ],
    link: "/#contacto",
    buttonText: "Consultá por la colonia",
  },
  basquet: {
    title: "Básquet",
    subtitle: "Liga Federal e inferiores",
    description:
      "El deporte de la casa: un primer equipo que compite en la Liga Federal y divisiones formativas.",
    image: basquetPartidoPhoto,
    features: [
      { icon: "trophy", text: "Primer equipo en la Liga Federal" },
      { icon: "users", text: "Inferiores Tira A, B y Flex" },
      { icon: "clock", text: "Mayores: lunes, miércoles y viernes de 21:00 a 23:00" },
      { icon: "check", text: "La tabla de la liga, en el sitio" },
    ],
    link: "/basquet",
    buttonText: "Ver básquet",
  },
  voley: {
    title: "Vóley",
    subtitle: "Primera División, Tira A y Tira B",
    description: "Competimos en la Federación Metropolitana y formamos a los que vienen en nuestra escuela.",
    image: voleyEquipoPhoto,
    features: [
      { icon: "trophy", text: "Torneos de la Federación Metropolitana" },
      { icon: "clock", text: "Primera: lunes, miércoles y viernes de 20:30 a 22:30" },
      { icon: "users", text: "Escuela de 8 a 12 años" },
      { icon: "calendar", text: "Escuela: martes y jueves de 17:30 a 19:00" },
    ],
    link: "/voley",
    buttonText: "Ver vóley",
  },
  gimnasia: {
    title: "Gimnasia Rítmica",
    subtitle: "Desde los 4 años",
    description: "Elongación, coordinación y expresión con cinta, aro y pelota, a cada edad su ritmo.",
    image: gimnasiaGrupoPhoto,
    features: [
      { icon: "users", text: "Grupos por edad y nivel" },
      { icon: "star", text: "Elongación y coordinación" },
      { icon: "heart", text: "Cinta, aro y pelota" },
      { icon: "trophy", text: "Muestra anual para las familias" },
    ],
    link: "/gimnasia",
    buttonText: "Ver gimnasia rítmica",
  },
  pileta: {
    title: "Pileta",
    subtitle: "Natación y aquagym",
    description:
      "Aprender a nadar, mejorar la técnica o moverse en el agua sin impacto: la pileta es para todos.",
    image: natacionGrupoPhoto,
    features: [
      { icon: "users", text: "Clases para todas las edades" },
      { icon: "star", text: "Técnica y perfeccionamiento" },
      { icon: "heart", text: "Aquagym de bajo impacto" },
      { icon: "sun", text: "Natación gratuita para chicos del barrio" },
    ],
    link: "/natacion",
    buttonText: "Ver natación",
  },
  judo: {
    title: "Judo",
    subtitle: "Para chicos y adultos",
    description: "Disciplina, respeto y técnica en el tatami, con profes que acompañan cada paso.",
    image: judoProfesoresPhoto,
    features: [
      { icon: "clock", text: "Chicos: lunes, miércoles y viernes de 18:00 a 19:00" },
      { icon: "clock", text: "Adultos: lunes, miércoles y viernes de 19:00 a 20:30" },
      { icon: "check", text: "Primera clase de prueba gratis" },
      { icon: "heart", text: "Disciplina y respeto" },
    ],
    link: "/artes-marciales/judo",
    buttonText: "Ver judo",
  },
};
