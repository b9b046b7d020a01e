import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { closeEditor, SAMPLE_CONTENT, type Sandbox, startSandbox } from "../scripts/admin/sandbox.mjs";
import { builtPages, clientDir } from "../scripts/built-site.mjs";
import { watchViolations } from "./support/csp.ts";
import {
  CHAMPIONS,
  expectNewEntrySaved,
  logIn,
  newNewsItem,
  openCollection,
  PHOTO,
  publishNow,
  readEntry,
  writeChampionsItem,
} from "./support/editor.ts";
import { EDITOR_ORIGIN, SITE_ORIGIN } from "./support/origins.ts";
import { expect, type Page, test } from "./support/test.ts";

/**
 * The editor (Decap CMS) in Chromium, at /admin/ of its own origin as nginx serves it and
 * under the editor's own Content-Security-Policy: an editor logs in with the local backend
 * (decap-server, started here on a temporary copy of the content: scripts/admin/sandbox.mjs),
 * writes a news item with a photo and publishes it, and the files appear; an entry without
 * its required fields is refused in Spanish and nothing is written. And none of it reaches
 * a visitor of the site. A news item saved in the editor becoming, once built, a page of
 * the site with its photo: admin-activities.spec.ts, in the same build as an activity. The
 * editor's headers: headers.spec.ts; its origin apart from the site's: admin-origin.spec.ts;
 * the service worker leaving it alone: offline.spec.ts.
 */

/** The sample news the sandbox starts with. */
const SAMPLES = join(SAMPLE_CONTENT, "noticias");
const samples = readdirSync(SAMPLES).sort();

// Each test is one session of the editor, as the staff use it: Decap's load and login are
// most of a test's time, so what one session can show is shown in one.
test.describe("the editor, with the local backend", () => {
  test.use({ baseURL: EDITOR_ORIGIN });
  let sandbox: Sandbox;
  /** The news collection's folder in the sandbox. */
  const news = () => join(sandbox.content, "noticias");
  test.beforeEach(async () => {
    sandbox = await startSandbox();
  });
  // The page first: the editor keeps calling its backend until it is closed.
  test.afterEach(async ({ page }) => {
    await closeEditor(page);
    await sandbox.close();
  });

  test("an editor writes a news item with a photo and publishes it: its Markdown file and the photo are written; an entry without a title or a date is refused in Spanish, and no file is written", async ({
    page,
  }) => {
    // Decap's 5 MB script, then two entries, on a shared 2-core machine: a hang guard.
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    await logIn(page, sandbox);

    await test.step("a news item with a photo is written as its Markdown file and the photo", async () => {
      await newNewsItem(page, "Asamblea anual de socios");
      await writeChampionsItem(page);

      // The file name is the title's, as a page address; the front matter has the content
      // files' fields (the site's schema checks them at build) and the body is Markdown.
      const file = join(news(), CHAMPIONS.file);
      expect(existsSync(file)).toBe(true);
      const { data, body } = readEntry(file);
      expect(data).toEqual({
        titulo: CHAMPIONS.title,
        fecha: "2026-12-01",
        categoria: "Vóley",
        icono: "trofeo",
        resumen: CHAMPIONS.summary,
        imagen: "/images/noticias/img_2041.jpg",
        texto_alternativo: CHAMPIONS.alt,
        publicado: true,
      });
      expect(body.trim()).toBe(CHAMPIONS.paragraphs.join("\n\n"));
      // The photo itself, byte for byte, where the image pipeline reads photos from.
      expect(readFileSync(join(sandbox.photos, "img_2041.jpg"))).toEqual(readFileSync(PHOTO));
      // One file more, the sample items untouched.
      expect(readdirSync(news()).sort()).toEqual([...samples, CHAMPIONS.file].sort());
      for (const sample of samples) {
        expect(readFileSync(join(news(), sample))).toEqual(readFileSync(join(SAMPLES, sample)));
      }
    });

    await test.step("an entry without a title or a date is refused in Spanish, and no file is written", async () => {
      const before = new Map(readdirSync(news()).map((name) => [name, readFileSync(join(news(), name))]));
      await newNewsItem(page, "Asamblea anual de socios");
      // The date is the browser's date picker: a date in another format cannot be typed
      // into it. Emptied, it is missing like the title.
      const date = page.getByLabel("Fecha", { exact: true });
      await expect(date).toHaveAttribute("type", "date");
      await page.getByRole("button", { name: "Limpiar" }).click();
      await expect(date).toHaveValue("");
      await page.getByLabel("Resumen").fill("Una noticia sin título.");

      await publishNow(page);
      await expect(page.getByText("Título es obligatorio.")).toBeVisible();
      await expect(page.getByText("Fecha es obligatorio.")).toBeVisible();
      await expect(page.getByText(/no ha rellenado un campo obligatorio/)).toBeVisible();
      await expect(page.getByText("CAMBIOS NO GUARDADOS", { exact: false })).toBeVisible();

      // Nothing new or changed in the content folder, and no other photo.
      expect(new Map(readdirSync(news()).map((name) => [name, readFileSync(join(news(), name))]))).toEqual(
        before,
      );
      expect(readdirSync(sandbox.photos)).toEqual([CHAMPIONS.photo.saved]);
    });
    // All of it under the editor's policy.
    expect(violations).toEqual([]);
  });
});

