import { phone } from "../../lib/icon-paths.ts";
import type { ActivityPageContent } from "./types.ts";

/** The aikido page, section by section (shown by pages/activity.tsx). */
export const page = {
  lead: "El arte marcial de la armonía: defensa personal sin competencia, para adultos desde los 16 años.",
  intro: {
    title: "¿Qué es el aikido?",
    image: {
      src: "/images/pages/aikido.svg",
      alt: "Ilustración de dos aikidocas con hakama: uno guía el ataque del otro en un movimiento circular",
      width: 600,
      height: 450,
    },
  },
  schedule: {
    title: "Horarios",
    // Who can join and the free first class (docs/product.md#activity-pages).
    facts: {
      items: [
        "Todos los niveles, en la misma clase.",
        "Para adultos desde los 16 años.",
        "La primera clase es gratis.",
      ],
    },
  },
  about: {
    title: "Quién da las clases",
    paragraphs: [
      "Las clases están a cargo de un instructor cinturón negro, con muchos años de práctica y de enseñanza en dojos de la zona.",
      "Su clase combina técnica, trabajo de respiración y mucha paciencia: cada alumno avanza a su ritmo, acompañado por los practicantes más avanzados del grupo.",
    ],
  },
  cta: {
    id: "aikido-clase",
    title: "¿Querés probar una clase?",
    text: "Llamanos y coordinamos tu primera clase gratis.",
    actions: [
      { kind: "call", label: "Llamar al club", icon: phone },
      { kind: "home", label: "Volver al Inicio" },
    ],
    inline: true,
  },
} satisfies ActivityPageContent;
