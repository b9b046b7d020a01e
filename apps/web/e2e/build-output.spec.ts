import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { parse as parseYaml } from "yaml";
import { builtFiles, clientDir } from "../scripts/built-site.mjs";
import { imageProblems } from "../scripts/images/html-check.mjs";
import { REDIRECTS } from "./support/route-table.ts";
import { expect, test } from "./support/test.ts";

/**
 * Checks on the production build itself (no browser): what every page links to, how
 * its images are marked up, and that no secret was baked into the public files.
 */
const client = clientDir;
const all = existsSync(client) ? builtFiles() : [];
const pages = all.filter((file) => file.endsWith("index.html"));
const pagePath = (file: string) => `/${relative(client, file).replace(/(^|\/)index\.html$/, "")}`;

test("the build has a prerendered page for every route", () => {
  expect(pages.length).toBeGreaterThanOrEqual(41);
});

test("every page arrives whole: no part is moved into place by a script after the parse", () => {
  // src/entry.server.tsx: React's out-of-order parts (`<template id="B:…">` filled by
  // `$RC(…)`) would reflow the page while it loads and reveal up to 300 ms late.
  const streamed = pages
    .filter((page) => /<template id="B:\d+"|\$RC\(/.test(readFileSync(page, "utf8")))
    .map(pagePath);
  expect(streamed).toEqual([]);
});

test("every internal link points to a page, a redirect or a file of the site", () => {
  const broken: string[] = [];
  for (const page of pages) {
    const html = readFileSync(page, "utf8");
    for (const [, href = ""] of html.matchAll(/<a\b[^>]*\shref="(\/[^"#?]*)[^"]*"/g)) {
      const path = decodeURI(href).replace(/\/+$/, "") || "/";
      const target = join(client, path);
      const ok =
        path === "/" ||
        path in REDIRECTS ||
        existsSync(join(target, "index.html")) ||
        (existsSync(target) && statSync(target).isFile());
      if (!ok) broken.push(`${pagePath(page)} → ${href}`);
    }
  }
  expect(broken).toEqual([]);
});

test("every image has its size and a text alternative", () => {
  const problems: string[] = [];
  for (const page of pages) {
    const html = readFileSync(page, "utf8");
    for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
      const where = `${pagePath(page)}: ${tag.slice(0, 120)}`;
      if (!/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag))
        problems.push(`no width/height: ${where}`);
      if (!/\salt="/.test(tag)) problems.push(`no alt: ${where}`);
    }
  }
  expect(problems).toEqual([]);
});

test("every raster image has its size, a modern srcset with sizes, and is lazy unless it is the largest paint", () => {
  // the image rule of docs/quality.md#web-budgets (see scripts/images/html-check.mjs); SVG artwork is exempt.
  const problems = pages.flatMap((page) =>
    imageProblems(readFileSync(page, "utf8")).map((problem) => `${pagePath(page)}: ${problem}`),
  );
  expect(problems).toEqual([]);
});

test("the site loads no web font: text uses the system font stack", () => {
  const fonts = all
    .filter((file) => /\.(woff2?|ttf|otf|eot)$/i.test(file))
    .map((file) => relative(client, file));
  const references = all
    .filter((file) => [".css", ".html", ".js"].includes(extname(file)))
    .filter((file) =>
      /@font-face|fonts\.(googleapis|gstatic)\.com|\.woff2?\b/.test(readFileSync(file, "utf8")),
    )
    .map((file) => relative(client, file));
  expect([...fonts, ...references]).toEqual([]);
});

test("no secret is baked into the public files", () => {
  // A Firebase web key is public by design (it identifies the project, it is not a
  // credential), so the one the build was configured with is allowed.
  const firebaseKey = process.env.VITE_FIREBASE_API_KEY;
  const patterns: Array<[string, RegExp]> = [
    ["Google API key", /AIza[0-9A-Za-z_-]{35}/g],
    ["private key", /-----BEGIN [A-Z ]*PRIVATE KEY-----/g],
    ["AWS access key", /AKIA[0-9A-Z]{16}/g],
    ["GitHub token", /gh[pousr]_[0-9A-Za-z]{36}/g],
    ["Slack token", /xox[abposr]-[0-9A-Za-z-]{10,}/g],
    ["Stripe secret key", /sk_live_[0-9A-Za-z]{16,}/g],
    ["secret assignment", /(api_?secret|client_?secret|password)["']?\s*[:=]\s*["'][^"']{8,}["']/gi],
  ];
  const found: string[] = [];
  for (const file of all.filter((f) =>
    [".js", ".html", ".css", ".json", ".txt", ".xml"].includes(extname(f)),
  )) {
    const text = readFileSync(file, "utf8");
    for (const [name, pattern] of patterns) {
      for (const [match] of text.matchAll(pattern)) {
        if (match !== firebaseKey) found.push(`${name} in ${relative(client, file)}`);
      }
    }
  }
  expect(found).toEqual([]);
});

/**
 * Every text of a block the club has not confirmed (`publicado: false` in any content
 * file: a milestone, a paragraph, a section, a news item, an activity) that no published
 * block says too: each one's first line, as a visitor could find it in a page, its data
 * or its scripts.
 */
function draftTexts(): string[] {
  const drafts = new Set<string>();
  const confirmed = new Set<string>();
  const collect = (value: unknown, inDraft: boolean): void => {
    if (typeof value === "string") {
      const line = value.trim().split("\n")[0] ?? "";
      // Words, not an address of a photo or a page.
      if (line.length >= 25 && !/^(\/|https?:)/.test(line)) (inDraft ? drafts : confirmed).add(line);
    } else if (Array.isArray(value)) {
      for (const item of value) collect(item, inDraft);
    } else if (value && typeof value === "object") {
      const draft = inDraft || (value as Record<string, unknown>).publicado === false;
      for (const item of Object.values(value)) collect(item, draft);
    }
  };
  const dir = join(import.meta.dirname, "..", "content");
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!/\.(yml|md)$/.test(file)) continue;
    const text = readFileSync(join(dir, file), "utf8");
    if (file.endsWith(".yml")) collect(parseYaml(text), false);
    if (file.endsWith(".md")) {
      const [, frontMatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text) ?? [];
      const data = parseYaml(frontMatter) as Record<string, unknown>;
      collect({ ...data, texto: body.trim() }, false);
    }
  }
  // A draft may say what a published block says too (the same photo and its description).
  return [...drafts].filter((text) => !confirmed.has(text));
}

test("nothing the club has not confirmed is published: no built file has a text of a draft", () => {
  const drafts = draftTexts();
  // The milestones we wrote and the club has not confirmed are among them.
  expect(drafts).toContain(
    "Llegan las primeras canchas propias y el básquet se convierte en la pasión del club. Los bailes y las fiestas de la sede social reúnen a las familias de Padua.",
  );
  const texts = all
    .filter((file) => /\.(html|data|js|json|xml|ics|txt)$/.test(file))
    .map((file) => ({ file: relative(client, file), text: readFileSync(file, "utf8") }));
  const published = texts.flatMap(({ file, text }) =>
    drafts.filter((draft) => text.includes(draft)).map((draft) => `${file}: ${draft.slice(0, 60)}`),
  );
  expect(published).toEqual([]);
});
