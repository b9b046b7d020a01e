import { copyFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { closeEditor, connectToSandbox, type Sandbox, startSandbox } from "../scripts/admin/sandbox.mjs";
import { watchViolations } from "./support/csp.ts";
import { EDITOR_ORIGIN } from "./support/origins.ts";
import { expect, type Page, test } from "./support/test.ts";

/**
 * The Comisión Directiva in the editor (Decap CMS, at /admin/ of its own origin; local
 * backend on a throwaway copy: scripts/admin/sandbox.mjs): a member added there is written
 * into comision.yml with the schema's field names, and a member without a position is
 * refused in Spanish (and, put right, saved).
 * The editor's other collections: admin.spec.ts.
 */
test.use({ baseURL: EDITOR_ORIGIN });

let sandbox: Sandbox;
const file = () => join(sandbox.content, "comision.yml");

test.beforeEach(async () => {
  sandbox = await startSandbox();
  // The file as the site ships it: no names, no mandate.
  copyFileSync(join(import.meta.dirname, "..", "content", "comision.yml"), file());
});
// The page first: the editor keeps calling its backend until it is closed.
test.afterEach(async ({ page }) => {
  await closeEditor(page);
  await sandbox.close();
});

async function openBoard(page: Page): Promise<void> {
  await connectToSandbox(page, sandbox.backend.url);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.getByRole("link", { name: "Comisión Directiva", exact: true }).first().click();
  await page.getByText("Integrantes y mandato").click();
  await expect(page.getByLabel("Años del mandato")).toBeVisible();
}

async function addMember(page: Page, position: string, name: string): Promise<void> {
  await page
    .getByRole("button", { name: /integrante/ })
    .first()
    .click();
  if (position) await page.getByLabel("Cargo").last().fill(position);
  if (name) await page.getByLabel("Nombre y apellido").last().fill(name);
}

async function publishNow(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publicar" }).click();
  await page.getByText("Publicar ahora").click();
}

// One session of the editor, as the staff use it (Decap's load and login are most of a
// test's time): the entry refused, then put right and saved.
test("a member without a position, or a mandate in another shape, is refused and nothing is written; the member and the mandate put right are written into comision.yml", async ({
  page,
}) => {
  // Decap's 5 MB script, then two saves, on a shared 2-core machine: a hang guard.
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  const before = readFileSync(file(), "utf8");
  await openBoard(page);
  await addMember(page, "", "Nombre de prueba");
  await page.getByLabel("Años del mandato").fill("2025/27");
  await publishNow(page);
  await expect(page.getByText("Cargo es obligatorio.")).toBeVisible();
  await expect(
    page.getByText("Años del mandato no coincide con el patrón: los años van como 2025–2027."),
  ).toBeVisible();
  expect(readFileSync(file(), "utf8")).toBe(before);

  await page.getByLabel("Cargo").last().fill("Presidente");
  // Erased a letter at a time (Decap's field ignores a clear in one go), then written anew.
  const mandate = page.getByLabel("Años del mandato");
  await mandate.press("End");
  for (const _ of "2025/27") await page.keyboard.press("Backspace");
  await expect(mandate).toHaveValue("");
  await mandate.fill("2025–2027");
  await publishNow(page);
  await expect(page.getByText("Entrada guardada")).toBeVisible();
  expect(parse(readFileSync(file(), "utf8"))).toEqual({
    descripcion: parse(before).descripcion,
    mandato: "2025–2027",
    integrantes: [{ cargo: "Presidente", nombre: "Nombre de prueba" }],
  });
  expect(violations).toEqual([]);
});
