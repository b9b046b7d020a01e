import { existsSync, readFileSync } from "node:fs";
import { extname, relative } from "node:path";
import { builtFiles, clientDir } from "../scripts/built-site.mjs";
import { loadContent } from "../src/site-data/content-files/load.ts";
import { contentDir } from "../src/site-data/content-files/paths.ts";
import { expect, test } from "./support/test.ts";

/**
 * The build shows no placeholder where the club's facts go (docs/product.md, the club's
 * identity): no example address, "a confirmar", made-up phone or WhatsApp number, in
 * any page or script a visitor gets.
 */
const PLACEHOLDERS: Array<[string, RegExp]> = [
  ["an example.com address", /example\.(com|org|net)/i],
  // "Horarios a confirmar" is a page's true word on a timetable not yet published (docs/product.md).
  ['"a confirmar"', /(?<!horarios )a confirmar/i],
  // No page is a placeholder (docs/product.md#site-wide): the old under-construction card's words.
  ["an under-construction card", /p[aá]gina en construcci[oó]n|muy pronto vas a encontrar/i],
  ["a 0000-0000 phone", /0000-0000/],
  ["the made-up WhatsApp number", /5491100000000/],
  // Embeds that were never the club's: two Canva designs, a YouTube id and a video file that answered 404.
  ["a placeholder Canva design", /DAGcasa/],
  ["the placeholder history video", /CASA-historia/],
  ["the missing Zumba video", /\/videos\/zumba\.mp4/],
  // The navy of an earlier, invented palette (docs/product.md#identity).
  ["the invented navy", /#123b7a|rgba?\(\s*18[\s,]+59[\s,]+122/i],
];

const files = existsSync(clientDir)
  ? builtFiles().filter((file) =>
      [".html", ".js", ".json", ".xml", ".txt", ".css", ".data"].includes(extname(file)),
    )
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
  expect(placeholdersIn("Horarios a confirmar.")).toEqual([]);
  expect(placeholdersIn("Próximamente, página en construcción")).toHaveLength(1);
  expect(placeholdersIn("Muy pronto vas a encontrar acá los horarios")).toHaveLength(1);
  expect(placeholdersIn("https://portal-socios.example.com/")).toHaveLength(1);
  expect(placeholdersIn("+54 9 11 0000-0000 wa.me/5491100000000")).toHaveLength(2);
  expect(placeholdersIn("Independencia 725, (0220) 482-4186")).toEqual([]);
  expect(
    placeholdersIn("canva.com/design/DAGcasaValores youtube-nocookie.com/embed/CASA-historia"),
  ).toHaveLength(2);
  expect(placeholdersIn('<source src="/videos/zumba.mp4">')).toHaveLength(1);
  expect(placeholdersIn("box-shadow:0 4px 12px #123b7a26")).toHaveLength(1);
  expect(placeholdersIn("box-shadow: 0 4px 12px rgb(18 59 122 / 0.15)")).toHaveLength(1);
});

test("no built page or script holds a placeholder of the club's facts", () => {
  expect(files.length).toBeGreaterThan(40);
  const found = files.flatMap((file) =>
    placeholdersIn(readFileSync(file, "utf8")).map((problem) => `${relative(clientDir, file)}: ${problem}`),
  );
  expect(found).toEqual([]);
});

test("no built file holds a draft: what the club has not published has no page, card or data", async () => {
  const everything = await loadContent({ dir: contentDir(), drafts: true });
  const drafts = [
    ...everything.news.filter((item) => item.draft).flatMap((item) => [`/novedades/${item.id}`, item.title]),
    ...everything.events
      .filter((event) => event.draft)
      .flatMap((event) => [event.title, `/eventos/${event.id}.ics`]),
  ];
  const found = files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return drafts
      .filter((draft) => text.includes(draft))
      .map((draft) => `${relative(clientDir, file)}: ${draft}`);
  });
  expect(found).toEqual([]);
});
