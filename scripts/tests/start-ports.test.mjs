/**
 * `npm start` (scripts/start.sh) with one of its ports already taken: it must say so in
 * Spanish, name the port and the setting that moves it, exit non-zero, and leave
 * nothing running, before it installs or builds anything.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { test } from "node:test";
import { freePort, ROOT } from "./helpers.mjs";

function occupy(port) {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.end());
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

function npmStart(env) {
  return spawnSync("bash", [join(ROOT, "scripts/start.sh")], {
    cwd: ROOT,
    env: { ...process.env, HOST: "127.0.0.1", ...env },
    encoding: "utf8",
    timeout: 60_000,
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
