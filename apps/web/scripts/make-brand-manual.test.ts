import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BRAND_COLOURS, MARCA_COPY } from "../src/content/marca.ts";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const pdfPath = join(web, "public", "manual-de-marca.pdf");
const pdf = readFileSync(pdfPath);
const text = pdf.toString("latin1");
const css = readFileSync(join(web, "src", "styles", "global.css"), "utf8");

describe("the brand manual PDF", () => {
  it("is a small PDF file", () => {
    expect(text.startsWith("%PDF-1.")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(pdf.length).toBeLessThan(50 * 1024);
  });

  it("has a cross-reference table whose every offset points at its object", () => {
    const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const [, first, count, entries = ""] =
      /^xref\n(\d+) (\d+)\n([\s\S]*?)trailer/.exec(text.slice(startxref)) ?? [];
    expect(Number(first)).toBe(0);
    const rows = entries.match(/.{18}\s?\n/g) ?? [];
    // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, EOL.
    expect(entries.length).toBe(Number(count) * 20);
    rows.slice(1).forEach((row, index) => {
      const offset = Number(row.slice(0, 10));
      expect(row.slice(17, 18)).toBe("n");
      expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
    });
    const trailer = /trailer\s*<<([\s\S]*?)>>/.exec(text)?.[1] ?? "";
    expect(trailer).toMatch(new RegExp(`/Size ${count}\\b`));
    const root = /\/Root (\d+) 0 R/.exec(trailer)?.[1];
    expect(text).toMatch(new RegExp(`\\n${root} 0 obj\\n<< /Type /Catalog`));
  });

  it("declares each stream's true length", () => {
    for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = (match.index ?? 0) + match[0].length;
      expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe("\nendstream");
    }
  });

  it("names the club's colours with the values of the site's design tokens", () => {
    for (const colour of BRAND_COLOURS) {
      expect(text).toContain(`(${colour.name})`);
      expect(text).toContain(colour.hex.toUpperCase());
    }
    expect(text).toContain("(Tipograf\xeda)");
    expect(text).toContain("Helvetica");
  });

  it("is what the script makes from today's tokens and logo (regenerate it after changing them)", () => {
    expect(() =>
      execFileSync(process.execPath, [join(web, "scripts", "make-brand-manual.mjs"), "--check"], {
        stdio: "pipe",
      }),
    ).not.toThrow();
  });

  it("is announced on the page with its real size", () => {
    const kb = Math.ceil(statSync(pdfPath).size / 1024);
    expect(MARCA_COPY.downloadDetails).toBe(`PDF, ${kb} KB`);
  });
});

describe("the brand colours shown on /marca", () => {
  it("are the values of the design tokens in global.css", () => {
    for (const colour of BRAND_COLOURS) {
      const value = new RegExp(`${colour.token}:\\s*(#[0-9a-fA-F]{3,6});`).exec(css)?.[1];
      expect(value?.toLowerCase(), colour.token).toBe(colour.hex);
    }
  });
});
