// The editor's config.yml as served: apps/web/admin/config.yml (the collections, written by
// hand) with the values that depend on where the site runs filled in from the settings.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse, stringify } from "yaml";

/** `apps/web/admin`: the editor's page and configuration, as written. */
export const ADMIN_SOURCE = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "admin");

/**
 * The editor's own files besides config.yml, served as written: its page, its phone
 * layout and its scripts (the modules' imports too: photo-size.js, result-checks.js).
 */
export const ADMIN_PAGE_FILES = Object.freeze([
  "index.html",
  "phone.css",
  "manual-init.js",
  "drop-empty-fields.js",
  "spanish.js",
  "init.js",
  "shrink-photos.js",
  "photo-size.js",
  "check-results.js",
  "result-checks.js",
]);

/** `apps/web/public`: the site's own files, of which the editor shows two. */
export const BRAND_SOURCE = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "public");

/**
 * The club's icon and logo (the tab's icon, the login screen's logo), served beside the
 * editor as /admin/favicon.svg and /admin/logo.svg: on its own origin the site's /logo.svg
 * is another origin's file, which its policy (img-src 'self') would not show.
 */
export const ADMIN_BRAND_FILES = Object.freeze(["favicon.svg", "logo.svg"]);

/** What backend.repo says when VITE_ADMIN_REPO is not set: a login then fails, and the name says why. */
export const REPO_PLACEHOLDER = "VITE_ADMIN_REPO/sin-configurar";

/** The site's address when VITE_SITE_URL is not set (as src/config.ts). */
const DEFAULT_SITE_URL = "https://casadepadua.com.ar";

/** The hand-written configuration, parsed. */
export function sourceConfig() {
  return parse(readFileSync(join(ADMIN_SOURCE, "config.yml"), "utf8"));
}

/**
 * The GitHub scope the editor's login asks for (Decap's backend.auth_scope): `public_repo`
 * unless VITE_ADMIN_REPO_PRIVATE is `true`. A token of scope `repo` can read and write every
 * private repository its editor can; `public_repo`, only public ones, which is all a public
 * repository needs. So the narrower one is the default: set wrongly on a private
 * repository, the login fails and says so (Decap finds no access to the repository), while
 * `repo` by default would hand every editor's wider token to a browser for nothing.
 * @param {string | undefined} setting VITE_ADMIN_REPO_PRIVATE
 */
export function authScope(setting) {
  const value = setting?.trim().toLowerCase() ?? "";
  if (value === "" || value === "false") return "public_repo";
  if (value === "true") return "repo";
  throw new Error(`VITE_ADMIN_REPO_PRIVATE must be true or false (empty: false), not "${setting}"`);
}

/**
 * The configuration the editor gets. backend.repo is VITE_ADMIN_REPO (`owner/name` of this
 * repository on GitHub), backend.auth_scope follows VITE_ADMIN_REPO_PRIVATE (authScope),
 * site_url is VITE_SITE_URL's origin, the public site's. backend.base_url, where the GitHub
 * login opens (`<base_url>/api/admin/auth`, the league service's relay), is left to the
 * editor's page: it is always the editor's own origin (admin/init.js), which the public
 * site never serves the relay on.
 * `dev`: the dev server's page, which may use the local backend; the built editor may not
 * (its policy does not let it reach 127.0.0.1:8081), so the built file has no local_backend.
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
  config.backend = {
    ...config.backend,
    repo,
    auth_scope: authScope(env.VITE_ADMIN_REPO_PRIVATE),
  };
  config.site_url = site;
  if (!dev) delete config.local_backend;
  const header = "# Made from apps/web/admin/config.yml and the settings (scripts/admin/config.mjs).\n";
  return header + stringify(config, { lineWidth: 0 });
}
