#!/usr/bin/env node
// Writes public/manual-de-marca.pdf, the club's brand manual, with pdf-lib and the standard
// PDF fonts (Helvetica, Courier), so nothing is embedded. Its texts are in
// brand-manual-content.mjs; the colours and the font stack come from src/styles/global.css,
// the shield from public/logo.svg and the e-mail from content/club.yml, so the PDF stays in
// step with the site: run it again after changing them (`node scripts/make-brand-manual.mjs`);
// `--check` fails when the committed file is out of date.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { parse as parseYaml } from "yaml";
import { MANUAL } from "./brand-manual-content.mjs";
import { addPage, channels, H, INNER, MARGIN, readLogo, W } from "./brand-manual-page.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUTPUT = join(root, "public", "manual-de-marca.pdf");
const read = (...path) => readFileSync(join(root, ...path), "utf8");

/** Page 1: the shield and the title on black, over a yellow band. */
function drawCover(page) {
  page.box(0, 0, W, H, "primary-dark");
  page.box(0, H - 120, W, 120, "accent");
  page.shield(W / 2, 120, 200);
  for (const [text, baseline, size, font, colour] of MANUAL.cover) {
    page.text(text, W / 2, baseline, { size, font, colour, align: "center" });
  }
}

/** Page 2: the palette, three swatches a row, then the shield on its backgrounds. */
function drawColours(page, colour) {
  page.heading(MANUAL.coloursTitle, 90);
  const swatchesTop = page.paragraph(MANUAL.coloursLead, MARGIN, 132, INNER) + 4;
  const column = (INNER - 2 * 18) / 3;
  MANUAL.palette.forEach(([name, label, use], index) => {
    const [x, top] = [MARGIN + (index % 3) * (column + 18), swatchesTop + Math.floor(index / 3) * 122];
    const hex = colour(name);
    page.box(x, top, column, 56, name, "border");
    page.text(label, x, top + 72, { font: "bold" });
    page.text(`${hex.toUpperCase()} · RGB ${channels(hex).join(", ")}`, x, top + 86, { size: 9 });
    page.paragraph(use, x, top + 100, column, { size: 9, colour: "muted" });
  });
  const shieldTop = swatchesTop + 3 * 122 + 30;
  page.heading(MANUAL.shieldTitle, shieldTop);
  MANUAL.shieldBackgrounds.forEach(([fill, border], index) => {
    page.box(MARGIN + index * 136, shieldTop + 30, 120, 120, fill, border);
    page.shield(MARGIN + index * 136 + 60, shieldTop + 40, 100);
  });
  page.paragraph(MANUAL.shieldText, MARGIN + 276, shieldTop + 44, INNER - 276);
  page.footer(2);
}

/** Page 3: the site's font stack, the print type with its specimens, and who to write to. */
function drawType(page, fontStack, email) {
  page.heading(MANUAL.typeTitle, 90);
  let y = page.paragraph(MANUAL.typeLead, MARGIN, 132, INNER);
  page.box(MARGIN, y - 6, INNER, 40, "surface-alt");
  page.paragraph(fontStack, MARGIN + 10, y + 10, INNER - 20, { font: "mono", size: 9 });
  y = page.paragraph(MANUAL.printType, MARGIN, y + 64, INNER) + 8;
  for (const [sample, size, font, colour, caption, tile] of MANUAL.specimens) {
    y += size;
    if (tile) page.box(MARGIN, y - size, 120, size + 12, tile);
    page.text(sample, tile ? MARGIN + 12 : MARGIN, y, { size, font, colour });
    page.text(caption, MARGIN, y + (tile ? 28 : 18), { size: 9, colour: "muted" });
    y += 50;
  }
  page.box(MARGIN, y, INNER, 70, "primary");
  page.text(MANUAL.contactTitle, MARGIN + 18, y + 28, { size: 13, font: "bold", colour: "surface" });
  page.text(`${MANUAL.contactLead} ${email}`, MARGIN + 18, y + 50, { colour: "accent" });
  page.footer(3);
}

/** The whole manual as PDF bytes. Deterministic: the same sources give the same file. */
async function buildBrandManual() {
  const css = read("src", "styles", "global.css");
  const token = (name) => {
    const value = new RegExp(`--${name}\\s*:\\s*([^;]+);`).exec(css)?.[1].trim();
    if (!value) throw new Error(`global.css has no --${name}`);
    return value;
  };
  const email = parseYaml(read("content", "club.yml"))?.email_comunicacion;
  if (typeof email !== "string" || !email) throw new Error("content/club.yml: no email_comunicacion found");
  // No creation or modification date (pdf-lib would write today's), so the bytes only
  // change when the sources do and `--check` can compare them. (The font resource names
  // pdf-lib makes up come from a generator seeded alike for every document.)
  const doc = await PDFDocument.create({ updateMetadata: false });
  const [regular, bold, mono] = await Promise.all(
    [StandardFonts.Helvetica, StandardFonts.HelveticaBold, StandardFonts.Courier].map((f) =>
      doc.embedFont(f),
    ),
  );
  const colour = (name) => token(`color-${name}`).toLowerCase();
  const logo = readLogo(read("public", "logo.svg"));
  const page = () => addPage(doc, { fonts: { regular, bold, mono }, colour, logo, footer: MANUAL.footer });
  drawCover(page());
  drawColours(page(), colour);
  drawType(page(), token("font-body").replace(/"/g, ""), email);
  doc.setTitle(MANUAL.title);
  doc.setAuthor(MANUAL.author);
  doc.setSubject(MANUAL.subject);
  doc.setProducer("make-brand-manual.mjs (pdf-lib)");
  // A classic cross-reference table rather than object streams: the test reads it.
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

const pdf = await buildBrandManual();
if (!process.argv.includes("--check")) {
  writeFileSync(OUTPUT, pdf);
  console.log(`Wrote public/manual-de-marca.pdf (${pdf.length} bytes).`);
} else if (!readFileSync(OUTPUT).equals(pdf)) {
  console.error("public/manual-de-marca.pdf is out of date: run node scripts/make-brand-manual.mjs");
  process.exit(1);
} else console.log("public/manual-de-marca.pdf is up to date.");
