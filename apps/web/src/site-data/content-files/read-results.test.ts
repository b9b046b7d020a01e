import { readFileSync } from "node:fs";
import { join } from "node:path";
import { TEST_TODAY } from "@casa/shared/test-clock";
import { afterEach, describe, expect, it } from "vitest";
import { loadContent } from "./load.ts";
import { contentDir } from "./paths.ts";
import { contentCopy, problemWith, resultFile } from "./testing.ts";

/**
 * The match results (`resultados/<id>.md`): what a wrong score, team or date makes the
 * build say (ONE Spanish line naming the file and the field, `problemWith` loads with
 * today = 2026-11-26), and what the site reads of a good file.
 */

const copies: Array<{ remove(): void }> = [];
afterEach(() => {
  for (const copy of copies.splice(0)) copy.remove();
});
/** The site's content with `changes`, loaded as a production build (or the dev server, `drafts`) on TEST_TODAY. */
async function load(changes: Record<string, string | null>, { drafts = false } = {}) {
  const copy = contentCopy(changes);
  copies.push(copy);
  return loadContent({ dir: copy.dir, drafts, today: TEST_TODAY });
}

const TEAMS =
  "basquet-federal, basquet-inferiores-tira-a, basquet-inferiores-tira-b, basquet-inferiores-tira-flex, basquet-metropolitano, voley-liga, voley-maxy-femenino, voley-maxy-masculino, voley-primera, voley-tira-a, voley-tira-b";

/** A Vóley Primera result, 3 to 1 unless `changes` say otherwise. */
const volley = (changes: Record<string, string | null> = {}) =>
  resultFile("prueba", { equipo: "voley-primera", tantos_casa: "3", tantos_rival: "1", ...changes });
const SETS =
  "[{ casa: 25, rival: 20 }, { casa: 22, rival: 25 }, { casa: 25, rival: 18 }, { casa: 25, rival: 23 }]";

