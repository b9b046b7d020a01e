#!/usr/bin/env node
// Post-build step (`build`: react-router build && … && node scripts/page-csp.mjs): gives
// every built page its own script and style policy, `<meta http-equiv="Content-Security-Policy"
// content="script-src 'self' 'sha256-…'; style-src-elem 'self' 'sha256-…'">`, listing the
// hashes of that page's inline scripts and stylesheets (see deploy/site-headers.mjs for
// how it combines with the header policy).
// Then writes 404.html, the SPA fallback under the name Firebase Hosting serves for
// unknown paths. Costs no JavaScript in the pages. Safe to run twice.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ANALYTICS_SCRIPT_ORIGIN, CSP_DIRECTIVES } from "../deploy/site-headers.mjs";
import { builtPages, clientDir } from "./built-site.mjs";
import { attribute, elementsOf, sourceText } from "./html-elements.mjs";

/** The CSP source of an inline script or style: sha256 of its exact text, as browsers hash it. */
export function scriptHash(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The hashes of the page's inline elements named `tagName` (scripts without `src`, styles). */
function inlineHashes(html, tagName) {
  const hashes = new Set();
  for (const element of elementsOf(html)) {
    if (element.tagName === tagName && attribute(element, "src") === undefined)
      hashes.add(scriptHash(sourceText(html, element)));
  }
  return hashes;
}

/**
 * The page's `<style>` policy: same-origin stylesheets and its own inline stylesheets
 * (scripts/inline-css.mjs) by hash. `style-src-elem` governs only `<style>` and
 * stylesheet links, so `style=""` attributes keep the header's style-src-attr; a
 * browser that predates it ignores it here and keeps the header policy.
 * @param {string} html
 */
export function pageStylePolicy(html) {
  return ["style-src-elem", "'self'", ...inlineHashes(html, "style")].join(" ");
}

/**
 * The page's script policy: same-origin files, its own inline scripts by hash, and
 * Google's tag loader only when the build runs analytics.
 * @param {string} html
 * @param {{ analytics: boolean }} options
 */
export function pageScriptPolicy(html, { analytics }) {
  const hashes = inlineHashes(html, "script");
  return ["script-src", "'self'", ...hashes, ...(analytics ? [ANALYTICS_SCRIPT_ORIGIN] : [])].join(" ");
}

/**
 * The page with its policy as the first thing after `<meta charset>` (a meta policy
 * only governs what follows it); an earlier one is replaced.
 * @param {string} html
 * @param {{ analytics: boolean }} options
 */
export function addPagePolicy(html, options) {
  const elements = elementsOf(html);
  const earlier = elements.find(
    (element) =>
      element.tagName === "meta" &&
      attribute(element, "http-equiv")?.toLowerCase() === "content-security-policy",
  )?.sourceCodeLocation;
  const page = earlier ? html.slice(0, earlier.startOffset) + html.slice(earlier.endOffset) : html;
  const policy = `${pageScriptPolicy(page, options)}; ${pageStylePolicy(page)}`;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const pageElements = earlier ? elementsOf(page) : elements;
  const anchor =
    pageElements.find((element) => element.tagName === "meta" && attribute(element, "charset") !== undefined)
      ?.sourceCodeLocation ??
    pageElements.find((element) => element.tagName === "head")?.sourceCodeLocation?.startTag;
  if (!anchor) throw new Error("page-csp: a page without <head>");
  return page.slice(0, anchor.endOffset) + meta + page.slice(anchor.endOffset);
}

/**
 * Analytics run when the build has a Firebase API key, project and app id (the
 * condition of layout/analytics.ts); the league service must be same-origin or allowed
 * by the header policy's connect-src, or its requests would be refused.
 * @param {Record<string, string | undefined>} env the build's VITE_* settings
 */
export function buildSettings(env) {
  const analytics = Boolean(
    env.VITE_FIREBASE_API_KEY?.trim() &&
      env.VITE_FIREBASE_PROJECT_ID?.trim() &&
      env.VITE_FIREBASE_APP_ID?.trim(),
  );
  const api = env.VITE_API_BASE_URL?.trim() ?? "";
  if (/^https?:\/\//i.test(api)) {
    const origin = new URL(api).origin;
    const site = URL.canParse(env.VITE_SITE_URL ?? "") ? new URL(env.VITE_SITE_URL ?? "").origin : "";
    if (origin !== site && !CSP_DIRECTIVES["connect-src"].includes(origin)) {
      throw new Error(
        `VITE_API_BASE_URL points to ${origin}, which the site's Content-Security-Policy does not allow: ` +
          "add it to connect-src in apps/web/deploy/site-headers.mjs (and regenerate the server configs), " +
          "or leave it empty to call /api on the site's own origin.",
      );
    }
  }
  return { analytics };
}

async function main() {
  if (!existsSync(clientDir)) throw new Error(`page-csp: no build at ${clientDir}`);
  // The same settings the build saw: the environment and the root .env* (Vite's envDir).
  const { loadEnv } = await import("vite");
  const { ENV_DIR } = await import("./project-env.mjs");
  const settings = buildSettings(loadEnv(process.env.MODE ?? "production", ENV_DIR, "VITE_"));
  const pages = builtPages().filter((file) => !file.endsWith(`${join("client", "404.html")}`));
  for (const file of pages) writeFileSync(file, addPagePolicy(readFileSync(file, "utf8"), settings));
  copyFileSync(join(clientDir, "__spa-fallback.html"), join(clientDir, "404.html"));
  console.log(
    `page-csp: script and style policy on ${pages.length} pages${settings.analytics ? " (with analytics)" : ""}, 404.html written`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
