import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  buildServiceWorker,
  NEWS_PAGES_SAVED,
  REPORT_PAGES_SAVED,
  routeDataFile,
  routeDataFiles,
  shellEntries,
} from "./build-service-worker.mjs";

const sitemap = (paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset>\n${paths
    .map((path) => `  <url><loc>https://casadepadua.com.ar${path}</loc></url>`)
    .join("\n")}\n</urlset>\n`;

describe("the route data the shell saves", () => {
  it("names each page's file as React Router does, the home page's included", () => {
    expect(routeDataFile("/historia")).toBe("historia.data");
    expect(routeDataFile("/basquet/federal")).toBe("basquet/federal.data");
    expect(routeDataFile("/")).toBe("_.data");
    expect(routeDataFile("/novedades/")).toBe("novedades/_.data");
  });

  it("is that of every page the sitemap lists, news: only the newest and not the list's later pages", () => {
    const news = Array.from({ length: NEWS_PAGES_SAVED + 3 }, (_, i) => `/novedades/noticia-${i + 1}`);
    const files = routeDataFiles(
      sitemap(["/", "/historia", "/novedades", "/novedades/pagina/2", "/basquet/federal", ...news]),
    );
    expect([...files]).toEqual([
      "_.data",
      "historia.data",
      "novedades.data",
      "basquet/federal.data",
      ...news.slice(0, NEWS_PAGES_SAVED).map((path) => `${path.slice(1)}.data`),
    ]);
  });

  it("of the results, saves every list and only the newest reports", () => {
    const reports = Array.from({ length: REPORT_PAGES_SAVED + 2 }, (_, i) => `/resultados/partido-${i + 1}`);
    const files = routeDataFiles(
      sitemap([
        "/resultados",
        "/resultados/equipo/basquet-federal",
        "/resultados/equipo/voley-primera",
        ...reports,
      ]),
    );
    expect([...files]).toEqual([
      "resultados.data",
      "resultados/equipo/basquet-federal.data",
      "resultados/equipo/voley-primera.data",
      ...reports.slice(0, REPORT_PAGES_SAVED).map((path) => `${path.slice(1)}.data`),
    ]);
  });

  it("keeps of Workbox's list only those route data files, every path from the site's root, home as /", () => {
    const entries = [
      { url: "index.html", revision: "a" },
      { url: "__spa-fallback.html", revision: "b" },
      { url: "assets/shell-x1.js", revision: null },
      { url: "historia.data", revision: "c" },
      { url: "robots.txt.data", revision: "d" },
    ];
    expect(shellEntries(entries, new Set(["historia.data"]))).toEqual([
      { url: "/", revision: "a" },
      { url: "/__spa-fallback.html", revision: "b" },
      { url: "/assets/shell-x1.js", revision: null },
      { url: "/historia.data", revision: "c" },
    ]);
  });
});

describe("buildServiceWorker", () => {
  const dir = mkdtempSync(join(tmpdir(), "casa-sw-test-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  /** The list of files the built worker's shell saves, as written into it. */
  const shellOf = (code: string): Array<{ url: string; revision: string | null }> =>
    JSON.parse(code.match(/\[\{"revision".*?\}\]/)?.[0] ?? "[]");

  write("index.html", "<!doctype html><title>Inicio</title>");
  write("__spa-fallback.html", "<!doctype html><title></title>");
  write("404.html", "<!doctype html><title></title>");
  write("assets/shell-x1.js", "export const a = 1;");
  write("assets/shell-x1.css", "body{color:red}");
  write("assets/escudo-x2.webp", "");
  write("historia.data", "[]");
  write("aikido.data", "[]");
  write("robots.txt.data", "[]");
  write("historia/index.html", "<!doctype html><title>Historia</title>");
  write("images/club/foto.jpg", "");
  write("admin/decap-cms.js", "");
  write("sitemap.xml", sitemap(["/", "/historia", "/artes-marciales/aikido"]));

  it("writes one classic script with the shell's list taken from the build's files", {
    timeout: 60_000,
  }, async () => {
    const { path, files } = await buildServiceWorker({ dir });
    expect(path).toBe(join(dir, "sw.js"));
    const code = readFileSync(path, "utf8");
    expect(code).not.toContain("__WB_MANIFEST");
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    const shell = shellOf(code);
    expect(shell.map(({ url }) => url).sort()).toEqual([
      "/",
      "/__spa-fallback.html",
      "/assets/shell-x1.css",
      "/assets/shell-x1.js",
      "/historia.data",
    ]);
    expect(files).toBe(5);
    // Hashed files need no revision; the others carry that of their content.
    for (const { url, revision } of shell) {
      if (url.startsWith("/assets/")) expect(revision, url).toBeNull();
      else expect(revision, url).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it("changes sw.js by itself when a file of the shell changes: its revision is new", {
    timeout: 60_000,
  }, async () => {
    const before = shellOf(readFileSync(join(dir, "sw.js"), "utf8"));
    write("index.html", "<!doctype html><title>Inicio, otra edición</title>");
    const after = shellOf(readFileSync((await buildServiceWorker({ dir })).path, "utf8"));
    const revision = (shell: typeof before, url: string) =>
      shell.find((entry) => entry.url === url)?.revision;
    expect(revision(after, "/")).not.toBe(revision(before, "/"));
    expect(revision(after, "/historia.data")).toBe(revision(before, "/historia.data"));
  });
});
