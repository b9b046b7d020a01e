import { judoProfesoresPhoto } from "../club-photos.ts";
import type { ActivityPageContent } from "./types.ts";

const lead = "El camino de la suavidad: técnica, respeto y disciplina para chicos y adultos.";

/** The judo page, section by section (shown by pages/activity.tsx). */
export const page = {
  lead,
  description: lead,
  intro: {
    title: "El judo en el club",
    values: {
      title: "Los valores del judo",
      items: [
        {
          title: "Respeto",
          description: "Saludamos al entrar al tatami y a cada compañero: sin el otro no hay judo.",
        },
        { title: "Disciplina", description: "Constancia y esfuerzo en cada clase, dentro y fuera del dojo." },
        {
          title: "Autocontrol",
          description: "Aprender a manejar la fuerza, las emociones y la frustración.",
        },
        {
          title: "Amistad",
          description: "Un grupo que se cuida y crece junto, de los más chicos a los más grandes.",
        },
      ],
    },
  },
  schedule: {
    title: "Horarios",
    // The free first class (docs/product.md#activity-pages).
    callout: "La primera clase de prueba es gratis: vení con ropa cómoda y conocé el dojo.",
  },
  gallery: {
    title: "Galería",
    lead: "El dojo del club y, en dibujos, cómo se vive el judo. Tocá una imagen para verla en grande.",
    label: "Fotos de judo",
    // The teachers' photo first, then drawings (no more photos yet; their alt says they are drawings).
    images: [
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
    ],
  },
  benefits: {
    title: "Beneficios",
    items: [
      "Mejora la coordinación, el equilibrio y la flexibilidad.",
      "Fortalece todo el cuerpo y la resistencia.",
      "Enseña a caer sin lastimarse, algo útil para toda la vida.",
      "Da confianza y herramientas de defensa personal.",
      "Ayuda a concentrarse y a manejar el estrés.",
      "Suma amigos y un grupo de pertenencia.",
    ],
  },
  cta: {
    id: "judo-redes",
    title: "Seguí al judo del club",
    text: "Torneos, exámenes de cinturón y el día a día del dojo, en nuestras redes.",
    actions: [
      { kind: "instagram", label: "Seguinos en Instagram" },
      { kind: "prices", label: "Ver valores y días" },
    ],
  },
} satisfies ActivityPageContent;
