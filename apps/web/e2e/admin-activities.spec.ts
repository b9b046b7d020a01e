import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "yaml";
import {
  closeEditor,
  connectToSandbox,
  type Sandbox,
  startSandbox,
  startSiteSandbox,
} from "../scripts/admin/sandbox.mjs";
import { buildWithContent } from "../scripts/build-with-content.mjs";
import { start, stop, waitForUrl } from "../scripts/built-site-servers.mjs";
import { watchViolations } from "./support/csp.ts";
import { EDITOR_ORIGIN } from "./support/origins.ts";
import { waitForApp } from "./support/page.ts";
import { skipWelcome } from "./support/welcome.ts";

/**
 * The editor's Actividades (Decap CMS, the built editor at /admin/ of its own origin, on a
 * throwaway copy with its local backend: scripts/admin/sandbox.mjs): a new activity, with
 * its photo, its place in the Deportes → Básquet menu and a timetable whose days are picked
 * from a list, is written as the file the build reads; a bad hour or address is refused in Spanish; and, built, the
 * activity is a page, two menu entries, a sitemap entry and rows of /horarios, all of which
 * go away once it is switched to draft. The news collection: admin.spec.ts.
 */

// The editor, where it is served: its own origin (the site's pages are named by full address).
test.use({ baseURL: EDITOR_ORIGIN });

const PHOTO = join(import.meta.dirname, "fixtures", "admin", "IMG_2041.JPG");

/** A team that does not exist in the club's files yet, as the staff would add it. */
const WOMEN = {
  name: "Básquet Femenino",
  summary: "El equipo femenino de básquet del club: entrenamientos para jugadoras desde los 14 años.",
  whoFor: "Jugadoras desde los 14 años",
  where: "El gimnasio del club",
  photo: { file: "Basquet-Femenino.JPG", saved: "basquet-femenino.jpg" },
  alt: "Jugadoras de básquet del club en la cancha del gimnasio",
  table: "Entrenamientos",
  rows: [
    { group: "Primera femenina", days: ["Lunes", "Jueves"], hours: "20:00 a 21:30" },
    { group: "Escuelita", days: ["Sábado"], hours: "10:00 a 12:00" },
  ],
  paragraphs: [
    "Entrenamos para el torneo de la Federación.",
    "Vení a probar: la primera práctica es gratis.",
  ],
  /** The file the editor names after the name, and the page's address (no `ruta`: its name). */
  file: "basquet-femenino.md",
  path: "/basquet-femenino",
} as const;

/** A Markdown file's front matter, parsed, and its body. */
function readEntry(file: string): { data: Record<string, unknown>; body: string } {
  const [, frontMatter = "", body = ""] =
    /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(file, "utf8")) ?? [];
  return { data: parse(frontMatter), body };
}

/**
 * Opens the built editor on a sandbox, logs in (unless this browser already did: Decap
 * remembers the login) and opens the Actividades collection.
 */
async function openActivities(page: Page, sandbox: Sandbox, { loggedIn = false } = {}): Promise<void> {
  await connectToSandbox(page, sandbox.backend.url);
  await page.goto("/admin/");
  if (!loggedIn) await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.getByRole("link", { name: "Actividades", exact: true }).first().click();
}

async function newActivity(page: Page, sandbox: Sandbox): Promise<void> {
  await openActivities(page, sandbox);
  await page.getByRole("link", { name: "Crear una entrada de tipo Actividad" }).click();
  await expect(page.getByText("Escribiendo en la colección Actividades")).toBeVisible();
}

async function publishNow(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publicar" }).click();
  await page.getByText("Publicar ahora").click();
}

