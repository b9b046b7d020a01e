import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadContent } from "./load.ts";
import { contentDir } from "./paths.ts";
import { ContentProblem } from "./problem.ts";
import { contentCopy } from "./testing.ts";

/**
 * Deportes y actividades: each main sport's card from the activity file it stands for
 * (`deporte_principal`), the page's words from `deportes.yml`.
 */
const copies: Array<{ remove(): void }> = [];
afterEach(() => {
  for (const copy of copies.splice(0)) copy.remove();
});

const original = (file: string) => readFileSync(join(contentDir({}), file), "utf8");

async function load(changes: Record<string, string | null> = {}, drafts = false) {
  const copy = contentCopy(changes);
  copies.push(copy);
  return loadContent({ dir: copy.dir, drafts, today: "2026-11-26" });
}

/** The file without its `deporte_principal` block. */
const withoutCard = (text: string) => text.replace(/^deporte_principal:\n(?: {2}.*\n)+/m, "");

describe("the main sports' cards", () => {
  it("are the activity files' cards, in their order, with the club's photos", async () => {
    const { sportsPage } = await load();
    expect(sportsPage.sports.map((sport) => [sport.title, sport.link])).toEqual([
      ["Básquet", "/basquet/federal"],
      ["Vóley", "/voley"],
      ["Gimnasia Rítmica", "/gimnasia"],
      ["Natación", "/natacion"],
      ["Artes Marciales", "/artes-marciales/judo"],
    ]);
    const natacion = sportsPage.sports[3];
    expect(natacion?.image.src).toBe("/images/club/natacion-grupo-1080.webp");
    expect(natacion?.image.alt).toBe(
      "Nadadores y su profesor, con remeras del club, junto a la pileta cubierta",
    );
    expect(sportsPage.sports[4]?.branches).toEqual([
      { label: "Judo", link: "/artes-marciales/judo" },
      { label: "Aikido", link: "/artes-marciales/aikido" },
      { label: "Taekwondo", link: "/artes-marciales/taekwondo" },
    ]);
  });

  it("reads a card's title and text from its activity file", async () => {
    const file = original("actividades/natacion.md")
      .replace("  titulo: Natación\n", "  titulo: Natación y pileta libre\n")
      .replace(/ {2}descripcion: .*\n/, '  descripcion: "Otro texto de la tarjeta."\n');
    const { sportsPage } = await load({ "actividades/natacion.md": file });
    expect(sportsPage.sports[3]).toMatchObject({
      title: "Natación y pileta libre",
      description: "Otro texto de la tarjeta.",
      link: "/natacion",
    });
  });

  it("loses the card whose activity file has no deporte_principal, and only it", async () => {
    const file = withoutCard(original("actividades/gimnasia.md"));
    expect(file).not.toContain("deporte_principal");
    const { sportsPage } = await load({ "actividades/gimnasia.md": file });
    expect(sportsPage.sports.map((sport) => sport.title)).toEqual([
      "Básquet",
      "Vóley",
      "Natación",
      "Artes Marciales",
    ]);
  });

  it("lists the branches of the card's submenu only when asked (disciplinas)", async () => {
    const file = original("actividades/judo.md").replace("  disciplinas: true\n", "");
    const { sportsPage } = await load({ "actividades/judo.md": file });
    expect(sportsPage.sports[4]?.branches).toBeUndefined();
  });

  it("names the file and the field of a card's missing photo", async () => {
    const file = original("actividades/voley.md").replace(
      "  imagen: /images/club/voley-equipo.jpg",
      "  imagen: /images/club/no-esta.jpg",
    );
    await expect(load({ "actividades/voley.md": file })).rejects.toThrow(ContentProblem);
    await expect(load({ "actividades/voley.md": file })).rejects.toThrow(
      /actividades\/voley\.md: "deporte_principal\.imagen" no se encuentra \(dice "\/images\/club\/no-esta\.jpg"\)/,
    );
  });
});

describe("the page's words (deportes.yml)", () => {
  it("are the file's", async () => {
    const { sportsPage } = await load();
    expect(sportsPage.lead).toBe(
      "Deporte, juego y movimiento para todas las edades: elegí tu actividad y sumate al club.",
    );
    expect(sportsPage.description).toBe(
      "Todos los deportes y actividades de CASA de Padua, para todas las edades.",
    );
    expect(sportsPage.campText).toMatch(/^Pileta, deportes y juegos todo el verano/);
  });

  it("name the file and the field of a missing text", async () => {
    const file = original("deportes.yml").replace(/^entradilla: .*\n/m, "");
    await expect(load({ "deportes.yml": file })).rejects.toThrow(
      /deportes\.yml: falta el campo "entradilla"$/,
    );
  });
});
