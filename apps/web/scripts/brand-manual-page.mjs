// One page of the brand manual (make-brand-manual.mjs), drawn with pdf-lib. The layout
// measures y from the top of the page, as one reads it; PDF and pdf-lib measure it from
// the bottom, so every method here turns one into the other.
import { degrees, rgb } from "pdf-lib";

export const A4 = { width: 595, height: 842 };
export const MARGIN = 56;

/** A `#rgb` or `#rrggbb` colour as its three 0–255 channels. */
export function hexToRgb(hex) {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #rgb or #rrggbb colour: ${hex}`);
  const digits = match[1].length === 3 ? match[1].replace(/./g, "$&$&") : match[1];
  const n = Number.parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * How far `text` advances the pen. pdf-lib's own widthOfTextAtSize subtracts kerning
 * pairs, but drawText shows text without kerning, so centred, right-aligned and wrapped
 * text would be placed for a width narrower than it is drawn: add the glyphs one by one.
 */
function advance(font, text, size) {
  let width = 0;
  for (const glyph of text) width += font.widthOfTextAtSize(glyph, size);
  return width;
}

const pdfColour = (hex) => {
  const [red, green, blue] = hexToRgb(hex);
  return rgb(red / 255, green / 255, blue / 255);
};

export class ManualPage {
  #currentFont;

  /** `fonts` holds the embedded `regular`, `bold` and `mono` fonts. */
  constructor(doc, fonts) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.fonts = fonts;
  }

  /**
   * Makes `font` the one drawText uses. pdf-lib adds the font to the page's resources
   * under a new name each time it is set, so set it only when it changes.
   */
  #switchFont(font) {
    if (this.#currentFont === font) return;
    this.page.setFont(font);
    this.#currentFont = font;
  }

  /** From a distance below the top edge to pdf-lib's y, measured above the bottom edge. */
  #y(top) {
    return A4.height - top;
  }

  rect(x, top, width, height, fill, stroke) {
    this.page.drawRectangle({
      x,
      y: this.#y(top + height),
      width,
      height,
      ...(fill && { color: pdfColour(fill) }),
      ...(stroke && { borderColor: pdfColour(stroke), borderWidth: 0.75 }),
    });
  }

  text(content, x, baseline, { size = 11, font = "regular", colour = "#1c2430", align = "left" } = {}) {
    const width = advance(this.fonts[font], content, size);
    const left = align === "center" ? x - width / 2 : align === "right" ? x - width : x;
    this.#switchFont(this.fonts[font]);
    this.page.drawText(content, { x: left, y: this.#y(baseline), size, color: pdfColour(colour) });
  }

  /** Text wrapped to `width`; returns the baseline after the last line. */
  paragraph(content, x, baseline, width, options = {}) {
    const size = options.size ?? 11;
    const font = this.fonts[options.font ?? "regular"];
    const leading = size * 1.45;
    let line = "";
    for (const word of content.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && advance(font, candidate, size) > width) {
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

  /** The shield of logo.svg (see readLogo), `size` points tall, its top left corner at (x, top). */
  shield(logo, x, top, size) {
    const scale = size / logo.height;
    // drawSvgPath flips SVG's downward y itself: (x, y) is where the viewBox's origin lands.
    for (const path of logo.paths) {
      this.page.drawSvgPath(path.d, { x, y: this.#y(top), scale, color: pdfColour(path.fill) });
    }
    this.#shieldText(logo.text, x + logo.text.x * scale, top + logo.text.y * scale, scale);
  }

  /** The ribbon's text, turned about its anchor as the SVG turns it. */
  #shieldText(text, anchorX, anchorTop, scale) {
    const font = this.fonts[text.bold ? "bold" : "regular"];
    const size = text.size * scale;
    // SVG turns clockwise with y down, PDF counter-clockwise with y up.
    const angle = (-text.rotate * Math.PI) / 180;
    // A middle anchor means the text starts half its width back along its own baseline.
    const shift = text.middle ? advance(font, text.content, size) / 2 : 0;
    this.#switchFont(font);
    this.page.drawText(text.content, {
      x: anchorX - shift * Math.cos(angle),
      y: this.#y(anchorTop) - shift * Math.sin(angle),
      size,
      color: pdfColour(text.fill),
      rotate: degrees(-text.rotate),
    });
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
