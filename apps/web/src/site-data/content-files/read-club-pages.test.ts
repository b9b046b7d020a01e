import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadContent } from "./load.ts";
import { contentDir } from "./paths.ts";
import { contentCopy, problemWith } from "./testing.ts";

/**
 * The club's own pages as files (Comisión Directiva, Nuestras Instalaciones, Acción
 * Social): what the shipped files say, and the ONE Spanish line a mistake in them stops
 * the build with, naming the file and the field.
 */
const copies: Array<{ remove(): void }> = [];
afterEach(() => {
  for (const copy of copies.splice(0)) copy.remove();
});

const TODAY = "2026-11-26";
const shipped = (file: string) => readFileSync(join(contentDir(), file), "utf8");

async function loadWith(changes: Record<string, string | null>) {
  const copy = contentCopy(changes);
  copies.push(copy);
  return { copy, content: loadContent({ dir: copy.dir, drafts: false, today: TODAY }) };
}

describe("the shipped files", () => {
  it("publish no names for the Comisión Directiva: the club has not made them public", async () => {
    const { board } = await loadContent({ dir: contentDir(), drafts: false, today: TODAY });
    expect(board).toEqual({
      description: "Quiénes forman la Comisión Directiva de CASA de Padua y cómo comunicarte con ella.",
      members: [],
    });
  });

  it("give Instalaciones its places with the club's photos, each described", async () => {
    const { facilities } = await loadContent({ dir: contentDir(), drafts: false, today: TODAY });
    expect(facilities.intro).toContain("Independencia 725");
    expect(facilities.sections.map((section) => section.title)).toEqual([
      "La sede",
      "Pileta cubierta",
      "Gimnasio",
      "Cancha de básquet",
    ]);
    for (const section of facilities.sections) {
      expect(section.photos).toHaveLength(1);
      const [photo] = section.photos;
      // The pipeline's AVIF and WebP files, never the original.
      expect(photo?.avifSrcSet).toMatch(/\.avif \d+w/);
      expect(photo?.alt.length).toBeGreaterThan(20);
    }
    expect(facilities.sections[1]?.id).toBe("pileta-cubierta");
  });

  it("keep Acción Social's copy: three initiatives with their figures, three ways to help", async () => {
    const { socialAction } = await loadContent({ dir: contentDir(), drafts: false, today: TODAY });
    expect(socialAction.initiatives.map((initiative) => initiative.title)).toEqual([
      "Campaña solidaria por las inundaciones",
      "Colecta de donación de sangre",
      "Natación gratuita para chicos",
    ]);
    expect(socialAction.initiatives[1]?.figures).toEqual([
      { value: "4", label: "vidas puede salvar cada donante" },
      { value: "+200", label: "donantes" },
      { value: "4", label: "colectas al año, una por trimestre" },
    ]);
    expect(socialAction.initiatives[0]?.image).toMatchObject({
      src: "/images/pages/accion-social-inundaciones.svg",
      width: 400,
      height: 300,
      alt: expect.stringContaining("cajas de donaciones"),
    });
    expect(socialAction.waysToHelp.map((way) => way.title)).toEqual(["Donaciones", "Eventos", "Enseñanza"]);
    expect(socialAction.collaborate.subject).toBe("Quiero colaborar con Acción Social");
  });
});

