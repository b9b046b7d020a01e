/**
 * `npm start` (scripts/start.sh) with one of its ports already taken: it must say so in
 * Spanish, name the port and the setting that moves it, exit non-zero, and leave
 * nothing running, before it installs or builds anything. Its ports come from the
 * environment, else the root .env. It runs from a copy of scripts/ in a temporary
 * folder (its own "repository root", with its own .env), so a regression cannot start
 * installing or building the real one.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { freePort, ROOT } from "./helpers.mjs";

const copy = mkdtempSync(join(tmpdir(), "casa-start-"));
cpSync(join(ROOT, "scripts/start.sh"), join(copy, "scripts/start.sh"));
cpSync(join(ROOT, "scripts/lib"), join(copy, "scripts/lib"), { recursive: true });
after(() => rmSync(copy, { recursive: true, force: true }));

function occupy(port) {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.end());
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

/** start.sh with `env` over the current environment (less its ports) and `dotEnv` as the root .env. */
function npmStart(env, dotEnv = "") {
  writeFileSync(join(copy, ".env"), dotEnv);
  const { PORT, WEB_PORT, HOST, ...rest } = process.env;
  return spawnSync("bash", [join(copy, "scripts/start.sh")], {
    cwd: copy,
    env: { ...rest, ...env },
    encoding: "utf8",
    // Generous: on a busy machine even three Node start-ups take a while.
    timeout: 180_000,
  });
}

test("a taken site port stops npm start with a clear message and a non-zero exit", async () => {
  const [webPort, apiPort] = [await freePort(), await freePort()];
  const taken = await occupy(webPort);
  try {
    const run = npmStart({ WEB_PORT: String(webPort), PORT: String(apiPort) });
    assert.equal(run.status, 1);
    assert.match(run.stderr, new RegExp(`el puerto ${webPort} \\(el sitio\\) ya está en uso`));
    assert.match(run.stderr, new RegExp(`WEB_PORT=${webPort + 1} npm start`));
    assert.doesNotMatch(run.stdout, /El sitio está en/);
    assert.doesNotMatch(run.stdout, /Installing|Building|Starting/);
    // Nothing was started: the service's port is still free.
    const probe = await occupy(apiPort);
    probe.close();
  } finally {
    taken.close();
  }
});

test("a taken league-service port stops it the same way", async () => {
  const [webPort, apiPort] = [await freePort(), await freePort()];
  const taken = await occupy(apiPort);
  try {
    const run = npmStart({ WEB_PORT: String(webPort), PORT: String(apiPort) });
    assert.equal(run.status, 1);
    assert.match(run.stderr, new RegExp(`el puerto ${apiPort} \\(el servicio de ligas\\) ya está en uso`));
    assert.match(run.stderr, new RegExp(`PORT=${apiPort + 1} npm start`));
    assert.doesNotMatch(run.stdout, /El sitio está en/);
  } finally {
    taken.close();
  }
});

test("the ports come from the root .env when the environment has none, and the environment wins", async () => {
  const [fromFile, fromShell, apiPort] = [await freePort(), await freePort(), await freePort()];
  const takenFile = await occupy(fromFile);
  const takenShell = await occupy(fromShell);
  try {
    const dotEnv = `WEB_PORT=${fromFile}\nPORT=${apiPort}\n`;
    const byFile = npmStart({}, dotEnv);
    assert.equal(byFile.status, 1);
    assert.match(byFile.stderr, new RegExp(`el puerto ${fromFile} \\(el sitio\\)`));
    const byShell = npmStart({ WEB_PORT: String(fromShell) }, dotEnv);
    assert.equal(byShell.status, 1);
    assert.match(byShell.stderr, new RegExp(`el puerto ${fromShell} \\(el sitio\\)`));
  } finally {
    takenFile.close();
    takenShell.close();
  }
});
