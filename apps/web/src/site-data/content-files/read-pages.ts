/**
 * The own words of three pages that list what other files say: the week, /horarios
 * (`horarios.yml`; its classes are the activities' timetables), the news list,
 * /novedades (`novedades.yml`; its items are the news files), and Valores y Días (in
 * `valores.yml`, beside the fee that read-club.ts reads; its days are the activities').
 */
import { join } from "node:path";
import { checkAgainst } from "./check.ts";
import { displayPath } from "./paths.ts";
import { yamlFile } from "./read-once.ts";
import { VALORES } from "./schemas.ts";
import { HORARIOS, NOVEDADES } from "./schemas-pages.ts";

/** /horarios' words. */
export interface WeekPageWords {
  /** For search results and link previews. */
  description: string;
  /** The line under the page's title. */
  lead: string;
}

/** /novedades' words. */
export interface NewsListWords {
  /** For search results and link previews, and the line under the page's title. */
  description: string;
}

export function readWeekPage(dir: string): WeekPageWords {
  const file = join(dir, "horarios.yml");
  const data = checkAgainst(HORARIOS, yamlFile(file), displayPath(file));
  return { description: data.descripcion.trim(), lead: data.entradilla.trim() };
}

export function readNewsList(dir: string): NewsListWords {
  const file = join(dir, "novedades.yml");
  const data = checkAgainst(NOVEDADES, yamlFile(file), displayPath(file));
  return { description: data.descripcion.trim() };
}

/** Valores y Días' own words (`valores.yml`, beside the fee): what the club says around the fee and the days. */
export interface ValuesPage {
  /** For search results and link previews, and the line under the page's title. */
  description: string;
  /** Under "Días y horarios". */
  daysLead: string;
  /** Under "La presentación completa". */
  presentationLead: string;
  /** The closing box, before its buttons. */
  invitation: { title: string; text: string };
}

export function readValuesPage(dir: string): ValuesPage {
  const file = join(dir, "valores.yml");
  const valores = checkAgainst(VALORES, yamlFile(file), displayPath(file));
  return {
    description: valores.descripcion.trim(),
    daysLead: valores.introduccion_dias.trim(),
    presentationLead: valores.introduccion_presentacion.trim(),
    invitation: { title: valores.invitacion.titulo.trim(), text: valores.invitacion.texto.trim() },
  };
}
