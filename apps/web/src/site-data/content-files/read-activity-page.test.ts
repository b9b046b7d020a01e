import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadContent } from "./load.ts";
import { contentDir, displayPath } from "./paths.ts";
import { ContentProblem } from "./problem.ts";
import { contentCopy } from "./testing.ts";

/**
 * An activity's own page sections (`pagina` in its file): drafts only where drafts are
 * read, the league cards read from the activity's own timetable, and a mistake named
 * in one line.
 */
const copies: Array<{ remove(): void }> = [];
afterEach(() => {
  for (const copy of copies.splice(0)) copy.remove();
});

const original = (file: string) => readFileSync(join(contentDir({}), "actividades", file), "utf8");

async function load(changes: Record<string, string | null>, drafts: boolean) {
  const copy = contentCopy(changes);
  copies.push(copy);
  return { content: await loadContent({ dir: copy.dir, drafts, today: "2026-11-26" }), dir: copy.dir };
}

const designOf = (content: Awaited<ReturnType<typeof loadContent>>, id: string) =>
  content.activities.find((activity) => activity.entry.id === id)?.design;

describe("an activity's page sections", () => {
  it("leaves a draft section out of a production build, and keeps it, marked, on the dev server", async () => {
    const built = designOf((await load({}, false)).content, "aikido");
    const dev = designOf((await load({}, true)).content, "aikido");
    expect(built?.about).toBeUndefined();
    expect(built?.cta?.title).toBe("¿Querés probar una clase?");
    expect(dev?.about?.title).toBe("Quién da las clases");
    expect(dev?.about?.draft).toBe(true);
    expect(dev?.about?.paragraphs[0]).toMatch(/^Las clases están a cargo de un instructor cinturón negro/);
  });

  it("keeps a block's published paragraphs when another one is a draft", async () => {
    const built = designOf((await load({}, false)).content, "basquet-federal");
    expect(built?.team?.paragraphs).toHaveLength(1);
    expect(built?.team?.draft).toBeUndefined();
    const dev = designOf((await load({}, true)).content, "basquet-federal");
    expect(dev?.team?.paragraphs).toHaveLength(2);
    expect(dev?.team?.draft).toBe(true);
  });

  it("gives Básquet Federal's training card the rows of the activity's own timetable", async () => {
    const file = original("basquet-federal.md").replace("horas: 21:00 a 23:00", "horas: 20:00 a 22:00");
    const { content } = await load({ "actividades/basquet-federal.md": file }, false);
    const activity = content.activities.find(({ entry }) => entry.id === "basquet-federal");
    const rows = activity?.listing.schedule?.flatMap((table) => table.rows);
    expect(rows?.map((row) => row.hours)).toEqual(["20:00 a 22:00"]);
    // The module the page's static part reads (scripts/vite-content.ts) shows these rows.
    const { contentFiles } = await import("../../../scripts/vite-content.ts");
    const plugin = contentFiles({ dir: (await load({ "actividades/basquet-federal.md": file }, false)).dir });
    const code = await (plugin.load as (id: string) => Promise<string>)(
      "\0virtual:contenido/pagina/basquet-federal-detalles",
    );
    expect(code).toContain('"hours":"20:00 a 22:00"');
    expect(code).not.toContain("21:00 a 23:00");
  });

  it("stops the build with one Spanish line naming the file and the field of a bad section", async () => {
    const file = original("judo.md").replace("      - tipo: instagram", "      - tipo: tiktok");
    const copy = contentCopy({ "actividades/judo.md": file });
    copies.push(copy);
    const error = await loadContent({ dir: copy.dir, drafts: false, today: "2026-11-26" }).catch((e) => e);
    expect(error).toBeInstanceOf(ContentProblem);
    expect(error.message.slice(displayPath(copy.dir).length + 1)).toBe(
      'actividades/judo.md: "pagina.cierre.botones[1].tipo" debe ser uno de estos: instagram, valores, llamar, inicio, contacto (dice "tiktok")',
    );
  });

  it("names a gallery picture that is not there", async () => {
    const file = original("judo.md").replace("/images/gallery/judo-2.svg", "/images/gallery/judo-9.svg");
    const copy = contentCopy({ "actividades/judo.md": file });
    copies.push(copy);
    const error = await loadContent({ dir: copy.dir, drafts: false, today: "2026-11-26" }).catch((e) => e);
    expect(error.message.slice(displayPath(copy.dir).length + 1)).toMatch(
      /^actividades\/judo\.md: "pagina\.galeria\.imagenes\[3\]\.imagen" no se encuentra \(dice "\/images\/gallery\/judo-9\.svg"\)/,
    );
  });
});
