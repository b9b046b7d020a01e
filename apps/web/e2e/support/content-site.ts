import { rmSync } from "node:fs";
import { TEST_TODAY } from "@casa/shared/test-clock";
import { buildWithContent } from "../../scripts/build-with-content.mjs";
import { start, stop, waitForUrl } from "../../scripts/built-site-servers.mjs";
import { writeFixtureContent } from "../../scripts/content-fixtures.mjs";

/**
 * A second site for the tests of what the content files publish: the real folder
 * publishes no news or event yet (all drafts), so these tests build one from test
 * content (scripts/content-fixtures.mjs, everything "de prueba", dated around the test
 * run's day, TEST_TODAY, which the build takes as its own)
 * into `build-e2e-contenido/`, and serve it with the site's nginx beside the main one,
 * its `/api` on the same league service.
 */
const PORT = Number(process.env.E2E_WEB_PORT ?? 4173) + 10;
const API_PORT = Number(process.env.E2E_API_PORT ?? 8787);
export const CONTENT_SITE = `http://127.0.0.1:${PORT}`;
const BUILD_DIR = "build-e2e-contenido";

export async function startContentSite() {
  const today = TEST_TODAY;
  const fixture = writeFixtureContent({ today });
  await buildWithContent({ contentDir: fixture.dir, buildDir: BUILD_DIR });
  const nginx = start(
    "bash",
    ["deploy/serve-nginx.sh", `127.0.0.1:${PORT}`, `http://127.0.0.1:${API_PORT}`, `${BUILD_DIR}/client`],
    {},
    "nginx (test content)",
  );
  await waitForUrl(`${CONTENT_SITE}/`, nginx);
  return {
    today,
    fixture,
    buildDir: BUILD_DIR,
    async close() {
      await stop(nginx);
      rmSync(fixture.dir, { recursive: true, force: true });
    },
  };
}
