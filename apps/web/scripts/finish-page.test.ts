import { describe, expect, it } from "vitest";
import { finishPage } from "./finish-page.ts";
import { editPage, inlineTexts, readPage } from "./html-elements.mjs";
import { inlineStylesheets } from "./inline-css.mjs";
import { addPagePolicy, pageScriptPolicy, pageStylePolicy } from "./page-csp.mjs";
import { paintBeforeScripts } from "./paint-before-scripts.mjs";

const CSS: Record<string, string> = {
  "/assets/root-a.css": ":root{--blue:#123b7a}",
  "/assets/page-b.css": "p{margin:0}",
};
const readCss = (href: string) => CSS[href] ?? "";
/** A page as React Router prerenders it (trimmed): stylesheets, preloads, an inline script, the bootstrap. */
const PAGE = [
  '<!DOCTYPE html><html lang="es-AR"><head><meta charSet="utf-8"/><title>t</title>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="stylesheet" href="/assets/root-a.css#"/><link rel="stylesheet" href="/assets/page-b.css"/>',
  '</head><body><img src="/a.webp" alt="" fetchPriority="high"/><script>window.hand_over = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";</script></body></html>',
].join("");
const policy = { analytics: false };

describe("finishPage", () => {
  const finished = finishPage(PAGE, { readCss, policy });

  it("makes, from one reading of the page, what the three steps make one after the other", () => {
    const oneByOne = addPagePolicy(paintBeforeScripts(inlineStylesheets(PAGE, readCss)), policy);
    expect(finished).toBe(oneByOne);
  });

  it("allows every inline script and style of the finished page, those the steps add included", () => {
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(finished)?.[1];
    expect(meta).toBe(`${pageScriptPolicy(finished, policy)}; ${pageStylePolicy(finished)}`);
    // The start script, the hand-over, the bootstrap; the two stylesheets.
    expect(meta?.match(/'sha256-/g)).toHaveLength(5);
  });
});

describe("the edits of a page read once", () => {
  const page = readPage(
    '<head><meta charset="utf-8"></head><body><script>a()</script><style>p{}</style></body>',
  );

  it("puts insertions at one place in the order given, before what replaces the text there", () => {
    const at = page.html.indexOf("<script>");
    const retype = { start: at, end: at + "<script>".length, text: '<script type="x">' };
    const edits = [retype, { start: at, end: at, text: "1" }, { start: at, end: at, text: "2" }];
    expect(editPage(page.html, edits)).toContain('<body>12<script type="x">a()</script>');
    expect(() => editPage(page.html, [retype, { start: at + 1, end: at + 2, text: "" }])).toThrow(/overlap/);
  });

  it("tells the inline code the page will have, and refuses an edit that would change it unseen", () => {
    const at = page.html.indexOf("<style>");
    const added = {
      start: at,
      end: at,
      text: "<script>b()</script>",
      inline: [{ tagName: "script" as const, text: "b()" }],
    };
    expect(inlineTexts(page, [added], "script")).toEqual(["a()", "b()"]);
    const removed = { start: at, end: at + "<style>p{}</style>".length, text: "" };
    expect(inlineTexts(page, [removed], "style")).toEqual([]);
    const inside = page.html.indexOf("a()") + 1;
    expect(() => inlineTexts(page, [{ start: inside, end: inside, text: "x" }], "script")).toThrow(
      /changes the text/,
    );
  });
});
