// (not jsdom: pdf-lib checks its input with `instanceof Uint8Array`, which jsdom's own
// Uint8Array makes fail.)
import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { BRAND_COLOURS, BRAND_HEX, MARCA_COPY } from "../src/site-data/marca.ts";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const pdfPath = join(web, "public", "manual-de-marca.pdf");
const pdf = readFileSync(pdfPath);
const text = pdf.toString("latin1");
const css = readFileSync(join(web, "src", "styles", "global.css"), "utf8");

/** The text each page shows: pdf-lib writes it as hex strings in compressed content streams. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const winAnsi = new TextDecoder("windows-1252");
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    return streams
      .map((ref) => {
        const stream = doc.context.lookup(ref);
        if (!(stream instanceof PDFRawStream)) throw new Error("a page's contents are not a stream");
        const operators = winAnsi.decode(decodePDFRawStream(stream).decode());
        return [...operators.matchAll(/<([0-9A-F]*)> Tj/g)]
          .map(([, hex = ""]) => winAnsi.decode(Buffer.from(hex, "hex")))
          .join("\n");
      })
      .join("\n");
  });
}

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
      /^xref\n(\d+) (\d+)\n([\s\S]*?)\s*trailer/.exec(text.slice(startxref)) ?? [];
    expect(Number(first)).toBe(0);
    // Each entry is 10-digit offset, 5-digit generation and type, then its end of line.
    const rows = entries.match(/\d{10} \d{5} [fn]/g) ?? [];
    expect(rows).toHaveLength(Number(count));
    rows.slice(1).forEach((row, index) => {
      const offset = Number(row.slice(0, 10));
      expect(row.slice(17, 18)).toBe("n");
      expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
    });
    const trailer = /trailer\s*<<([\s\S]*?)>>/.exec(text)?.[1] ?? "";
    expect(trailer).toMatch(new RegExp(`/Size ${count}\\b`));
    const root = /\/Root (\d+) 0 R/.exec(trailer)?.[1];
    expect(text).toMatch(new RegExp(`\\n${root} 0 obj\\n<<\\s*/Type /Catalog`));
  });

  it("declares each stream's true length", () => {
    const streams = [...text.matchAll(/\/Length (\d+)\s*>>\s*stream\n/g)];
    expect(streams.length).toBeGreaterThanOrEqual(3);
    for (const match of streams) {
      const start = (match.index ?? 0) + match[0].length;
      expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe("\nendstream");
    }
  });

  it("has its three A4 pages: cover, colours and shield, type", async () => {
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(doc.getPages().map((page) => page.getSize())).toEqual(Array(3).fill({ width: 595, height: 842 }));
    expect(doc.getTitle()).toBe("Manual de Marca - CASA de Padua");
    const [cover, colours, type] = await pageTexts(pdf);
    expect(cover).toContain("Manual de Marca");
    expect(cover).toContain("Colores · Escudo · Tipografía");
    expect(colours).toContain("Colores");
    expect(colours).toContain("Escudo");
    expect(type).toContain("Tipografía");
    expect(type).toContain("¿Vas a usar la marca del club?");
  });

  it("names the club's colours with the values of the site's design tokens", async () => {
    const colours = (await pageTexts(pdf))[1];
    for (const colour of BRAND_COLOURS) {
      expect(colours).toContain(colour.name);
      expect(colours).toContain(colour.hex.toUpperCase());
    }
  });

  it("is set in the standard Helvetica and Courier, embedding no font", () => {
    const fonts = [...text.matchAll(/\/BaseFont \/([\w-]+)/g)].map(([, name]) => name);
    expect(fonts.sort()).toEqual(["Courier", "Helvetica", "Helvetica-Bold"]);
    expect(text).not.toMatch(/\/FontFile/);
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
  // content/marca.yml names them by token; their values are these, whatever the file lists.
  it("are the values of the design tokens in global.css", () => {
    for (const [token, hex] of Object.entries(BRAND_HEX)) {
      const value = new RegExp(`--color-${token}:\\s*(#[0-9a-fA-F]{3,6});`).exec(css)?.[1];
      expect(value?.toLowerCase(), token).toBe(hex);
    }
  });
});
