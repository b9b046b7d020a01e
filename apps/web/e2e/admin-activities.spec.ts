import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { closeEditor, type Sandbox, startSandbox, startSiteSandbox } from "../scripts/admin/sandbox.mjs";
import { buildWithContent } from "../scripts/build-with-content.mjs";
import { start, stop, waitForUrl } from "../scripts/built-site-servers.mjs";
import { watchViolations } from "./support/csp.ts";
import {
  CHAMPIONS,
  field,
  logIn,
  newActivity,
  newNewsItem,
  openCollection,
  PHOTO,
  publishNow,
  readEntry,
  WOMEN,
  writeChampionsItem,
  writeWomensTeam,
} from "./support/editor.ts";
import { EDITOR_ORIGIN } from "./support/origins.ts";
import { waitForApp } from "./support/page.ts";
import { expect, type Page, test } from "./support/test.ts";
import { skipWelcome } from "./support/welcome.ts";

/**
 * The editor's Actividades (Decap CMS, the built editor at /admin/ of its own origin, on a
 * throwaway copy with its local backend: scripts/admin/sandbox.mjs): a new activity, with
 * its photo, its place in the Deportes → Básquet menu and a timetable whose days are picked
 * from a list, is written as the file the build reads; a bad hour or address is refused in Spanish; and, built, the
 * activity is a page, two menu entries, a sitemap entry and rows of /horarios, all of which
 * go away once it is switched to draft. The news collection: admin.spec.ts; a news item
 * saved in the editor, built, is checked here too, in the same build as the activity
 * (each build of the site takes a while on a 2-core machine).
 */

// The editor, where it is served: its own origin (the site's pages are named by full address).
test.use({ baseURL: EDITOR_ORIGIN });

test.describe("the editor's activities, with the local backend", () => {
  let sandbox: Sandbox;
  test.beforeEach(async () => {
    sandbox = await startSandbox();
  });
  // The page first: the editor keeps calling its backend until it is closed.
  test.afterEach(async ({ page }) => {
    await closeEditor(page);
    await sandbox.close();
  });

  // One session of the editor for both, as the staff use it: Decap's load is most of a test's time.
  test("a new activity with a photo, a menu place and a two-row timetable is written as the file the build reads; an hour past midnight or an address with spaces is refused in Spanish, and no file is written", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const violations = await watchViolations(page);
    const folder = join(sandbox.content, "actividades");
    const file = join(folder, WOMEN.file);
    // Where the image pipeline reads the activities' photos from.
    const photos = join(sandbox.root, "apps", "web", "images-src", "actividades");
    await logIn(page, sandbox);

    await test.step("a new activity is written as the file the build reads", async () => {
      await newActivity(page);
      await writeWomensTeam(page);

      const { data, body } = readEntry(file);
      expect(data).toEqual({
        nombre: WOMEN.name,
        menu: "deportes",
        grupo: "Básquet",
        orden: 100,
        resumen: WOMEN.summary,
        para_quien: WOMEN.whoFor,
        lugar: WOMEN.where,
        fotos: [{ imagen: `/images/actividades/${WOMEN.photo.saved}`, texto_alternativo: WOMEN.alt }],
        horarios: [
          {
            titulo: WOMEN.table,
            filas: [
              { grupo: "Primera femenina", dias: ["lunes", "jueves"], horas: "20:00 a 21:30" },
              { grupo: "Escuelita", dias: ["sábado"], horas: "10:00 a 12:00" },
            ],
          },
        ],
        publicado: true,
      });
      expect(body.trim()).toBe(WOMEN.paragraphs.join("\n\n"));
      // The photo, byte for byte.
      expect(readFileSync(join(photos, WOMEN.photo.saved))).toEqual(readFileSync(PHOTO));
    });

    await test.step("an hour past midnight or an address with spaces is refused in Spanish, and no file is written", async () => {
      const saved = readFileSync(file);
      // The same name: a refused entry written anyway would change the saved one's file.
      await newActivity(page);
      await field(page, "Nombre").fill(WOMEN.name);
      await field(page, "Dirección de la página").fill("/basquet femenino");
      await field(page, "Resumen").fill(WOMEN.summary);
      await page.getByRole("button", { name: /^Agregar tabla de horarios$/i }).click();
      await field(page, "Título de la tabla").fill(WOMEN.table);
      await page.getByRole("button", { name: /^Agregar fila$/i }).click();
      await field(page, "Para quién").last().fill("Primera femenina");
      await field(page, "Horario").last().fill("25:00");

      await publishNow(page);
      await expect(
        page.getByText(
          "Dirección de la página no coincide con el patrón: Una dirección como /natacion: minúsculas, sin acentos ni espacios.",
        ),
      ).toBeVisible();
      await expect(
        page.getByText("Horario no coincide con el patrón: El horario va como 20:00 o 18:00 a 19:30."),
      ).toBeVisible();
      // A row needs its days, picked from the list.
      await expect(page.getByText("Días es obligatorio.")).toBeVisible();
      await expect(page.getByText(/no ha rellenado un campo obligatorio/)).toBeVisible();
      await expect(page.getByText("CAMBIOS NO GUARDADOS", { exact: false })).toBeVisible();

      // No activity file besides the one saved before, that one as it was, and no other photo.
      expect(readdirSync(folder)).toEqual([WOMEN.file]);
      expect(readFileSync(file)).toEqual(saved);
      expect(readdirSync(photos)).toEqual([WOMEN.photo.saved]);
    });
    expect(violations).toEqual([]);
  });
});

