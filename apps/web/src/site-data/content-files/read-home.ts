/**
 * The home page (`portada.yml`) and the club's history (`historia.yml`), checked and
 * shaped for their pages. What a file names elsewhere is checked here, each mistake one
 * Spanish line naming the file and the field: a highlight's timetable is its activity's
 * row (`horario_de`, `grupo`), never a copy; the membership cards take the fee and the
 * family discounts from `valores.yml`; the hero's photos are cropped by the image
 * pipeline (`planHeroCrops`). Node only.
 */
import { join } from "node:path";
import type { HomeIcon } from "../home.ts";
import type { ImageAsset } from "../types.ts";
import { checkAgainst } from "./check.ts";
import { type PhotoSources, photoAt } from "./images.ts";
import { displayPath } from "./paths.ts";
import { type HeroCrop, heroCropKey } from "./photo-plan.ts";
import { ContentProblem, quote } from "./problem.ts";
import type { ActivityFile } from "./read-activities.ts";
import { NEWS_ICONS } from "./read-news.ts";
import { yamlFile } from "./read-once.ts";
import { HISTORIA, type ICONOS_PORTADA, PORTADA } from "./schemas-home.ts";
import type { Membership } from "./types.ts";
import type { ActivitySlide, ClubFigures, HistoryPage, HomePage, MembershipPlan } from "./types-home.ts";

/** The club's facts a text may name; the page writes them (site-data/home-history.ts). */
const CLUB_FACT_PLACEHOLDERS = ["{fundacion}", "{año_del_nombre}", "{nombre}"] as const;

/** `text` when every `{…}` in it is one of the club's facts; else the file's line for `field`. */
function withKnownFacts(text: string, file: string, field: string): string {
  for (const [placeholder] of text.matchAll(/\{[^}]*\}/g)) {
    if (!(CLUB_FACT_PLACEHOLDERS as readonly string[]).includes(placeholder)) {
      throw new ContentProblem(
        file,
        `"${field}" usa ${placeholder}, que no es un dato del club (se pueden usar ${CLUB_FACT_PLACEHOLDERS.join(", ")})`,
      );
    }
  }
  return text;
}

/** A text's paragraphs: the blank lines the editor leaves between them. */
const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);

const ICONS: Record<(typeof ICONOS_PORTADA)[number], HomeIcon> = {
  ...NEWS_ICONS,
  reloj: "clock",
  ubicacion: "pin",
  tilde: "check",
  sol: "sun",
};

const filled = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** A file of the content folder, checked against its schema, with its name for the later lines. */
function readChecked<T>(dir: string, fileName: string, check: (data: unknown, name: string) => T) {
  const name = displayPath(join(dir, fileName));
  return { data: check(yamlFile(join(dir, fileName)), name), name };
}

/** The photos the hero shows, as paths in images-src/ (`club/foto.jpg`), for the image step; none when the file cannot be read. */
export function heroPhotoSources(dir: string): string[] {
  try {
    const data = yamlFile(join(dir, "portada.yml")) as { carrusel?: Array<{ foto?: unknown }> } | null;
    return (data?.carrusel ?? []).flatMap((slide) =>
      typeof slide?.foto === "string" && slide.foto.startsWith("/images/")
        ? [slide.foto.slice("/images/".length)]
        : [],
    );
  } catch {
    // The content check names the mistake; the image step makes what it can.
    return [];
  }
}

/** A hero photo's three crops, or the file's line when the photo is not in images-src/. */
function heroCrops(path: string, file: string, field: string, sources: PhotoSources) {
  const source = path.slice("/images/".length);
  const crop = (name: HeroCrop): ImageAsset => {
    const asset = sources.photos.get(heroCropKey(source, name));
    if (asset) return asset;
    throw new ContentProblem(
      file,
      `"${field}" no se encuentra (dice ${quote(path)}): subí la foto desde el editor, a apps/web/images-src/portada/`,
    );
  };
  return { desktop: crop("desktop"), tablet: crop("tablet"), mobile: crop("mobile") };
}

type Feature = { texto?: string; horario_de?: string; grupo?: string; etiqueta?: string };

/**
 * A highlight's text: its own, or the timetable row of the activity it names
 * ("Primera (categoría Mayor): lunes, miércoles y viernes de 21:00 a 23:00"; the row of
 * `grupo`, else the first; `etiqueta` instead of the row's group).
 */
function featureText(
  feature: Feature,
  activities: readonly ActivityFile[],
  file: string,
  field: string,
): string {
  const id = filled(feature.horario_de);
  if (!id) {
    const own = filled(feature.texto);
    if (own) return own;
    throw new ContentProblem(
      file,
      `"${field}.texto" no puede estar vacío: escribí el destacado o elegí una actividad en "horario_de"`,
    );
  }
  const activity = activities.find(({ entry }) => entry.id === id);
  if (!activity) {
    throw new ContentProblem(
      file,
      `"${field}.horario_de" no es una actividad publicada (dice ${quote(id)}): elegí una de la lista, como basquet-federal`,
    );
  }
  const rows = (activity.listing.schedule ?? []).flatMap((table) => table.rows);
  const group = filled(feature.grupo);
  const row = group ? rows.find((candidate) => candidate.group === group) : rows[0];
  if (!row) {
    throw new ContentProblem(
      file,
      group
        ? `"${field}.grupo" no es un grupo de los horarios de ${id} (dice ${quote(group)}; los grupos son: ${rows.map((r) => r.group).join(", ")})`
        : `"${field}.horario_de" es una actividad sin horarios publicados (dice ${quote(id)})`,
    );
  }
  const days = row.days.charAt(0).toLowerCase() + row.days.slice(1);
  const hours = row.hours.includes(" a ") ? `de ${row.hours}` : `a las ${row.hours}`;
  return `${filled(feature.etiqueta) ?? row.group}: ${days} ${hours}`;
}

