import { judoProfesoresPhoto } from "./club-photos.ts";
import type { GalleryImage } from "./gallery.ts";
import { SCHEDULES } from "./schedules.ts";
import type { ScheduleRow } from "./types.ts";

/** A value of a discipline, with a line that explains it. */
export interface Feature {
  title: string;
  description: string;
}

/** Everything the Judo page says and shows, in the order of the page. */
export interface JudoContent {
  lead: string;
  introTitle: string;
  intro: readonly string[];
  valuesTitle: string;
  values: readonly Feature[];
  scheduleTitle: string;
  scheduleCaption: string;
  schedule: readonly ScheduleRow[];
  /** The spec's "first trial class free". */
  trialClass: string;
  galleryTitle: string;
  galleryLead: string;
  /** Accessible name of the gallery and of its full-screen viewer. */
  galleryLabel: string;
  benefitsTitle: string;
  benefits: readonly string[];
  socialTitle: string;
  socialText: string;
  social: string;
  prices: string;
}

export const JUDO: JudoContent = {
  lead: "El camino de la suavidad: técnica, respeto y disciplina para chicos y adultos.",
  introTitle: "El judo en el club",
  intro: [
    "El judo es un arte marcial y un deporte olímpico nacido en Japón. Se basa en aprovechar la fuerza del compañero en lugar de oponerse a ella: proyecciones, controles en el piso y, sobre todo, aprender a caer sin lastimarse.",
    "En nuestro dojo entrenan chicos y adultos, principiantes y competidores, con profes que acompañan a cada uno a su ritmo, desde el cinturón blanco hasta el negro.",
  ],
  valuesTitle: "Los valores del judo",
  values: [
    {
      title: "Respeto",
      description: "Saludamos al entrar al tatami y a cada compañero: sin el otro no hay judo.",
    },
    { title: "Disciplina", description: "Constancia y esfuerzo en cada clase, dentro y fuera del dojo." },
    { title: "Autocontrol", description: "Aprender a manejar la fuerza, las emociones y la frustración." },
    {
      title: "Amistad",
      description: "Un grupo que se cuida y crece junto, de los más chicos a los más grandes.",
    },
  ],
  scheduleTitle: "Horarios",
  scheduleCaption: "Clases de judo",
  schedule: SCHEDULES.judo,
  trialClass: "La primera clase de prueba es gratis: vení con ropa cómoda y conocé el dojo.",
  galleryTitle: "Galería",
  galleryLead: "El dojo del club y, en dibujos, cómo se vive el judo. Tocá una imagen para verla en grande.",
  galleryLabel: "Fotos de judo",
  benefitsTitle: "Beneficios",
  benefits: [
    "Mejora la coordinación, el equilibrio y la flexibilidad.",
    "Fortalece todo el cuerpo y la resistencia.",
    "Enseña a caer sin lastimarse, algo útil para toda la vida.",
    "Da confianza y herramientas de defensa personal.",
    "Ayuda a concentrarse y a manejar el estrés.",
    "Suma amigos y un grupo de pertenencia.",
  ],
  socialTitle: "Seguí al judo del club",
  socialText: "Torneos, exámenes de cinturón y el día a día del dojo, en nuestras redes.",
  social: "Seguinos en Instagram",
  prices: "Ver valores y días",
};

/**
 * The gallery: the club's photo, then drawings (no more photos yet; their alt says they
 * are drawings). Apart from JUDO: the page gets it as data, not in its code.
 */
export const JUDO_GALLERY: readonly GalleryImage[] = [
  judoProfesoresPhoto,
  {
    src: "/images/gallery/judo-1.svg",
    alt: "Ilustración de dos judocas con judogi blanco que se saludan con una reverencia sobre el tatami",
  },
  {
    src: "/images/gallery/judo-2.svg",
    alt: "Ilustración de un judoca que proyecta a su compañero por el aire con una técnica de cadera",
  },
  {
    src: "/images/gallery/judo-3.svg",
    alt: "Ilustración de un grupo de chicos sentados en fila sobre el tatami que escuchan al profesor",
  },
  {
    src: "/images/gallery/judo-4.svg",
    alt: "Ilustración de cinturones de judo de distintos colores colgados en la pared del dojo",
  },
];
