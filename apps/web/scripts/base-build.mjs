// The base side of `pnpm bench:web --base <ref>` (bench-compare.mjs): the site as it was
// at another commit, built in a throwaway git worktree under the system's temp folder.
// A worktree, not a checkout: other people work in this tree, and a worktree leaves its
// files and its git index alone (it only adds an entry under .git/worktrees, which
// `remove()` takes away again).
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { webDir } from "./built-site-servers.mjs";

const repoDir = join(webDir, "..", "..");

/** Runs a command with its output shown (a build takes minutes: the user sees it move). */
const run = (command, args, cwd, env = {}) =>
  execFileSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });

/**
 * What is made on this machine and not in git, copied into the worktree so its build
 * behaves as this one's: the root's settings files (.env…), and the image step's outputs
 * (public/images/**\/*.avif|webp and the encoder stamp, scripts/images/pipeline.mjs).
 * Without them a fresh checkout re-encodes every photo, minutes of both cores; copied
 * after the checkout, they are newer than its photos, so the step counts them as up to
 * date (and still makes whatever the base's photos need that ours do not have).
 */
function copyLocalFiles(worktree) {
  for (const name of readdirSync(repoDir))
    if (name.startsWith(".env") && name !== ".env.example") cpSync(join(repoDir, name), join(worktree, name));
  const web = join(worktree, "apps", "web");
  const stamp = join(webDir, ".image-settings.json");
  if (existsSync(stamp)) cpSync(stamp, join(web, ".image-settings.json"));
  const images = join(webDir, "public", "images");
  if (existsSync(images))
    cpSync(images, join(web, "public", "images"), {
      recursive: true,
      filter: (source) => !/\.[a-z0-9]+$/i.test(source) || /\.(avif|webp)$/.test(source),
    });
}

/**
 * Installs the worktree's dependencies from the store, as this tree's install left it;
 * without the frozen lockfile when the base's lockfile lags its package.json (a commit
 * that added a dependency and its lockfile in two steps); online only as a last resort.
 */
function install(worktree) {
  const attempts = [
    ["--frozen-lockfile", "--offline"],
    ["--no-frozen-lockfile", "--offline"],
    ["--no-frozen-lockfile"],
  ];
  for (const [i, flags] of attempts.entries()) {
    try {
      run("pnpm", ["install", ...flags], worktree);
      return;
    } catch (error) {
      if (i === attempts.length - 1) throw error;
      console.log(
        `pnpm install ${flags.join(" ")} failed; trying pnpm install ${attempts[i + 1].join(" ")}.`,
      );
    }
  }
}

/**
 * Checks `ref` out in a temporary worktree, installs and builds the site there. Resolves
 * to `{ buildDir, commit, remove }`: `buildDir` the base's web build (absolute), `remove()`
 * deletes the worktree (call it in a `finally`). The league service is not built there:
 * the comparison serves both builds with this tree's (see bench-compare.mjs).
 * @param {string} ref any git revision: a commit, a branch, HEAD~1
 */
export function buildBase(ref) {
  const commit = execFileSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], { cwd: repoDir })
    .toString()
    .trim();
  const worktree = mkdtempSync(join(tmpdir(), "casa-bench-base-"));
  const remove = () => {
    try {
      execFileSync("git", ["worktree", "remove", "--force", worktree], { cwd: repoDir, stdio: "ignore" });
    } catch {
      // Never added, or already gone: the folder is removed below all the same.
    }
    rmSync(worktree, { recursive: true, force: true });
  };
  try {
    console.log(`\nBase ${ref} (${commit.slice(0, 10)}): worktree ${worktree}`);
    run("git", ["worktree", "add", "--detach", worktree, commit], repoDir);
    copyLocalFiles(worktree);
    install(worktree);
    // The web and what it imports built (@casa/shared's dist is not in git); our own
    // WEB_BUILD_DIR would send the base's build elsewhere, so it is set back to `build`.
    run("pnpm", ["--filter", "@casa/web...", "run", "build"], worktree, { WEB_BUILD_DIR: "build" });
    return { buildDir: join(worktree, "apps", "web", "build"), commit, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
