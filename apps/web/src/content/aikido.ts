import { CLUB } from "./club.ts";
import { SCHEDULES } from "./schedules.ts";
import type { ScheduleRow } from "./types.ts";

/** Everything the Aikido page says and shows, in the order of the page. */
export interface AikidoContent {
  lead: string;
  introTitle: string;
  intro: readonly string[];
  /** The page's picture: original artwork until the club has photos. */
  image: { src: string; alt: string; width: number; height: number };
  scheduleTitle: string;
  scheduleCaption: string;
  schedule: readonly ScheduleRow[];
  /** Who can join and the free first class (spec, section 9). */
  facts: readonly string[];
  instructorTitle: string;
  instructor: readonly string[];
  ctaTitle: string;
  ctaText: string;
  call: string;
  /** `tel:` address of the club's phone. */
  phoneHref: string;
  home: string;
}

export const AIKIDO: AikidoContent = {
  lead: "El arte marcial de la armonía: defensa personal sin competencia, para adultos desde los 16 años.",
  introTitle: "¿Qué es el aikido?",
  intro: [
    "El aikido es un arte marcial japonés que busca neutralizar un ataque sin dañar a quien lo hace: en lugar de chocar con la fuerza del otro, la acompaña y la redirige con movimientos circulares, proyecciones e inmovilizaciones.",
    "No hay torneos ni rivales: cada práctica es un trabajo en pareja donde se aprende a atacar, a defenderse y a caer con seguridad. Por eso es ideal para empezar a cualquier edad adulta y con cualquier estado físico.",
  ],
  image: {
    src: "/images/pages/aikido.svg",
    alt: "Ilustración de dos aikidocas con hakama: uno guía el ataque del otro en un movimiento circular",
    width: 600,
    height: 450,
  },
  scheduleTitle: "Horarios",
  scheduleCaption: "Clases de aikido",
  schedule: SCHEDULES.aikido,
  facts: [
    "Todos los niveles, en la misma clase.",
    "Para adultos desde los 16 años.",
    "La primera clase es gratis.",
  ],
  instructorTitle: "Quién da las clases",
  instructor: [
    "Las clases están a cargo de un instructor cinturón negro, con muchos años de práctica y de enseñanza en dojos de la zona.",
    "Su clase combina técnica, trabajo de respiración y mucha paciencia: cada alumno avanza a su ritmo, acompañado por los practicantes más avanzados del grupo.",
  ],
  ctaTitle: "¿Querés probar una clase?",
  ctaText: "Llamanos y coordinamos tu primera clase gratis.",
  call: "Llamar al club",
  phoneHref: `tel:${CLUB.phone.replace(/[^\d+]/g, "")}`,
  home: "Volver al Inicio",
};
