import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { displayPath, WEB_DIR } from "../src/site-data/content-files/paths.ts";
import { contentCopy, NEWS_FIELDS, newsFile } from "../src/site-data/content-files/testing.ts";
import { buildWithContent } from "./build-with-content.mjs";

/** The build's content step, run as the build runs it, on a copy of the content folder. */
const copies: Array<{ remove(): void }> = [];
afterEach(() => {
  for (const copy of copies.splice(0)) copy.remove();
});

const badDate = () => {
  const copy = contentCopy({ "noticias/x.md": newsFile({ ...NEWS_FIELDS, fecha: '"12/13/2026"' }) });
  copies.push(copy);
  return copy.dir;
};

describe("the build's content step", () => {
  it("passes the club's own content folder, saying what it publishes", () => {
    const out = execFileSync(process.execPath, ["scripts/check-content.mjs"], {
      cwd: WEB_DIR,
      encoding: "utf8",
    });
    expect(out).toMatch(/^content: \d+ noticia\(s\) y \d+ evento\(s\) por venir publicados/);
  });

  it("stops on a bad file with ONE Spanish line naming the file, the field and the problem", () => {
    const dir = badDate();
    const run = spawnSync(process.execPath, ["scripts/check-content.mjs"], {
      cwd: WEB_DIR,
      encoding: "utf8",
      env: { ...process.env, CONTENT_DIR: dir },
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trimEnd().split("\n")).toEqual([
      `${displayPath(dir)}/noticias/x.md: "fecha" debe ser una fecha AAAA-MM-DD (dice "12/13/2026")`,
    ]);
  });

  it("fails the whole build before anything is built: never half the content", async () => {
    const buildDir = "build-contenido-roto";
    rmSync(join(WEB_DIR, buildDir), { recursive: true, force: true });
    await expect(buildWithContent({ contentDir: badDate(), buildDir })).rejects.toThrow(
      /noticias\/x\.md: "fecha" debe ser una fecha AAAA-MM-DD \(dice "12\/13\/2026"\)/,
    );
    expect(existsSync(join(WEB_DIR, buildDir))).toBe(false);
  }, 60_000);
});
