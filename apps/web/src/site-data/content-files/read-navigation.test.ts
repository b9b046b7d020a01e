import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentDir } from "./paths.ts";
import { readNavigation } from "./read-navigation.ts";
import { problemWith } from "./testing.ts";

/** The site's menus file (`content/navegacion.yml`): what it gives, and the line a mistake in it makes. */

const original = readFileSync(join(contentDir({}), "navegacion.yml"), "utf8");
/** The menus file with `from` replaced by `to` (the first time, or every time). */
const edited = (from: string, to: string, all = false) => {
  expect(original).toContain(from);
  return all ? original.replaceAll(from, to) : original.replace(from, to);
};

describe("the menus file", () => {
  it("gives the header's links and menus, each menu with its key and the activities it lists", () => {
    const navigation = readNavigation(contentDir({}));
    expect(
      navigation.header.map((entry) => ("id" in entry ? `${entry.id}:${entry.label}` : entry.to)),
    ).toEqual([
      "/",
      "club:El Club",
      "/novedades",
      "deportes:Deportes",
      "actividades:Actividades",
      "/#contacto",
    ]);
    expect(navigation.header.flatMap((entry) => ("activities" in entry ? [entry.activities] : []))).toEqual([
      "deportes",
      "actividades",
    ]);
    expect(navigation.phone).toEqual({
      id: "socio",
      label: "Hacete Socio",
      items: [
        { label: "Valores y Días", to: "/valores-y-dias" },
        { label: "Asociarse", to: "/#asociate" },
      ],
    });
    expect([navigation.signUp, navigation.portal]).toEqual(["Asociarse", "Portal de Socios"]);
    expect(navigation.social).toEqual({ facebook: "Facebook", instagram: "Instagram", youtube: "YouTube" });
  });

  it("names an activity's submenu the file does not list, drafts too", async () => {
    expect(await problemWith({ "navegacion.yml": edited("- nombre: Vóley\n", "- nombre: Voleibol\n") })).toBe(
      'actividades/voley-liga.md: "grupo" debe ser uno de los submenús de «Menús y pie» (navegacion.yml): Básquet, Voleibol, Artes Marciales; o quedar vacío (dice "Vóley")',
    );
    const draft =
      "---\nnombre: Handball\nmenu: deportes\ngrupo: Handball\norden: 90\nresumen: Prueba.\npublicado: false\n---\n";
    expect(await problemWith({ "actividades/handball.md": draft })).toMatch(
      /^actividades\/handball\.md: "grupo" debe ser uno de los submenús/,
    );
  });

  it("names an entry that is both a link and a menu, or neither", async () => {
    expect(
      await problemWith({
        "navegacion.yml": edited("    clave: club\n", "    clave: club\n    ruta: /club\n"),
      }),
    ).toBe(
      'navegacion.yml: "encabezado[2]" es un enlace ("ruta") o un menú ("clave"), no los dos: dejá vacío uno de los dos',
    );
    expect(await problemWith({ "navegacion.yml": edited("    clave: club\n", "") })).toBe(
      'navegacion.yml: "encabezado[2]" necesita una "ruta" (si es un enlace) o una "clave" y sus "enlaces" (si es un menú)',
    );
  });

  it("names a key two menus share, and an address that is not one of the site's", async () => {
    expect(await problemWith({ "navegacion.yml": edited("  clave: socio\n", "  clave: club\n") })).toBe(
      'navegacion.yml: la clave "club" está en dos menús: cada menú necesita la suya ("clave")',
    );
    expect(await problemWith({ "navegacion.yml": edited("ruta: /historia\n", "ruta: Historia\n") })).toBe(
      'navegacion.yml: "encabezado[2].enlaces[3].ruta" debe ser una dirección del sitio como /historia o /#contacto (minúsculas, sin acentos ni espacios) (dice "Historia")',
    );
  });

  it("names the activities no menu of the header lists", async () => {
    expect(await problemWith({ "navegacion.yml": edited("    actividades: deportes\n", "") })).toMatch(
      /^navegacion\.yml: ningún menú del encabezado lista las actividades de deportes \(las de .*actividades\/\S+\.md\): elegilo en "actividades" de un menú$/,
    );
  });
});
