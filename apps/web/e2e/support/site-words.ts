import { expect, type Page } from "@playwright/test";
import { openCollection, publishNow } from "./editor.ts";

/**
 * The club's words changed in the editor as the staff would (one-fact-one-place.spec.ts):
 * each with the text the site showed before (no built file may still hold it) and where
 * the new one shows.
 */
const HERO = { before: "Básquet con historia", after: "Básquet: vení a alentar" };
const MENU = { before: "Quiénes somos", after: "El club por dentro" };
const MILESTONE = {
  year: "2027",
  title: "Un nuevo siglo en el barrio",
  text: "Empieza el segundo siglo del club, con las mismas ganas del primero.",
};
const JUDO = {
  before: "La primera clase de prueba es gratis: vení con ropa cómoda y conocé el dojo.",
  after: "Primera clase sin cargo: traé ropa cómoda y conocé el dojo.",
};

interface EditorEdit {
  /** What the site said before the edit, if the edit replaced a text. */
  before?: string;
  shows: { path: string; check: (page: Page) => Promise<void> };
}

export const EDITS_IN_THE_EDITOR: readonly EditorEdit[] = [
  {
    before: HERO.before,
    shows: {
      path: "/",
      check: async (page) => {
        await expect(page.getByRole("heading", { name: HERO.after })).toBeVisible();
      },
    },
  },
  {
    before: MENU.before,
    shows: {
      path: "/",
      check: async (page) => {
        const nav = page.getByRole("navigation", { name: "Principal" });
        await nav.getByRole("button", { name: "El Club" }).click();
        await expect(nav.getByRole("link", { name: MENU.after })).toHaveAttribute("href", "/#club");
      },
    },
  },
  {
    shows: {
      path: "/historia",
      check: async (page) => {
        const milestone = page.getByRole("listitem").filter({ hasText: MILESTONE.title });
        await expect(milestone).toContainText(MILESTONE.year);
        await expect(milestone).toContainText(MILESTONE.text);
      },
    },
  },
  {
    before: JUDO.before,
    shows: {
      path: "/artes-marciales/judo",
      check: async (page) => {
        await expect(page.getByText(JUDO.after, { exact: true })).toBeVisible();
      },
    },
  },
];

/** Replaces a field's text: Decap's fields ignore a clear in one go, so it is selected and typed over. */
async function retype(page: Page, value: string, next: string): Promise<void> {
  const input = page.locator(`input[value="${value}"]`).first();
  await input.click({ timeout: 20_000 });
  await input.press("ControlOrMeta+a");
  await input.pressSequentially(next);
  await expect(page.locator(`input[value="${next}"]`)).toHaveCount(1);
}

/**
 * Unfolds the list item or object whose title reads `title`: Decap shows them folded, and
 * only the arrow button beside the title opens them.
 */
async function unfold(page: Page, title: string): Promise<void> {
  const heading = page.getByText(title, { exact: true }).first();
  await heading.locator("xpath=..").getByRole("button").first().click({ timeout: 20_000 });
}

async function saved(page: Page): Promise<void> {
  await publishNow(page);
  await expect(page.getByText("Entrada guardada")).toBeVisible();
  await expect(page.getByText("Entrada guardada")).toBeHidden({ timeout: 15_000 });
}

/** The four edits, each saved from its own entry, in one session of the editor (logged in). */
export async function editSiteWords(page: Page): Promise<void> {
  await openCollection(page, "Páginas");
  await page.getByText("Portada", { exact: true }).click();
  await unfold(page, HERO.before);
  await retype(page, HERO.before, HERO.after);
  await saved(page);

  await openCollection(page, "Páginas");
  await page.getByText("Historia", { exact: true }).click();
  await page.getByRole("button", { name: /^Agregar momento$/i }).click();
  // The new milestone's fields: the last "Año o década", and the others of its item.
  const year = page.getByLabel("Año o década").last();
  await year.fill(MILESTONE.year);
  const item = year.locator("xpath=ancestor::*[.//textarea][1]");
  await item.getByLabel("Título", { exact: true }).fill(MILESTONE.title);
  await item.getByLabel("Texto", { exact: true }).fill(MILESTONE.text);
  await saved(page);

  await openCollection(page, "Menús y pie");
  await page.getByText("Menús y pie de página", { exact: true }).click();
  await unfold(page, "El Club");
  // Its links' summaries name their address too.
  await unfold(page, `${MENU.before} (/#club)`);
  await retype(page, MENU.before, MENU.after);
  await saved(page);

  await openCollection(page, "Actividades");
  await page.getByText("Judo", { exact: true }).click();
  await unfold(page, "Secciones propias de la página");
  await unfold(page, "Sección de horarios");
  await retype(page, JUDO.before, JUDO.after);
  await saved(page);
}
