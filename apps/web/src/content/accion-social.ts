import { CLUB } from "./club.ts";
import type { PageCopy } from "./pages.ts";

/** One of the club's social initiatives (as the original site has it: id, title, image, alt, description, details). */
export interface Initiative {
  id: string;
  title: string;
  /** Artwork for the card, under /images/pages. */
  image: string;
  /** What the artwork shows. */
  alt: string;
  description: string;
  /** Its figures, as big numbers with their meaning. */
  figures: ReadonlyArray<{ value: string; label: string }>;
}

/** A way to help, in the volunteer section. */
export interface WayToHelp {
  title: string;
  description: string;
}

export const ACCION_SOCIAL_COPY = {
  intro:
    "El club es parte del barrio desde 1926, y el barrio es parte del club. Por eso, además del deporte, organizamos campañas solidarias junto a socios, familias y vecinos.",
  initiativesTitle: "Nuestras iniciativas",
  volunteerTitle: "Sumate como voluntario",
  volunteerLead: "Cada mano cuenta. Estas son las tres formas de ayudar:",
  collaborateTitle: "¿Querés colaborar?",
  collaborateText: "Escribinos y te contamos cómo sumarte a la próxima campaña.",
  collaborate: "Quiero colaborar",
} as const;

export const INITIATIVES: readonly Initiative[] = [
  {
    id: "inundaciones",
    title: "Campaña solidaria por las inundaciones",
    image: "/images/pages/accion-social-inundaciones.svg",
    alt: "Ilustración de cajas de donaciones con un corazón, apiladas junto a una gota de agua",
    description:
      "Cuando el agua golpeó a las familias de la zona, el club abrió sus puertas como centro de acopio: alimentos, agua, ropa y artículos de limpieza llegaron a quienes más los necesitaban.",
    figures: [{ value: "+3", label: "toneladas de ayuda reunidas" }],
  },
  {
    id: "donacion-de-sangre",
    title: "Colecta de donación de sangre",
    image: "/images/pages/accion-social-sangre.svg",
    alt: "Ilustración de una gota de sangre con una cruz blanca y un corazón dorado",
    description:
      "Junto al servicio de hemoterapia, el salón del club se convierte en puesto de extracción. Donar lleva menos de una hora y puede cambiarle la vida a alguien.",
    figures: [
      { value: "4", label: "vidas puede salvar cada donante" },
      { value: "+200", label: "donantes" },
      { value: "4", label: "colectas al año, una por trimestre" },
    ],
  },
  {
    id: "natacion-gratuita",
    title: "Natación gratuita para chicos",
    image: "/images/pages/accion-social-natacion.svg",
    alt: "Ilustración de chicos nadando en la pileta con flotadores y un sol dorado",
    description:
      "Chicos y chicas del barrio aprenden a nadar gratis en la pileta del club, con profes del club y el apoyo de socios que donan su tiempo.",
    figures: [
      { value: "+100", label: "chicos y chicas aprendieron a nadar" },
      { value: "2019", label: "el año en que empezó el programa" },
    ],
  },
];

export const WAYS_TO_HELP: readonly WayToHelp[] = [
  {
    title: "Donaciones",
    description:
      "Alimentos no perecederos, ropa, útiles o artículos de limpieza: acercalos a la secretaría en su horario de atención.",
  },
  {
    title: "Eventos",
    description:
      "Danos una mano para organizar y atender las colectas, las ferias y los festivales solidarios.",
  },
  {
    title: "Enseñanza",
    description:
      "Si sabés un deporte, un oficio o una materia, compartilo con los chicos en talleres y clases de apoyo.",
  },
];

/** Mail to the social action area, with the subject filled in. */
export const COLLABORATE_MAILTO = `mailto:${CLUB.email.social}?subject=${encodeURIComponent("Quiero colaborar con Acción Social")}`;

/** The page's title and description (tab, search results, link previews). */
export const ACCION_SOCIAL_PAGE: PageCopy = {
  title: "Acción Social",
  description: "Las campañas solidarias de CASA de Padua y cómo sumarte como voluntario.",
};
