/**
 * The deployment as shipped: Debian's nginx with the site's own configuration
 * (apps/web/deploy/nginx.conf.template, rendered as the image does) in front of the
 * built league service, which trusts the proxies docker-compose.yml tells it to
 * (TRUST_PROXY), by address. A client must not be able to pick its rate-limit identity by
 * writing its own X-Forwarded-For, through nginx or not, and two real clients must still
 * count apart.
 *
 * Needs the built service (apps/api/dist) and nginx; `npm test` has both.
 */
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { compose, freePort, get, ROOT, start, startSiteNginx, waitUntilAnswers } from "./helpers.mjs";

const SERVER = join(ROOT, "apps/api/dist/server.js");
const LIMIT = 20;
const STANDINGS = "/api/standings/voley/primera";
// Compose's nginx reaches the service from the Compose network's private addresses;
// here it reaches it from 127.0.0.1, trusted as well. Clients come from other loopback
// addresses, as visitors come from other addresses than nginx's.
const NGINX_ADDRESS = "127.0.0.1";
const CLIENT = "127.0.0.3";

const work = mkdtempSync(join(tmpdir(), "casa-nginx-"));
let api;
let apiOrigin;
let nginx;
let site;

before(async () => {
  assert.ok(existsSync(SERVER), "build the league service first (pnpm exec turbo run build)");
  const apiPort = await freePort();
  apiOrigin = `http://127.0.0.1:${apiPort}`;
  api = start(process.execPath, [SERVER], {
    cwd: join(ROOT, "apps/api"),
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(apiPort),
      // The proxy setting the compose file gives the service, and this nginx's address.
      TRUST_PROXY: `${compose().services.api.environment.TRUST_PROXY}, ${NGINX_ADDRESS}`,
      RATE_LIMIT_MAX: String(LIMIT),
      RATE_LIMIT_WINDOW_MS: "600000",
      SCRAPE_ENABLED: "false",
      CACHE_FILE: join(work, "cache.json"),
      LOG_LEVEL: "warn",
    },
  });
  ({ nginx, origin: site } = await startSiteNginx({
    work,
    upstream: apiOrigin,
    siteRoot: work,
  }));
  await waitUntilAnswers(`${apiOrigin}/api/health`, api);
  await waitUntilAnswers(`${site}/api/health`, nginx);
});

after(async () => {
  await Promise.all([nginx?.stop(), api?.stop()]);
  rmSync(work, { recursive: true, force: true });
});

const randomAddress = () => Array.from({ length: 4 }, () => Math.floor(Math.random() * 254) + 1).join(".");

test("compose tells the service to believe the private network's addresses (the web's nginx), never a hop count", () => {
  assert.equal(compose().services.api.environment.TRUST_PROXY, "uniquelocal");
});

test("a client that writes a new X-Forwarded-For on every request is still limited through nginx", async () => {
  const statuses = [];
  for (let i = 0; i < LIMIT + 10; i++) {
    const spoofed = `${randomAddress()}, ${randomAddress()}`;
    const { status } = await get(`${site}${STANDINGS}`, {
      headers: { "X-Forwarded-For": spoofed },
      localAddress: CLIENT,
    });
    statuses.push(status);
  }
  assert.deepEqual(statuses.slice(0, LIMIT), Array(LIMIT).fill(200));
  assert.deepEqual(statuses.slice(LIMIT), Array(10).fill(429));
  // Without the header it is the same client, and still limited.
  assert.equal((await get(`${site}${STANDINGS}`, { localAddress: CLIENT })).status, 429);
});

test("a client that calls the service directly cannot pick its identity either", async () => {
  const statuses = [];
  for (let i = 0; i < LIMIT + 5; i++) {
    const spoofed = `${randomAddress()}, ${randomAddress()}`;
    const { status } = await get(`${apiOrigin}${STANDINGS}`, {
      headers: { "X-Forwarded-For": spoofed },
      localAddress: "127.0.0.4",
    });
    statuses.push(status);
  }
  assert.deepEqual(statuses.slice(LIMIT), Array(5).fill(429));
});

test("another real client (another address nginx sees) keeps its own allowance", async () => {
  const other = await get(`${site}${STANDINGS}`, { localAddress: "127.0.0.2" });
  assert.equal(other.status, 200);
});