test.describe("the editor's other collections, with the local backend", () => {
  test.use({ baseURL: EDITOR_ORIGIN });
  let sandbox: Sandbox;
  test.beforeEach(async () => {
    sandbox = await startSandbox();
  });
  // The page first: the editor keeps calling its backend until it is closed.
  test.afterEach(async ({ page }) => {
    await closeEditor(page);
    await sandbox.close();
  });

  test("an editor's login is kept on the editor's origin, and no public page has it; a new fee is written into valores.yml, every other field as it was; an all-day event is written with its fields and no hours", async ({
    page,
    context,
  }) => {
    // Decap's 5 MB script, then two entries, on a shared 2-core machine: a hang guard.
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    await logIn(page, sandbox);

    // What the editor keeps in the browser (admin-origin.spec.ts has the rest), in this
    // session rather than a load of Decap of its own.
    await test.step("the login is kept on the editor's origin, and no public page has it", async () => {
      /** Where Decap keeps the logged-in editor, token included (decap-cms-core's AuthStore). */
      const DECAP_USER_KEY = "decap-cms-user";
      const storageKeys = (target: Page) => target.evaluate(() => Object.keys(window.localStorage));
      await expect(page.getByText("Asamblea anual de socios")).toBeVisible();
      // Decap wrote its login where it keeps a GitHub login's token.
      expect(await storageKeys(page)).toContain(DECAP_USER_KEY);
      const visitor = await context.newPage();
      for (const path of ["/", "/novedades"]) {
        await visitor.goto(`${SITE_ORIGIN}${path}`);
        expect(
          (await storageKeys(visitor)).filter((key) => /decap|cms/i.test(key)),
          path,
        ).toEqual([]);
      }
      await visitor.close();
    });

    await test.step("a new fee is written into valores.yml, every other field as it was", async () => {
      const file = join(sandbox.content, "valores.yml");
      const before = parse(readFileSync(file, "utf8"));
      await openCollection(page, "Valores");
      await page.getByText("Cuota social y descuentos").click();
      await page.getByLabel("Precio en pesos").fill("16500");
      await publishNow(page);
      await expect(page.getByText("Entrada guardada")).toBeVisible();
      expect(parse(readFileSync(file, "utf8"))).toEqual({
        ...before,
        cuota: { ...before.cuota, precio: 16500 },
      });
      expect(violations).toEqual([]);
    });

    await test.step("an all-day event is written with its fields and no hours", async () => {
      await openCollection(page, "Eventos");
      await page.getByRole("link", { name: "Crear una entrada de tipo Evento" }).click();
      await page.getByLabel("Título").fill("Cena de fin de año");
      await page.getByLabel("Fecha", { exact: true }).fill("2026-12-19");
      await page.getByLabel("Hora de inicio").fill("21");
      await page.getByLabel("Lugar").fill("Salón del club");
      await publishNow(page);
      // A half-written hour is refused with the field's own words.
      await expect(
        page.getByText("Hora de inicio no coincide con el patrón: una hora como 9:00 o 20:30."),
      ).toBeVisible();
      // Erased a letter at a time (Decap's field ignores a clear in one go).
      await page.getByLabel("Hora de inicio").press("End");
      await page.keyboard.press("Backspace");
      await page.keyboard.press("Backspace");
      await expect(page.getByLabel("Hora de inicio")).toHaveValue("");
      await publishNow(page);
      await expectNewEntrySaved(page, "eventos");
      // No `hora_inicio: ""` (admin/drop-empty-fields.js): the content files leave it out.
      const written = readFileSync(join(sandbox.content, "eventos", "cena-de-fin-de-ano.yml"), "utf8");
      expect(parse(written)).toEqual({
        titulo: "Cena de fin de año",
        fecha: "2026-12-19",
        lugar: "Salón del club",
        publicado: true,
      });
    });
  });
});

test.describe("visitors download none of the editor", () => {
  test("no page or script of the site names /admin or Decap; the sitemap and robots.txt do not either", () => {
    // The editor is built beside the site's files (build/editor), none of it among them.
    expect(existsSync(join(clientDir, "admin"))).toBe(false);
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(40);
    const scripts = readdirSync(join(clientDir, "assets"))
      .filter((name) => name.endsWith(".js"))
      .map((name) => join(clientDir, "assets", name));
    const files = [...pages, ...scripts, join(clientDir, "sitemap.xml"), join(clientDir, "robots.txt")];
    const naming = files
      .filter((file) => /\/admin\b|decap/i.test(readFileSync(file, "utf8")))
      .map((file) => relative(clientDir, file));
    expect(naming).toEqual([]);
  });

  test("a visit to the home page and a news page requests nothing under /admin, nor of the editor's origin", async ({
    page,
  }) => {
    const requested: URL[] = [];
    page.on("request", (request) => requested.push(new URL(request.url())));
    for (const path of ["/", "/novedades"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(requested.length).toBeGreaterThan(5);
    const editors = requested.filter(
      (url) => url.pathname.startsWith("/admin") || url.origin === EDITOR_ORIGIN,
    );
    expect(editors.map(String)).toEqual([]);
  });
});
