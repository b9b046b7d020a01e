import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadContent } from "./load.ts";
import { contentDir } from "./paths.ts";
import { contentCopy, problemWith } from "./testing.ts";

/**
 * The home page (`portada.yml`) and the history (`historia.yml`) as files: a timetable
 * highlight is its activity's row, the membership cards state `valores.yml`, the
 * milestones the club has not confirmed stay out of a production build, and a mistake is
 * ONE Spanish line naming the file and the field.
 */
const copies: Array<{ remove(): void }> = [];
afterEach(() => {
  for (const copy of copies.splice(0)) copy.remove();
});

const TODAY = "2026-11-26";
const shipped = (file: string) => readFileSync(join(contentDir(), file), "utf8");

function loadWith(changes: Record<string, string | null>, drafts = false) {
  const copy = contentCopy(changes);
  copies.push(copy);
  return { copy, content: loadContent({ dir: copy.dir, drafts, today: TODAY }) };
}

describe("portada.yml", () => {
  it("writes a timetable highlight from its activity's row, never a copy of it", async () => {
    const { home } = await loadContent({ dir: contentDir(), drafts: false, today: TODAY });
    const features = home.activitySlides.flatMap((slide) => slide.features.map((feature) => feature.text));
    expect(features).toContain("Primera (categoría Mayor): lunes, miércoles y viernes de 21:00 a 23:00");
    expect(features).toContain("Escuela de vóley (8 a 12 años): martes y jueves de 17:30 a 19:00");
    expect(features).toContain("Niños: lunes, miércoles y viernes de 18:00 a 19:00");
    expect(features).toContain("Adultos: lunes, miércoles y viernes de 19:00 a 20:30");
    expect(shipped("portada.yml")).not.toMatch(/\d{1,2}:\d{2}/);
  });

  it("follows a change of the row in the activity's file, with the file's label when it has one", async () => {
    const { content } = loadWith({
      "actividades/basquet-federal.md": shipped("actividades/basquet-federal.md").replace(
        "21:00 a 23:00",
        "20:45 a 22:45",
      ),
      "portada.yml": shipped("portada.yml").replace(
        "grupo: Primera (categoría Mayor)\n",
        "grupo: Primera (categoría Mayor)\n          etiqueta: Mayores\n",
      ),
    });
    const texts = (await content).home.activitySlides.flatMap((slide) => slide.features.map((f) => f.text));
    expect(texts).toContain("Mayores: lunes, miércoles y viernes de 20:45 a 22:45");
  });

  it("stops the build on an activity or a group that is not there, naming portada.yml and the field", async () => {
    expect(
      await problemWith({
        "portada.yml": shipped("portada.yml").replace("horario_de: judo", "horario_de: kendo"),
      }),
    ).toBe(
      'portada.yml: "actividades.diapositivas[6].destacados[1].horario_de" no es una actividad publicada (dice "kendo"): elegí una de la lista, como basquet-federal',
    );
    expect(
      await problemWith({
        "portada.yml": shipped("portada.yml").replace("grupo: Adultos", "grupo: Veteranos"),
      }),
    ).toBe(
      'portada.yml: "actividades.diapositivas[6].destacados[2].grupo" no es un grupo de los horarios de judo (dice "Veteranos"; los grupos son: Niños, Adultos)',
    );
  });

  it("asks for exactly four highlights, and for a text or an activity in each", async () => {
    expect(
      await problemWith({
        "portada.yml": shipped("portada.yml").replace(
          "        - icono: tilde\n          texto: La tabla de la liga, en el sitio\n",
          "",
        ),
      }),
    ).toMatch(
      /^portada\.yml: "actividades\.diapositivas\[2\]\.destacados" debe tener exactamente cuatro destacados/,
    );
    expect(
      await problemWith({
        "portada.yml": shipped("portada.yml").replace("texto: Pileta todos los días", 'texto: ""'),
      }),
    ).toBe(
      'portada.yml: "actividades.diapositivas[1].destacados[1].texto" no puede estar vacío: escribí el destacado o elegí una actividad en "horario_de"',
    );
  });

  it("states the fee and the family discounts of valores.yml on the membership cards", async () => {
    const { content } = loadWith({
      "valores.yml": shipped("valores.yml")
        .replace("precio: 15000", "precio: 18500")
        .replace("descuento: 20", "descuento: 25"),
    });
    const [individual, family] = (await content).home.membership.plans;
    expect(individual).toMatchObject({ title: "Socio individual", price: "$18.500", period: "por mes" });
    expect(family?.price).toBe("10% a 25%");
    expect(family?.details).toEqual([
      "3 integrantes: 10% de descuento",
      "4 integrantes: 15% de descuento",
      "5 o más integrantes: 25% de descuento",
    ]);
    expect(family?.note).toMatch(/^Los grupos familiares abonan la cuota completa/);
    expect(shipped("portada.yml")).not.toMatch(/15\.?000|%/);
  });

  it("crops the hero's photos for desktops, tablets and phones, the phone's at most 540 px wide", async () => {
    const { home } = await loadContent({ dir: contentDir(), drafts: false, today: TODAY });
    const first = home.hero[0]?.image;
    if (!first) throw new Error("no hero slide");
    expect(first.mobile.src).toBe("/images/club/basquet-equipo-midland-portada-mobile-540.webp");
    expect(first.mobile.width / first.mobile.height).toBeCloseTo(3 / 4, 2);
    expect(first.desktop.width / first.desktop.height).toBeCloseTo(5 / 2, 2);
    expect(first.tablet.width / first.tablet.height).toBeCloseTo(8 / 5, 2);
    expect(
      await problemWith({
        "portada.yml": shipped("portada.yml").replace(
          "foto: /images/club/basquet-equipo-midland.jpg",
          "foto: /images/portada/no-esta.jpg",
        ),
      }),
    ).toBe(
      'portada.yml: "carrusel[1].foto" no se encuentra (dice "/images/portada/no-esta.jpg"): subí la foto desde el editor, a apps/web/images-src/portada/',
    );
  });

  it("refuses a {…} that is not one of the club's facts", async () => {
    expect(
      await problemWith({ "portada.yml": shipped("portada.yml").replace("{año_del_nombre}", "{año}") }),
    ).toBe(
      'portada.yml: "historia.texto" usa {año}, que no es un dato del club (se pueden usar {fundacion}, {año_del_nombre}, {nombre})',
    );
  });
});

