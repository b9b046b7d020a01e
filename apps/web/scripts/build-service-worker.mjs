// The last step of the build's finishing (scripts/vite-post-build.ts): the offline worker
// at build/client/sw.js. Vite bundles src/service-worker/sw.ts into one classic script,
// and Workbox (injectManifest) writes into it the list of files its shell saves at
// install, taken from the build's own files once the pages are final, each with a
// revision (a hash of its content; the hashed files under /assets need none). So sw.js
// changes whenever what it saves changes, and the browser installs it anew: nobody bumps
// a version by hand.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { clientDir } from "./built-site.mjs";

const webDir = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The worker's source: its entry module. */
const WORKER_SOURCE = join(webDir, "src", "service-worker", "sw.ts");

/**
 * What the shell may hold, as files of build/client: the home page and the page any
 * other path hydrates from, the code of every route and all it loads later (styles
 * included), and route data (`historia.data`), of which `routeDataFiles` keeps those of
 * the pages the sitemap lists. The editor's folder is not the site's.
 */
const SHELL_FILES = ["index.html", "__spa-fallback.html", "assets/**/*.{js,css}", "**/*.data"];

/**
 * News items saved at install: the newest (the sitemap lists them newest first). The
 * archive grows with every item the club posts, and a thousand would be a thousand
 * requests on a fan's first visit; older items and the news list's later pages are
 * saved when read, as any page. Drafts are never built, so never in the sitemap.
 */
export const NEWS_PAGES_SAVED = 12;

/**
 * Match reports saved at install (`/resultados/<id>`): the newest, for the same reason
 * (the sitemap lists them newest first too). The lists of results, a page per team, all.
 */
export const REPORT_PAGES_SAVED = 12;

/**
 * The route data file of a page's path, as React Router names it (trailing-slash aware
 * data requests): `/historia` → `historia.data`, `/` → `_.data`.
 * @param {string} path
 */
export const routeDataFile = (path) =>
  `${decodeURIComponent(path)
    .slice(1)
    .replace(/(^|\/)$/, "$1_")}.data`;

/**
 * The route data files of the pages `sitemap.xml` lists (news and reports: the newest), which the
 * SPA fallback page needs to render a page never seen (its photo, its copy).
 * @param {string} sitemap
 * @returns {Set<string>}
 */
export function routeDataFiles(sitemap) {
  let news = 0;
  let reports = 0;
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc = ""]) => new URL(loc).pathname)
    .filter((path) => !path.startsWith("/novedades/pagina/"))
    .filter((path) => !/^\/novedades\/./.test(path) || ++news <= NEWS_PAGES_SAVED)
    .filter((path) => !/^\/resultados\/(?!equipo\/)./.test(path) || ++reports <= REPORT_PAGES_SAVED);
  return new Set(paths.map(routeDataFile));
}

/**
 * The shell's list: Workbox's entries for SHELL_FILES with only the route data of
 * `dataFiles`, as paths from the site's root, the home page as `/` (the address a
 * visitor opens, as nginx serves it).
 * @template {{ url: string }} Entry
 * @param {Entry[]} entries
 * @param {Set<string>} dataFiles
 * @returns {Entry[]}
 */
export function shellEntries(entries, dataFiles) {
  return entries
    .filter(({ url }) => !url.endsWith(".data") || dataFiles.has(url))
    .map((entry) => ({ ...entry, url: entry.url === "index.html" ? "/" : `/${entry.url}` }));
}

/**
 * Bundles the worker and writes `<dir>/sw.js` with the shell's list of `dir`'s files.
 * @param {{ dir?: string, source?: string }} [options]
 * @returns {Promise<{ path: string, files: number, shellBytes: number }>}
 */
export async function buildServiceWorker({ dir = clientDir, source = WORKER_SOURCE } = {}) {
  const [{ build }, { injectManifest }] = await Promise.all([import("vite"), import("workbox-build")]);
  const bundleDir = mkdtempSync(join(tmpdir(), "casa-sw-"));
  try {
    await build({
      configFile: false,
      envDir: false,
      root: webDir,
      publicDir: false,
      logLevel: "warn",
      // Workbox's development logs and checks stay out.
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        outDir: bundleDir,
        emptyOutDir: true,
        sourcemap: false,
        reportCompressedSize: false,
        // A worker registered as a classic script: one file, no import statement.
        rolldownOptions: { input: source, output: { format: "iife", entryFileNames: "sw.js" } },
      },
    });
    const sitemap = join(dir, "sitemap.xml");
    const dataFiles = existsSync(sitemap) ? routeDataFiles(readFileSync(sitemap, "utf8")) : new Set();
    const path = join(dir, "sw.js");
    const { count, size, warnings } = await injectManifest({
      swSrc: join(bundleDir, "sw.js"),
      swDest: path,
      globDirectory: dir,
      globPatterns: SHELL_FILES,
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [async (entries) => ({ manifest: shellEntries(entries, dataFiles), warnings: [] })],
    });
    if (warnings.length > 0) throw new Error(`build-service-worker: ${warnings.join("; ")}`);
    return { path, files: count, shellBytes: size };
  } finally {
    rmSync(bundleDir, { recursive: true, force: true });
  }
}

/**
 * What the build says of the worker: its size and its shell's.
 * @param {{ path: string, files: number, shellBytes: number }} built
 */
export function serviceWorkerSummary({ path, files, shellBytes }) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const code = readFileSync(path);
  return (
    `build-service-worker: sw.js ${kb(statSync(path).size)} (${kb(gzipSync(code, { level: 9 }).length)} gzip), ` +
    `its shell ${files} files (${kb(shellBytes)})`
  );
}
