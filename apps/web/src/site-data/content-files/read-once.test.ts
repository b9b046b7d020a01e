import { readdirSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { TEST_TODAY } from "@casa/shared/test-clock";
import { afterAll, describe, expect, it, vi } from "vitest";
import { writeFixtureContent } from "../../../scripts/content-fixtures.mjs";
import { contentFiles } from "../../../scripts/vite-content.ts";

/** Every read of a file of the test content folder, counted by path, whoever reads it. */
const reads = vi.hoisted(() => new Map<string, number>());
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  const counted = ((path: Parameters<typeof fs.readFileSync>[0], ...rest: unknown[]) => {
    reads.set(String(path), (reads.get(String(path)) ?? 0) + 1);
    return (fs.readFileSync as (...args: unknown[]) => unknown)(path, ...rest);
  }) as typeof fs.readFileSync;
  return { ...fs, default: { ...fs, readFileSync: counted }, readFileSync: counted };
});

// Around the build's day, the test clock's (this runs before the clock is set for each test).
const fixture = writeFixtureContent({ today: TEST_TODAY });
afterAll(() => rmSync(fixture.dir, { recursive: true, force: true }));

const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** The reads of the content folder's files, by path in it (`noticias/x.md`). */
const contentReads = () =>
  Object.fromEntries(
    [...reads]
      .filter(([path]) => path.startsWith(fixture.dir))
      .map(([path, count]) => [relative(fixture.dir, path), count]),
  );

describe("the content files in one build", () => {
  it("are each read once by the route table, the prerender list, the check and the pages' data", async () => {
    vi.stubEnv("CONTENT_DIR", fixture.dir);
    vi.stubEnv("NODE_ENV", "production");
    // In the build's order: React Router reads its config and the route table, then
    // Vite's build starts (the content check) and makes the pages' modules.
    const routes = (await import("../../routes.ts")).default;
    const { prerender } = (await import("../../../react-router.config.ts")).default;
    const paths = await prerender({ getStaticPaths: () => [] });
    const plugin = contentFiles({ dir: fixture.dir });
    (plugin.configResolved as (config: { command: string }) => void)({ command: "build" });
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const context = { error: (line: string) => expect.fail(line) };
    await (plugin.buildStart as (this: typeof context) => Promise<void>).call(context);
    const load = plugin.load as (id: string) => Promise<string>;
    const modules = await Promise.all(
      ["noticias", "eventos", "actividades/paginas", "pagina/instalaciones"].map((name) =>
        load(`\0virtual:contenido/${name}`),
      ),
    );

    // What each consumer made of the files: they all read them.
    expect(JSON.stringify(routes)).toContain("novedades/:id");
    expect(paths).toContain("/novedades/pagina/2");
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^content: 12 noticia\(s\) y 2 evento\(s\)/));
    expect(modules[0]).toContain("Noticia de prueba 12");
    expect(contentReads()).toEqual(
      Object.fromEntries(filesOf(fixture.dir).map((file) => [relative(fixture.dir, file), 1])),
    );
  });
});
