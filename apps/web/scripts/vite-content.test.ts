import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { contentCopy, NEWS_FIELDS, newsFile } from "../src/site-data/content-files/testing.ts";
import { contentFiles } from "./vite-content.ts";

/**
 * The content files as the site's modules: on the dev server drafts are there, marked,
 * so `pnpm dev` shows them with their "Borrador" badge; a production build never has
 * them (e2e/content-files.spec.ts checks the built files).
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const DRAFT = newsFile({ ...NEWS_FIELDS, titulo: "Un borrador", publicado: "false" });
const PUBLISHED = newsFile({ ...NEWS_FIELDS, titulo: "Una publicada", publicado: "true" });

async function devServer(dir: string): Promise<ViteDevServer> {
  const server = await createServer({
    configFile: false,
    logLevel: "silent",
    server: { middlewareMode: true, watch: null },
    plugins: [contentFiles({ dir })],
  });
  cleanups.push(() => server.close());
  return server;
}

type NewsModule = { news: Array<{ title: string; draft?: true }> };

describe("the content files on the dev server and in a build", () => {
  it("the dev server has the drafts too, each marked as one", async () => {
    const copy = contentCopy({ "noticias/borrador.md": DRAFT, "noticias/publicada.md": PUBLISHED });
    cleanups.push(() => copy.remove());
    const server = await devServer(copy.dir);
    const { news } = (await server.ssrLoadModule("virtual:contenido/noticias")) as NewsModule;
    const byTitle = Object.fromEntries(news.map((item) => [item.title, item.draft ?? false]));
    expect(byTitle).toMatchObject({ "Un borrador": true, "Una publicada": false });
  });

  it("the dev server shows an edit once its watcher reports the file changed", async () => {
    const copy = contentCopy({ "noticias/publicada.md": PUBLISHED });
    cleanups.push(() => copy.remove());
    const server = await devServer(copy.dir);
    const titles = async () =>
      ((await server.ssrLoadModule("virtual:contenido/noticias")) as NewsModule).news.map(
        (item) => item.title,
      );
    expect(await titles()).toContain("Una publicada");
    const file = join(copy.dir, "noticias", "publicada.md");
    writeFileSync(file, newsFile({ ...NEWS_FIELDS, titulo: "Una corregida", publicado: "true" }));
    server.watcher.emit("change", file);
    expect(await titles()).toContain("Una corregida");
    expect(await titles()).not.toContain("Una publicada");
  });

  it("a build has only what is published", async () => {
    const copy = contentCopy({ "noticias/borrador.md": DRAFT, "noticias/publicada.md": PUBLISHED });
    cleanups.push(() => copy.remove());
    const plugin = contentFiles({ dir: copy.dir });
    // The hooks as Vite calls them for `vite build`.
    (plugin.configResolved as (config: { command: string }) => void)({ command: "build" });
    const load = plugin.load as (id: string) => Promise<string>;
    const source = await load("\0virtual:contenido/noticias");
    expect(source).toContain("Una publicada");
    expect(source).not.toContain("Un borrador");
  });
});
