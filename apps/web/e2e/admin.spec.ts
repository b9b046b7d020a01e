import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "yaml";
import {
  closeEditor,
  connectToSandbox,
  SAMPLE_CONTENT,
  type Sandbox,
  startSandbox,
  startSiteSandbox,
} from "../scripts/admin/sandbox.mjs";
import { buildWithContent } from "../scripts/build-with-content.mjs";
import { builtPages, clientDir } from "../scripts/built-site.mjs";
import { start, stop, waitForUrl } from "../scripts/built-site-servers.mjs";
import { watchViolations } from "./support/csp.ts";
import { EDITOR_ORIGIN } from "./support/origins.ts";

/**
 * The editor (Decap CMS) in Chromium, at /admin/ of its own origin as nginx serves it and
 * under the editor's own Content-Security-Policy: an editor logs in with the local backend
 * (decap-server, started here on a temporary copy of the content: scripts/admin/sandbox.mjs),
 * writes a news item with a photo and publishes it, and the files appear; an entry without
 * its required fields is refused in Spanish and nothing is written. And none of it reaches
 * a visitor of the site; and a news item saved in the editor becomes, once built, a page
 * of the site with its photo. The editor's headers: headers.spec.ts; its origin apart from
 * the site's: admin-origin.spec.ts; the service worker leaving it alone: offline.spec.ts.
 */

const PHOTO = join(import.meta.dirname, "fixtures", "admin", "IMG_2041.JPG");
/** The sample news the sandbox starts with. */
const SAMPLES = join(SAMPLE_CONTENT, "noticias");
const samples = readdirSync(SAMPLES).sort();

/** A Markdown file's front matter, parsed, and its body. */
function readEntry(file: string): { data: Record<string, unknown>; body: string } {
  const [, frontMatter = "", body = ""] =
    /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(file, "utf8")) ?? [];
  return { data: parse(frontMatter), body };
}

/** Opens the editor on a sandbox, logs in, sees the news item titled `listed` and opens a new one. */
async function newNewsItem(page: Page, sandbox: Sandbox, listed: string): Promise<void> {
  await connectToSandbox(page, sandbox.backend.url);
  await page.goto("/admin/");
  // Decap in Spanish, from the start: the login screen.
  const logIn = page.getByRole("button", { name: "Iniciar sesión" });
  await expect(logIn).toBeVisible();
  await logIn.click();
  await expect(page.getByText(listed)).toBeVisible();
  await page.getByRole("link", { name: "Crear una entrada de tipo Noticia" }).click();
  await expect(page.getByText("Escribiendo en la colección Noticias")).toBeVisible();
}

async function publishNow(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publicar" }).click();
  await page.getByText("Publicar ahora").click();
}

const CHAMPIONS = {
  title: "¡Campeonas del torneo de vóley!",
  summary: "Las chicas de Primera ganaron la final 3 a 1. ¡Vamos CASA!",
  alt: "Las jugadoras festejan con la copa en la cancha del club",
  paragraphs: [
    "La final se jugó en el gimnasio del club, lleno de gente.",
    "Gracias a todos los que vinieron a alentar.",
  ],
  /** The file the editor names after the title. */
  file: "campeonas-del-torneo-de-voley.md",
} as const;

