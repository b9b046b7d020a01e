// A step of the build's finishing (scripts/vite-post-build.ts), after the pages: the editor
// (Decap CMS, docs/editar-el-sitio.md) into <build>/editor/admin/, beside the site's
// <build>/client and never inside it: its page, its config.yml with the build's settings
// (scripts/admin/config.mjs), each team's sport for its check of a match result
// (equipos.json, scripts/admin/team-sports.mjs), the club's logo and icon for its login
// screen, and Decap CMS from the project's own dependency (scripts/admin/decap.mjs),
// never from a CDN.
//
// <build>/editor is served on an origin of its own, at /admin/ there (nginx's second server,
// Firebase's "editor" site; docs/deployment.md): Decap keeps the editor's GitHub token in
// that origin's localStorage, where no script of a public page (Google's tag included, when
// analytics is on) can read it. The site's own /admin only leads there. No page of the site
// links to or loads any of it.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  ADMIN_BRAND_FILES,
  ADMIN_PAGE_FILES,
  ADMIN_SOURCE,
  adminConfig,
  BRAND_SOURCE,
  REPO_PLACEHOLDER,
} from "./admin/config.mjs";
import { DECAP_DIST, decapFiles } from "./admin/decap.mjs";
import { TEAM_SPORTS_FILE, teamSports } from "./admin/team-sports.mjs";

/**
 * Writes the editor into `adminDir`, afresh (files of an older Decap release do not
 * linger), with the site's build settings.
 * @param {string} adminDir `<build>/editor/admin`
 * @param {Record<string, string | undefined>} settings the build's VITE_* settings
 * @param {{ info: (line: string) => void, warn: (line: string) => void }} log
 */
export function buildAdmin(adminDir, settings, log) {
  rmSync(adminDir, { recursive: true, force: true });
  mkdirSync(adminDir, { recursive: true });
  for (const name of ADMIN_PAGE_FILES) copyFileSync(join(ADMIN_SOURCE, name), join(adminDir, name));
  // The site's own files are on the other origin: the editor gets copies of the two it shows.
  for (const name of ADMIN_BRAND_FILES) copyFileSync(join(BRAND_SOURCE, name), join(adminDir, name));
  writeFileSync(join(adminDir, "config.yml"), adminConfig(settings, { dev: false }));
  writeFileSync(join(adminDir, TEAM_SPORTS_FILE), JSON.stringify(teamSports()));
  const files = decapFiles();
  for (const name of files) copyFileSync(join(DECAP_DIST, name), join(adminDir, name));
  log.info(`build-admin: the editor at /admin/ of its own origin, with Decap CMS (${files.length} files)`);
  if (!settings.VITE_ADMIN_REPO?.trim()) {
    log.warn(
      `build-admin: VITE_ADMIN_REPO is not set: the editor's GitHub login points at ${REPO_PLACEHOLDER}`,
    );
  }
}
