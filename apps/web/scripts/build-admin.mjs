#!/usr/bin/env node
// Post-build step, the last of `build` (package.json) but the service worker's: the editor
// (Decap CMS, docs/editar-el-sitio.md) into <build>/editor/admin/, beside the site's
// <build>/client and never inside it: its page, its config.yml with the build's settings
// (scripts/admin/config.mjs), the club's logo and icon for its login screen, and Decap CMS
// from the project's own dependency (scripts/admin/decap.mjs), never from a CDN.
//
// <build>/editor is served on an origin of its own, at /admin/ there (nginx's second server,
// Firebase's "editor" site; docs/deployment.md): Decap keeps the editor's GitHub token in
// that origin's localStorage, where no script of a public page (Google's tag included, when
// analytics is on) can read it. The site's own /admin only leads there. No page of the site
// links to or loads any of it. Safe to run twice.
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadEnv } from "vite";
import {
  ADMIN_BRAND_FILES,
  ADMIN_PAGE_FILES,
  ADMIN_SOURCE,
  adminConfig,
  BRAND_SOURCE,
  REPO_PLACEHOLDER,
} from "./admin/config.mjs";
import { DECAP_DIST, decapFiles } from "./admin/decap.mjs";
import { adminDir, clientDir } from "./built-site.mjs";
import { ENV_DIR } from "./project-env.mjs";

if (!existsSync(clientDir)) {
  console.error(`build-admin: no build at ${clientDir}`);
  process.exit(1);
}
// The same settings the site's build saw: the environment and the root .env* files.
const settings = loadEnv(process.env.MODE ?? "production", ENV_DIR, "VITE_");
// A fresh folder: files of an older Decap release do not linger.
rmSync(adminDir, { recursive: true, force: true });
mkdirSync(adminDir, { recursive: true });
for (const name of ADMIN_PAGE_FILES) copyFileSync(join(ADMIN_SOURCE, name), join(adminDir, name));
// The site's own files are on the other origin: the editor gets copies of the two it shows.
for (const name of ADMIN_BRAND_FILES) copyFileSync(join(BRAND_SOURCE, name), join(adminDir, name));
writeFileSync(join(adminDir, "config.yml"), adminConfig(settings, { dev: false }));
const files = decapFiles();
for (const name of files) copyFileSync(join(DECAP_DIST, name), join(adminDir, name));
console.log(`build-admin: the editor at /admin/ of its own origin, with Decap CMS (${files.length} files)`);
if (!settings.VITE_ADMIN_REPO?.trim()) {
  console.warn(
    `build-admin: VITE_ADMIN_REPO is not set: the editor's GitHub login points at ${REPO_PLACEHOLDER}`,
  );
}
