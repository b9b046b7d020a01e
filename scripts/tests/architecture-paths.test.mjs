/**
 * docs/architecture.md stays true to the repository: every path it names exists, the
 * file counts its walks through the code state match the folders, and every file those
 * walks name by its bare name is in one of the folders they name. A file moved,
 * renamed, added or removed without the doc fails here, naming what to fix.
 */
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { bareFileNames, countFiles, pathsNamed, resolvePath, sections, statedCounts } from "./doc-paths.mjs";
import { ROOT, readRepoFile } from "./helpers.mjs";

const DOC = "docs/architecture.md";
const doc = readRepoFile(DOC);

test("the path reader finds the doc's paths and leaves out what is not one", () => {
  const paths = pathsNamed(doc);
  for (const path of ["apps/web/src/league/", "apps/api/src/cache/routes/standings.ts", "src/routes.ts"])
    assert.ok(paths.includes(path), `${path} is read as a path`);
  for (const other of ["/api/health", "text/calendar", "@casa/shared/icalendar", "build/editor"])
    assert.ok(!paths.includes(other), `${other} is not read as a path`);
});

test(`every path ${DOC} names exists`, () => {
  const missing = pathsNamed(doc).filter((path) => !resolvePath(ROOT, path));
  assert.deepEqual(missing, [], `${DOC} names paths that do not exist`);
});

/** The sections that walk one piece of data through the code, each stating its folders' counts. */
const walks = sections(doc).filter(({ text }) => statedCounts(text).length > 0);

test("the league table's and the news item's walks state their folders' counts", () => {
  assert.deepEqual(
    walks.map(({ heading }) => heading),
    ["League tables", "A news item"],
  );
});

test(`the file counts ${DOC} states are the folders' own`, () => {
  const wrong = statedCounts(doc)
    .map(({ folder, files, tests }) => {
      const base = resolvePath(ROOT, folder);
      if (!base) return `${folder}: no such folder`;
      const real = countFiles(join(base, folder));
      return real.files === files && real.tests === tests
        ? undefined
        : `${folder}: the doc says ${files} files, ${tests} tests; it has ${real.files} files, ${real.tests} tests`;
    })
    .filter(Boolean);
  assert.deepEqual(wrong, []);
});

test("every file a walk names by its bare name is in a folder the walk names", () => {
  const misplaced = walks.flatMap(({ heading, text }) => {
    const folders = pathsNamed(text).flatMap((path) => {
      const base = resolvePath(ROOT, path);
      if (!base) return [];
      const full = join(base, path);
      return path.endsWith("/") ? [full] : [dirname(full)];
    });
    return bareFileNames(text)
      .filter((name) => !folders.some((folder) => existsSync(join(folder, name))))
      .map((name) => `${heading}: ${name}`);
  });
  assert.deepEqual(misplaced, []);
});
