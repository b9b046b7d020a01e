/**
 * The club's own pages as files: the Comisión Directiva (`comision.yml`), Nuestras
 * Instalaciones (`instalaciones.yml`) and Acción Social (`accion-social.yml`), checked
 * and shaped for their pages. Photos go through the image pipeline as the news photos do.
 */
import { join } from "node:path";
import { SOCIAL_ACTION_DRAWINGS } from "../accion-social-drawings.ts";
import { checkAgainst } from "./check.ts";
import { type PhotoSources, photoAt, resolveImage } from "./images.ts";
import { displayPath } from "./paths.ts";
import { slugify } from "./photo-plan.ts";
import { ContentProblem } from "./problem.ts";
import { yamlFile } from "./read-once.ts";
import { ACCION_SOCIAL, COMISION, INSTALACIONES } from "./schemas.ts";
import type { BoardPage, FacilitiesPage, SocialActionPage } from "./types.ts";

/** A YAML file of the content folder, checked against its schema; its name for the lines of later checks. */
function readChecked<T>(dir: string, fileName: string, check: (data: unknown, name: string) => T) {
  const name = displayPath(join(dir, fileName));
  return { data: check(yamlFile(join(dir, fileName)), name), name };
}

/** Anchors made from titles, unique on their page (`pileta-cubierta`, then `pileta-cubierta-2`). */
function anchors(titles: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return titles.map((title) => {
    const base = slugify(title) || "seccion";
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}

/** A text's paragraphs: the blank lines the editor leaves between them. */
const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);

export function readBoard(dir: string): BoardPage {
  const { data } = readChecked(dir, "comision.yml", (data, name) => checkAgainst(COMISION, data, name));
  // As the site writes a span of years: with an en dash, no spaces.
  const mandate = data.mandato?.trim().replace(/ ?[–-] ?/, "–");
  return {
    description: data.descripcion.trim(),
    ...(mandate ? { mandate } : {}),
    members: (data.integrantes ?? []).map((member) => ({
      position: member.cargo.trim(),
      name: member.nombre.trim(),
    })),
  };
}

export function readFacilities(dir: string, options: PhotoSources): FacilitiesPage {
  const { data, name } = readChecked(dir, "instalaciones.yml", (data, file) =>
    checkAgainst(INSTALACIONES, data, file),
  );
  const ids = anchors(data.secciones.map((section) => section.titulo));
  return {
    intro: data.introduccion,
    sections: data.secciones.map((section, index) => ({
      id: ids[index] as string,
      title: section.titulo,
      paragraphs: paragraphsOf(section.texto),
      photos: (section.fotos ?? []).map((photo, photoIndex) => ({
        ...photoAt(
          photo.imagen,
          {
            file: name,
            field: `secciones[${index + 1}].fotos[${photoIndex + 1}].imagen`,
            folder: "instalaciones",
          },
          options,
        ),
        alt: photo.texto_alternativo.trim(),
      })),
    })),
  };
}

export function readSocialAction(dir: string, options: PhotoSources): SocialActionPage {
  const { data, name } = readChecked(dir, "accion-social.yml", (data, file) =>
    checkAgainst(ACCION_SOCIAL, data, file),
  );
  const initiatives = data.iniciativas.lista;
  const ids = anchors(initiatives.map((initiative) => initiative.titulo));
  return {
    description: data.descripcion.trim(),
    intro: data.introduccion,
    initiativesTitle: data.iniciativas.titulo,
    initiatives: initiatives.map((initiative, index) => {
      const drawing = SOCIAL_ACTION_DRAWINGS[initiative.ilustracion];
      // The schema lists the drawings; one missing from public/ is the developer's to fix.
      const asset = resolveImage(drawing.src, options.photos, options.publicDir);
      if (!asset) {
        throw new ContentProblem(
          name,
          `"iniciativas.lista[${index + 1}].ilustracion" no tiene su dibujo en apps/web/public${drawing.src}`,
        );
      }
      return {
        id: ids[index] as string,
        title: initiative.titulo,
        image: { ...asset, alt: drawing.alt },
        description: initiative.descripcion,
        figures: (initiative.cifras ?? []).map((figure) => ({ value: figure.valor, label: figure.detalle })),
      };
    }),
    volunteerTitle: data.voluntariado.titulo,
    volunteerLead: data.voluntariado.introduccion,
    waysToHelp: data.voluntariado.formas_de_ayudar.map((way) => ({
      title: way.titulo,
      description: way.descripcion,
    })),
    collaborate: {
      title: data.colaborar.titulo,
      text: data.colaborar.texto,
      button: data.colaborar.boton,
      subject: data.colaborar.asunto_del_mail,
    },
  };
}
