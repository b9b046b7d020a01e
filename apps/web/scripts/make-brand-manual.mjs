#!/usr/bin/env node
// Writes public/manual-de-marca.pdf, the club's brand manual (colours, shield, type),
// with pdf-lib and the standard PDF fonts (Helvetica, Courier), so nothing is embedded.
// The colours and the font stack come from src/styles/global.css and the shield from
// public/logo.svg, so the PDF stays in step with the site: run it again after changing
// them (`node scripts/make-brand-manual.mjs`); `--check` fails when the committed file
// is out of date.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { parse as parseYaml } from "yaml";
import { A4, hexToRgb, MARGIN, ManualPage } from "./brand-manual-page.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUTPUT = join(root, "public", "manual-de-marca.pdf");

/** The colours the manual shows, in order: the token, its name in the manual, its use. */
const PALETTE = [
  ["color-primary-dark", "Negro CASA", "Barra de navegación, pie y fondos oscuros."],
  ["color-accent", "Amarillo CASA", "Acentos y rellenos; nunca texto sobre blanco."],
  ["color-primary", "Violeta CASA", "Bandas, títulos, enlaces y botones."],
  ["color-surface", "Blanco", "Fondo y texto sobre negro y violeta."],
  ["color-text", "Texto", "El texto corrido."],
  ["color-muted", "Texto secundario", "Fechas, notas y aclaraciones."],
  ["color-surface-alt", "Gris claro", "Bandas y fondos alternos."],
  ["color-border", "Bordes", "Líneas y separadores."],
  ["color-danger", "Rojo aviso", "Solo para errores y alertas."],
];

/** `--name: value;` pairs of a stylesheet. */
export function readTokens(css) {
  const tokens = {};
  for (const [, name, value] of css.matchAll(/--([a-z0-9-]+)\s*:\s*([^;]+);/g)) tokens[name] = value.trim();
  return tokens;
}

/** The communications e-mail of `content/club.yml` (`email_comunicacion`, which the club's staff edit). */
export function readCommunicationsEmail(clubFile) {
  const email = parseYaml(clubFile)?.email_comunicacion;
  if (typeof email !== "string" || !email) throw new Error("content/club.yml: no email_comunicacion found");
  return email;
}

