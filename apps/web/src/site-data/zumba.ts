import { page, schedule, video } from "virtual:contenido/pagina/zumba";
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
  /** Its timetable (`actividades/zumba.md`); none while the club has not published one. */
  schedule?: Timetable;
  /** A line under the timetable. */
  scheduleNote?: string;
  /** The closing call; none when zumba.md has no `pagina.cierre`. */
  socialTitle?: string;
  socialText?: string;
  /** The Instagram button's label. */
  social: string;
}

/** The page's texts: zumba.md's `pagina` (lead, intro, the line under the timetable, the closing call). */
const button = page?.cta?.actions[0];

export const ZUMBA: ZumbaContent = {
  lead: page?.lead ?? "",
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
  introTitle: page?.intro?.title ?? "",
  intro: page?.intro?.paragraphs ?? [],
  scheduleTitle: page?.schedule?.title ?? "Horarios",
  schedule,
  ...(page?.schedule?.callout ? { scheduleNote: page.schedule.callout } : {}),
  ...(page?.cta ? { socialTitle: page.cta.title, socialText: page.cta.text } : {}),
  social: button?.label ?? "Seguinos en Instagram",
};
