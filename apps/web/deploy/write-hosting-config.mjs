#!/usr/bin/env node
// Writes the server configs generated from site-headers.mjs: apps/web/firebase.json
// (Firebase Hosting), deploy/security-headers.conf and deploy/admin-headers.conf (nginx). Run after changing
// site-headers.mjs or src/redirects.ts: `node apps/web/deploy/write-hosting-config.mjs`;
// scripts/site-headers.test.ts fails while they are out of date.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { firebaseConfig, nginxAdminHeaders, nginxSecurityHeaders } from "./site-headers.mjs";

const deploy = dirname(fileURLToPath(import.meta.url));
// The route table's redirects are TypeScript: Vite's module runner loads them.
const { module } = await runnerImport(join(deploy, "..", "src", "redirects.ts"));
const firebaseJson = join(deploy, "..", "firebase.json");
writeFileSync(firebaseJson, `${JSON.stringify(firebaseConfig(module.REDIRECTS), null, 2)}\n`);
// In the repository's JSON style, so that `biome ci` passes.
execFileSync("pnpm", ["exec", "biome", "format", "--write", firebaseJson], { stdio: "inherit" });
writeFileSync(join(deploy, "security-headers.conf"), nginxSecurityHeaders());
writeFileSync(join(deploy, "admin-headers.conf"), nginxAdminHeaders());
console.log("Wrote apps/web/firebase.json, apps/web/deploy/security-headers.conf and admin-headers.conf");
