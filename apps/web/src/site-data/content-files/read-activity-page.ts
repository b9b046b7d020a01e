/**
 * An activity's own page sections (`pagina` in `actividades/<id>.md`, checked by
 * `PAGINA` in schemas-activity-page.ts) as the pages draw them. A block or paragraph
 * with `publicado: false` is a draft: left out of a production build, kept and marked
 * on the dev server; a block with nothing published is left out whole (no heading
 * without its text).
 */
import type { Static } from "typebox";
import type { ActivityPageContent, CtaAction, TextBlock } from "../activities/types.ts";
import { type PhotoSources, photoAt } from "./images.ts";
import type { PAGINA, TIPOS_DE_BOTON } from "./schemas-activity-page.ts";

type Pagina = NonNullable<Static<typeof PAGINA>>;

export interface ReadPageOptions extends PhotoSources {
  /** Keep the drafts (the dev server), marked. */
  drafts: boolean;
  /** The file, as the repository names it, for the line of a missing picture. */
  file: string;
}

const filled = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** Where each button kind of the file goes, as the pages name it. */
const KINDS: Record<(typeof TIPOS_DE_BOTON)[number], CtaAction["kind"]> = {
  instagram: "instagram",
  valores: "prices",
  llamar: "call",
  inicio: "home",
  contacto: "contact",
};

/** Whether a block is shown: published, or a draft on the dev server (then marked). */
const shown = (publicado: boolean | undefined, drafts: boolean) => publicado !== false || drafts;
const draftMark = (publicado: boolean | undefined) => (publicado === false ? { draft: true as const } : {});

function textBlock(
  block: { titulo: string; parrafos: Array<{ texto: string; publicado?: boolean }> } | undefined,
  drafts: boolean,
): TextBlock | undefined {
  if (!block) return undefined;
  const paragraphs = block.parrafos.filter((paragraph) => shown(paragraph.publicado, drafts));
  if (paragraphs.length === 0) return undefined;
  return {
    title: block.titulo,
    paragraphs: paragraphs.map((paragraph) => paragraph.texto.trim()),
    ...(paragraphs.some((paragraph) => paragraph.publicado === false) ? { draft: true as const } : {}),
  };
}

/** `{ key: value }` when value is there, `{}` otherwise. */
const some = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

export function readActivityPage(pagina: Pagina, options: ReadPageOptions): ActivityPageContent {
  const { drafts, file } = options;
  const picture = (path: string, field: string) =>
    photoAt(path, { file, field, folder: "actividades" }, options);
  const {
    presentacion: intro,
    horarios: schedule,
    galeria: gallery,
    beneficios: benefits,
    cierre: cta,
  } = pagina;
  return {
    ...some("lead", filled(pagina.entradilla)),
    ...some("description", filled(pagina.descripcion)),
    ...some(
      "intro",
      intro && {
        title: intro.titulo,
        ...some(
          "paragraphs",
          intro.parrafos?.map((paragraph) => paragraph.trim()),
        ),
        ...some(
          "image",
          intro.imagen
            ? (() => {
                const { src, width, height } = picture(intro.imagen, "pagina.presentacion.imagen");
                return { src, alt: intro.texto_alternativo?.trim() ?? "", width, height };
              })()
            : undefined,
        ),
        ...some(
          "values",
          intro.valores && shown(intro.valores.publicado, drafts)
            ? {
                title: intro.valores.titulo,
                items: intro.valores.lista.map((value) => ({
                  title: value.titulo,
                  description: value.descripcion,
                })),
                ...draftMark(intro.valores.publicado),
              }
            : undefined,
        ),
      },
    ),
    ...some(
      "schedule",
      schedule && {
        title: schedule.titulo,
        ...some("id", filled(schedule.ancla)),
        ...some("callout", filled(schedule.destacado)),
        ...some(
          "facts",
          schedule.datos?.length
            ? { items: schedule.datos, ...(schedule.datos_en_negrita ? { strong: true } : {}) }
            : undefined,
        ),
      },
    ),
    ...some(
      "gallery",
      gallery && shown(gallery.publicado, drafts) && gallery.imagenes.length
        ? {
            title: gallery.titulo,
            lead: gallery.introduccion,
            label: gallery.nombre_accesible,
            images: gallery.imagenes.map((image, index) => ({
              ...picture(image.imagen, `pagina.galeria.imagenes[${index + 1}].imagen`),
              alt: image.texto_alternativo.trim(),
            })),
            ...draftMark(gallery.publicado),
          }
        : undefined,
    ),
    ...some(
      "benefits",
      benefits && shown(benefits.publicado, drafts) && benefits.lista.length
        ? { title: benefits.titulo, items: benefits.lista, ...draftMark(benefits.publicado) }
        : undefined,
    ),
    ...some("about", textBlock(pagina.quien_ensena, drafts)),
    ...some("team", textBlock(pagina.equipo, drafts)),
    ...some("history", textBlock(pagina.historia, drafts)),
    ...some(
      "training",
      pagina.entrenamientos && {
        title: pagina.entrenamientos.titulo,
        caption: pagina.entrenamientos.titulo_tabla,
        ...some("note", filled(pagina.entrenamientos.nota)),
      },
    ),
    ...some(
      "tournament",
      pagina.torneo && {
        title: pagina.torneo.titulo,
        facts: pagina.torneo.datos.map((fact) => ({ term: fact.nombre, detail: fact.detalle })),
      },
    ),
    ...some("federation", textBlock(pagina.federacion, drafts)),
    ...some(
      "teams",
      pagina.equipos && {
        title: pagina.equipos.titulo,
        cards: pagina.equipos.tarjetas.map((card) => ({
          title: card.titulo,
          text: card.texto,
          link: { label: card.boton, to: card.enlace },
        })),
      },
    ),
    ...some(
      "school",
      pagina.escuela && {
        title: pagina.escuela.titulo,
        text: pagina.escuela.texto,
        caption: pagina.escuela.titulo_tabla,
        button: pagina.escuela.boton,
      },
    ),
    ...some(
      "cta",
      cta && {
        ...some("id", filled(cta.ancla)),
        ...some("eyebrow", filled(cta.antetitulo)),
        title: cta.titulo,
        text: cta.texto,
        actions: cta.botones.map((button) => ({ kind: KINDS[button.tipo], label: button.texto })),
        ...(cta.en_tarjeta ? { inline: true } : {}),
      },
    ),
  };
}
