import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { builtPages, clientDir } from "../scripts/built-site.mjs";
import { NEWS } from "../src/content/news.ts";
import { NEWS_STORIES } from "../src/content/news-stories.ts";
import { skipWelcome } from "./support/welcome.ts";

/** The news pages (`/novedades/<id>`), the cards that open them, and the club's contact links. */
const SITE = "https://casadepadua.com.ar";

const meta = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"], meta[name="${property}"]`).getAttribute("content");

for (const item of NEWS) {
  test(`/novedades/${item.id}: its own page with title, date, story and preview tags`, async ({ page }) => {
    const response = await page.goto(`/novedades/${item.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title);
    await expect(page.locator(`main time[datetime="${item.date}"]`)).toBeVisible();
    await expect(page.locator("main .news-card__category")).toHaveText(item.category);
    for (const paragraph of NEWS_STORIES[item.id]?.body ?? ["(no story)"])
      await expect(page.getByText(paragraph)).toBeVisible();
    const picture = page.locator(".page-hero__photo");
    expect((await picture.getAttribute("alt"))?.trim()).toBe(item.image.alt);

    expect(await meta(page, "og:title")).toBe(`${item.title} | CASA de Padua`);
    expect(await meta(page, "og:description")).toBe(item.description);
    expect(await meta(page, "og:type")).toBe("article");
    expect(await meta(page, "og:url")).toBe(`${SITE}/novedades/${item.id}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${SITE}/novedades/${item.id}`,
    );
    // Its own photo when it has one; a drawing (SVG) cannot be a preview: the club's image then.
    const image = item.image.src.endsWith(".svg") ? "/og-image.jpg" : item.image.src;
    expect(await meta(page, "og:image")).toBe(`${SITE}${image}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);

    const article = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    );
    expect(article).toMatchObject({
      "@type": "NewsArticle",
      headline: item.title,
      datePublished: item.date,
      url: `${SITE}/novedades/${item.id}`,
    });
  });
}

test("the sitemap lists every news page", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const item of NEWS) expect(sitemap).toContain(`<loc>${SITE}/novedades/${item.id}</loc>`);
});

test('"Leer más" opens the item\'s page, from the home page and from /novedades', async ({ page }) => {
  await skipWelcome(page);
  const [first] = NEWS;
  if (!first) throw new Error("no news");
  for (const from of ["/", "/novedades"]) {
    await page.goto(from);
    await page.getByRole("link", { name: `Leer más sobre ${first.title}` }).click();
    await expect(page).toHaveURL(`/novedades/${first.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
  }
});

test("the club's phone and e-mail are tel: and mailto: links, in the contact section and the footer", async ({
  page,
}) => {
  await page.goto("/");
  for (const where of [page.locator("#contacto"), page.locator("footer")]) {
    await expect(where.getByRole("link", { name: "(0220) 482-4186" })).toHaveAttribute(
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
