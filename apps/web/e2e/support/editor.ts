import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { parse } from "yaml";
import { connectToSandbox, type Sandbox } from "../../scripts/admin/sandbox.mjs";

/**
 * What the editor's tests (admin*.spec.ts) do in Decap CMS as the staff would, and the
 * entries they write: shared, so that one test can write a news item and an activity in
 * one editor session and check both in one build of the site (admin-activities.spec.ts).
 */

/** A phone camera's photo, as the staff upload it. */
export const PHOTO = join(import.meta.dirname, "..", "fixtures", "admin", "IMG_2041.JPG");

/** A Markdown file's front matter, parsed, and its body. */
export function readEntry(file: string): { data: Record<string, unknown>; body: string } {
  const [, frontMatter = "", body = ""] =
    /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(file, "utf8")) ?? [];
  return { data: parse(frontMatter), body };
}

/**
 * Opens the built editor on `sandbox` and logs in with the local backend (Decap in Spanish
 * from its login screen), unless this browser already did: Decap remembers the login.
 */
export async function logIn(page: Page, sandbox: Sandbox, { remembered = false } = {}): Promise<void> {
  await connectToSandbox(page, sandbox.backend.url);
  await page.goto("/admin/");
  if (remembered) return;
  const logInButton = page.getByRole("button", { name: "Iniciar sesión" });
  await expect(logInButton).toBeVisible();
  await logInButton.click();
}

/**
 * Opens the collection `name` from the editor's side menu. From an entry, back to its
 * collection's list first, by the link Decap shows over the entry ("Escribiendo en la
 * colección …"): one load of Decap for a whole session, as the staff use it.
 */
export async function openCollection(page: Page, name: string): Promise<void> {
  if (/#\/collections\/[^/]+\/(new|entries)/.test(page.url())) {
    await page.getByRole("link", { name: /Escribiendo en la colección/ }).click();
  }
  await page.getByRole("link", { name, exact: true }).first().click();
}

/**
 * A new entry of `collection` saved: Decap says so and moves to the entry's own address
 * (that move, and not the notice alone, which can still be the last save's: the next
 * entry's steps start from there).
 */
export async function expectNewEntrySaved(page: Page, collection: string): Promise<void> {
  await expect(page.getByText("Entrada guardada")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/collections/${collection}/entries/`));
}

export async function publishNow(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publicar" }).click();
  await page.getByText("Publicar ahora").click();
}

/** The field labelled `label`: Decap adds " (opcional)" to the label of an optional one. */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}( \\(opcional\\))?$`));
}

/** Picks `option` in the (last) select labelled `label`: Decap's selects are not native ones. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  // By keyboard (type to filter, Enter to pick), as the news test does: a click on the
  // open list's option can be lost on a loaded machine.
  await field(page, label).last().click();
  await page.keyboard.type(option);
  await expect(page.getByRole("option", { name: option, exact: true })).toBeVisible();
  await page.keyboard.press("Enter");
}

/** Uploads a photo (PHOTO unless `buffer` is given) as `name` through the open media library, and picks it. */
export async function uploadPhoto(
  page: Page,
  name: string,
  saved: string,
  buffer: Buffer = readFileSync(PHOTO),
): Promise<void> {
  await page.getByRole("button", { name: "Elige una imagen" }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Subir").click();
  await (await chooser).setFiles({ name, mimeType: "image/jpeg", buffer });
  await expect(page.getByText(saved)).toBeVisible();
  await page.getByRole("button", { name: "Confirmar selección" }).click();
}

/** Types `paragraphs` into the rich-text body, one paragraph each. */
async function writeBody(page: Page, paragraphs: readonly string[]): Promise<void> {
  await page.locator("[data-slate-editor]").click();
  for (const [index, paragraph] of paragraphs.entries()) {
    if (index > 0) await page.keyboard.press("Enter");
    await page.keyboard.type(paragraph);
  }
}

/** The news item the staff write: the champions. */
export const CHAMPIONS = {
  title: "¡Campeonas del torneo de vóley!",
  summary: "Las chicas de Primera ganaron la final 3 a 1. ¡Vamos CASA!",
  alt: "Las jugadoras festejan con la copa en la cancha del club",
  paragraphs: [
    "La final se jugó en el gimnasio del club, lleno de gente.",
    "Gracias a todos los que vinieron a alentar.",
  ],
  /** The photo as a phone's camera names it, and as the editor saves it. */
  photo: { file: "IMG_2041.JPG", saved: "img_2041.jpg" },
  /** The file the editor names after the title. */
  file: "campeonas-del-torneo-de-voley.md",
} as const;

/** Opens a new news item in the editor's Noticias (logged in), having seen `listed` among its entries. */
export async function newNewsItem(page: Page, listed: string): Promise<void> {
  await openCollection(page, "Noticias");
  await expect(page.getByText(listed)).toBeVisible();
  await page.getByRole("link", { name: "Crear una entrada de tipo Noticia" }).click();
  await expect(page.getByText("Escribiendo en la colección Noticias")).toBeVisible();
}

/** Writes the champions' news item, with its photo, in the open editor, and publishes it. */
export async function writeChampionsItem(page: Page): Promise<void> {
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
  await uploadPhoto(page, CHAMPIONS.photo.file, CHAMPIONS.photo.saved);
  await page.getByLabel("Qué se ve en la foto").fill(CHAMPIONS.alt);
  // The body, in the rich-text editor, in two paragraphs.
  await writeBody(page, CHAMPIONS.paragraphs);

  await publishNow(page);
  await expectNewEntrySaved(page, "noticias");
}

/** A team that does not exist in the club's files yet, as the staff would add it. */
export const WOMEN = {
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

/** Opens a new activity in the editor's Actividades (logged in). */
export async function newActivity(page: Page): Promise<void> {
  await openCollection(page, "Actividades");
  await page.getByRole("link", { name: "Crear una entrada de tipo Actividad" }).click();
  await expect(page.getByText("Escribiendo en la colección Actividades")).toBeVisible();
}

/** Fills in the women's team in the open editor, photo and timetable included, and publishes it. */
export async function writeWomensTeam(page: Page): Promise<void> {
  await field(page, "Nombre").fill(WOMEN.name);
  await choose(page, "Menú", "Deportes");
  await choose(page, "Submenú", "Básquet");
  await field(page, "Resumen").fill(WOMEN.summary);
  await field(page, "Para quién").first().fill(WOMEN.whoFor);
  await field(page, "Dónde").fill(WOMEN.where);

  // The photo, uploaded through the media library as a phone's camera would name it.
  await page.getByRole("button", { name: /^Agregar foto$/i }).click();
  await uploadPhoto(page, WOMEN.photo.file, WOMEN.photo.saved);
  // The photo's own field (the main sports' card, folded, has one too, optional).
  await page.getByLabel("Qué se ve en la foto", { exact: true }).fill(WOMEN.alt);

  // One table, two rows, the days picked from the list.
  await page.getByRole("button", { name: /^Agregar tabla de horarios$/i }).click();
  await field(page, "Título de la tabla").fill(WOMEN.table);
  for (const row of WOMEN.rows) {
    await page.getByRole("button", { name: /^Agregar fila$/i }).click();
    await field(page, "Para quién").last().fill(row.group);
    for (const day of row.days) await choose(page, "Días", day);
    await field(page, "Horario").last().fill(row.hours);
  }

  await writeBody(page, WOMEN.paragraphs);

  await publishNow(page);
  await expectNewEntrySaved(page, "actividades");
}
