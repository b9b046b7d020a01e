import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-css.mjs";
import { addPagePolicy, pageStylePolicy, scriptHash } from "./page-csp.mjs";

const CSS: Record<string, string> = {
  "/assets/root-a.css": ":root{--blue:#123b7a}\n",
  "/assets/page-b.css": ".page{color:red}",
};
const PAGE = [
  '<!DOCTYPE html><html lang="es-AR"><head><meta charSet="utf-8"/><title>t</title>',
  '<link rel="stylesheet" href="/assets/root-a.css"/><link rel="stylesheet" href="/assets/page-b.css"/>',
  '</head><body><p style="--rows:3">x</p></body></html>',
].join("");
const read = (href: string) => {
  const text = CSS[href];
  if (text === undefined) throw new Error(`no ${href}`);
  return text;
};

describe("inlineStylesheets", () => {
  const out = inlineStylesheets(PAGE, read);

  it("puts each stylesheet's rules in the page, in the same order, where its link was", () => {
    expect(out).toContain(
      '<style data-href="/assets/root-a.css">:root{--blue:#123b7a}</style><link rel="stylesheet" href="/assets/root-a.css" disabled=""/>' +
        '<style data-href="/assets/page-b.css">.page{color:red}</style><link rel="stylesheet" href="/assets/page-b.css" disabled=""/>',
    );
  });

  it("leaves no stylesheet link that would block the first paint, and does nothing the second time", () => {
    expect(out).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
    expect(inlineStylesheets(out, read)).toBe(out);
  });

  it("inlines the root route's stylesheet, which React Router writes with a bare # after its name", () => {
    const root = inlineStylesheets('<link rel="stylesheet" href="/assets/root-a.css#"/>', read);
    expect(root).toBe(
      '<style data-href="/assets/root-a.css#">:root{--blue:#123b7a}</style><link rel="stylesheet" href="/assets/root-a.css#" disabled=""/>',
    );
  });

  it("cannot be closed early by the CSS it inlines", () => {
    const tricky = inlineStylesheets(
      '<link rel="stylesheet" href="/assets/x.css"/>',
      () => 'a::after{content:"</style>"}',
    );
    expect(tricky.match(/<\/style>/g)).toHaveLength(1);
  });
});

describe("each page's style policy (scripts/page-csp.mjs)", () => {
  const out = inlineStylesheets(PAGE, read);

  it("allows exactly the page's inline stylesheets, by hash, and same-origin files", () => {
    expect(pageStylePolicy(out)).toBe(
      `style-src-elem 'self' ${scriptHash(":root{--blue:#123b7a}")} ${scriptHash(".page{color:red}")}`,
    );
  });

  it("joins the script policy in the page's one meta policy", () => {
    const page = addPagePolicy(out, { analytics: false });
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(page)?.[1];
    expect(policy).toBe(`script-src 'self'; ${pageStylePolicy(out)}`);
  });
});
