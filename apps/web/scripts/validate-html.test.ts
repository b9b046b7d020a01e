import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatProblem, validatePages } from "./validate-html.mjs";

const dir = mkdtempSync(join(tmpdir(), "validate-html-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (name: string, lines: string[]) => {
  const file = join(dir, name);
  writeFileSync(file, lines.join("\n"));
  return file;
};

/** A page as React and the build write it: camelCase names, self-closed void elements, hidden="", useId's ids. */
const good = page("good.html", [
  "<!DOCTYPE html>",
  '<html lang="es-AR"><head><meta charSet="utf-8"/><title>Historia | CASA de Padua</title>',
  '<link rel="preload" as="image" fetchPriority="high" href="/a.jpg" imageSrcSet="/a.jpg 1x"/></head>',
  '<body><header><nav aria-label="Principal"><a href="/">Inicio</a></nav>',
  '<nav aria-label="Menú del teléfono"><ul id="panel-club" hidden=""><li><a href="/">Inicio</a></li></ul></nav></header>',
  '<main><h1 id="_R_1pj5_">Historia</h1><section aria-labelledby="_R_1pj5_"><img src="/a.jpg" alt="El club" srcSet="/a.jpg 1x"/>',
  '<p>Llamanos al <a href="tel:+542204824186">(0220)\u00a0482\u20114186</a>.</p></section>',
  '<form action="javascript:throw new Error(&#x27;React form unexpectedly submitted.&#x27;)" noValidate="">',
  '<label for="n">Nombre</label><input id="n" type="text" name="name" autoComplete="name" required=""/><button type="submit">Enviar</button></form>',
  "</main></body></html>",
]);

/** What the check is for: no title before the app runs, two navs with no name, a number that breaks in two. */
const broken = page("broken.html", [
  "<!DOCTYPE html>",
  '<html lang="es-AR"><head><meta charSet="utf-8"/></head>',
  '<body><nav><a href="/">Inicio</a></nav>',
  '<nav><a href="/">Inicio</a></nav>',
  '<main><h1>Página</h1><p><a href="tel:+542204824186">(0220) 482-4186</a></p></main>',
  "</body></html>",
]);

describe("validatePages", () => {
  it("passes a page as React writes it, with its title, named landmarks and unbreakable phone", async () => {
    expect(await validatePages([good])).toEqual([]);
  });

  it("names the file, line, column and rule of each problem, page by page", async () => {
    const problems = await validatePages([good, broken]);
    expect(problems.map(({ file, line, rule }) => ({ file, line, rule }))).toEqual([
      { file: broken, line: 2, rule: "element-required-content" },
      { file: broken, line: 3, rule: "unique-landmark" },
      { file: broken, line: 4, rule: "unique-landmark" },
      { file: broken, line: 5, rule: "tel-non-breaking" },
      { file: broken, line: 5, rule: "tel-non-breaking" },
    ]);
    expect(problems[0]?.message).toBe("<head> element must have <title> as content");
  });

  it("prints each problem as path:line:column rule message, from the folder it runs in", async () => {
    const [missingTitle] = await validatePages([broken]);
    expect(missingTitle && formatProblem(missingTitle, dir)).toBe(
      "broken.html:2:21 element-required-content <head> element must have <title> as content",
    );
  });
});
