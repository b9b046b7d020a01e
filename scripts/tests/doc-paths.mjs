/**
 * Reading the repository paths a document names, for the tests that keep it true
 * (architecture-paths.test.mjs). A path is a backticked name that starts at one of the
 * repository's folders (`apps/web/src/league/`), ends with `/` (`cache/routes/`) or
 * ends with a file's extension (`src/site-data/content-files/read-news.ts`), and has a `/` in it:
 * bare file names (`schemas.ts`), URLs (`/api/health`), media types (`text/calendar`),
 * package names (`@casa/shared/icalendar`) and virtual modules (`virtual:contenido/…`)
 * are not paths. `<id>` and `*` in a path stand for any name.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Where a path starts when it does not start at the repository's root: the site's short names. */
const SHORT_NAME_ROOTS = ["apps/web", "apps/web/src"];

/** Folders a path may start from; the built site's files (`build/…`) are not in the repository. */
const REPOSITORY_FOLDERS = /^(apps|packages|scripts|docs|src|e2e|content)\//;

/** The backticked spans of a Markdown text, outside fenced code blocks. */
function backticked(markdown) {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "");
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);
}

const looksLikePath = (span) =>
  span.includes("/") &&
  !/[\s:@]/.test(span) &&
  !span.startsWith("/") &&
  !span.startsWith("build/") &&
  (REPOSITORY_FOLDERS.test(span) || span.endsWith("/") || /\.[a-z]{1,5}$/i.test(span));

/** Every path a Markdown text names, once each, in the order it first names them. */
export const pathsNamed = (markdown) => [...new Set(backticked(markdown).filter(looksLikePath))];

/** `<id>.md` or `admin*.spec.ts` as a pattern for one folder entry's name. */
function namePattern(segment) {
  const escaped = segment.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/<[^>]+>|\*/g, ".+")}$`);
}

/** Whether `path` exists under `base`, a `<placeholder>` or `*` segment matching any name. */
function existsUnder(base, path) {
  let candidates = [base];
  for (const segment of path.split("/").filter(Boolean)) {
    const wild = /<[^>]+>|\*/.test(segment);
    candidates = candidates.flatMap((folder) => {
      if (!wild) return existsSync(join(folder, segment)) ? [join(folder, segment)] : [];
      if (!isFolder(folder)) return [];
      const pattern = namePattern(segment);
      return readdirSync(folder)
        .filter((name) => pattern.test(name))
        .map((name) => join(folder, name));
    });
  }
  return candidates.length > 0 && (!path.endsWith("/") || candidates.some(isFolder));
}

const isFolder = (path) => existsSync(path) && statSync(path).isDirectory();

/**
 * The folder or file a path names: from the repository's root, else (the doc's short
 * names for the site) from `apps/web` or `apps/web/src`. Undefined when none has it.
 */
export function resolvePath(root, path) {
  return [root, ...SHORT_NAME_ROOTS.map((folder) => join(root, folder))].find((base) =>
    existsUnder(base, path),
  );
}

/**
 * The folder counts a Markdown text states: "`apps/web/src/league/` (22 files, 13 tests)",
 * or "(3 files)" for a folder without tests. Files directly in the folder; tests apart.
 */
export function statedCounts(markdown) {
  const statement = /`([^`\s]+\/)`\s*\((\d+) files?(?:, (\d+) tests?)?\)/g;
  return [...markdown.matchAll(statement)].map((match) => ({
    folder: match[1],
    files: Number(match[2]),
    tests: Number(match[3] ?? 0),
  }));
}

const TEST_FILE = /\.(test|spec)\.[a-z]+$/;

/** The files directly in a folder: how many are tests, how many are not. */
export function countFiles(folder) {
  const files = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  const tests = files.filter((name) => TEST_FILE.test(name)).length;
  return { files: files.length - tests, tests };
}

/** A Markdown text's `## ` sections: each heading with its text. */
export function sections(markdown) {
  return markdown
    .split(/^(?=## )/m)
    .filter((part) => part.startsWith("## "))
    .map((part) => ({ heading: part.slice(3, part.indexOf("\n")), text: part }));
}

/** The bare file names a text names (`run-scrape.ts`), which say no folder of their own. */
export const bareFileNames = (markdown) => [
  ...new Set(backticked(markdown).filter((span) => /^[\w.-]+\.[a-z]{2,5}$/i.test(span))),
];
