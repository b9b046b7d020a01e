import { expect, test } from "./support/test.ts";
import { openPage } from "./support/third-party.ts";

/**
 * The club's own pages built from their content files (content/comision.yml,
 * content/instalaciones.yml): real pages, no "en construcción" card. Acción Social's
 * copy is checked in pages.spec.ts; axe and script errors on every route, every-route.spec.ts.
 */
test.describe("the club's own pages", () => {
  test("/comision, with no names published, says how to reach the secretaría and lists no one", async ({
    page,
  }) => {
    await openPage(page, "/comision");
    await expect(page.getByRole("heading", { level: 1, name: "Comisión Directiva" })).toBeVisible();
    await expect(page.getByText("Página en Construcción")).toHaveCount(0);
    const main = page.locator("main");
    await expect(main.getByText(/Para comunicarte con la Comisión Directiva/)).toBeVisible();
    await expect(main.getByRole("link", { name: /482.4186/ })).toHaveAttribute("href", "tel:+542204824186");
    await expect(main.getByRole("link", { name: "info@casadepadua.com.ar" })).toHaveAttribute(
      "href",
      "mailto:info@casadepadua.com.ar",
    );
    await expect(main.locator("dl")).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Volver al Inicio" })).toHaveAttribute("href", "/");
  });

  test("/instalaciones shows each place with its text and its photo, described", async ({ page }) => {
    await openPage(page, "/instalaciones");
    await expect(page.getByRole("heading", { level: 1, name: "Nuestras Instalaciones" })).toBeVisible();
    await expect(page.getByText("Página en Construcción")).toHaveCount(0);
    await expect(page.locator("main h2")).toHaveText([
      "La sede",
      "Pileta cubierta",
      "Gimnasio",
      "Cancha de básquet",
    ]);
    const pool = page.getByRole("region", { name: "Pileta cubierta" });
    await expect(pool.getByText(/clases de natación/)).toBeVisible();
    const photo = pool.getByRole("img", { name: /junto a la pileta cubierta/ });
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveJSProperty("complete", true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});