/** Writes the champions' news item, with its photo, in the open editor, and publishes it. */
async function writeChampionsItem(page: Page): Promise<void> {
  await page.getByLabel("Título").fill(CHAMPIONS.title);
  await page.getByLabel("Fecha", { exact: true }).fill("2026-12-01");
  await page.getByLabel("Categoría").fill("Vóley");
  // By keyboard, as its users can: on a loaded machine a click on the open list's option
  // was once lost between the menu's opening and the click, and the default stayed.
  await page.getByLabel("Ícono de la tarjeta").click();
  await page.keyboard.type("Trofeo");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Trofeo", { exact: true })).toBeVisible();
  await page.getByLabel("Resumen").fill(CHAMPIONS.summary);
  // The photo, through the media library's upload, as a phone's camera names it.
  await page.getByRole("button", { name: "Elige una imagen" }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Subir").click();
  await (await chooser).setFiles(PHOTO);
  await expect(page.getByText("img_2041.jpg")).toBeVisible();
  await page.getByRole("button", { name: "Confirmar selección" }).click();
  await page.getByLabel("Qué se ve en la foto").fill(CHAMPIONS.alt);
  // The body, in the rich-text editor, in two paragraphs.
  await page.locator("[data-slate-editor]").click();
  await page.keyboard.type(CHAMPIONS.paragraphs[0]);
  await page.keyboard.press("Enter");
  await page.keyboard.type(CHAMPIONS.paragraphs[1]);

  await publishNow(page);
  await expect(page.getByText("Entrada guardada")).toBeVisible();
}

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

  test("an editor writes a news item with a photo and publishes it: its Markdown file and the photo are written", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const violations = await watchViolations(page);
    await newNewsItem(page, sandbox, "Asamblea anual de socios");
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
    // All of it under the editor's policy.
    expect(violations).toEqual([]);
  });

  test("an entry without a title or a date is refused in Spanish, and no file is written", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await newNewsItem(page, sandbox, "Asamblea anual de socios");
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

    // Nothing new in the content folder, and no photo folder at all.
    expect(readdirSync(news()).sort()).toEqual(samples);
    expect(existsSync(sandbox.photos)).toBe(false);
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

  async function openCollection(page: Page, name: string): Promise<void> {
    await connectToSandbox(page, sandbox.backend.url);
    await page.goto("/admin/");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await page.getByRole("link", { name, exact: true }).first().click();
  }

  test("a new fee is written into valores.yml, every other field as it was", async ({ page }) => {
    const violations = await watchViolations(page);
    const file = join(sandbox.content, "valores.yml");
    const before = parse(readFileSync(file, "utf8"));
    await openCollection(page, "Valores");
    await page.getByText("Cuota social y descuentos").click();
    await page.getByLabel("Precio en pesos").fill("16500");
    await page.getByRole("button", { name: "Publicar" }).click();
    await page.getByText("Publicar ahora").click();
    await expect(page.getByText("Entrada guardada")).toBeVisible();
    expect(parse(readFileSync(file, "utf8"))).toEqual({
      ...before,
      cuota: { ...before.cuota, precio: 16500 },
    });
    expect(violations).toEqual([]);
  });

  test("an all-day event is written with its fields and no hours", async ({ page }) => {
    await openCollection(page, "Eventos");
    await page.getByRole("link", { name: "Crear una entrada de tipo Evento" }).click();
    await page.getByLabel("Título").fill("Cena de fin de año");
    await page.getByLabel("Fecha", { exact: true }).fill("2026-12-19");
    await page.getByLabel("Hora de inicio").fill("21");
    await page.getByLabel("Lugar").fill("Salón del club");
    await page.getByRole("button", { name: "Publicar" }).click();
    await page.getByText("Publicar ahora").click();
    // A half-written hour is refused with the field's own words.
    await expect(
      page.getByText("Hora de inicio no coincide con el patrón: una hora como 9:00 o 20:30."),
    ).toBeVisible();
    // Erased a letter at a time (Decap's field ignores a clear in one go).
    await page.getByLabel("Hora de inicio").press("End");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Backspace");
    await expect(page.getByLabel("Hora de inicio")).toHaveValue("");
    await page.getByRole("button", { name: "Publicar" }).click();
    await page.getByText("Publicar ahora").click();
    await expect(page.getByText("Entrada guardada")).toBeVisible();
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

test.describe("from the editor to the built site", () => {
  test.use({ baseURL: EDITOR_ORIGIN });
  /** Where the copy's build is served (beside the main site and the test-content one). */
  const SITE = `http://127.0.0.1:${Number(process.env.E2E_WEB_PORT ?? 4173) + 20}`;
  const API = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 8787)}`;

  test("a news item saved with a photo is, once built, a page of the site with its text and the photo in AVIF and WebP", async ({
    page: editor,
    context,
  }) => {
    // The editor, then a whole production build, on a shared 2-core machine.
    test.setTimeout(420_000);
    // A copy of the web app as the repository has it: its own content (drafts only) and photos.
    const sandbox = await startSiteSandbox();
    let site: Awaited<ReturnType<typeof start>> | undefined;
    try {
      await newNewsItem(editor, sandbox, "Asamblea anual de socios");
      await writeChampionsItem(editor);
      await closeEditor(editor);
      expect(existsSync(join(sandbox.content, "noticias", CHAMPIONS.file))).toBe(true);

      // The build as `pnpm build` runs it (content check, image step, pages), on the copy.
      await buildWithContent({ webDir: sandbox.web, contentDir: sandbox.content, buildDir: "build" });
      const client = join(sandbox.web, "build", "client");
      site = start(
        "bash",
        ["deploy/serve-nginx.sh", SITE.slice(7), API, client],
        {},
        "nginx (editor's build)",
      );
      await waitForUrl(`${SITE}/`, site);

      // The list names it, and links to its page.
      const page = await context.newPage();
      await page.goto(`${SITE}/novedades`);
      await page.getByRole("link", { name: CHAMPIONS.title }).first().click();
      await expect(page).toHaveURL(`${SITE}/novedades/campeonas-del-torneo-de-voley`);
      await expect(page.getByRole("heading", { level: 1, name: CHAMPIONS.title })).toBeVisible();
      for (const paragraph of CHAMPIONS.paragraphs) {
        await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
      }
      // The photo, through the image pipeline: AVIF first, WebP after, the JPEG never sent.
      const photo = page.getByRole("img", { name: CHAMPIONS.alt });
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const shown = await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      expect(shown).toMatch(/^\/images\/noticias\/img-2041-\d+\.avif$/);
      // Every width the page offers, of the <source>s and the <img>, is a file the build made.
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
          /^\/images\/noticias\/img-2041-\d+\.(avif|webp)$/.exec(path)?.[1] ??
          `not a photo of the pipeline: ${path}`;
        expect(["avif", "webp"]).toContain(format);
        formats.add(format);
        const response = await page.request.get(`${SITE}${path}`);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe(`image/${format}`);
      }
      expect([...formats].sort()).toEqual(["avif", "webp"]);
      // What the club has not published stays out: its draft news has no page.
      expect((await page.request.get(`${SITE}/novedades/asamblea-socios`)).status()).toBe(404);
    } finally {
      if (site) await stop(site);
      await sandbox.close();
    }
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
