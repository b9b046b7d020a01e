/**
 * The activities: `actividades/<id>.md`, one file per sport or activity, front matter
 * and Markdown text. Each gives a page, its places in the menus, the footer and the
 * site's lists, and its timetable (docs/architecture.md#activities). The file's name is
 * the activity's id; its address is `ruta`, or `/<id>`.
 */
import { join } from "node:path";
import type {
  ActivityDetails,
  ActivityEntry,
  ActivityListing,
  ActivityPageContent,
  Timetable,
} from "../activities/types.ts";
import type { SingleImage } from "../types.ts";
import { checkAgainst } from "./check.ts";
import { type PhotoSources, photoAt } from "./images.ts";
import { micromarkHtml } from "./markdown.ts";
import { collectionFiles, displayPath } from "./paths.ts";
import { ContentProblem } from "./problem.ts";
import { readActivityPage } from "./read-activity-page.ts";
import { type MainSport, readMainSport } from "./read-main-sport.ts";
import { markdownFile } from "./read-once.ts";
import { claimedPathProblem } from "./reserved-paths.ts";
import { ACTIVIDAD, type Actividad } from "./schemas.ts";
import type { TeamSport } from "./types-results.ts";
import { formatWeekdays, weekdayOf } from "./weekdays.ts";

/** One activity, read: what the header, the lists and its page each take. */
export interface ActivityFile {
  entry: ActivityEntry;
  listing: ActivityListing;
  details: ActivityDetails;
  /** Its page's own sections (`pagina`), drafts only when asked. */
  design?: ActivityPageContent;
  /** Its card among the main sports of Deportes y actividades (`deporte_principal`). */
  mainSport?: MainSport;
  /** A team that plays matches of this sport (`deporte_de_equipo`): it posts results. */
  teamSport?: TeamSport;
}

export interface ReadActivitiesOptions extends PhotoSources {
  /** Keep the unpublished parts of the pages (the dev server), marked as drafts. */
  drafts: boolean;
}

const filled = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

function timetables(horarios: Actividad["horarios"]): Timetable[] {
  return (horarios ?? []).map((table) => ({
    caption: table.titulo,
    rows: table.filas.map((row) => {
      const weekdays = [...new Set(row.dias.map(weekdayOf))].sort((a, b) => a - b);
      return {
        group: row.grupo,
        days: formatWeekdays(weekdays),
        hours: row.horas,
        weekdays,
        ...(filled(row.nota) ? { note: filled(row.nota) } : {}),
      };
    }),
  }));
}

function photosOf(activity: Actividad, name: string, options: ReadActivitiesOptions): SingleImage[] {
  return (activity.fotos ?? []).map((foto, index) => ({
    ...photoAt(
      foto.imagen,
      { file: name, field: `fotos[${index + 1}].imagen`, folder: "actividades" },
      options,
    ),
    alt: foto.texto_alternativo.trim(),
  }));
}

/** The file's fields as the site's shapes; `id` is its name. */
function shape(id: string, activity: Actividad, html: string, photos: SingleImage[]): ActivityFile {
  const path = filled(activity.ruta) ?? `/${id}`;
  const aliases = activity.otras_rutas ?? [];
  const group = filled(activity.grupo) as NonNullable<ActivityEntry["menu"]>["group"];
  const label = filled(activity.etiqueta_menu);
  const schedule = timetables(activity.horarios);
  const { valores, portada } = activity;
  return {
    entry: {
      id,
      path,
      ...(aliases.length ? { aliases } : {}),
      name: activity.nombre,
      ...(activity.menu === "ninguno"
        ? {}
        : {
            menu: {
              menu: activity.menu,
              ...(group ? { group } : {}),
              ...(label ? { label } : {}),
              order: activity.orden,
            },
          }),
      ...(activity.pie === undefined ? {} : { footer: activity.pie }),
      ...(activity.publicado ? {} : { draft: true as const }),
    },
    listing: {
      summary: activity.resumen.trim(),
      ...(schedule.length ? { schedule } : {}),
      ...(valores
        ? {
            valores: {
              order: valores.orden,
              ...(filled(valores.nombre) ? { name: filled(valores.nombre) } : {}),
              ...(filled(valores.nota) ? { note: filled(valores.nota) } : {}),
            },
          }
        : {}),
      ...(portada
        ? {
            home: {
              order: portada.orden,
              ...(filled(portada.nombre) ? { name: filled(portada.nombre) } : {}),
              ...(filled(portada.ruta) ? { path: filled(portada.ruta) } : {}),
              ...(filled(portada.resumen) ? { summary: filled(portada.resumen) } : {}),
            },
          }
        : {}),
      ...(activity.complementaria === undefined ? {} : { complementary: activity.complementaria }),
    },
    details: {
      ...(filled(activity.para_quien) ? { forWhom: filled(activity.para_quien) } : {}),
      ...(filled(activity.lugar) ? { place: filled(activity.lugar) } : {}),
      ...(filled(activity.profes) ? { coaches: filled(activity.profes) } : {}),
      ...(filled(activity.cuota) ? { fee: filled(activity.cuota) } : {}),
      whatsappText: filled(activity.consulta_whatsapp) ?? `Hola, quiero información sobre ${activity.nombre}`,
      photos,
      html,
    },
    ...(activity.deporte_de_equipo ? { teamSport: activity.deporte_de_equipo } : {}),
  };
}

/** Two files may not claim one address: the second is named with the first. */
function checkPaths(files: Array<{ name: string; activity: ActivityFile }>) {
  const owners = new Map<string, string>();
  for (const { name, activity } of files) {
    const own = `actividades/${activity.entry.id}.md`;
    for (const path of [activity.entry.path, ...(activity.entry.aliases ?? [])]) {
      const reserved = claimedPathProblem(path);
      if (reserved) throw new ContentProblem(name, reserved);
      const owner = owners.get(path);
      if (owner) {
        throw new ContentProblem(
          name,
          `la dirección ${path} ya es de otra actividad (${owner}): elegí otra en "ruta"`,
        );
      }
      owners.set(path, own);
    }
  }
}

/**
 * Every activity, the unpublished ones marked as drafts (their pages' drafted parts only
 * when asked), in file-name order: a match result names its team whether or not the
 * team's page is published yet. Every file is checked, drafts too.
 */
export function readEveryActivity(dir: string, options: ReadActivitiesOptions): ActivityFile[] {
  const read: Array<{ name: string; activity: ActivityFile }> = [];
  for (const { id, file } of collectionFiles(join(dir, "actividades"), ".md")) {
    const name = displayPath(file);
    const { data, body } = markdownFile(file);
    const activity = checkAgainst(ACTIVIDAD, data, name);
    const html = body.trim() ? micromarkHtml(body, name, 'usá el campo "fotos" de la actividad') : "";
    const shaped = shape(id, activity, html, photosOf(activity, name, options));
    if (activity.pagina) shaped.design = readActivityPage(activity.pagina, { ...options, file: name });
    if (activity.deporte_principal) {
      shaped.mainSport = readMainSport(activity.deporte_principal, { ...options, file: name });
    }
    read.push({ name, activity: shaped });
  }
  checkPaths(read);
  return read.map(({ activity }) => activity);
}

/** The activities the site shows, in file-name order: drafts only when asked. */
export const shownActivities = (every: readonly ActivityFile[], { drafts }: { drafts: boolean }) =>
  every.filter((activity) => drafts || !activity.entry.draft);
