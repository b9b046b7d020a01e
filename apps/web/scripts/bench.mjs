#!/usr/bin/env node
// `pnpm bench:web` (the web's `bench` script): one entry, so that its arguments reach
// the benchmark (pnpm appends them to the last command of a `a && b && c` script only).
//
//   pnpm bench:web [routes]                          this build's figures against the budgets:
//                                                    lighthouse.mjs --bench, phone-bench.mjs,
//                                                    framework-floor.mjs, first-visit-js.mjs, in turn
//   pnpm bench:web --base <ref> | --base-build <dir> [--runs n] [--only …] [routes]
//                                                    side by side with a base (bench-compare.mjs)
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
const scripts = dirname(fileURLToPath(import.meta.url));

if (args.includes("--base") || args.includes("--base-build")) {
  await import("./bench-compare.mjs");
} else {
  const routes = args.filter((arg) => !arg.startsWith("--"));
  const steps = [
    ["lighthouse.mjs", "--bench", ...routes],
    ["phone-bench.mjs", ...routes],
    ["framework-floor.mjs"],
    ["first-visit-js.mjs", ...args],
  ];
  // One after the other, stopping at the first that fails, as `&&` did.
  for (const [script, ...rest] of steps) {
    const { status } = spawnSync(process.execPath, [join(scripts, script), ...rest], { stdio: "inherit" });
    if (status !== 0) process.exit(status ?? 1);
  }
}
