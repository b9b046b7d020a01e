import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { builtPages, clientDir } from "../scripts/built-site.mjs";
import { NEWS_PAGE_SIZE } from "../src/site-data/news-path.ts";
import { publishedContent } from "./support/published.ts";
import { expect, test } from "./support/test.ts";
import { skipWelcome } from "./support/welcome.ts";

/**
 * The news as the club's own content folder publishes it: the home page and /novedades
 * show the newest items, or, while there are none (today: every item written for the
 * site is a draft until the club confirms it), a line that sends to Instagram instead
 * of an empty frame; and the club's contact links. The news pages themselves, the list
 * a page at a time and "Leer más" are tested on a site built from test content
 * (content-files.spec.ts), whatever the club has published.
 */
const { news } = await publishedContent();

test("the home page and /novedades show the newest items, or say there are none yet", async ({ page }) => {
  await skipWelcome(page);
  for (const [path, where, shown] of [
    ["/", "#inicio-novedades", 3],
    ["/novedades", "main", NEWS_PAGE_SIZE],
  ] as const) {
    await page.goto(path);
    const section = page.locator(where);
    await expect(section.getByRole("article")).toHaveCount(Math.min(news.length, shown));
    const none = section.getByText("Todavía no publicamos novedades en el sitio.");
    if (news.length > 0) {
      await expect(none).toHaveCount(0);
      await expect(section.getByRole("article").first()).toContainText(news[0]?.title ?? "");
    } else {
      await expect(none).toBeVisible();
      await expect(
        section.getByRole("link", { name: /Mirá lo último del club en Instagram/ }),
      ).toHaveAttribute("href", "https://www.instagram.com/casadepadua");
    }
  }
});

test("the sitemap lists exactly the published news pages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>[^<]*\/novedades\/(?!pagina\/)([^<]+)<\/loc>/g)].map(
    ([, id]) => id,
  );
  expect(listed.sort()).toEqual(news.map((item) => item.id).sort());
});

test("the club's phone and e-mail are tel: and mailto: links, in the contact section and the footer", async ({
  page,
}) => {
  await page.goto("/");
  for (const where of [page.locator("#contacto"), page.locator("footer")]) {
    // Shown with a non-breaking hyphen (U+2011), so the number never splits across lines.
    await expect(where.getByRole("link", { name: "(0220) 482\u20114186" })).toHaveAttribute(
      "href",
      "tel:+542204824186",
    );
    await expect(where.getByRole("link", { name: "info@casadepadua.com.ar" })).toHaveAttribute(
      "href",
      "mailto:info@casadepadua.com.ar",
    );
  }
  await expect(page.locator("#contacto")).toContainText(
    "Independencia 725, B1718 San Antonio de Padua, Provincia de Buenos Aires",
  );
  await expect(page.locator("footer").getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    "https://wa.me/5491135781105",
  );
});

test("every photo of the club in the built pages has a text alternative", () => {
  const missing: string[] = [];
  let photos = 0;
  for (const file of builtPages()) {
    const html = readFileSync(file, "utf8");
    for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
      if (!/\.(webp|avif)\b/.test(tag)) continue;
      photos += 1;
      if (!/\salt="[^"]*\S[^"]*"/.test(tag))
        missing.push(`${relative(clientDir, file)}: ${tag.slice(0, 120)}`);
    }
  }
  expect(photos).toBeGreaterThan(20);
  expect(missing).toEqual([]);
});
