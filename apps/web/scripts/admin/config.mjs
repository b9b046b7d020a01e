// The editor's config.yml as served: apps/web/admin/config.yml (the collections, written by
// hand) with the values that depend on where the site runs filled in from the settings.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse, stringify } from "yaml";

/** `apps/web/admin`: the editor's page and configuration, as written. */
export const ADMIN_SOURCE = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "admin");

/** The editor's own files besides config.yml, served as written: its page and its one script. */
export const ADMIN_PAGE_FILES = Object.freeze(["index.html", "drop-empty-fields.js"]);

/** What backend.repo says when VITE_ADMIN_REPO is not set: a login then fails, and the name says why. */
export const REPO_PLACEHOLDER = "VITE_ADMIN_REPO/sin-configurar";

/** The site's address when VITE_SITE_URL is not set (as src/config.ts). */
const DEFAULT_SITE_URL = "https://casadepadua.com.ar";

/** The hand-written configuration, parsed. */
export function sourceConfig() {
  return parse(readFileSync(join(ADMIN_SOURCE, "config.yml"), "utf8"));
}

/**
 * The configuration the editor gets. backend.repo is VITE_ADMIN_REPO (`owner/name` of this
 * repository on GitHub); backend.base_url (where the GitHub login's relay answers, the
 * site's /api/admin/auth) and site_url are VITE_SITE_URL's origin. `dev`: the dev server's
 * page, which may use the local backend; the built site's may not (its policy does not let
 * it reach 127.0.0.1:8081), so the built file has no local_backend.
 * @param {Record<string, string | undefined>} env the build's settings
 * @param {{ dev: boolean }} options
 */
export function adminConfig(env, { dev }) {
  const repo = env.VITE_ADMIN_REPO?.trim() || REPO_PLACEHOLDER;
  if (!/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repo)) {
    throw new Error(
      `VITE_ADMIN_REPO must be the repository as owner/name (e.g. casadepadua/sitio), not "${repo}"`,
    );
  }
  const site = new URL(env.VITE_SITE_URL?.trim() || DEFAULT_SITE_URL).origin;
  const config = sourceConfig();
  config.backend = { ...config.backend, repo, base_url: site };
  config.site_url = site;
  if (!dev) delete config.local_backend;
  const header = "# Made from apps/web/admin/config.yml and the settings (scripts/admin/config.mjs).\n";
  return header + stringify(config, { lineWidth: 0 });
}
