/**
 * nginx and Firebase Hosting serve the built site alike: the table of
 * scripts/tests/hosting-expectations.mjs, row by row, against
 * - nginx with the web image's configuration (apps/web/deploy/render-nginx.sh: the site
 *   and the editor's server), and
 * - Firebase's Hosting emulator on the shipped apps/web/firebase.json
 *   (apps/web/deploy/serve-firebase-emulator.mjs: offline, a demo project, its `/api/**`
 *   rewrite led by a stand-in of Cloud Run's admin API),
 * both over the same build (apps/web/build, or WEB_BUILD_DIR) and in front of the same
 * built league service. Then two copies of firebase.json, each with one rule broken, must
 * fail the rows that rule serves: the table can fail.
 *
 * Every process listens on 4270–4280, out of the way of the browser tests (4173, 8787).
 * Needs the built site and service (`pnpm exec turbo run build`) and nginx; `npm test`
 * has all three.
 */
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import {
  DEMO_PROJECT,
  shippedHosting,
  startFirebaseEmulator,
} from "../../apps/web/deploy/serve-firebase-emulator.mjs";
import { EDITOR_ORIGIN, FIREBASE_API_SERVICE } from "../../apps/web/deploy/site-headers.mjs";
import { REDIRECTS } from "../../apps/web/src/redirects.ts";
import { get, ROOT, start, startSiteNginx, waitUntilAnswers } from "./helpers.mjs";
import { failuresOf, hostingExpectations } from "./hosting-expectations.mjs";

const BUILD = join(ROOT, "apps/web", process.env.WEB_BUILD_DIR ?? "build");
const SERVER = join(ROOT, "apps/api/dist/server.js");
const PORTS = {
  nginxSite: 4270,
  nginxEditor: 4271,
  // The emulator's first site; the next ones get 4277 to 4280 (its own rule: +5 up).
  firebase: 4272,
  hub: 4273,
  logging: 4274,
  cloudRun: 4275,
  api: 4276,
};

/** The shipped firebase.json's public site, with one rule broken. */
const { config: shipped } = shippedHosting();
const publicSite = shipped.hosting.find((site) => site.target === "site");
const BROKEN = {
  // As before the table: the security headers' rule on every path, /api/** included.
  "broken-api-headers": {
    ...publicSite,
    headers: publicSite.headers.map((rule, index) => (index === 0 ? { ...rule, source: "**" } : rule)),
  },
  // Pages with a trailing slash instead of without.
  "broken-trailing-slash": { ...publicSite, trailingSlash: true },
  // As before #45: the rules by extension on every path, /api/** included.
  "broken-api-extensions": {
    ...publicSite,
    headers: publicSite.headers.map((rule) => ({
      ...rule,
      source: rule.source.replace(/^\{\/\*\.(.*),\/!\(api\)\/\*\*\/\*\.\1\}$/, "**/*.$1"),
    })),
  },
};

const work = mkdtempSync(join(tmpdir(), "casa-hosting-table-"));
const rows = hostingExpectations({ buildDir: BUILD, redirects: REDIRECTS });
let api;
let nginx;
let firebase;
/** Where each server serves each origin of the table. */
const origins = {};
const apiOrigin = `http://127.0.0.1:${PORTS.api}`;

/** Resolves if nothing listens on `port` (a test run left behind would answer in our place). */
function assertFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", () => reject(new Error(`port ${port} is in use: stop what listens there`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

