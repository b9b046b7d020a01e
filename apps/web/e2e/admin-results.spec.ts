import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { closeEditor, startSiteSandbox } from "../scripts/admin/sandbox.mjs";
import { buildWithContent } from "../scripts/build-with-content.mjs";
import { start, stop, waitForUrl } from "../scripts/built-site-servers.mjs";
import {
  choose,
  expectNewEntrySaved,
  field,
  logIn,
  openCollection,
  publishNow,
  readEntry,
  uploadPhoto,
} from "./support/editor.ts";
import { EDITOR_ORIGIN } from "./support/origins.ts";
import { phonePhoto } from "./support/phone-photo.ts";
import { expect, type Page, test } from "./support/test.ts";
import { skipWelcome } from "./support/welcome.ts";

/**
 * A coach posts a result from the court (docs/editar-el-sitio.md#cargar-un-resultado-desde-el-celular):
 * on a 390 × 844 phone, in the built editor on a copy of the site, a basketball result
 * with a phone camera's photo and a few lines of report. One build later the score is on
 * the team's page (Básquet Federal's, which is its league page too), on the home's
 * "Resultados" (the test's day, Sunday 22/11/2026, closes the weekend it was played in),
 * on its own page and in the team's calendar file. Switched to draft in the editor, one
 * build later it is on none of them.
 */

const PHONE = { width: 390, height: 844 };
test.use({ baseURL: EDITOR_ORIGIN, actionTimeout: 30_000, viewport: PHONE, hasTouch: true, isMobile: true });

