import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "yaml";
import { connectToSandbox, SAMPLE_CONTENT, startSandbox } from "../scripts/admin/sandbox.mjs";
import { builtPages, clientDir } from "../scripts/built-site.mjs";
import { watchViolations } from "./support/csp.ts";

/**
 * The editor at /admin (Decap CMS) in Chromium, on the built site as nginx serves it and
 * under the editor's own Content-Security-Policy: an editor logs in with the local backend
 * (decap-server, started here on a temporary copy of the content: scripts/admin/sandbox.mjs),
 * writes a news item with a photo and publishes it, and the files appear; an entry without
 * its required fields is refused in Spanish and nothing is written. And none of it reaches
 * a visitor of the site. The editor's headers: headers.spec.ts; the service worker
 * leaving it alone: offline.spec.ts.
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

test.describe("the editor, with the local backend", () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  /** The news collection's folder in the sandbox. */
  const news = () => join(sandbox.content, "noticias");
  test.beforeEach(async () => {
    sandbox = await startSandbox();
  });
  // The page first: the editor keeps calling its backend until it is closed.
  test.afterEach(async ({ page }) => {
    await page.close();
    await sandbox.close();
  });

  /** Opens the editor on the sandbox, logs in and opens a new news item. */
  async function newsItem(page: Page): Promise<void> {
    await connectToSandbox(page, sandbox.backend.url);
    await page.goto("/admin/");
    // Decap in Spanish, from the start: the login screen.
    const logIn = page.getByRole("button", { name: "Iniciar sesión" });
    await expect(logIn).toBeVisible();
    await logIn.click();
    // The collection, with the sample news item the sandbox holds.
    await expect(page.getByText("Asamblea anual de socios")).toBeVisible();
    await page.getByRole("link", { name: "Crear una entrada de tipo Noticia" }).click();
    await expect(page.getByText("Escribiendo en la colección Noticias")).toBeVisible();
  }

  async function publishNow(page: Page): Promise<void> {
    await page.getByRole("button", { name: "Publicar" }).click();
    await page.getByText("Publicar ahora").click();
  }

  test("an editor writes a news item with a photo and publishes it: its Markdown file and the photo are written", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const violations = await watchViolations(page);
    await newsItem(page);

    await page.getByLabel("Título").fill("¡Campeonas del torneo de vóley!");
    await page.getByLabel("Fecha", { exact: true }).fill("2026-12-01");
    await page.getByLabel("Categoría").fill("Vóley");
    await page.getByLabel("Ícono de la tarjeta").click();
    await page.getByRole("option", { name: "Trofeo" }).click();
    await page.getByLabel("Resumen").fill("Las chicas de Primera ganaron la final 3 a 1. ¡Vamos CASA!");
    // The photo, through the media library's upload, as a phone's camera names it.
    await page.getByRole("button", { name: "Elige una imagen" }).click();
    const chooser = page.waitForEvent("filechooser");
    await page.getByText("Subir").click();
    await (await chooser).setFiles(PHOTO);
    await expect(page.getByText("img_2041.jpg")).toBeVisible();
    await page.getByRole("button", { name: "Confirmar selección" }).click();
    await page
      .getByLabel("Qué se ve en la foto")
      .fill("Las jugadoras festejan con la copa en la cancha del club");
    // The body, in the rich-text editor, in two paragraphs.
    await page.locator("[data-slate-editor]").click();
    await page.keyboard.type("La final se jugó en el gimnasio del club, lleno de gente.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Gracias a todos los que vinieron a alentar.");

    await publishNow(page);
    await expect(page.getByText("Entrada guardada")).toBeVisible();

    // The file name is the title's, as a page address; the front matter has the content
    // files' fields (the site's schema checks them at build) and the body is Markdown.
    const file = join(news(), "campeonas-del-torneo-de-voley.md");
    expect(existsSync(file)).toBe(true);
    const { data, body } = readEntry(file);
    expect(data).toEqual({
      titulo: "¡Campeonas del torneo de vóley!",
      fecha: "2026-12-01",
      categoria: "Vóley",
      icono: "trofeo",
      resumen: "Las chicas de Primera ganaron la final 3 a 1. ¡Vamos CASA!",
      imagen: "/images/noticias/img_2041.jpg",
      texto_alternativo: "Las jugadoras festejan con la copa en la cancha del club",
      publicado: true,
    });
    expect(body.trim()).toBe(
      "La final se jugó en el gimnasio del club, lleno de gente.\n\nGracias a todos los que vinieron a alentar.",
    );
    // The photo itself, byte for byte, where the image pipeline reads photos from.
    expect(readFileSync(join(sandbox.photos, "img_2041.jpg"))).toEqual(readFileSync(PHOTO));
    // One file more, the sample items untouched.
    expect(readdirSync(news()).sort()).toEqual([...samples, "campeonas-del-torneo-de-voley.md"].sort());
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
    await newsItem(page);
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
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  test.beforeEach(async () => {
    sandbox = await startSandbox();
  });
  // The page first: the editor keeps calling its backend until it is closed.
  test.afterEach(async ({ page }) => {
    await page.close();
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

test.describe("visitors download none of the editor", () => {
  test("no page or script of the site names /admin or Decap; the sitemap and robots.txt do not either", () => {
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

  test("a visit to the home page and a news page requests nothing under /admin", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    for (const path of ["/", "/novedades"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(requested.length).toBeGreaterThan(5);
    expect(requested.filter((path) => path.startsWith("/admin"))).toEqual([]);
  });
});