before(async () => {
  for (const port of [...Object.values(PORTS), 4277, 4278, 4279, 4280]) await assertFree(port);
  for (const file of ["client/index.html", "editor/admin/index.html"]) {
    assert.ok(
      existsSync(join(BUILD, file)),
      `no ${file} in ${BUILD}: build the site first (pnpm exec turbo run build)`,
    );
  }
  assert.ok(existsSync(SERVER), "build the league service first (pnpm exec turbo run build)");
  api = start(process.execPath, [SERVER], {
    cwd: join(ROOT, "apps/api"),
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(PORTS.api),
      SCRAPE_ENABLED: "false",
      CACHE_FILE: join(work, "cache.json"),
      LOG_LEVEL: "warn",
      // The editor's login relay on, so that its callback answers with its own page.
      OAUTH_GITHUB_CLIENT_ID: "prueba",
      OAUTH_GITHUB_CLIENT_SECRET: "secreto-de-prueba",
      OAUTH_EDITOR_ORIGIN: `http://127.0.0.1:${PORTS.nginxEditor}`,
    },
  });
  const site = await startSiteNginx({
    work,
    upstream: apiOrigin,
    siteRoot: join(BUILD, "client"),
    editorRoot: join(BUILD, "editor"),
    port: PORTS.nginxSite,
    editorPort: PORTS.nginxEditor,
  });
  nginx = site.nginx;
  origins.nginx = { site: site.origin, editor: site.editorOrigin, editorOrigin: site.editorOrigin };
  await waitUntilAnswers(`${apiOrigin}/api/health`, api);
  await waitUntilAnswers(`${site.origin}/`, nginx);
  firebase = await startFirebaseEmulator({
    buildDir: BUILD,
    apiOrigin,
    port: PORTS.firebase,
    hubPort: PORTS.hub,
    loggingPort: PORTS.logging,
    cloudRunPort: PORTS.cloudRun,
    // The shipped sites as they are, then the broken copies, each a site of its own.
    config: {
      ...shipped,
      hosting: [
        ...shipped.hosting,
        ...Object.entries(BROKEN).map(([site, config]) => ({ ...config, target: undefined, site })),
      ],
    },
  });
  // The site's /admin leads to the editor's public origin, as shipped.
  origins.firebase = {
    site: firebase.origins.site,
    editor: firebase.origins.editor,
    editorOrigin: EDITOR_ORIGIN,
  };
  for (const name of Object.keys(BROKEN)) {
    origins[name] = {
      site: firebase.origins[name],
      editor: firebase.origins.editor,
      editorOrigin: EDITOR_ORIGIN,
    };
  }
  for (const [name, { site: origin }] of Object.entries(origins)) assert.ok(origin, `${name} is not served`);
});

after(async () => {
  await Promise.all([firebase?.stop(), nginx?.stop(), api?.stop()]);
  rmSync(work, { recursive: true, force: true });
});

/** The failures of one row, served by `server` (a key of `origins`; the broken copies are checked as Firebase). */
async function check(row, server) {
  const at = origins[server];
  const answer = await get(`${at[row.origin]}${row.path}`);
  const service = row.service ? await get(`${apiOrigin}${row.path}`) : undefined;
  const as = server === "nginx" ? "nginx" : "firebase";
  return failuresOf(row, as, answer, { editorOrigin: at.editorOrigin, service }).map((failure) =>
    failure.replace(/^firebase /, `${server} `),
  );
}

for (const server of ["nginx", "firebase"]) {
  describe(`${server} serves the table`, () => {
    for (const row of rows) {
      test(`${row.origin} ${row.path}: ${row.why}`, async () => {
        assert.deepEqual(await check(row, server), []);
      });
    }
  });
}

test("Firebase sends /api/** to the Cloud Run service site-headers.mjs names", async () => {
  assert.equal((await get(`${origins.firebase.site}/api/health`)).status, 200);
  const { serviceId, region } = FIREBASE_API_SERVICE;
  assert.ok(
    firebase.cloudRun.lookups.includes(
      `/v1/projects/${DEMO_PROJECT}/locations/${region}/services/${serviceId}`,
    ),
    firebase.cloudRun.lookups.join(", "),
  );
});

describe("a firebase.json with one rule broken fails the table", () => {
  /** The paths of the rows a server breaks. */
  const failing = async (server) => {
    const broken = [];
    for (const row of rows)
      if ((await check(row, server)).length > 0) broken.push(`${row.origin} ${row.path}`);
    return broken;
  };

  test("the site's security headers over /api/**: exactly the league service's rows fail", async () => {
    assert.deepEqual(await failing("broken-api-headers"), [
      "site /api/standings/voley/primera",
      "site /api/unknown",
      "site /api/unknown.txt",
      "site /api/unknown.data",
      "site /api/health",
    ]);
  });

  test("the rules by extension over /api/** too: the service's rows with an extension fail", async () => {
    assert.deepEqual(await failing("broken-api-extensions"), [
      "site /api/unknown.txt",
      "site /api/unknown.data",
    ]);
  });

  test("trailing slashes added instead of removed: the pages' rows fail", async () => {
    const broken = await failing("broken-trailing-slash");
    for (const path of [
      "site /historia",
      "site /basquet/federal",
      "site /historia/",
      "site /historia/?desde=inicio",
    ]) {
      assert.ok(broken.includes(path), `${path} passes: ${broken.join(", ")}`);
    }
  });
});
