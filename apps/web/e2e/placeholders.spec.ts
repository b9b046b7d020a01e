import { existsSync, readFileSync } from "node:fs";
import { extname, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { builtFiles, clientDir } from "../scripts/built-site.mjs";

/**
 * The build shows no placeholder where the club's facts go (docs/product.md, the club's
 * identity): no example address, "a confirmar", made-up phone or WhatsApp number, in
 * any page or script a visitor gets.
 */
const PLACEHOLDERS: Array<[string, RegExp]> = [
  ["an example.com address", /example\.(com|org|net)/i],
  ['"a confirmar"', /a confirmar/i],
  ["a 0000-0000 phone", /0000-0000/],
  ["the made-up WhatsApp number", /5491100000000/],
];

const files = existsSync(clientDir)
  ? builtFiles().filter((file) => [".html", ".js", ".json", ".xml", ".txt"].includes(extname(file)))
  : [];

/** What a file says that looks like a placeholder, each with a little context. */
export function placeholdersIn(text: string): string[] {
  return PLACEHOLDERS.flatMap(([name, pattern]) => {
    const at = text.search(pattern);
    return at < 0 ? [] : [`${name}: …${text.slice(Math.max(0, at - 40), at + 40)}…`];
  });
}

test("the scan finds each kind of placeholder", () => {
  expect(placeholdersIn("Dirección a confirmar")).toHaveLength(1);
  expect(placeholdersIn("https://portal-socios.example.com/")).toHaveLength(1);
  expect(placeholdersIn("+54 9 11 0000-0000 wa.me/5491100000000")).toHaveLength(2);
  expect(placeholdersIn("Independencia 725, (0220) 482-4186")).toEqual([]);
});

test("no built page or script holds a placeholder of the club's facts", () => {
  expect(files.length).toBeGreaterThan(40);
  const found = files.flatMap((file) =>
    placeholdersIn(readFileSync(file, "utf8")).map((problem) => `${relative(clientDir, file)}: ${problem}`),
  );
  expect(found).toEqual([]);
});
