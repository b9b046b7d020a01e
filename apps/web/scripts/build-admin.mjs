#!/usr/bin/env node
// Post-build step, the last of `build` (package.json): the editor at /admin
// (docs/editar-el-sitio.md) into build/client/admin/: its page, its config.yml with the
// build's settings (scripts/admin/config.mjs) and Decap CMS from the project's own
// dependency (scripts/admin/decap.mjs), never from a CDN. Last, so that the steps that
// rewrite the site's pages never see the editor's (and built-site.mjs leaves admin/ out of
// the site's pages and files for every later reader: size budget, page policies, checks).
// No page of the site links to or loads any of it. Safe to run twice.
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadEnv } from "vite";
import { ADMIN_PAGE_FILES, ADMIN_SOURCE, adminConfig, REPO_PLACEHOLDER } from "./admin/config.mjs";
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
writeFileSync(join(adminDir, "config.yml"), adminConfig(settings, { dev: false }));
const files = decapFiles();
for (const name of files) copyFileSync(join(DECAP_DIST, name), join(adminDir, name));
console.log(`build-admin: /admin/ with Decap CMS (${files.length} files)`);
if (!settings.VITE_ADMIN_REPO?.trim()) {
  console.warn(
    `build-admin: VITE_ADMIN_REPO is not set: the editor's GitHub login points at ${REPO_PLACEHOLDER}`,
  );
}