/** The shapes of the logo: its viewBox, each path with its fill, and its one text (maybe rotated). */
export function readLogo(svg) {
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const [, , boxWidth, boxHeight] = (attr(svg.match(/<svg\b[^>]*>/)?.[0] ?? "", "viewBox") ?? "")
    .split(/[\s,]+/)
    .map(Number);
  if (!boxWidth || !boxHeight) throw new Error("logo.svg: expected a viewBox");
  const paths = [...svg.matchAll(/<path\b[^>]*>/g)].map(([tag]) => ({
    d: attr(tag, "d"),
    fill: attr(tag, "fill"),
  }));
  const text = svg.match(/<text\b([^>]*)>([^<]*)<\/text>/);
  if (paths.length === 0 || !text) throw new Error("logo.svg: expected paths and a text");
  const [, tag, content] = text;
  const rotate = /rotate\(\s*(-?[\d.]+)/.exec(attr(tag, "transform") ?? "")?.[1];
  return {
    width: boxWidth,
    height: boxHeight,
    paths,
    text: {
      content,
      x: Number(attr(tag, "x")),
      y: Number(attr(tag, "y")),
      size: Number(attr(tag, "font-size")),
      fill: attr(tag, "fill"),
      bold: attr(tag, "font-weight") === "700" || attr(tag, "font-weight") === "bold",
      middle: attr(tag, "text-anchor") === "middle",
      /** Degrees, clockwise as in SVG, about the text's own (x, y). */
      rotate: rotate ? Number(rotate) : 0,
    },
  };
}

/** The site's colours and font stack, from the tokens of global.css. */
function readDesign(css) {
  const tokens = readTokens(css);
  const token = (name) => {
    const value = tokens[name];
    if (!value) throw new Error(`global.css has no --${name}`);
    return value;
  };
  const colour = (name) => token(name).toLowerCase();
  return {
    colour,
    colours: {
      primary: colour("color-primary"),
      dark: colour("color-primary-dark"),
      accent: colour("color-accent"),
      text: colour("color-text"),
      muted: colour("color-muted"),
      border: colour("color-border"),
      white: colour("color-surface"),
      surfaceAlt: colour("color-surface-alt"),
    },
    fontStack: token("font-body").replace(/"/g, ""),
  };
}

/** The shield's width when it is `height` points tall. */
const shieldWidth = (logo, height) => (height * logo.width) / logo.height;

/** Page 1: the shield and the title on black, over a yellow band. */
function drawCover(page, { colours, logo }) {
  page.rect(0, 0, A4.width, A4.height, colours.dark);
  page.shield(logo, A4.width / 2 - shieldWidth(logo, 200) / 2, 120, 200);
  const centred = (text, baseline, options) =>
    page.text(text, A4.width / 2, baseline, { ...options, align: "center" });
  centred("Manual de Marca", 410, { size: 40, font: "bold", colour: colours.white });
  centred("Club Atlético San Antonio de Padua", 450, { size: 18, colour: colours.accent });
  centred("CASA de Padua · desde 1926", 476, { size: 13, colour: colours.white });
  page.rect(0, A4.height - 120, A4.width, 120, colours.accent);
  centred("Colores · Escudo · Tipografía", A4.height - 66, { size: 16, font: "bold", colour: colours.dark });
}

/** Page 2: the palette, three swatches a row, then the shield on white and on black. */
function drawColoursPage(page, { colour, colours, logo }) {
  page.heading("Colores", 90, colours);
  const swatchesTop = page.paragraph(
    "Negro, amarillo y violeta, las tres franjas del escudo, y el blanco. Estos son sus valores exactos, los mismos que usa el sitio web: en pantalla, en impresos y en la indumentaria. El amarillo va como relleno o sobre negro y violeta: como texto sobre blanco no se lee.",
    MARGIN,
    132,
    A4.width - 2 * MARGIN,
    { colour: colours.text },
  );
  const columnWidth = (A4.width - 2 * MARGIN - 2 * 18) / 3;
  PALETTE.forEach(([name, label, use], index) => {
    const hex = colour(name);
    const x = MARGIN + (index % 3) * (columnWidth + 18);
    const top = swatchesTop + 4 + Math.floor(index / 3) * 122;
    page.rect(x, top, columnWidth, 56, hex, colours.border);
    page.text(label, x, top + 72, { size: 11, font: "bold", colour: colours.text });
    page.text(`${hex.toUpperCase()} · RGB ${hexToRgb(hex).join(", ")}`, x, top + 86, {
      size: 9,
      colour: colours.text,
    });
    page.paragraph(use, x, top + 100, columnWidth, { size: 9, colour: colours.muted });
  });
  const shieldTop = swatchesTop + 4 + 3 * 122 + 30;
  page.heading("Escudo", shieldTop, colours);
  page.rect(MARGIN, shieldTop + 30, 120, 120, colours.white, colours.border);
  page.shield(logo, MARGIN + 60 - shieldWidth(logo, 100) / 2, shieldTop + 40, 100);
  page.rect(MARGIN + 136, shieldTop + 30, 120, 120, colours.dark);
  page.shield(logo, MARGIN + 196 - shieldWidth(logo, 100) / 2, shieldTop + 40, 100);
  page.paragraph(
    "El escudo va sobre fondo blanco o negro. No lo deformes, no cambies sus colores ni le agregues efectos, y dejale alrededor un aire igual al ancho de una franja. Por debajo de 96 px de alto, el escudo va sin la cinta: su texto ya no se lee.",
    MARGIN + 276,
    shieldTop + 44,
    A4.width - 2 * MARGIN - 276,
    { colour: colours.text },
  );
  page.footer(2, colours);
}

/** Page 3: the site's font stack, the print type with its specimens, and who to write to. */
function drawTypePage(page, { colours, fontStack, email }) {
  page.heading("Tipografía", 90, colours);
  let y = page.paragraph(
    "En el sitio web usamos la tipografía del sistema de cada dispositivo: se lee bien en cualquier pantalla y no hace esperar a nadie. Esta es la lista, en orden de preferencia:",
    MARGIN,
    132,
    A4.width - 2 * MARGIN,
    { colour: colours.text },
  );
  page.rect(MARGIN, y - 6, A4.width - 2 * MARGIN, 40, colours.surfaceAlt);
  page.paragraph(fontStack, MARGIN + 10, y + 10, A4.width - 2 * MARGIN - 20, {
    font: "mono",
    size: 9,
    colour: colours.text,
  });
  y = page.paragraph(
    "En impresos y en este manual usamos Helvetica (o Arial, su par): negrita para los títulos, regular para el texto.",
    MARGIN,
    y + 64,
    A4.width - 2 * MARGIN,
    { colour: colours.text },
  );
  y = drawSpecimens(page, y + 8, colours);
  page.rect(MARGIN, y, A4.width - 2 * MARGIN, 70, colours.primary);
  page.text("¿Vas a usar la marca del club?", MARGIN + 18, y + 28, {
    size: 13,
    font: "bold",
    colour: colours.white,
  });
  page.text(`Escribinos a ${email}`, MARGIN + 18, y + 50, { size: 11, colour: colours.accent });
  page.footer(3, colours);
}

/** The type specimens, each with its caption, from `top`; returns the top of what follows. */
function drawSpecimens(page, top, colours) {
  const specimens = [
    ["Aa Bb Cc Ññ 0123456789", 30, "bold", colours.primary, "Helvetica Bold, 30 pt: títulos"],
    ["Club Atlético San Antonio de Padua", 18, "bold", colours.text, "Helvetica Bold, 18 pt: subtítulos"],
    [
      "El club, tu segundo hogar. Deportes, actividades y vida social desde 1926.",
      11,
      "regular",
      colours.text,
      "Helvetica, 11 pt: texto",
    ],
    ["+1000", 30, "bold", colours.accent, "Amarillo CASA sobre violeta o negro: cifras y acentos"],
  ];
  let y = top;
  for (const [sample, size, font, ink, caption] of specimens) {
    y += size;
    // The yellow figures sit on a purple tile, as they do on the site.
    const onTile = ink === colours.accent;
    if (onTile) page.rect(MARGIN, y - size, 120, size + 12, colours.primary);
    page.text(sample, onTile ? MARGIN + 12 : MARGIN, y, { size, font, colour: ink });
    page.text(caption, MARGIN, y + (onTile ? 28 : 18), { size: 9, colour: colours.muted });
    y += 50;
  }
  return y;
}

/** The whole manual as PDF bytes. Deterministic: the same inputs give the same file. */
export async function buildBrandManual({ css, logoSvg, email }) {
  const design = readDesign(css);
  const logo = readLogo(logoSvg);
  // No creation or modification date (pdf-lib would write today's), so the bytes only
  // change when the sources do and `--check` can compare them. (The font resource names
  // pdf-lib makes up come from a generator seeded alike for every document.)
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  drawCover(new ManualPage(doc, fonts), { ...design, logo });
  drawColoursPage(new ManualPage(doc, fonts), { ...design, logo });
  drawTypePage(new ManualPage(doc, fonts), { ...design, email });
  doc.setTitle("Manual de Marca - CASA de Padua");
  doc.setAuthor("Club Atlético San Antonio de Padua");
  doc.setSubject("Colores, escudo y tipografía del club");
  doc.setProducer("make-brand-manual.mjs (pdf-lib)");
  // A classic cross-reference table rather than object streams: the test reads it.
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The manual from the site's own files. */
export function buildFromSources() {
  return buildBrandManual({
    css: readFileSync(join(root, "src", "styles", "global.css"), "utf8"),
    logoSvg: readFileSync(join(root, "public", "logo.svg"), "utf8"),
    email: readCommunicationsEmail(readFileSync(join(root, "content", "club.yml"), "utf8")),
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const pdf = await buildFromSources();
  if (process.argv.includes("--check")) {
    const current = readFileSync(OUTPUT);
    if (!current.equals(pdf)) {
      console.error("public/manual-de-marca.pdf is out of date: run node scripts/make-brand-manual.mjs");
      process.exit(1);
    }
    console.log("public/manual-de-marca.pdf is up to date.");
  } else {
    writeFileSync(OUTPUT, pdf);
    console.log(`Wrote public/manual-de-marca.pdf (${pdf.length} bytes).`);
  }
}
