import { schedule, video } from "virtual:contenido/pagina/zumba";
import type { Timetable } from "./activities/types.ts";

/**
 * Everything Zumba's own page says and shows, in the order of the page: a page of its
 * own because it opens with the class video (pages/zumba.tsx).
 */
export interface ZumbaContent {
  lead: string;
  videoTitle: string;
  video: {
    /**
     * The class video, a file of the site (`/videos/clase.mp4`, H.264, a few MB at
     * most) named in `content/embebidos.yml` (`zumba.video`); none until the club
     * publishes one, and the page says where to see the classes instead. With
     * `preload="none"` nothing is fetched until the visitor plays.
     */
    src?: string;
    type: string;
    /** Still shown before playing: a local image, never a third-party request. */
    poster: string;
    width: number;
    height: number;
    /** Accessible name of the player. */
    label: string;
  };
  /** The original site's text for browsers without video support, verbatim. */
  videoFallback: string;
  /** Shown instead of the player while there is no video, and when the file cannot be played. */
  videoUnavailable: string;
  introTitle: string;
  intro: readonly string[];
  scheduleTitle: string;
  /** Its timetable (`content/horarios/zumba.yml`); none while the club has not published one. */
  schedule?: Timetable;
  scheduleNote: string;
  socialTitle: string;
  socialText: string;
  social: string;
}

export const ZUMBA: ZumbaContent = {
  lead: "Baile, ritmo y mucha energía: lunes, miércoles y viernes a las 20:00, para todas las edades.",
  videoTitle: "Mirá una clase",
  video: {
    src: video,
    type: "video/mp4",
    poster: "/images/pages/zumba-poster.svg",
    width: 1280,
    height: 720,
    label: "Video de una clase de zumba en el club",
  },
  videoFallback: "Tu navegador no soporta el elemento de video.",
  videoUnavailable:
    "El video todavía no está disponible. Mientras tanto, mirá las clases en nuestro Instagram.",
  introTitle: "¿Qué es la zumba?",
  intro: [
    "La zumba es una clase de baile y ejercicio con ritmos latinos: cumbia, salsa, merengue, reggaetón y mucho más. Se baila en grupo, siguiendo a la profe, y sin necesidad de saber bailar.",
    "Es una forma divertida de mejorar el estado físico, quemar calorías y liberar el estrés. Cada uno la hace a su ritmo, así que es ideal para todas las edades.",
  ],
  scheduleTitle: "Horarios",
  schedule,
  scheduleNote: "Traé ropa cómoda, zapatillas y una botella de agua.",
  socialTitle: "Seguinos en las redes",
  socialText: "Videos de las clases, coreografías nuevas y las novedades de la actividad.",
  social: "Seguinos en Instagram",
};