describe("a result file with a mistake", () => {
  it("names a score that is not a whole number from 0 up", async () => {
    expect(await problemWith(resultFile("prueba", { tantos_casa: "84.5" }))).toBe(
      'resultados/prueba.md: "tantos_casa" debe ser un número entero, 0 o más: lo que hizo CASA (en básquet los puntos, en vóley los sets ganados) (dice "84.5")',
    );
    expect(await problemWith(resultFile("prueba", { tantos_rival: "-3" }))).toBe(
      'resultados/prueba.md: "tantos_rival" debe ser un número entero, 0 o más: lo que hizo el rival (en básquet los puntos, en vóley los sets ganados) (dice "-3")',
    );
    expect(await problemWith(resultFile("prueba", { tantos_rival: "setenta" }))).toMatch(
      /^resultados\/prueba\.md: "tantos_rival" debe ser un número entero, 0 o más: .+ \(dice "setenta"\)$/,
    );
  });

  it("names a team the club does not have, and an activity that plays no matches, listing the teams", async () => {
    expect(await problemWith(resultFile("prueba", { equipo: "basquet-femenino" }))).toBe(
      `resultados/prueba.md: "equipo" no es un equipo del club (dice "basquet-femenino"): los equipos son ${TEAMS}`,
    );
    expect(await problemWith(resultFile("prueba", { equipo: "natacion" }))).toBe(
      `resultados/prueba.md: "equipo" dice "natacion", una actividad que no juega partidos (en su ficha no dice su deporte en «Es un equipo que juega partidos»): los equipos son ${TEAMS}`,
    );
  });

  it("names a match dated after the build's day: its result cannot be known yet", async () => {
    expect(await problemWith(resultFile("prueba", { fecha: "2026-11-28" }))).toBe(
      'resultados/prueba.md: "fecha" es el 28/11/2026, después de hoy (26/11/2026): cargá el resultado cuando se haya jugado el partido',
    );
    expect(await problemWith(resultFile("prueba", { fecha: "2026-02-30" }))).toBe(
      'resultados/prueba.md: "fecha" no es un día del calendario (dice "2026-02-30")',
    );
  });

  it("names a volleyball score no match ends with", async () => {
    expect(await problemWith(volley({ tantos_casa: "2", tantos_rival: "2" }))).toBe(
      'resultados/prueba.md: "tantos_rival" no puede ser igual a "tantos_casa" en vóley (dice 2 a 2): no hay empate, son los sets que ganó cada equipo',
    );
    expect(await problemWith(volley({ tantos_casa: "4", tantos_rival: "1" }))).toBe(
      'resultados/prueba.md: "tantos_casa" debe ser 2 o 3: en vóley gana quien llega a 2 sets (partido a 3) o a 3 sets (partido a 5), y el resultado dice 4 a 1',
    );
    expect(await problemWith(volley({ tantos_casa: "0", tantos_rival: "1" }))).toBe(
      'resultados/prueba.md: "tantos_rival" debe ser 2 o 3: en vóley gana quien llega a 2 sets (partido a 3) o a 3 sets (partido a 5), y el resultado dice 0 a 1',
    );
  });

  it("names sets that do not add up to the score", async () => {
    const three = "[{ casa: 25, rival: 20 }, { casa: 25, rival: 22 }, { casa: 25, rival: 18 }]";
    expect(await problemWith(volley({ sets: three }))).toBe(
      'resultados/prueba.md: "sets" tiene 3 set(s), pero el resultado dice 3 a 1 (4 jugados): cargá uno por set jugado, o dejá "sets" vacío',
    );
    const rivalTookTwo = SETS.replace("casa: 25, rival: 23", "casa: 23, rival: 25");
    expect(await problemWith(volley({ sets: rivalTookTwo }))).toBe(
      'resultados/prueba.md: "sets" da 2 set(s) ganado(s) por CASA y 2 por el rival, pero el resultado dice 3 a 1: revisá los puntos de cada set',
    );
    expect(
      await problemWith(volley({ sets: SETS.replace("casa: 25, rival: 18", "casa: 25, rival: 25") })),
    ).toBe('resultados/prueba.md: "sets[3]" no puede terminar empatado (dice 25 a 25): revisá los puntos');
    expect(await problemWith(volley({ sets: SETS.replace("rival: 18", "rival: 18.5") }))).toBe(
      'resultados/prueba.md: "sets[3].rival" debe ser un número entero, 0 o más: los puntos del set (dice "18.5")',
    );
  });

  it("names sets on a basketball team", async () => {
    expect(await problemWith(resultFile("prueba", { sets: "[{ casa: 20, rival: 18 }]" }))).toBe(
      'resultados/prueba.md: "sets" van solo en vóley: basquet-federal juega al básquet, su resultado son los puntos; dejá "sets" vacío',
    );
  });

  it("asks for the photo's text alternative, and for a photo that exists", async () => {
    const photo = { foto: "/images/club/basquet-partido.jpg" };
    expect(await problemWith(resultFile("prueba", photo))).toBe(
      'resultados/prueba.md: "texto_alternativo" falta: describí la foto para quien no puede verla',
    );
    expect(
      await problemWith(
        resultFile("prueba", { foto: "/images/resultados/no-esta.jpg", texto_alternativo: "El equipo" }),
      ),
    ).toBe(
      'resultados/prueba.md: "foto" no se encuentra (dice "/images/resultados/no-esta.jpg"): subí la foto desde el editor, a apps/web/images-src/resultados/',
    );
  });

  it("may not be named equipo: /resultados/equipo/… lists each team's results", async () => {
    expect(await problemWith(resultFile("equipo"))).toBe(
      'resultados/equipo.md: el nombre "equipo" es de las listas de resultados de cada equipo (/resultados/equipo/…): cambiale el nombre al archivo',
    );
  });

  it("names a field it does not know, and a competition it does not have", async () => {
    expect(await problemWith(resultFile("prueba", { goles: "3" }))).toBe(
      'resultados/prueba.md: "goles" no es un campo de este archivo (los campos son: equipo, rival, fecha, hora, condicion, competencia, torneo, tantos_casa, tantos_rival, sets, foto, texto_alternativo, publicado)',
    );
    expect(await problemWith(resultFile("prueba", { competencia: "torneo" }))).toBe(
      'resultados/prueba.md: "competencia" debe ser uno de estos: liga, copa, amistoso (dice "torneo")',
    );
  });

  it("is checked even as a draft: what the editor saves must build once published", async () => {
    expect(await problemWith(resultFile("prueba", { publicado: "false", tantos_casa: "-1" }))).toMatch(
      /^resultados\/prueba\.md: "tantos_casa" debe ser un número entero/,
    );
  });
});