/** Where this test's builds are served (beside the other tests' sites). */
const SITE = `http://127.0.0.1:${Number(process.env.E2E_WEB_PORT ?? 4173) + 23}`;
const API = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 8787)}`;

/** The match as the coach types it. */
const MATCH = {
  team: "Básquet Federal",
  rival: "Club Social de Prueba",
  day: "2026-11-21",
  time: "20:30",
  club: "81",
  rivalScore: "77",
  alt: "Los jugadores de CASA saludan a la tribuna después del partido",
  report: "Partido parejo hasta el final: lo definimos en el último cuarto con la gente alentando.",
  photo: { file: "IMG_4120.JPG", saved: "img_4120.jpg" },
} as const;

/** Neither the page nor the open editor scrolls sideways, and `button` is whole on the screen. */
async function fitsThePhone(page: Page, button: ReturnType<Page["getByRole"]>): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const box = await button.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.height).toBeGreaterThanOrEqual(44);
}

/** The built site of the sandbox's content, served; stopped by the caller. */
async function buildAndServe(sandbox: Awaited<ReturnType<typeof startSiteSandbox>>, buildDir: string) {
  await buildWithContent({ webDir: sandbox.web, contentDir: sandbox.content, buildDir });
  const site = start(
    "bash",
    ["deploy/serve-nginx.sh", SITE.slice(7), API, join(sandbox.web, buildDir, "client")],
    {},
    `nginx (${buildDir})`,
  );
  await waitForUrl(`${SITE}/`, site);
  return site;
}

test("a coach posts a result with a photo from a phone: one build later the score is on the team's page, the home, its own page and the team's calendar; as a draft, on none", async ({
  page: editor,
  context,
}) => {
  // The editor, then two whole production builds, on a shared 2-core machine.
  test.setTimeout(600_000);
  await skipWelcome(context);
  const sandbox = await startSiteSandbox();
  const resultsDir = join(sandbox.content, "resultados");
  let site: Awaited<ReturnType<typeof start>> | undefined;
  let resultFile = "";
  try {
    await test.step("on the phone, the coach fills the form and publishes, nothing off the screen", async () => {
      await logIn(editor, sandbox);
      await openCollection(editor, "Resultados");
      await editor.getByRole("link", { name: "Crear una entrada de tipo Resultado" }).click();
      await expect(editor.getByText("Escribiendo en la colección Resultados")).toBeVisible();
      await fitsThePhone(editor, editor.getByRole("button", { name: "Publicar" }));

      await choose(editor, "Equipo", MATCH.team);
      await field(editor, "Rival").fill(MATCH.rival);
      await field(editor, "Día del partido").fill(MATCH.day);
      await field(editor, "Hora del partido").fill(MATCH.time);
      await field(editor, "Puntos o sets de CASA").fill(MATCH.club);
      await field(editor, "Puntos o sets del rival").fill(MATCH.rivalScore);
      await uploadPhoto(editor, MATCH.photo.file, MATCH.photo.saved, await phonePhoto());
      await field(editor, "Qué se ve en la foto").fill(MATCH.alt);
      await editor.locator("[data-slate-editor]").click();
      await editor.keyboard.type(MATCH.report);
      await fitsThePhone(editor, editor.getByRole("button", { name: "Publicar" }));

      await publishNow(editor);
      await expectNewEntrySaved(editor, "resultados");
      resultFile = readdirSync(resultsDir).find((name) => name.includes("club-social-de-prueba")) ?? "";
      expect(resultFile).toMatch(/^2026-11-21-basquet-federal-club-social-de-prueba\.md$/);
      const { data } = readEntry(join(resultsDir, resultFile));
      expect(data).toMatchObject({
        equipo: "basquet-federal",
        tantos_casa: 81,
        tantos_rival: 77,
        publicado: true,
      });
    });

    await test.step("the 6 MB photo reaches the repository at a sensible size", async () => {
      const saved = join(sandbox.web, "images-src", "resultados", MATCH.photo.saved);
      const { width = 0, height = 0 } = await sharp(saved).metadata();
      expect(Math.max(width, height)).toBeLessThanOrEqual(2000);
      expect(statSync(saved).size).toBeLessThan(1_000_000);
    });

    site = await buildAndServe(sandbox, "build-resultado");
    const page = await context.newPage();
    const id = resultFile.replace(/\.md$/, "");

    await test.step("the score on the team's (and league's) page, the home, its own page and the team's calendar", async () => {
      await page.goto(`${SITE}/basquet/federal`);
      const recent = page.getByRole("region", { name: "Últimos resultados" });
      await expect(recent).toContainText(MATCH.rival);
      await expect(recent).toContainText(/81\D+77/);
      await expect(recent).toContainText("Ganado");

      await page.goto(`${SITE}/`);
      const home = page.getByRole("region", { name: "Resultados", exact: true });
      await expect(home).toContainText(MATCH.rival);
      await expect(home).toContainText(/81\D+77/);

      await page.goto(`${SITE}/resultados/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(MATCH.rival);
      await expect(page.locator("main")).toContainText(MATCH.report);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /resultados/);

      const ics = await (await page.request.get(`${SITE}/calendario/basquet-federal.ics`)).text();
      expect(ics).toMatch(/SUMMARY:.*81.*77.*Club Social de Prueba/);
    });

    await test.step("switched to draft in the editor, one build later it is on none of them", async () => {
      if (site) await stop(site);
      site = undefined;
      await editor.goto(`/admin/#/collections/resultados/entries/${id}`);
      await editor.getByLabel(/^Publicado/).click();
      await editor.getByRole("button", { name: "Publicar" }).click();
      await editor.getByText("Publicar ahora").click();
      await expect(editor.getByText("Entrada guardada")).toBeVisible();
      expect(readEntry(join(resultsDir, resultFile)).data.publicado).toBe(false);
      await closeEditor(editor);

      site = await buildAndServe(sandbox, "build-resultado-borrador");
      for (const path of ["/basquet/federal", "/"]) {
        await page.goto(`${SITE}${path}`);
        await expect(page.locator("main")).not.toContainText(MATCH.rival);
      }
      expect((await page.request.get(`${SITE}/resultados/${id}`)).status()).toBe(404);
      const ics = await (await page.request.get(`${SITE}/calendario/basquet-federal.ics`)).text();
      expect(ics).not.toContain(MATCH.rival);
    });
  } finally {
    if (site) await stop(site);
    await sandbox.close();
  }
});
