import { join } from "node:path";
import { buildWithContent } from "../../scripts/build-with-content.mjs";
import { start, stop, waitForUrl, webDir } from "../../scripts/built-site-servers.mjs";
import type { FirebaseWebConfig } from "./analytics-collector.ts";

/**
 * The site with analytics on, for the test of what analytics see (analytics-privacy.spec.ts):
 * the club's own content built with a made-up but well-formed Firebase web config into
 * `build-e2e-analitica/`, served with the site's nginx beside the main site, its `/api`
 * on the same league service. Its own build, because the suite's others cannot carry
 * the config: the main one and the test-content one are checked to ask no third party
 * for anything (layout.spec.ts, content-files.spec.ts), and the editor's builds are of
 * a copy of the app. Nothing reaches Google: the test routes it all to its collector.
 */
const PORT = Number(process.env.E2E_WEB_PORT ?? 4173) + 5;
const API_PORT = Number(process.env.E2E_API_PORT ?? 8787);
export const ANALYTICS_SITE = `http://127.0.0.1:${PORT}`;
const BUILD_DIR = "build-e2e-analitica";

/** The made-up Firebase web app: no such project exists. */
export const TEST_FIREBASE: FirebaseWebConfig = {
  // Not shaped like a Google key (no `AIza…`): nothing here may look like a real secret.
  apiKey: "clave-de-prueba-sin-proyecto",
  authDomain: "casa-padua-pruebas.firebaseapp.com",
  projectId: "casa-padua-pruebas",
  storageBucket: "casa-padua-pruebas.firebasestorage.app",
  messagingSenderId: "100000000001",
  appId: "1:100000000001:web:0a1b2c3d4e5f60718293a4",
  measurementId: "G-TEST0CASA01",
};

/** The build's settings for `config`: VITE_FIREBASE_API_KEY and the rest (src/config.ts). */
function firebaseSettings(config: FirebaseWebConfig): Record<string, string> {
  return Object.fromEntries(
    Object.entries(config).map(([name, value]) => [
      `VITE_FIREBASE_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`,
      value,
    ]),
  );
}

/** Builds the site with `TEST_FIREBASE` and serves it at ANALYTICS_SITE; resolves with the build's seconds. */
export async function startAnalyticsSite() {
  const seconds = await buildWithContent({
    contentDir: join(webDir, "content"),
    buildDir: BUILD_DIR,
    env: firebaseSettings(TEST_FIREBASE),
  });
  const nginx = start(
    "bash",
    ["deploy/serve-nginx.sh", `127.0.0.1:${PORT}`, `http://127.0.0.1:${API_PORT}`, `${BUILD_DIR}/client`],
    {},
    "nginx (analytics on)",
  );
  await waitForUrl(`${ANALYTICS_SITE}/`, nginx);
  return {
    seconds,
    close: () => stop(nginx),
  };
}
