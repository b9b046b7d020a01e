/**
 * turbo.json as the developer meets it (`pnpm dev`, `pnpm build`): every setting of
 * .env.example reaches the dev servers from the shell, and a build is rebuilt, not taken
 * from turbo's cache, when the root .env or a VITE_* variable changes. Runs the project's
 * own turbo and turbo.json on a one-package workspace in a temporary folder.
 */
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { ROOT, readRepoFile } from "./helpers.mjs";

const TURBO = join(ROOT, "node_modules/.bin/turbo");
const work = mkdtempSync(join(tmpdir(), "casa-turbo-"));
const cacheDir = mkdtempSync(join(tmpdir(), "casa-turbo-cache-"));
after(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
});

const SETTINGS = [...readRepoFile(".env.example").matchAll(/^([A-Z0-9_]+)=/gm)].map((match) => match[1]);

copyFileSync(join(ROOT, "turbo.json"), join(work, "turbo.json"));
writeFileSync(
  join(work, "package.json"),
  JSON.stringify({ name: "w", private: true, packageManager: "pnpm@12.21.0" }),
);
// A git repository that ignores turbo's own logs and cache, as the project's does.
writeFileSync(join(work, ".gitignore"), ".turbo\n");
execFileSync("git", ["init", "-q"], { cwd: work });
// As the project's own: pnpm carries on when its own version cannot be looked up.
writeFileSync(join(work, "pnpm-workspace.yaml"), "packages:\n  - apps/*\npmOnFail: ignore\n");
writeFileSync(join(work, "pnpm-lock.yaml"), "lockfileVersion: '9.0'\n");
mkdirSync(join(work, "apps/site"), { recursive: true });
const printSettings = `console.log('SE' + 'EN' + JSON.stringify(process.env))`;
writeFileSync(
  join(work, "apps/site/package.json"),
  JSON.stringify({ name: "site", scripts: { dev: `node -e "${printSettings}"`, build: "node -e 0" } }),
);

/** `turbo run …` in the temporary workspace, with only `env` added to a bare environment. */
function turbo(args, env = {}) {
  const bare = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TURBO_TELEMETRY_DISABLED: "1",
    DO_NOT_TRACK: "1",
  };
  const run = spawnSync(TURBO, ["run", ...args, "--ui=stream", `--cache-dir=${cacheDir}`], {
    cwd: work,
    env: { ...bare, ...env },
    encoding: "utf8",
  });
  assert.equal(run.status, 0, run.stdout + run.stderr);
  // Task logs go to stderr, turbo's own lines to stdout.
  return run.stdout + run.stderr;
}

test("pnpm dev hands every setting of .env.example from the shell to the dev servers", () => {
  const shell = Object.fromEntries(SETTINGS.map((name) => [name, `from-shell-${name}`]));
  const output = turbo(["dev"], shell);
  const seen = JSON.parse(output.slice(output.indexOf("SEEN") + 4).split("\n")[0]);
  const lost = SETTINGS.filter((name) => seen[name] !== shell[name]);
  assert.deepEqual(lost, []);
});

test("a build is redone when the root .env or a VITE_* variable changes, and cached otherwise", () => {
  const cacheHit = (output) => /cache hit/.test(output);
  turbo(["build"]);
  assert.ok(cacheHit(turbo(["build"])), "unchanged: from the cache");
  writeFileSync(join(work, ".env"), "VITE_SITE_URL=https://club.example\n");
  assert.ok(!cacheHit(turbo(["build"])), "a new .env: built again");
  assert.ok(cacheHit(turbo(["build"])));
  writeFileSync(join(work, ".env.local"), "VITE_CLUB_PHONE=1\n");
  assert.ok(!cacheHit(turbo(["build"])), "a new .env.local: built again");
  assert.ok(
    !cacheHit(turbo(["build"], { VITE_SITE_URL: "https://other.example" })),
    "a VITE_* from the shell",
  );
});