describe("the Comisión Directiva's file", () => {
  it("shows members in the file's order, and the mandate with its dash", async () => {
    const file = [
      "descripcion: Otra descripción de prueba.",
      "mandato: 2025 - 2027",
      "integrantes:",
      "  - cargo: Presidente",
      "    nombre: Nombre de prueba",
      "  - cargo: Tesorera",
      "    nombre: Otra persona de prueba",
      "",
    ].join("\n");
    const { content } = await loadWith({ "comision.yml": file });
    expect((await content).board).toEqual({
      description: "Otra descripción de prueba.",
      mandate: "2025–2027",
      members: [
        { position: "Presidente", name: "Nombre de prueba" },
        { position: "Tesorera", name: "Otra persona de prueba" },
      ],
    });
  });

  it("names a member without a position, by their place in the list", async () => {
    const file =
      "descripcion: La de prueba.\nintegrantes:\n  - cargo: Presidente\n    nombre: Ana\n  - nombre: Beto\n";
    expect(await problemWith({ "comision.yml": file })).toBe(
      'comision.yml: falta el campo "cargo" en "integrantes[2]"',
    );
  });

  it("names a mandate written some other way, and a field it does not know", async () => {
    const description = "descripcion: La de prueba.\n";
    expect(await problemWith({ "comision.yml": `${description}mandato: "2025/27"\nintegrantes: []\n` })).toBe(
      'comision.yml: "mandato" debe ser los años del mandato, como 2025–2027, o quedar vacío (dice "2025/27")',
    );
    expect(await problemWith({ "comision.yml": `${description}integrantes: []\npresidente: Ana\n` })).toBe(
      'comision.yml: "presidente" no es un campo de este archivo (los campos son: descripcion, mandato, integrantes)',
    );
    expect(await problemWith({ "comision.yml": "integrantes: []\n" })).toBe(
      'comision.yml: falta el campo "descripcion"',
    );
  });

  it("is needed, even empty", async () => {
    expect(await problemWith({ "comision.yml": null })).toBe("comision.yml: falta este archivo");
  });
});

describe("the Instalaciones file", () => {
  const base = shipped("instalaciones.yml");

  it("names a photo that is not there, by its section and place", async () => {
    const file = base.replace("/images/club/natacion-grupo.jpg", "/images/instalaciones/pileta.jpg");
    expect(await problemWith({ "instalaciones.yml": file })).toBe(
      'instalaciones.yml: "secciones[2].fotos[1].imagen" no se encuentra (dice "/images/instalaciones/pileta.jpg"): subí la foto desde el editor, a apps/web/images-src/instalaciones/',
    );
  });

  it("asks what a photo shows", async () => {
    const file = base.replace(/( {8}texto_alternativo: )La fachada[^\n]*/, '$1""');
    expect(await problemWith({ "instalaciones.yml": file })).toBe(
      'instalaciones.yml: "secciones[1].fotos[1].texto_alternativo" no puede estar vacío: describí la foto para quien no puede verla (dice "")',
    );
  });

  it("names a section without its text", async () => {
    const file = base.replace(/ {4}texto: "La pileta[^\n]*\n/, "");
    expect(await problemWith({ "instalaciones.yml": file })).toBe(
      'instalaciones.yml: falta el campo "texto" en "secciones[2]"',
    );
  });

  it("keeps a text's paragraphs", async () => {
    const file = base.replace(
      'texto: "La pileta cubierta del club, donde se dan las clases de natación."',
      "texto: |-\n      Primer párrafo.\n\n      Segundo párrafo.",
    );
    const { content } = await loadWith({ "instalaciones.yml": file });
    expect((await content).facilities.sections[1]?.paragraphs).toEqual([
      "Primer párrafo.",
      "Segundo párrafo.",
    ]);
  });
});

describe("the Acción Social file", () => {
  const base = shipped("accion-social.yml");

  it("names a drawing the site does not have", async () => {
    const file = base.replace("ilustracion: sangre", "ilustracion: corazon");
    expect(await problemWith({ "accion-social.yml": file })).toBe(
      'accion-social.yml: "iniciativas.lista[2].ilustracion" debe ser uno de estos: inundaciones, sangre, natacion (dice "corazon")',
    );
  });

  it("wants a figure as text, so its + stays", async () => {
    const file = base.replace('valor: "+200"', "valor: +200");
    expect(await problemWith({ "accion-social.yml": file })).toBe(
      'accion-social.yml: "iniciativas.lista[2].cifras[2].valor" debe ser un texto entre comillas, como "+200" o "4" (dice "200")',
    );
  });

  it("names the button's text when it is missing", async () => {
    const file = base.replace(/ {2}boton: [^\n]*\n/, "");
    expect(await problemWith({ "accion-social.yml": file })).toBe(
      'accion-social.yml: falta el campo "boton" en "colaborar"',
    );
  });
});
