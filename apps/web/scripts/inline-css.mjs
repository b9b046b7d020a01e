// A step of the build's finishing (scripts/finish-page.ts): every prerendered page carries
// its stylesheets inline, as `<style>` elements where React Router wrote
// `<link rel="stylesheet">`, so the first paint needs only the document.
//
// Why: a page's CSS is a handful of small files (root, layout, page, components:
// ≤ 6 KB gzip in all per page). As links, each is a render-blocking request, and on a
// phone on mobile data they raced the app's modules for the connection: whether the
// module fetch started before or after them decided whether the first paint came at
// 0.8 s or 2.4 s. Inline, there is nothing to race. The files stay in the build: pages
// that the app renders later (client-side navigation) load their route's CSS as before.
//
// The `<link>` itself stays, `disabled` (neither fetched nor applied: the same rules
// are inline just before it), because React hydrates the `<head>` and expects it
// there; hydration does not compare attributes and leaves it as it is. While the link
// is in the head its inline copy applies; once a client-side navigation removes it
// (another route's CSS), the copy is switched off too (src/lib/inline-styles.ts).
// The inline CSS is allowed by its hash (page-csp.mjs).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { attribute, editPage, readPage, spanOf } from "./html-elements.mjs";

/** A stylesheet of the build: a same-origin `/assets/…css` (React Router writes the root's with a bare `#` after it). */
const BUILT_STYLESHEET = /^\/assets\/[^"#?]+\.css#?$/;

/**
 * The edits that inline each same-origin built stylesheet just before its link, which
 * is disabled. A link already disabled is left alone, so a page done once stays as it
 * is. The links are found by the HTML parser, not by the way React Router writes them.
 * @param {import("./html-elements.mjs").BuiltPage} page
 * @param {(href: string) => string} readCss the text of a stylesheet of the build, by its path
 * @returns {import("./html-elements.mjs").PageEdit[]}
 */
export function inlineStylesheetEdits(page, readCss) {
  const links = page.elements.filter(
    (element) =>
      element.tagName === "link" &&
      attribute(element, "rel") === "stylesheet" &&
      attribute(element, "disabled") === undefined &&
      BUILT_STYLESHEET.test(attribute(element, "href") ?? ""),
  );
  return links.map((link) => {
    const href = attribute(link, "href") ?? "";
    const css = readCss(href.replace(/#$/, "")).replaceAll("</style", "<\\/style").trim();
    const text = `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
    return { ...spanOf(link), text, inline: [{ tagName: "style", text: css }] };
  });
}

/**
 * The page with its stylesheets inlined ({@link inlineStylesheetEdits}), on its own.
 * @param {string} html
 * @param {(href: string) => string} readCss
 */
export const inlineStylesheets = (html, readCss) =>
  editPage(html, inlineStylesheetEdits(readPage(html), readCss));

/**
 * Reads the build's stylesheets from `clientDir` by their path, each file once however
 * many pages link it.
 * @param {string} clientDir
 * @returns {(href: string) => string}
 */
export function builtStylesheets(clientDir) {
  /** @type {Map<string, string>} */
  const read = new Map();
  return (href) => {
    const css = read.get(href) ?? readFileSync(join(clientDir, href), "utf8");
    read.set(href, css);
    return css;
  };
}
