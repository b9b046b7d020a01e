// A step of the build's finishing, the last one on each page (scripts/finish-page.ts):
// gives every built page its own script and style policy, `<meta http-equiv="Content-Security-Policy"
// content="script-src 'self' 'sha256-…'; style-src-elem 'self' 'sha256-…'">`, listing the
// hashes of that page's inline scripts and stylesheets, those the steps before it add
// included (see deploy/site-headers.mjs for how it combines with the header policy).
// Costs no JavaScript in the pages.
import { createHash } from "node:crypto";
import { ANALYTICS_SCRIPT_ORIGIN, CSP_DIRECTIVES } from "../deploy/site-headers.mjs";
import { attribute, editPage, inlineTexts, readPage, spanOf } from "./html-elements.mjs";

/** The CSP source of an inline script or style: sha256 of its exact text, as browsers hash it. */
export function scriptHash(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The style policy: same-origin stylesheets and the page's own inline stylesheets
 * (scripts/inline-css.mjs), each by hash, once. `style-src-elem` governs only `<style>`
 * and stylesheet links, so `style=""` attributes keep the header's style-src-attr; a
 * browser that predates it ignores it here and keeps the header policy.
 * @param {string[]} styles the texts of the page's inline styles
 */
const stylePolicy = (styles) => ["style-src-elem", "'self'", ...new Set(styles.map(scriptHash))].join(" ");

/**
 * The script policy: same-origin files, the page's own inline scripts by hash (once
 * each), and Google's tag loader only when the build runs analytics.
 * @param {string[]} scripts the texts of the page's inline scripts
 * @param {{ analytics: boolean }} options
 */
const scriptPolicy = (scripts, { analytics }) =>
  [
    "script-src",
    "'self'",
    ...new Set(scripts.map(scriptHash)),
    ...(analytics ? [ANALYTICS_SCRIPT_ORIGIN] : []),
  ].join(" ");

/**
 * The page's `<style>` policy, as the page is ({@link stylePolicy}).
 * @param {string} html
 */
export const pageStylePolicy = (html) => stylePolicy(inlineTexts(readPage(html), [], "style"));

/**
 * The page's script policy, as the page is ({@link scriptPolicy}).
 * @param {string} html
 * @param {{ analytics: boolean }} options
 */
export const pageScriptPolicy = (html, options) =>
  scriptPolicy(inlineTexts(readPage(html), [], "script"), options);

/**
 * The edits that put the page's policy first after `<meta charset>` (a meta policy only
 * governs what follows it) and remove an earlier one. The policy hashes the inline
 * scripts and styles the page has once `earlier` (the other steps' edits) are made too:
 * this step goes last.
 * @param {import("./html-elements.mjs").BuiltPage} page
 * @param {import("./html-elements.mjs").PageEdit[]} earlier
 * @param {{ analytics: boolean }} options
 * @returns {import("./html-elements.mjs").PageEdit[]}
 */
export function pagePolicyEdits(page, earlier, options) {
  const metas = page.elements.filter((element) => element.tagName === "meta");
  const earlierPolicy = metas.find(
    (element) => attribute(element, "http-equiv")?.toLowerCase() === "content-security-policy",
  );
  const removed = earlierPolicy ? [{ ...spanOf(earlierPolicy), text: "" }] : [];
  const edits = [...earlier, ...removed];
  const policy = `${scriptPolicy(inlineTexts(page, edits, "script"), options)}; ${stylePolicy(inlineTexts(page, edits, "style"))}`;
  const anchor =
    metas.find((element) => attribute(element, "charset") !== undefined)?.sourceCodeLocation?.endOffset ??
    page.elements.find((element) => element.tagName === "head")?.sourceCodeLocation?.startTag?.endOffset;
  if (anchor === undefined) throw new Error("page-csp: a page without <head>");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return [...removed, { start: anchor, end: anchor, text: meta }];
}

/**
 * The page with its policy ({@link pagePolicyEdits}), on its own. Safe to run twice.
 * @param {string} html
 * @param {{ analytics: boolean }} options
 */
export function addPagePolicy(html, options) {
  const page = readPage(html);
  return editPage(html, pagePolicyEdits(page, [], options));
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