/** The field labelled `label`: Decap adds " (opcional)" to the label of an optional one. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}( \\(opcional\\))?$`));
}

/** Picks `option` in the (last) select labelled `label`: Decap's selects are not native ones. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  // By keyboard (type to filter, Enter to pick), as the news test does: a click on the
  // open list's option can be lost on a loaded machine.
  await field(page, label).last().click();
  await page.keyboard.type(option);
  await expect(page.getByRole("option", { name: option, exact: true })).toBeVisible();
  await page.keyboard.press("Enter");
}

/** Fills in the women's team in the open editor, photo and timetable included, and publishes it. */
async function writeWomensTeam(page: Page): Promise<void> {
  await field(page, "Nombre").fill(WOMEN.name);
  await choose(page, "Menú", "Deportes");
  await choose(page, "Submenú", "Básquet");
  await field(page, "Resumen").fill(WOMEN.summary);
  await field(page, "Para quién").first().fill(WOMEN.whoFor);
  await field(page, "Dónde").fill(WOMEN.where);

  // The photo, uploaded through the media library as a phone's camera would name it.
  await page.getByRole("button", { name: /^Add foto$/i }).click();
  await page.getByRole("button", { name: "Elige una imagen" }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Subir").click();
  await (await chooser).setFiles({
    name: WOMEN.photo.file,
    mimeType: "image/jpeg",
    buffer: readFileSync(PHOTO),
  });
  await expect(page.getByText(WOMEN.photo.saved)).toBeVisible();
  await page.getByRole("button", { name: "Confirmar selección" }).click();
  await field(page, "Qué se ve en la foto").fill(WOMEN.alt);

  // One table, two rows, the days picked from the list.
  await page.getByRole("button", { name: /^Add tabla de horarios$/i }).click();
  await field(page, "Título de la tabla").fill(WOMEN.table);
  for (const row of WOMEN.rows) {
    await page.getByRole("button", { name: /^Add fila$/i }).click();
    await field(page, "Para quién").last().fill(row.group);
    for (const day of row.days) await choose(page, "Días", day);
    await field(page, "Horario").last().fill(row.hours);
  }

  await page.locator("[data-slate-editor]").click();
  await page.keyboard.type(WOMEN.paragraphs[0]);
  await page.keyboard.press("Enter");
  await page.keyboard.type(WOMEN.paragraphs[1]);

  await publishNow(page);
  await expect(page.getByText("Entrada guardada")).toBeVisible();
}

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

  test("a new activity with a photo, a menu place and a two-row timetable is written as the file the build reads", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const violations = await watchViolations(page);
    await newActivity(page, sandbox);
    await writeWomensTeam(page);

    const { data, body } = readEntry(join(sandbox.content, "actividades", WOMEN.file));
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
    // The photo, byte for byte, where the image pipeline reads the activities' photos from.
    const photos = join(sandbox.root, "apps", "web", "images-src", "actividades");
    expect(readFileSync(join(photos, WOMEN.photo.saved))).toEqual(readFileSync(PHOTO));
    expect(violations).toEqual([]);
  });
  test("an hour past midnight or an address with spaces is refused in Spanish, and no file is written", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const violations = await watchViolations(page);
    await newActivity(page, sandbox);
    await field(page, "Nombre").fill(WOMEN.name);
    await field(page, "Dirección de la página").fill("/basquet femenino");
    await field(page, "Resumen").fill(WOMEN.summary);
    await page.getByRole("button", { name: /^Add tabla de horarios$/i }).click();
    await field(page, "Título de la tabla").fill(WOMEN.table);
    await page.getByRole("button", { name: /^Add fila$/i }).click();
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

    // No activity file, and no photo folder.
    expect(existsSync(join(sandbox.content, "actividades"))).toBe(false);
    expect(existsSync(join(sandbox.root, "apps", "web", "images-src", "actividades"))).toBe(false);
    expect(violations).toEqual([]);
  });
});

test.describe("from the editor to the built site", () => {
  /** Where the copy's builds are served (beside the main site, the test-content one and admin.spec's). */
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

  test("a new activity saved with a photo and a timetable is, once built, a page, two menu entries, a sitemap entry and rows of /horarios; switched to draft, all of it goes", async ({
    page: editor,
    context,
  }) => {
    // The editor, then two whole production builds, on a shared 2-core machine.
    test.setTimeout(720_000);
    await skipWelcome(context);
    // A copy of the web app as the repository has it: its content (the club's activities) and photos.
    const sandbox = await startSiteSandbox();
    const file = join(sandbox.content, "actividades", WOMEN.file);
    let site: Awaited<ReturnType<typeof start>> | undefined;
    /** Builds the copy into `buildDir` and serves it at SITE (the previous build stopped first). */
    const buildAndServe = async (buildDir: string) => {
      if (site) await stop(site);
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
      await newActivity(editor, sandbox);
      await writeWomensTeam(editor);
      await closeEditor(editor);
      expect(readEntry(file).data.publicado).toBe(true);

      await buildAndServe("build");
      const page = await context.newPage();
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
      // The photo, through the image pipeline: AVIF first, WebP after, the JPEG never sent.
      const photo = page.getByRole("img", { name: WOMEN.alt });
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const shown = await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      expect(shown).toMatch(/^\/images\/actividades\/basquet-femenino-\d+\.avif$/);
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
        const format =
          /^\/images\/actividades\/basquet-femenino-\d+\.(avif|webp)$/.exec(path)?.[1] ??
          `not a photo of the pipeline: ${path}`;
        expect(["avif", "webp"]).toContain(format);
        formats.add(format);
        const response = await page.request.get(`${SITE}${path}`);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe(`image/${format}`);
      }
      expect([...formats].sort()).toEqual(["avif", "webp"]);

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

      // Switched to draft in the editor, and built again.
      const drafting = await context.newPage();
      await openActivities(drafting, sandbox, { loggedIn: true });
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
    } finally {
      if (site) await stop(site);
      await sandbox.close();
    }
  });
});
