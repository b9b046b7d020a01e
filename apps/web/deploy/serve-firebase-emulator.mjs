#!/usr/bin/env node
// Serves a build with Firebase Hosting's emulator (firebase-tools, the web's pinned dev
// dependency), offline, from the shipped firebase.json: what `firebase deploy` publishes,
// served on this machine. The tests hold it and nginx to one table of expectations
// (scripts/tests/hosting-table.test.mjs); by hand:
//
//   node apps/web/deploy/serve-firebase-emulator.mjs [BUILD_DIR] [API_ORIGIN] [PORT]
//   (defaults: apps/web/build, http://127.0.0.1:8787, 5000; Ctrl-C stops it)
//
// Nothing leaves the machine: the project is a demo one (`demo-…`: the emulator then
// calls no Google service for it), the CLI runs with a home of its own (no login, no
// saved token, no usage reporting) and CI=true (no message-of-the-day or update check),
// and the `/api/**` rewrite's Cloud Run service is looked up at a stand-in of Cloud Run's
// admin API on 127.0.0.1 (CLOUD_RUN_API_URL; firebase-tools sends no credentials to a
// loopback address), which names API_ORIGIN (the built league service) as its URL.
//
// The emulator serves each entry of `hosting` on a port of its own: the first on PORT,
// the next ones from PORT + 5 up, skipping busy ports (firebase-tools
// lib/serve/hosting.js); each one's port is read from the emulator's own log line.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const FIREBASE_BIN = join(
  dirname(createRequire(join(web, "package.json")).resolve("firebase-tools")),
  "bin",
  "firebase.js",
);

/** The emulator's project: `demo-` makes it a demo project, which never reaches Google. */
export const DEMO_PROJECT = "demo-casa";

/** The shipped Hosting configuration and its targets (apps/web/firebase.json, apps/web/.firebaserc). */
export function shippedHosting() {
  return {
    config: JSON.parse(readFileSync(join(web, "firebase.json"), "utf8")),
    firebaserc: JSON.parse(readFileSync(join(web, ".firebaserc"), "utf8")),
  };
}

/** A stand-in for Cloud Run's admin API: every service it is asked about runs at `url`. */
function startCloudRunStandIn(port, url) {
  const lookups = [];
  const server = createServer((req, res) => {
    lookups.push(req.url);
    const known = /^\/v1\/projects\/[^/]+\/locations\/[^/]+\/services\/[^/]+$/.test(req.url ?? "");
    res.writeHead(known ? 200 : 404, { "Content-Type": "application/json" });
    res.end(JSON.stringify(known ? { status: { url } } : { error: { code: 404 } }));
  });
  return new Promise((resolveStart, reject) => {
    server.on("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolveStart({
        origin: `http://127.0.0.1:${server.address().port}`,
        lookups,
        stop: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

/**
 * Starts the Hosting emulator on `config` (firebase.json as shipped, by default) over the
 * build in `buildDir`: each entry's `public` (`build/client`, `build/editor`) is read
 * from `buildDir` (`client`, `editor`) instead; every other key stays as given.
 * Resolves once every site answers, with each site's origin by its target (or site) name
 * and `stop()`, which ends the emulator and the stand-in and removes the temporary
 * project; rejects (after cleaning up) if the emulator stops or is not ready in time.
 * @param {{
 *   buildDir: string, apiOrigin: string, port: number, hubPort: number, loggingPort: number,
 *   cloudRunPort?: number, config?: any, firebaserc?: any, timeoutMs?: number,
 * }} options
 */
export async function startFirebaseEmulator({
  buildDir,
  apiOrigin,
  port,
  hubPort,
  loggingPort,
  cloudRunPort = 0,
  config = shippedHosting().config,
  firebaserc = shippedHosting().firebaserc,
  timeoutMs = 90_000,
}) {
  const work = mkdtempSync(join(tmpdir(), "casa-firebase-hosting-"));
  const cloudRun = await startCloudRunStandIn(cloudRunPort, apiOrigin);
  const host = "127.0.0.1";
  const sites = [config.hosting].flat().map((site) => ({
    ...site,
    public: relative(work, join(resolve(buildDir), basename(site.public))),
  }));
  writeFileSync(
    join(work, "firebase.json"),
    JSON.stringify({
      ...config,
      hosting: Array.isArray(config.hosting) ? sites : sites[0],
      // Only Hosting, on the given ports; no UI (it would be downloaded).
      emulators: {
        hosting: { port, host },
        hub: { port: hubPort, host },
        logging: { port: loggingPort, host },
        ui: { enabled: false },
      },
    }),
  );
  // The shipped targets, named for the demo project: each target keeps its site.
  const shippedProject = firebaserc.projects?.default;
  writeFileSync(
    join(work, ".firebaserc"),
    JSON.stringify({
      projects: { default: DEMO_PROJECT },
      targets: { [DEMO_PROJECT]: firebaserc.targets?.[shippedProject] ?? {} },
    }),
  );
  const home = join(work, "home");
  mkdirSync(home);
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: home,
    XDG_CONFIG_HOME: join(home, ".config"),
    CI: "true",
    NO_COLOR: "1",
    CLOUD_RUN_API_URL: cloudRun.origin,
  };
  const child = spawn(
    process.execPath,
    [FIREBASE_BIN, "emulators:start", "--only", "hosting", "--project", DEMO_PROJECT],
    {
      cwd: work,
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const exited = new Promise((done) => child.on("exit", (code, signal) => done({ code, signal })));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        // The emulator shuts down on SIGINT (as on Ctrl-C); its whole group, in case.
        process.kill(-child.pid, "SIGINT");
      } catch {}
      const late = setTimeout(() => {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {}
      }, 10_000);
      await exited;
      clearTimeout(late);
    }
    await cloudRun.stop();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    const origins = await new Promise((ready, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`the Hosting emulator was not ready in ${timeoutMs} ms`)),
        timeoutMs,
      );
      const read = (chunk) => {
        output += chunk;
        // "hosting[site]: Local server: http://127.0.0.1:4272", one per site, as each listens.
        const found = Object.fromEntries(
          [...output.matchAll(/hosting\[([^\]]+)\]: Local server: (http:\/\/[\d.]+:\d+)/g)].map(
            ([, name, origin]) => [name, origin],
          ),
        );
        if (!/All emulators ready/.test(output) || Object.keys(found).length < sites.length) return;
        clearTimeout(timer);
        ready(found);
      };
      child.stdout.on("data", read);
      child.stderr.on("data", read);
      exited.then(({ code, signal }) => {
        clearTimeout(timer);
        fail(new Error(`the Hosting emulator stopped (${code ?? signal})`));
      });
    });
    return { origins, cloudRun, output: () => output, stop };
  } catch (error) {
    await stop();
    throw new Error(`${error.message}:\n${output}`);
  }
}

// By hand: serve a build until Ctrl-C.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [buildDir = join(web, "build"), apiOrigin = "http://127.0.0.1:8787", port = "5000"] =
    process.argv.slice(2);
  const base = Number(port);
  const emulator = await startFirebaseEmulator({
    buildDir,
    apiOrigin,
    port: base,
    hubPort: base + 1,
    loggingPort: base + 2,
  });
  for (const [name, origin] of Object.entries(emulator.origins)) console.log(`${name}: ${origin}`);
  console.log(`/api/** → ${apiOrigin}. Ctrl-C stops it.`);
  const end = () => emulator.stop().then(() => process.exit(0));
  process.on("SIGINT", end);
  process.on("SIGTERM", end);
}