/** "10% a 20%": the family discounts' range, from the lowest to the highest. */
function discountRange(discounts: Membership["familyDiscounts"]): string {
  const values = discounts.map((row) => Number.parseInt(row.discount, 10));
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? `${low}%` : `${low}% a ${high}%`;
}

export interface ReadHomeOptions extends PhotoSources {
  /** The activities, read: a timetable highlight is one of their rows. */
  activities: readonly ActivityFile[];
  /** The fee and the family discounts (`valores.yml`): the membership cards state them. */
  membership: Membership;
}

export function readHome(dir: string, options: ReadHomeOptions): HomePage {
  const { data, name } = readChecked(dir, "portada.yml", (data, file) => checkAgainst(PORTADA, data, file));
  const { membership } = options;
  const section = data.asociate;
  const plans: MembershipPlan[] = [
    {
      id: "individual",
      title: membership.title,
      description: section.socio_individual.descripcion,
      price: membership.price,
      period: membership.period,
      details: section.socio_individual.beneficios,
    },
  ];
  if (membership.familyDiscounts.length > 0) {
    const after = section.grupo_familiar.despues_del_descuento;
    plans.push({
      id: "familiar",
      title: section.grupo_familiar.titulo,
      description: section.grupo_familiar.descripcion,
      price: discountRange(membership.familyDiscounts),
      period: after,
      details: membership.familyDiscounts.map((row) => `${row.members}: ${row.discount} ${after}`),
      note: membership.note,
    });
  }
  return {
    description: data.descripcion,
    welcome: { title: data.bienvenida.titulo, text: data.bienvenida.texto },
    hero: data.carrusel.map((slide, index) => ({
      title: slide.titulo,
      description: slide.descripcion,
      image: {
        alt: slide.texto_alternativo.trim(),
        ...heroCrops(slide.foto, name, `carrusel[${index + 1}].foto`, options),
      },
    })),
    activities: { title: data.actividades.titulo, lead: data.actividades.introduccion },
    sectionLeads: {
      news: data.secciones.novedades,
      events: data.secciones.eventos,
      sports: data.secciones.deportes,
    },
    activitySlides: data.actividades.diapositivas.map(
      (slide, index): ActivitySlide => ({
        title: slide.titulo,
        subtitle: slide.subtitulo,
        description: slide.descripcion,
        image: {
          ...photoAt(
            slide.foto,
            { file: name, field: `actividades.diapositivas[${index + 1}].foto`, folder: "portada" },
            options,
          ),
          alt: slide.texto_alternativo.trim(),
        },
        features: slide.destacados.map((feature, featureIndex) => ({
          icon: ICONS[feature.icono],
          text: featureText(
            feature,
            options.activities,
            name,
            `actividades.diapositivas[${index + 1}].destacados[${featureIndex + 1}]`,
          ),
        })),
        link: slide.enlace,
        buttonText: slide.boton,
      }),
    ),
    history: {
      title: data.historia.titulo,
      paragraphs: paragraphsOf(withKnownFacts(data.historia.texto, name, "historia.texto")),
    },
    membership: { title: section.titulo, lead: section.introduccion, plans },
  };
}

export interface ReadHistoryOptions extends PhotoSources {
  /** Keep the milestones the club has not confirmed (the dev server), marked as drafts. */
  drafts: boolean;
}

export function readHistory(dir: string, options: ReadHistoryOptions): HistoryPage {
  const { data, name } = readChecked(dir, "historia.yml", (data, file) => checkAgainst(HISTORIA, data, file));
  const figures: ClubFigures = {
    years: data.cifras.anios,
    others: data.cifras.otras.map((figure) => ({ value: figure.valor, label: figure.texto })),
  };
  const shown = data.momentos.lista
    .map((milestone, index) => ({ milestone, index }))
    .filter(({ milestone }) => milestone.publicado || options.drafts);
  return {
    description: data.descripcion,
    lead: withKnownFacts(data.introduccion, name, "introduccion"),
    figures,
    milestonesTitle: data.momentos.titulo,
    milestones: shown.map(({ milestone, index }, position) => ({
      year: milestone.fecha,
      title: milestone.titulo,
      description: withKnownFacts(milestone.descripcion, name, `momentos.lista[${index + 1}].descripcion`),
      // The club's blue, then its gold: alternating by place on the page.
      tone: position % 2 === 0 ? "primary" : "accent",
      ...(milestone.publicado ? {} : { draft: true as const }),
    })),
    archive: {
      title: data.archivo.titulo,
      lead: data.archivo.introduccion,
      photos: data.archivo.fotos.map((photo, index) => ({
        ...photoAt(
          photo.imagen,
          { file: name, field: `archivo.fotos[${index + 1}].imagen`, folder: "historia" },
          options,
        ),
        alt: photo.texto_alternativo.trim(),
        caption: photo.titulo,
        description: photo.descripcion,
      })),
    },
    videoSection: { title: data.video.titulo, lead: data.video.introduccion },
    more: { title: data.saber_mas.titulo, text: data.saber_mas.texto, button: data.saber_mas.boton },
  };
}
