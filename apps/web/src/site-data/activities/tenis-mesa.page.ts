import type { GalleryImage } from "../gallery.ts";
import type { ActivityPageContent } from "./types.ts";

const photo = (n: number, alt: string): GalleryImage => ({ src: `/images/gallery/tenis-mesa-${n}.svg`, alt });
const lead =
  "Clases para todos los niveles, juego libre y un equipo federado: vení a jugar al ping-pong al club.";

/** The tenis mesa page, section by section (shown by pages/activity.tsx). */
export const page = {
  lead,
  description: lead,
  intro: {
    title: "Nuestra historia",
  },
  schedule: {
    title: "Entrenamientos",
    // Linked from elsewhere as `/tenis-mesa#entrenamientos`.
    id: "entrenamientos",
    // Trial class free, paddles lent (docs/product.md#activity-pages).
    facts: {
      items: ["La clase de prueba es gratis.", "El club presta las paletas: solo traé ganas de jugar."],
      strong: true,
    },
  },
  gallery: {
    title: "Galería",
    lead: "Clases, juego libre y torneos. Tocá una foto para verla en grande.",
    label: "Fotos de tenis de mesa",
    images: [
      photo(1, "Una mesa de tenis de mesa azul vista desde arriba, con la red y una pelota blanca"),
      photo(2, "Dos paletas cruzadas, una roja y una negra, con una pelota encima"),
      photo(3, "Un jugador con el brazo en alto a punto de sacar"),
      photo(4, "La trayectoria curva de una pelota que cruza la red"),
      photo(5, "Dos jugadores se enfrentan en los extremos de la mesa durante un punto"),
      photo(6, "Un canasto lleno de pelotas blancas y naranjas para la práctica"),
      photo(7, "Un tablero marca el tanteador de un partido: once a nueve"),
      photo(8, "Una profesora le muestra a un chico cómo tomar la paleta"),
      photo(9, "Un partido de dobles con cuatro jugadores alrededor de la mesa"),
      photo(10, "Una copa dorada sobre la mesa después de un torneo"),
      photo(11, "Varias mesas en el salón del club durante el juego libre de la noche"),
      photo(12, "Primer plano de una pelota rebotando con su sombra sobre la mesa"),
      photo(13, "Un jugador devuelve de revés con el cuerpo inclinado"),
      photo(14, "La red de la mesa vista de costado, con el soporte y la pelota"),
      photo(15, "Un cuadro de torneo con los cruces de los partidos hasta la final"),
      photo(16, "Un grupo de jugadores del club posa con sus paletas al final de la práctica"),
    ],
  },
  cta: {
    id: "tenis-mesa-redes",
    title: "Seguí al tenis de mesa del club",
    text: "Resultados, torneos y novedades de los horarios, en nuestras redes.",
    actions: [
      { kind: "instagram", label: "Seguinos en Instagram" },
      { kind: "prices", label: "Ver valores y días" },
    ],
  },
} satisfies ActivityPageContent;