describe("historia.yml", () => {
  const years = (milestones: ReadonlyArray<{ year: string }>) => milestones.map((m) => m.year);

  it("leaves the milestones the club has not confirmed out of a production load, the colours alternating", async () => {
    const { history } = await loadContent({ dir: contentDir(), drafts: false, today: TODAY });
    expect(years(history.milestones)).toEqual(["1926", "2026"]);
    expect(history.milestones.map((m) => m.tone)).toEqual(["primary", "accent"]);
    expect(history.milestones.some((m) => m.draft)).toBe(false);
    expect(JSON.stringify(history)).not.toContain("Década de");
  });

  it("keeps them, marked, in a draft load (the dev server)", async () => {
    const { history } = await loadContent({ dir: contentDir(), drafts: true, today: TODAY });
    expect(years(history.milestones)).toEqual([
      "1926",
      "Década de 1950",
      "Década de 1980",
      "Década de 2000",
      "2026",
    ]);
    expect(history.milestones.filter((m) => m.draft).map((m) => m.year)).toEqual([
      "Década de 1950",
      "Década de 1980",
      "Década de 2000",
    ]);
  });

  it("gives both pages one list of figures, the years' label without a number", async () => {
    const { history } = await loadContent({ dir: contentDir(), drafts: false, today: TODAY });
    expect(history.figures).toEqual({
      years: "años de historia",
      others: [
        { value: "3", label: "deportes principales" },
        { value: "+1000", label: "socios activos" },
      ],
    });
  });

  it("names the file and the field of a milestone left without its switch", async () => {
    expect(
      await problemWith({ "historia.yml": shipped("historia.yml").replace("      publicado: true\n", "") }),
    ).toBe('historia.yml: falta el campo "publicado" en "momentos.lista[1]"');
  });
});
