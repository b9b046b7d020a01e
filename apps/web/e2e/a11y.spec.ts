import { axeViolations } from "./support/axe.ts";
import { breakLeagueService, SERVICE_ERROR } from "./support/league-faults.ts";
import { liveGalleryThumbnails, settled } from "./support/page.ts";
import { test as inSharedTab } from "./support/shared-tab.ts";
import { expect, newContext, test } from "./support/test.ts";

/**
 * docs/quality.md#web-budgets: the accessibility gate: axe-core (WCAG 2.2 A and AA rules) finds nothing
 * on every route (every-route.spec.ts, at phone and desktop size, once the page has
 * settled), nor with the menus and dialogs open: the desktop menus and submenus, the phone panel and
 * its sections, the welcome modal, a gallery's viewer, the contact form's messages and
 * the league pages' error states.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

/** One expectation for several states, so a failure names every state and rule at once. */
function expectClean(found: Record<string, string[]>) {
  const report = Object.entries(found)
    .filter(([, lines]) => lines.length > 0)
    .map(([state, lines]) => `${state}:\n${lines.join("\n")}`)
    .join("\n\n");
  expect(found, report).toEqual(Object.fromEntries(Object.keys(found).map((state) => [state, []])));
}

// In the worker's tab (support/shared-tab.ts), where the welcome modal is marked as seen.
test.describe("menus and dialogs open", () => {
  inSharedTab("desktop: every menu and each Deportes submenu, on a real page", async ({ page }) => {
    test.setTimeout(60_000); // five states, one axe run each
    await page.setViewportSize(DESKTOP);
    await page.goto("/historia");
    await settled(page);
    const nav = page.getByRole("navigation", { name: "Principal" });
    const found: Record<string, string[]> = {};
    const open = async (menu: string, submenu?: string) => {
      await nav.getByRole("button", { name: menu, exact: true }).click();
      await expect(nav.getByRole("button", { name: menu, exact: true })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      if (submenu) {
        await nav.getByRole("button", { name: submenu, exact: true }).click();
        await expect(nav.getByRole("button", { name: submenu, exact: true })).toHaveAttribute(
          "aria-expanded",
          "true",
        );
      }
    };
    await open("Deportes", "Básquet");
    found["Deportes › Básquet (whole page)"] = await axeViolations(page);
    for (const submenu of ["Vóley", "Artes Marciales"]) {
      await nav.getByRole("button", { name: submenu, exact: true }).click();
      await expect(nav.getByRole("button", { name: submenu, exact: true })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      found[`Deportes › ${submenu}`] = await axeViolations(page, { include: "header" });
    }
    for (const menu of ["El Club", "Actividades"]) {
      await page.keyboard.press("Escape");
      await open(menu);
      found[menu] = await axeViolations(page, { include: "header" });
    }
    expectClean(found);
  });

  inSharedTab("phone: the panel, and each of its sections open", async ({ page }) => {
    test.setTimeout(60_000); // five states, one axe run each
    await page.setViewportSize(PHONE);
    await page.goto("/valores-y-dias");
    await settled(page);
    await page.getByRole("button", { name: "Menú", exact: true }).click();
    const panel = page.getByRole("dialog", { name: "Menú" });
    await expect(panel).toBeVisible();
    const found: Record<string, string[]> = { "panel (whole page)": await axeViolations(page) };
    for (const section of ["El Club", "Deportes", "Actividades", "Hacete Socio"]) {
      const trigger = panel.getByRole("button", { name: section, exact: true });
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      found[section] = await axeViolations(page, { include: ".mobile-panel" });
    }
    expectClean(found);
  });

  test("the welcome modal on a first visit to /, phone and desktop, whole page", async ({ browser }) => {
    // A context of its own: a first visit, with no mark of an earlier one.
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "¡Bienvenido a CASA de Padua!" });
    await expect(dialog).toBeVisible();
    const phone = await axeViolations(page);
    await page.setViewportSize(DESKTOP);
    const desktop = await axeViolations(page);
    await context.close();
    expectClean({ phone, desktop });
  });

  for (const { path, gallery } of [
    { path: "/historia", gallery: "Fotos del club" },
    { path: "/judo", gallery: "Fotos de judo" },
    { path: "/tenis-mesa", gallery: "Fotos de tenis de mesa" },
  ]) {
    inSharedTab(`phone: ${path} with its gallery's viewer open`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await settled(page);
      const thumbs = await liveGalleryThumbnails(page, gallery);
      await thumbs.first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expectClean({ viewer: await axeViolations(page) });
    });
  }

  inSharedTab("phone: the contact form showing its validation messages", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/#contacto");
    await settled(page);
    const form = page.getByRole("form", { name: "Envianos tu consulta" });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel("Email").fill("ana@ejemplo");
    await form.getByRole("button", { name: "Enviar por WhatsApp" }).click();
    await expect(form.getByRole("alert")).not.toBeEmpty();
    await expect(form.getByLabel("Nombre")).toHaveAttribute("aria-invalid", "true");
    expectClean({ "required fields missing": await axeViolations(page, { reveal: true }) });
  });

  for (const path of ["/basquet/federal", "/voley/primera", "/voley/tira-a", "/voley/tira-b"]) {
    inSharedTab(`phone: ${path} showing its error state`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await breakLeagueService(page, "network");
      await page.goto(path);
      await settled(page);
      await expect(
        page.getByRole("alert").filter({ hasText: "Error al cargar la tabla de posiciones" }),
      ).toBeVisible();
      expectClean({ error: await axeViolations(page, { reveal: true }) });
    });
  }

  inSharedTab(
    "phone: /voley with the service's error shown beside the club's backup data",
    async ({ page }) => {
      await page.setViewportSize(PHONE);
      await breakLeagueService(page, "errorField");
      await page.goto("/voley");
      await settled(page);
      await expect(page.getByRole("alert")).toHaveText(SERVICE_ERROR);
      expectClean({ error: await axeViolations(page, { reveal: true }) });
    },
  );
});
