#!/usr/bin/env node
// Post-build step (before scripts/page-csp.mjs): every prerendered page carries its
// stylesheets inline, as `<style>` elements where React Router wrote
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
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { builtPages, clientDir } from "./built-site.mjs";
import { attribute, editPage, elementsOf, spanOf } from "./html-elements.mjs";

/** A stylesheet of the build: a same-origin `/assets/…css` (React Router writes the root's with a bare `#` after it). */
const BUILT_STYLESHEET = /^\/assets\/[^"#?]+\.css#?$/;

/**
 * The page with each same-origin built stylesheet inlined just before its link, which
 * is disabled. Safe to run twice. The links are found by an HTML parser
 * (html-elements.mjs), not by the way React Router happens to write them.
 * @param {string} html
 * @param {(href: string) => string} readCss the text of a stylesheet of the build, by its path
 */
export function inlineStylesheets(html, readCss) {
  const links = elementsOf(html).filter(
    (element) =>
      element.tagName === "link" &&
      attribute(element, "rel") === "stylesheet" &&
      attribute(element, "disabled") === undefined &&
      BUILT_STYLESHEET.test(attribute(element, "href") ?? ""),
  );
  return editPage(
    html,
    links.map((link) => {
      const href = attribute(link, "href") ?? "";
      const css = readCss(href.replace(/#$/, "")).replaceAll("</style", "<\\/style").trim();
      const text = `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
      return { ...spanOf(link), text };
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const css = new Map();
  const readCss = (href) => {
    if (!css.has(href)) css.set(href, readFileSync(join(clientDir, href), "utf8"));
    return css.get(href);
  };
  const pages = builtPages();
  for (const page of pages) writeFileSync(page, inlineStylesheets(readFileSync(page, "utf8"), readCss));
  console.log(`inline-css: stylesheets inlined in ${pages.length} pages`);
}