describe("reading the results", () => {
  it("takes the team's name and page from its activity file, never from the result", async () => {
    const federal = readFileSync(join(contentDir(), "actividades", "basquet-federal.md"), "utf8");
    const { results } = await load({
      ...resultFile("prueba"),
      "actividades/basquet-federal.md": federal.replace(
        "nombre: Básquet Federal",
        "nombre: Federal de Prueba",
      ),
    });
    expect(results).toHaveLength(1);
    expect(results[0]).toEqual({
      id: "prueba",
      team: { id: "basquet-federal", name: "Federal de Prueba", path: "/basquet/federal", sport: "basquet" },
      rival: "Rival de Prueba",
      date: "2026-11-21",
      time: "21:00",
      home: true,
      competition: "liga",
      tournament: "Liga Federal",
      score: { club: 84, rival: 79 },
      outcome: "won",
      source: "club",
    });
  });

  it("says won, lost or drawn from the club's side (a basketball friendly may end tied), with the sets when given", async () => {
    const { results } = await load({
      ...resultFile("ganado"),
      ...resultFile("perdido", { tantos_casa: "70", tantos_rival: "75", condicion: "visitante" }),
      ...resultFile("empatado", {
        tantos_casa: "66",
        tantos_rival: "66",
        competencia: "amistoso",
        torneo: null,
      }),
      ...resultFile("voley", { equipo: "voley-primera", tantos_casa: "3", tantos_rival: "1", sets: SETS }),
    });
    const byId = Object.fromEntries(results.map((result) => [result.id, result]));
    expect(byId.ganado?.outcome).toBe("won");
    expect(byId.perdido).toMatchObject({ outcome: "lost", home: false });
    expect(byId.empatado).toMatchObject({ outcome: "drawn", competition: "amistoso" });
    expect(byId.empatado).not.toHaveProperty("tournament");
    expect(byId.voley).toMatchObject({
      team: { name: "Vóley Primera División", path: "/voley/primera", sport: "voley" },
      outcome: "won",
      score: {
        club: 3,
        rival: 1,
        sets: [
          { club: 25, rival: 20 },
          { club: 22, rival: 25 },
          { club: 25, rival: 18 },
          { club: 25, rival: 23 },
        ],
      },
    });
  });

  it("lists the newest first: by day, then by the later start, then by file name", async () => {
    const { results } = await load({
      ...resultFile("b-temprano", { fecha: "2026-11-21", hora: '"9:00"' }),
      ...resultFile("a-tarde", { fecha: "2026-11-21", hora: '"21:00"' }),
      ...resultFile("c-tarde", { fecha: "2026-11-21", hora: '"21:00"' }),
      ...resultFile("hoy", { fecha: TEST_TODAY, hora: '"11:00"' }),
      ...resultFile("antes", { fecha: "2026-11-08" }),
    });
    expect(results.map((result) => result.id)).toEqual(["hoy", "a-tarde", "c-tarde", "b-temprano", "antes"]);
  });

  it("gives a page, its text and a summary cut at a word only to a result with a report", async () => {
    const long = `${"El equipo jugó un gran partido en casa ante su gente. ".repeat(4)}Cerró con un triple.`;
    const { results, resultBodies, resultTexts } = await load({
      ...resultFile("con-cronica", {}, `# El partido\n\n**Ganamos** en casa.\n\n${long}`),
      ...resultFile("sin-cronica", { fecha: "2026-11-20" }),
    });
    const [withReport, withoutReport] = results;
    expect(withReport).toMatchObject({ id: "con-cronica", path: "/resultados/con-cronica" });
    // The report's words, its first 160 letters cut where a word ends.
    expect(withReport?.summary).toBe(
      "El partido Ganamos en casa. El equipo jugó un gran partido en casa ante su gente. El equipo jugó un gran partido en casa ante su gente. El equipo jugó un gran…",
    );
    expect(resultBodies["con-cronica"]).toMatch(
      /^<h2>El partido<\/h2>\n<p><strong>Ganamos<\/strong> en casa\.<\/p>/,
    );
    expect(resultTexts["con-cronica"]).toMatch(/^El partido\n\nGanamos en casa\.\n\nEl equipo/);
    expect(withoutReport?.id).toBe("sin-cronica");
    expect(withoutReport).not.toHaveProperty("path");
    expect(withoutReport).not.toHaveProperty("summary");
    expect(Object.keys(resultBodies)).toEqual(["con-cronica"]);
    expect(Object.keys(resultTexts)).toEqual(["con-cronica"]);
  });

  it("takes the photo through the image pipeline, with its text alternative", async () => {
    const { results } = await load(
      resultFile("prueba", {
        foto: "/images/club/basquet-partido.jpg",
        texto_alternativo: "Una bandeja de CASA",
      }),
    );
    expect(results[0]?.image).toMatchObject({
      alt: "Una bandeja de CASA",
      src: expect.stringMatching(/^\/images\/club\/basquet-partido-\d+\.webp$/),
    });
  });

  it("leaves drafts out of a production build and shows them, marked, on the dev server", async () => {
    const changes = {
      ...resultFile("publicado"),
      ...resultFile("borrador", { publicado: "false" }, "La crónica del borrador."),
    };
    expect((await load(changes)).results.map((result) => result.id)).toEqual(["publicado"]);
    const { results, resultBodies } = await load(changes, { drafts: true });
    const byId = Object.fromEntries(results.map((result) => [result.id, result]));
    expect(byId.borrador?.draft).toBe(true);
    expect(byId.publicado).not.toHaveProperty("draft");
    expect(resultBodies.borrador?.trim()).toBe("<p>La crónica del borrador.</p>");
  });

  it("leaves out a team's results while its page is a draft", async () => {
    const metropolitano = readFileSync(join(contentDir(), "actividades", "basquet-metropolitano.md"), "utf8");
    const changes = {
      ...resultFile("prueba", { equipo: "basquet-metropolitano" }),
      "actividades/basquet-metropolitano.md": metropolitano.replace("publicado: true", "publicado: false"),
    };
    expect((await load(changes)).results).toEqual([]);
    expect((await load(changes, { drafts: true })).results[0]).toMatchObject({ id: "prueba", draft: true });
  });
});
