import { readFileSync } from "node:fs";
import { join } from "node:path";
import { TEST_TODAY } from "@casa/shared/test-clock";
import { afterEach, describe, expect, it } from "vitest";
import { contentDir } from "./paths.ts";
import { calendarFileNames, publishedIds } from "./published.ts";
import { contentCopy, resultFile } from "./testing.ts";

/**
 * What the route table and the prerender list learn of the results (published.ts): the
 * results with a report get a page, the teams with a result shown get their list and a
 * calendar file, read tolerantly (a file the build would refuse counts as unpublished).
 */

const copies: Array<{ remove(): void }> = [];
afterEach(() => {
  for (const copy of copies.splice(0)) copy.remove();
});
const folder = (changes: Record<string, string | null>) => {
  const copy = contentCopy(changes);
  copies.push(copy);
  return copy.dir;
};

const REPORT = "La crónica del partido.";

describe("the results the site publishes", () => {
  it("gives a page to a shown result with a report, and a list to each team with a result shown", () => {
    const dir = folder({
      ...resultFile("con-cronica", {}, REPORT),
      ...resultFile("sin-cronica", { equipo: "voley-primera", tantos_casa: "3", tantos_rival: "0" }),
      ...resultFile("borrador", { equipo: "basquet-metropolitano", publicado: "false" }, REPORT),
      ...resultFile("futuro", { equipo: "voley-tira-a", fecha: "2026-12-05" }, REPORT),
      "resultados/ilegible.md": "---\nequipo: [voley-tira-b\n---\n\nTexto.\n",
      ...resultFile("sin-equipo", { equipo: "natacion" }, REPORT),
    });
    expect(publishedIds(dir, { drafts: false, today: TEST_TODAY })).toMatchObject({
      results: ["con-cronica"],
      resultTeams: ["basquet-federal", "voley-primera"],
    });
    // The dev server shows the drafts too (the example result of the club's folder among them).
    const dev = publishedIds(dir, { drafts: true, today: TEST_TODAY });
    expect(dev.results).toEqual(expect.arrayContaining(["con-cronica", "borrador"]));
    expect(dev.results).not.toContain("sin-cronica");
    expect(dev.resultTeams).toEqual(["basquet-federal", "basquet-metropolitano", "voley-primera"]);
  });

  it("leaves out the results of a team whose page is a draft", () => {
    const metropolitano = readFileSync(join(contentDir(), "actividades", "basquet-metropolitano.md"), "utf8");
    const dir = folder({
      ...resultFile("prueba", { equipo: "basquet-metropolitano" }, REPORT),
      "actividades/basquet-metropolitano.md": metropolitano.replace("publicado: true", "publicado: false"),
    });
    expect(publishedIds(dir, { drafts: false, today: TEST_TODAY })).toMatchObject({
      results: [],
      resultTeams: [],
    });
  });

  it("gives a calendar file to a team without classes once it has a result shown (its played matches)", () => {
    const before = calendarFileNames(contentDir(), { drafts: false, today: TEST_TODAY });
    expect(before).not.toContain("basquet-metropolitano");
    const dir = folder(resultFile("prueba", { equipo: "basquet-metropolitano" }));
    const after = calendarFileNames(dir, { drafts: false, today: TEST_TODAY });
    expect(after.filter((name) => name !== "basquet-metropolitano")).toEqual(before);
    expect(after).toContain("basquet-metropolitano");
  });
});
