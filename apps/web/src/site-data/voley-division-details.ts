import { divisions, joinUs, training } from "virtual:contenido/pagina/voley-division-detalles";
import type { CallToAction, TextBlock } from "./activities/types.ts";
import type { ScheduleRow } from "./types.ts";
import type { Picture, VolleyDivisionId } from "./voley.ts";

/** What follows a division page's table and next match: the team, and Primera's two cards. */
export interface VolleyDivisionDetails {
  /** None when its file has no published team text. */
  team?: TextBlock;
  photo: Picture;
  /** Primera only: its training card (one line: who, days, hours) and the federation card. */
  training?: { title: string; schedule: ScheduleRow };
  federation?: TextBlock;
}

/** How every division page closes: voley.md's `pagina.cierre` (Contactanos, Ver Valores). */
export const VOLLEY_JOIN_US: CallToAction | undefined = joinUs;

/**
 * The division's illustration, by its name as the page writes it. The name is passed,
 * not read from voley.ts: importing the page's own module from here would put it in a
 * file of its own.
 */
const photo = (id: VolleyDivisionId, name: string): Picture => ({
  src: `/images/league/voley-${id}.svg`,
  alt: `Ilustración del equipo de ${name} de vóley de CASA de Padua, de azul y dorado.`,
  width: 640,
  height: 400,
});

/** A division's texts from its file (`actividades/voley-<division>.md`, `pagina`). */
const texts = (id: VolleyDivisionId) => ({
  ...(divisions[id]?.team ? { team: divisions[id].team } : {}),
  ...(divisions[id]?.federation ? { federation: divisions[id].federation } : {}),
});

/**
 * Apart from the page's head (voley.ts): a static part of the page
 * (pages/voley/division-details.tsx), so none of this copy is in the page's first-load
 * JavaScript (docs/quality.md#web-budgets).
 */
export const VOLLEY_DIVISION_DETAILS: Readonly<Record<VolleyDivisionId, VolleyDivisionDetails>> = {
  primera: {
    photo: photo("primera", "Primera División"),
    ...texts("primera"),
    // The Primera line of the volleyball timetable (`actividades/voley.md`), so the
    // page says what Valores y Días says; no card if the timetable has none.
    ...(training ? { training: { title: "Entrenamientos", schedule: training } } : {}),
  },
  "tira-a": { photo: photo("tira-a", "Tira A"), ...texts("tira-a") },
  "tira-b": { photo: photo("tira-b", "Tira B"), ...texts("tira-b") },
};