test.describe("from the editor to the built site", () => {
  /** Where the copy's builds are served (beside the main site and the test-content one). */
  const SITE = `http://127.0.0.1:${Number(process.env.E2E_WEB_PORT ?? 4173) + 21}`;
  const API = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 8787)}`;

  /** The paths of the built sitemap's pages. */
  async function sitemapPaths(page: Page): Promise<string[]> {
    const xml = await (await page.request.get(`${SITE}/sitemap.xml`)).text();
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  }

  /** The rows of the day `day` (its heading, "Lunes") of /horarios that lead to the new activity. */
  function rowsOn(page: Page, day: string) {
    return page
      .getByRole("region", { name: new RegExp(`^${day}`) })
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: WOMEN.name }) });
  }

  /**
   * The photo named `alt` on `page`, through the image pipeline (`stem`: its files' name in
   * `/images/<folder>/`): shown as AVIF, with WebP after, the JPEG never sent; every width
   * the page offers, of the <source>s and the <img>, is a file the build made.
   */
  async function expectPipelinePhoto(page: Page, alt: string, folder: string, stem: string): Promise<void> {
    const photo = page.getByRole("img", { name: alt });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const made = new RegExp(`^/images/${folder}/${stem}-\\d+\\.(avif|webp)$`);
    const shown = await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(shown).toMatch(made);
    expect(shown).toMatch(/\.avif$/);
    const candidates = await page
      .locator("picture", { has: photo })
      .locator("source, img")
      .evaluateAll((nodes) =>
        nodes.flatMap((node) =>
          (node.getAttribute("srcset") ?? "").split(",").map((c) => c.trim().split(" ")[0] ?? ""),
        ),
      );
    const formats = new Set<string>();
    for (const path of candidates) {
      const format = made.exec(path)?.[1] ?? `not a photo of the pipeline: ${path}`;
      expect(["avif", "webp"]).toContain(format);
      formats.add(format);
      const response = await page.request.get(`${SITE}${path}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe(`image/${format}`);
    }
    expect([...formats].sort()).toEqual(["avif", "webp"]);
  }

  // A news item and an activity in the same build: a whole production build is most of this
  // test's time. The activity's draft needs a build of its own.
  test("a news item and a new activity saved with a photo (and the activity's timetable) are, once built, a news page with its text and the photo in AVIF and WebP, and an activity page, two menu entries, a sitemap entry and rows of /horarios; the activity switched to draft, all of it goes", async ({
    page: editor,
    context,
  }) => {
    // The editor, then two whole production builds, on a shared 2-core machine.
    test.setTimeout(720_000);
    await skipWelcome(context);
    // A copy of the web app as the repository has it: its content (the club's activities,
    // its news, drafts only) and photos.
    const sandbox = await startSiteSandbox();
    const file = join(sandbox.content, "actividades", WOMEN.file);
    let site: Awaited<ReturnType<typeof start>> | undefined;
    /** Builds the copy into `buildDir` and serves it at SITE (the previous build stopped first). */
    const buildAndServe = async (buildDir: string) => {
      if (site) await stop(site);
      // The build as `pnpm build` runs it (content check, image step, pages), on the copy.
      await buildWithContent({ webDir: sandbox.web, contentDir: sandbox.content, buildDir });
      const client = join(sandbox.web, buildDir, "client");
      site = start(
        "bash",
        ["deploy/serve-nginx.sh", SITE.slice(7), API, client],
        {},
        "nginx (editor's build)",
      );
      await waitForUrl(`${SITE}/`, site);
    };
    try {
      await test.step("the editor saves a news item and an activity", async () => {
        await logIn(editor, sandbox);
        await newNewsItem(editor, "Asamblea anual de socios");
        await writeChampionsItem(editor);
        expect(existsSync(join(sandbox.content, "noticias", CHAMPIONS.file))).toBe(true);
        await newActivity(editor);
        await writeWomensTeam(editor);
        await closeEditor(editor);
        expect(readEntry(file).data.publicado).toBe(true);
      });

      await buildAndServe("build");
      const page = await context.newPage();

      await test.step("the news item is a page of the site with its text and photo", async () => {
        // The list names it, and links to its page.
        await page.goto(`${SITE}/novedades`);
        await page.getByRole("link", { name: CHAMPIONS.title }).first().click();
        await expect(page).toHaveURL(`${SITE}/novedades/campeonas-del-torneo-de-voley`);
        await expect(page.getByRole("heading", { level: 1, name: CHAMPIONS.title })).toBeVisible();
        for (const paragraph of CHAMPIONS.paragraphs) {
          await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
        }
        await expectPipelinePhoto(page, CHAMPIONS.alt, "noticias", "img-2041");
        // What the club has not published stays out: its draft news has no page.
        expect((await page.request.get(`${SITE}/novedades/asamblea-socios`)).status()).toBe(404);
      });

      await test.step("the activity is a page, two menu entries, a sitemap entry and rows of /horarios", async () => {
        // The desktop menu: Deportes → Básquet lists it, and leads to its page.
        await page.goto(`${SITE}/`);
        await waitForApp(page);
        const nav = page.getByRole("navigation", { name: "Principal" });
        await nav.getByRole("button", { name: "Deportes" }).click();
        await nav.getByRole("button", { name: "Básquet" }).click();
        await nav.getByRole("link", { name: WOMEN.name }).click();
        await expect(page).toHaveURL(`${SITE}${WOMEN.path}`);

        // Its page: name, line, facts, text, photo and timetable.
        await expect(page.getByRole("heading", { level: 1, name: WOMEN.name })).toBeVisible();
        await expect(page.getByText(WOMEN.summary, { exact: true })).toBeVisible();
        await expect(page.getByText(WOMEN.whoFor, { exact: true })).toBeVisible();
        await expect(page.getByText(WOMEN.where, { exact: true })).toBeVisible();
        for (const paragraph of WOMEN.paragraphs) {
          await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
        }
        const table = page.getByRole("table", { name: WOMEN.table });
        await expect(table.getByRole("row")).toHaveText([
          /Grupo\s*Días\s*Horario/,
          /Primera femenina\s*Lunes y jueves\s*20:00 a 21:30/,
          /Escuelita\s*Sábados?\s*10:00 a 12:00/,
        ]);
        await expectPipelinePhoto(page, WOMEN.alt, "actividades", "basquet-femenino");

        // The phone panel: Deportes, in the Básquet group.
        const phone = await context.newPage();
        await phone.setViewportSize({ width: 390, height: 844 });
        await phone.goto(`${SITE}/`);
        await waitForApp(phone);
        await phone.getByRole("button", { name: "Menú", exact: true }).click();
        const panel = phone.getByRole("dialog", { name: "Menú" });
        await panel.getByRole("button", { name: "Deportes" }).click();
        const basketball = panel
          .getByRole("listitem")
          .filter({ has: phone.getByText("Básquet", { exact: true }) })
          .last();
        await expect(basketball.getByRole("link", { name: WOMEN.name })).toHaveAttribute("href", WOMEN.path);
        await phone.close();

        expect(await sitemapPaths(page)).toContain(WOMEN.path);

        // The club's week: its rows on Monday, Thursday and Saturday, and no other day.
        await page.goto(`${SITE}/horarios`);
        await expect(rowsOn(page, "Lunes")).toHaveText([/20:00 a 21:30.*Primera femenina/]);
        await expect(rowsOn(page, "Jueves")).toHaveText([/20:00 a 21:30.*Primera femenina/]);
        await expect(rowsOn(page, "Sábado")).toHaveText([/10:00 a 12:00.*Escuelita/]);
        for (const day of ["Martes", "Miércoles", "Viernes", "Domingo"]) {
          await expect(rowsOn(page, day)).toHaveCount(0);
        }
      });

      await test.step("switched to draft in the editor, and built again, the activity is gone", async () => {
        const drafting = await context.newPage();
        await logIn(drafting, sandbox, { remembered: true });
        await openCollection(drafting, "Actividades");
        await drafting.getByText(WOMEN.name, { exact: true }).click();
        await drafting.getByRole("switch", { name: "Publicada" }).click();
        await publishNow(drafting);
        await expect(drafting.getByText("Entrada guardada")).toBeVisible();
        await closeEditor(drafting);
        expect(readEntry(file).data.publicado).toBe(false);

        await buildAndServe("build-borrador");
        expect((await page.request.get(`${SITE}${WOMEN.path}`)).status()).toBe(404);
        expect(await sitemapPaths(page)).not.toContain(WOMEN.path);
        await page.goto(`${SITE}/`);
        await waitForApp(page);
        const nav = page.getByRole("navigation", { name: "Principal" });
        await nav.getByRole("button", { name: "Deportes" }).click();
        await nav.getByRole("button", { name: "Básquet" }).click();
        await expect(nav.getByRole("link", { name: "Federal" })).toBeVisible();
        await expect(nav.getByRole("link", { name: WOMEN.name })).toHaveCount(0);
        // Nowhere in the page either: the phone panel and the footer included.
        await expect(page.locator(`a[href="${WOMEN.path}"]`)).toHaveCount(0);
        await page.goto(`${SITE}/horarios`);
        await expect(rowsOn(page, "Lunes").or(rowsOn(page, "Sábado"))).toHaveCount(0);
        await expect(page.locator(`a[href="${WOMEN.path}"]`)).toHaveCount(0);
        // The rest of the week is still there.
        await expect(
          page
            .getByRole("region", { name: /^Lunes/ })
            .getByRole("row")
            .nth(1),
        ).toBeVisible();
      });
    } finally {
      if (site) await stop(site);
      await sandbox.close();
    }
  });
});
