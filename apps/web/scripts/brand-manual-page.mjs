// The few things the brand manual (make-brand-manual.mjs) draws on an A4 page with pdf-lib:
// boxes, text, wrapped paragraphs, headings, the footer and the shield of logo.svg. The
// layout measures y down from the top edge, as one reads; pdf-lib measures it up from the
// bottom, so each of them turns one into the other.
import { breakTextIntoLines, degrees, rgb } from "pdf-lib";

export const [W, H, MARGIN] = [595, 842, 56]; // A4, in points
export const INNER = W - 2 * MARGIN;

/** The three 0–255 channels of a `#rrggbb` colour. */
export const channels = (hex) => hex.match(/[0-9a-f]{2}/gi).map((pair) => Number.parseInt(pair, 16));

/**
 * How far `text` advances the pen. pdf-lib's widthOfTextAtSize subtracts kerning pairs,
 * but drawText draws without kerning, so add the glyphs one by one.
 */
const advance = (font, text, size) => [...text].reduce((sum, c) => sum + font.widthOfTextAtSize(c, size), 0);

/** The shapes of logo.svg: its viewBox size, its paths and fills, its one text (middle-anchored). */
export function readLogo(svg) {
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const [, , width, height] = (attr(svg, "viewBox") ?? "").split(/[\s,]+/).map(Number);
  const paths = [...svg.matchAll(/<path\b[^>]*>/g)].map(([tag]) => [attr(tag, "d"), attr(tag, "fill")]);
  const [, tag = "", content] = svg.match(/<text\b([^>]*)>([^<]*)<\/text>/) ?? [];
  if (!height || !paths.length || !content) throw new Error("logo.svg: expected a viewBox, paths and a text");
  const [x, y, size] = ["x", "y", "font-size"].map((name) => Number(attr(tag, name)));
  const rotate = Number(/rotate\((-?[\d.]+)/.exec(attr(tag, "transform") ?? "")?.[1] ?? 0);
  return { width, height, paths, text: { content, x, y, size, rotate, fill: attr(tag, "fill") } };
}

/** A new page; `colour` turns a token name of the manual into `#rrggbb`. */
export function addPage(doc, { fonts, colour, logo, footer }) {
  const page = doc.addPage([W, H]);
  const ink = (name) => rgb(...channels(name.startsWith("#") ? name : colour(name)).map((c) => c / 255));
  // pdf-lib lists the font in the page's resources anew each time it is set: only on a change.
  let current;
  const use = (font) => {
    if (font !== current) page.setFont(font);
    current = font;
    return font;
  };
  const draw = {
    box(x, top, width, height, fill, border) {
      const stroke = border && { borderColor: ink(border), borderWidth: 0.75 };
      page.drawRectangle({ x, y: H - top - height, width, height, color: ink(fill), ...stroke });
    },
    text(content, x, baseline, { size = 11, font = "regular", colour = "text", align, lineHeight } = {}) {
      const shift = align ? advance(fonts[font], content, size) / (align === "center" ? 2 : 1) : 0;
      use(fonts[font]);
      page.drawText(content, { x: x - shift, y: H - baseline, size, color: ink(colour), lineHeight });
    },
    /** Text wrapped to `width`; returns the baseline after its last line. */
    paragraph(content, x, baseline, width, options = {}) {
      const [font, size] = [fonts[options.font ?? "regular"], options.size ?? 11];
      const lines = breakTextIntoLines(content, [" "], width, (text) => advance(font, text, size));
      draw.text(lines.join("\n"), x, baseline, { ...options, lineHeight: size * 1.45 });
      return baseline + lines.length * size * 1.45;
    },
    /** The shield, `height` points tall, centred on `centre`, its top at `top`. */
    shield(centre, top, height) {
      const scale = height / logo.height;
      const left = centre - (logo.width * scale) / 2;
      for (const [d, fill] of logo.paths)
        page.drawSvgPath(d, { x: left, y: H - top, scale, color: ink(fill) });
      const { content, size, rotate, fill, ...anchor } = logo.text;
      // SVG turns clockwise with y down, PDF counter-clockwise with y up; the middle
      // anchor means the text starts half its width back along its own baseline.
      const [angle, half] = [
        (-rotate * Math.PI) / 180,
        advance(use(fonts.regular), content, size * scale) / 2,
      ];
      const [x, y] = [left + anchor.x * scale, H - top - anchor.y * scale];
      const [dx, dy, color] = [half * Math.cos(angle), half * Math.sin(angle), ink(fill)];
      page.drawText(content, { x: x - dx, y: y - dy, size: size * scale, color, rotate: degrees(-rotate) });
    },
    heading(title, top) {
      draw.text(title, MARGIN, top, { size: 26, font: "bold", colour: "primary" });
      draw.box(MARGIN, top + 10, 48, 4, "accent");
    },
    footer(number) {
      draw.box(MARGIN, H - 56, INNER, 0.75, "border");
      draw.text(footer, MARGIN, H - 38, { size: 9, colour: "muted" });
      draw.text(String(number), W - MARGIN, H - 38, { size: 9, colour: "muted", align: "right" });
    },
  };
  return draw;
}
