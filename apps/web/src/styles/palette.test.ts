import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The club's colours in the design tokens, and WCAG AA contrast for every pair of text
 * and background the stylesheets put together (docs/quality.md: axe clean; this test
 * catches a token change before a page shows it).
 */
const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "global.css"), "utf8");
const tokens = Object.fromEntries(
  [...css.matchAll(/--(color-[a-z-]+)\s*:\s*(#[0-9a-fA-F]{6})\s*;/g)].map(([, name, value]) => [
    name,
    value?.toLowerCase(),
  ]),
) as Record<string, string>;
const token = (name: string) => {
  const value = tokens[name];
  if (!value) throw new Error(`global.css has no --${name}`);
  return value;
};

/** WCAG 2 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = "#ffffff";
const BLACK = "#000000";

describe("the design tokens", () => {
  it("are the club's palette: black, yellow #F8C301, purple #531C7A and white", () => {
    expect(token("color-primary-dark")).toBe("#000000");
    expect(token("color-accent")).toBe("#f8c301");
    expect(token("color-primary")).toBe("#531c7a");
    expect(token("color-surface")).toBe("#ffffff");
  });

  it("measure contrast as WCAG does", () => {
    expect(contrast(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrast(WHITE, WHITE)).toBe(1);
    // The club's yellow on white: why it is never text on a light background.
    expect(contrast(token("color-accent"), WHITE)).toBeLessThan(2);
  });
});

describe("every text and background pair the stylesheets use", () => {
  // [text, background, where]: all body-size text, so all need 4.5:1 (WCAG AA).
  const pairs: ReadonlyArray<[string, string, string]> = [
    ["color-text", "color-surface", "body text"],
    ["color-text", "color-surface-alt", "text on the light purple bands"],
    ["color-muted", "color-surface", "dates, notes"],
    ["color-muted", "color-surface-alt", "section leads on the light bands"],
    ["color-primary", "color-surface", "links, headings, ghost buttons"],
    ["color-primary", "color-surface-alt", "links and headings on the light bands, menu hover"],
    ["white", "color-primary", "buttons, event dates, the phone panel's bar"],
    ["white", "color-primary-dark", "header, footer, hero, button hover"],
    ["color-accent", "color-primary-dark", "footer titles, hero tagline, header hover"],
    ["color-accent", "color-primary", "figures and the event month on purple"],
    ["black", "color-accent", "Asociarse, hero and skip-link buttons on yellow"],
    ["color-danger", "color-danger-bg", "form errors"],
    ["color-danger", "color-surface", "error text"],
  ];
  const colour = (name: string) => (name === "white" ? WHITE : name === "black" ? BLACK : token(name));

  for (const [text, background, where] of pairs) {
    it(`${text} on ${background} (${where}) reaches 4.5:1`, () => {
      expect(contrast(colour(text), colour(background))).toBeGreaterThanOrEqual(4.5);
    });
  }
});
