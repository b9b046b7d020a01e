#!/usr/bin/env node
// Writes public/manual-de-marca.pdf, the club's brand manual (colours, shield, type),
// by hand: PDF objects, content streams and the cross-reference table, no dependency.
// The colours and the font stack come from src/styles/global.css and the shield from
// public/logo.svg, so the PDF stays in step with the site: run it again after changing
// them (`node scripts/make-brand-manual.mjs`); `--check` fails when the committed file
// is out of date.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";

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

const hexToRgb = (hex) => {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #rgb or #rrggbb colour: ${hex}`);
  const digits = match[1].length === 3 ? match[1].replace(/./g, "$&$&") : match[1];
  const n = Number.parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const num = (n) => (Math.round(n * 100) / 100).toString();
const fillOp = (hex) =>
  `${hexToRgb(hex)
    .map((c) => num(c / 255))
    .join(" ")} rg`;
const strokeOp = (hex) =>
  `${hexToRgb(hex)
    .map((c) => num(c / 255))
    .join(" ")} RG`;

/** SVG path data (M, L, H, V, C and Z, absolute or relative) as PDF path operators. */
export function svgPathToPdf(d) {
  const tokens = [...d.matchAll(/[MLHVCZmlhvcz]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g)].map((m) => m[0]);
  const ops = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let command = "";
  let i = 0;
  const next = () => Number(tokens[i++]);
  while (i < tokens.length) {
    if (/[A-Za-z]/.test(tokens[i])) command = tokens[i++];
    const relative = command === command.toLowerCase();
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    switch (command.toUpperCase()) {
      case "M":
        x = ox + next();
        y = oy + next();
        startX = x;
        startY = y;
        ops.push(`${num(x)} ${num(y)} m`);
        command = relative ? "l" : "L"; // further pairs are lines
        break;
      case "L":
        x = ox + next();
        y = oy + next();
        ops.push(`${num(x)} ${num(y)} l`);
        break;
      case "H":
        x = (relative ? x : 0) + next();
        ops.push(`${num(x)} ${num(y)} l`);
        break;
      case "V":
        y = (relative ? y : 0) + next();
        ops.push(`${num(x)} ${num(y)} l`);
        break;
      case "C": {
        const c = [ox + next(), oy + next(), ox + next(), oy + next(), ox + next(), oy + next()];
        [x, y] = [c[4], c[5]];
        ops.push(`${c.map(num).join(" ")} c`);
        break;
      }
      case "Z":
        ops.push("h");
        x = startX;
        y = startY;
        break;
      default:
        throw new Error(`logo.svg: path command "${command}" is not supported`);
    }
  }
  return ops.join(" ");
}

// Advance widths (1/1000 em) of the standard Helvetica fonts for ASCII 32–126, to
// centre and wrap text; accented letters take their base letter's width.
const HELVETICA =
  "278 278 355 556 556 889 667 191 333 333 389 584 278 333 278 278 556 556 556 556 556 556 556 556 556 556 278 278 584 584 584 556 1015 667 667 722 722 667 611 778 722 278 500 667 556 833 722 778 667 778 722 667 611 722 667 944 667 667 611 278 278 278 469 556 333 556 556 500 556 556 278 556 556 222 222 500 222 833 556 556 556 556 333 500 278 556 500 722 500 500 500 334 260 334 584"
    .split(" ")
    .map(Number);
const HELVETICA_BOLD =
  "278 333 474 556 556 889 722 238 333 333 389 584 278 333 278 278 556 556 556 556 556 556 556 556 556 556 333 333 584 584 584 611 975 722 722 722 722 667 611 778 722 278 556 722 611 833 722 778 667 778 722 667 611 722 667 944 667 667 611 333 278 333 584 556 333 556 611 556 611 556 333 611 611 278 278 556 278 889 611 611 611 611 389 556 333 611 556 778 556 556 500 389 280 389 584"
    .split(" ")
    .map(Number);
const FONTS = { regular: "F1", bold: "F2", mono: "F3" };

function textWidth(text, font, size) {
  if (font === "mono") return text.length * 600 * (size / 1000);
  const table = font === "bold" ? HELVETICA_BOLD : HELVETICA;
  let width = 0;
  for (const char of text.normalize("NFD").replace(/[\u0300-\u036f]/g, "")) {
    const code = char.charCodeAt(0);
    width += code >= 32 && code <= 126 ? table[code - 32] : 556;
  }
  return (width * size) / 1000;
}

/** A PDF string literal in WinAnsi (Latin-1 for the letters Spanish needs). */
function pdfString(text) {
  for (const char of text) {
    if (char.charCodeAt(0) > 0xff) throw new Error(`"${char}" cannot be written in WinAnsi: ${text}`);
  }
  return `(${text.replace(/[\\()]/g, "\\$&")})`;
}

/** Drawing operators for one page, with y measured from the top like the layout below. */
class Page {
  ops = [];
  constructor(height) {
    this.height = height;
  }
  rect(x, top, width, height, fill, stroke) {
    const y = this.height - top - height;
    if (fill) this.ops.push(fillOp(fill));
    if (stroke) this.ops.push(strokeOp(stroke), "0.75 w");
    this.ops.push(
      `${num(x)} ${num(y)} ${num(width)} ${num(height)} re ${fill && stroke ? "B" : fill ? "f" : "S"}`,
    );
  }
  text(content, x, baseline, { size = 11, font = "regular", colour = "#1c2430", align = "left" } = {}) {
    const width = textWidth(content, font, size);
    const left = align === "center" ? x - width / 2 : align === "right" ? x - width : x;
    this.ops.push(
      `BT /${FONTS[font]} ${num(size)} Tf ${fillOp(colour)} ${num(left)} ${num(this.height - baseline)} Td ${pdfString(content)} Tj ET`,
    );
  }
  /** Text wrapped to `width`; returns the baseline after the last line. */
  paragraph(content, x, baseline, width, options = {}) {
    const size = options.size ?? 11;
    const leading = size * 1.45;
    let line = "";
    for (const word of content.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && textWidth(candidate, options.font ?? "regular", size) > width) {
        this.text(line, x, baseline, options);
        baseline += leading;
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) this.text(line, x, baseline, options);
    return baseline + leading;
  }
  /** The shield of logo.svg, `size` points tall, its top left corner at (x, top). */
  shield(logo, x, top, size) {
    const scale = size / logo.height;
    // SVG's y grows downwards: flip it inside a saved graphics state.
    this.ops.push("q", `${num(scale)} 0 0 ${num(-scale)} ${num(x)} ${num(this.height - top)} cm`);
    for (const path of logo.paths) this.ops.push(fillOp(path.fill), `${svgPathToPdf(path.d)} f`);
    this.ops.push("Q");
    const { text } = logo;
    const font = text.bold ? "bold" : "regular";
    const fontSize = text.size * scale;
    const anchorX = x + text.x * scale;
    const baseline = this.height - (top + text.y * scale);
    // Rotated about its anchor: SVG turns clockwise with y down, PDF counter-clockwise with y up.
    const angle = (-text.rotate * Math.PI) / 180;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const shift = text.middle ? textWidth(text.content, font, fontSize) / 2 : 0;
    const tx = anchorX - shift * cos;
    const ty = baseline - shift * sin;
    this.ops.push(
      `BT /${FONTS[font]} ${num(fontSize)} Tf ${fillOp(text.fill)} ${[cos, sin, -sin, cos, tx, ty].map(num).join(" ")} Tm ${pdfString(text.content)} Tj ET`,
    );
  }
  heading(title, top, colours) {
    this.text(title, MARGIN, top, { size: 26, font: "bold", colour: colours.primary });
    this.rect(MARGIN, top + 10, 48, 4, colours.accent);
  }
  footer(number, colours) {
    this.rect(MARGIN, A4.height - 56, A4.width - 2 * MARGIN, 0.75, colours.border);
    this.text("Manual de Marca · CASA de Padua", MARGIN, A4.height - 38, { size: 9, colour: colours.muted });
    this.text(String(number), A4.width - MARGIN, A4.height - 38, {
      size: 9,
      colour: colours.muted,
      align: "right",
    });
  }
}

const A4 = { width: 595, height: 842 };
const MARGIN = 56;

/** The whole manual as PDF bytes. Deterministic: the same inputs give the same file. */
export function buildBrandManual({ css, logoSvg, email }) {
  const tokens = readTokens(css);
  const token = (name) => {
    const value = tokens[name];
    if (!value) throw new Error(`global.css has no --${name}`);
    return value;
  };
  const colour = (name) => token(name).toLowerCase();
  const colours = {
    primary: colour("color-primary"),
    dark: colour("color-primary-dark"),
    accent: colour("color-accent"),
    text: colour("color-text"),
    muted: colour("color-muted"),
    border: colour("color-border"),
    white: colour("color-surface"),
  };
  const fontStack = token("font-body").replace(/"/g, "");
  const logo = readLogo(logoSvg);

  // Page 1: cover.
  const cover = new Page(A4.height);
  cover.rect(0, 0, A4.width, A4.height, colours.dark);
  const wide = (size) => (size * logo.width) / logo.height;
  cover.shield(logo, A4.width / 2 - wide(200) / 2, 120, 200);
  cover.text("Manual de Marca", A4.width / 2, 410, {
    size: 40,
    font: "bold",
    colour: colours.white,
    align: "center",
  });
  cover.text("Club Atlético San Antonio de Padua", A4.width / 2, 450, {
    size: 18,
    colour: colours.accent,
    align: "center",
  });
  cover.text("CASA de Padua · desde 1926", A4.width / 2, 476, {
    size: 13,
    colour: colours.white,
    align: "center",
  });
  cover.rect(0, A4.height - 120, A4.width, 120, colours.accent);
  cover.text("Colores · Escudo · Tipografía", A4.width / 2, A4.height - 66, {
    size: 16,
    font: "bold",
    colour: colours.dark,
    align: "center",
  });

  // Page 2: colours and the shield.
  const palette = new Page(A4.height);
  palette.heading("Colores", 90, colours);
  let y = palette.paragraph(
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
    const top = y + 4 + Math.floor(index / 3) * 122;
    palette.rect(x, top, columnWidth, 56, hex, colours.border);
    palette.text(label, x, top + 72, { size: 11, font: "bold", colour: colours.text });
    palette.text(`${hex.toUpperCase()} · RGB ${hexToRgb(hex).join(", ")}`, x, top + 86, {
      size: 9,
      colour: colours.text,
    });
    palette.paragraph(use, x, top + 100, columnWidth, { size: 9, colour: colours.muted });
  });
  y += 4 + 3 * 122 + 30;
  palette.heading("Escudo", y, colours);
  palette.rect(MARGIN, y + 30, 120, 120, colours.white, colours.border);
  palette.shield(logo, MARGIN + 60 - wide(100) / 2, y + 40, 100);
  palette.rect(MARGIN + 136, y + 30, 120, 120, colours.dark);
  palette.shield(logo, MARGIN + 196 - wide(100) / 2, y + 40, 100);
  palette.paragraph(
    "El escudo va sobre fondo blanco o negro. No lo deformes, no cambies sus colores ni le agregues efectos, y dejale alrededor un aire igual al ancho de una franja. Por debajo de 96 px de alto, el escudo va sin la cinta: su texto ya no se lee.",
    MARGIN + 276,
    y + 44,
    A4.width - 2 * MARGIN - 276,
    { colour: colours.text },
  );
  palette.footer(2, colours);

  // Page 3: type.
  const type = new Page(A4.height);
  type.heading("Tipografía", 90, colours);
  y = type.paragraph(
    "En el sitio web usamos la tipografía del sistema de cada dispositivo: se lee bien en cualquier pantalla y no hace esperar a nadie. Esta es la lista, en orden de preferencia:",
    MARGIN,
    132,
    A4.width - 2 * MARGIN,
    { colour: colours.text },
  );
  type.rect(MARGIN, y - 6, A4.width - 2 * MARGIN, 40, colour("color-surface-alt"));
  type.paragraph(fontStack, MARGIN + 10, y + 10, A4.width - 2 * MARGIN - 20, {
    font: "mono",
    size: 9,
    colour: colours.text,
  });
  y += 64;
  y = type.paragraph(
    "En impresos y en este manual usamos Helvetica (o Arial, su par): negrita para los títulos, regular para el texto.",
    MARGIN,
    y,
    A4.width - 2 * MARGIN,
    { colour: colours.text },
  );
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
  y += 8;
  for (const [sample, size, font, ink, caption] of specimens) {
    y += size;
    // The yellow figures sit on a purple tile, as they do on the site.
    if (ink === colours.accent) type.rect(MARGIN, y - size, 120, size + 12, colours.primary);
    const x = ink === colours.accent ? MARGIN + 12 : MARGIN;
    type.text(sample, x, y, { size, font, colour: ink });
    type.text(caption, MARGIN, y + (ink === colours.accent ? 28 : 18), { size: 9, colour: colours.muted });
    y += 50;
  }
  type.rect(MARGIN, y, A4.width - 2 * MARGIN, 70, colours.primary);
  type.text("¿Vas a usar la marca del club?", MARGIN + 18, y + 28, {
    size: 13,
    font: "bold",
    colour: colours.white,
  });
  type.text(`Escribinos a ${email}`, MARGIN + 18, y + 50, { size: 11, colour: colours.accent });
  type.footer(3, colours);

  return writePdf([cover, palette, type], {
    Title: "Manual de Marca - CASA de Padua",
    Author: "Club Atlético San Antonio de Padua",
    Subject: "Colores, escudo y tipografía del club",
  });
}

/** Serialises pages into a PDF 1.4 file with its cross-reference table and trailer. */
function writePdf(pages, info) {
  const objects = []; // object number n is objects[n - 1]
  const add = (body) => objects.push(body); // the new length is the object's number
  const catalog = add("");
  const pagesRef = add("");
  const fonts = ["Helvetica", "Helvetica-Bold", "Courier"].map((name) =>
    add(`<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`),
  );
  const infoRef = add(
    `<< ${Object.entries(info)
      .map(([key, value]) => `/${key} ${pdfString(value)}`)
      .join(" ")} /Producer (make-brand-manual.mjs) >>`,
  );
  const resources = `<< /Font << ${fonts.map((ref, i) => `/F${i + 1} ${ref} 0 R`).join(" ")} >> >>`;
  const kids = pages.map((page) => {
    const stream = Buffer.from(page.ops.join("\n"), "latin1");
    const content = add({ dict: `<< /Length ${stream.length} >>`, stream });
    return add(
      `<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources ${resources} /Contents ${content} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesRef} 0 R >>`;
  objects[pagesRef - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`;

  const chunks = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = chunks[0].length;
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const parts =
      typeof body === "string"
        ? [Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, "latin1")]
        : [
            Buffer.from(`${index + 1} 0 obj\n${body.dict}\nstream\n`, "latin1"),
            body.stream,
            Buffer.from("\nendstream\nendobj\n", "latin1"),
          ];
    for (const part of parts) {
      chunks.push(part);
      offset += part.length;
    }
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f \n" +
      offsets
        .map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)
        .join("")
        .replace(/\n$/, ""),
    "trailer",
    `<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoRef} 0 R >>`,
    "startxref",
    String(offset),
    "%%EOF",
    "",
  ].join("\n");
  chunks.push(Buffer.from(xref, "latin1"));
  return Buffer.concat(chunks);
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
  const pdf = buildFromSources();
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
