import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { builtPages, clientDir } from "../scripts/built-site.mjs";
import { DIAGNOSTICS_PATHS } from "./support/route-table.ts";
import { expect, test } from "./support/test.ts";

/**
 * What search engines and link previews read: each prerendered page's head, the
 * sitemap and robots.txt written by the build, and the schema.org data.
 */
const client = clientDir;
const SITE = "https://casadepadua.com.ar";

const pages = (existsSync(client) ? builtPages() : [])
  .filter((file) => file.endsWith("index.html"))
  .map((file) => ({
    path: `/${relative(client, file).replace(/(^|\/)index\.html$/, "")}`,
    html: readFileSync(file, "utf8"),
  }));
const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const attr = (html: string, pattern: RegExp) => pattern.exec(head(html))?.[1];
const canonicalOf = (html: string) => attr(html, /<link rel="canonical" href="([^"]+)"/);
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json = ""]) =>
    JSON.parse(json),
  );

test("every page has its own title, description, canonical address and preview image", () => {
  expect(pages.length).toBeGreaterThanOrEqual(41);
  for (const { path, html } of pages) {
    const where = `page ${path}`;
    expect(html, where).toContain('<html lang="es-AR">');
    expect(attr(html, /<title>([^<]+)<\/title>/), where).toMatch(/\S/);
    expect(attr(html, /<meta name="description" content="([^"]+)"/), where).toMatch(/.{20,}/);
    // X reads these too where its own twitter:title and twitter:description are missing.
    expect(attr(html, /<meta property="og:title" content="([^"]+)"/), where).toBeTruthy();
    expect(attr(html, /<meta property="og:description" content="([^"]+)"/), where).toMatch(/.{20,}/);
    // The site's image, or a news item's own photo (e2e/news.spec.ts checks which).
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/), where).toMatch(
      new RegExp(`^${SITE}/(og-image\\.jpg|images/[a-z0-9/-]+\\.webp)$`),
    );
    expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/), where).toBe("summary_large_image");
    const canonical = canonicalOf(html);
    expect(canonical, where).toMatch(new RegExp(`^${SITE}/[a-z0-9/-]*$`));
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/), where).toBe(canonical);
  }
  expect(existsSync(join(client, "og-image.jpg"))).toBe(true);
});

test("an activity's other address names its own page as canonical", () => {
  const judo = pages.find((page) => page.path === "/judo");
  expect(judo && canonicalOf(judo.html)).toBe(`${SITE}/artes-marciales/judo`);
});

test("the document served for unknown addresses names no canonical address", () => {
  const fallback = readFileSync(join(client, "__spa-fallback.html"), "utf8");
  expect(canonicalOf(fallback)).toBeUndefined();
});

test("sitemap.xml lists exactly the canonical address of every page, home first", () => {
  const xml = readFileSync(join(client, "sitemap.xml"), "utf8");
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org/,
  );
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  expect(listed[0]).toBe(`${SITE}/`);
  expect(new Set(listed).size).toBe(listed.length);
  const canonicals = new Set(pages.map(({ html }) => canonicalOf(html)));
  expect([...listed].sort()).toEqual([...canonicals].sort());
});

test("robots.txt keeps the API out, names the sitemap and does not point at the diagnostics pages", () => {
  const robots = readFileSync(join(client, "robots.txt"), "utf8");
  expect(robots).toContain("User-agent: *");
  expect(robots).toContain("Disallow: /api/\n");
  for (const path of DIAGNOSTICS_PATHS) expect(robots).not.toContain(path);
  expect(robots).not.toMatch(/^Disallow: \/$/m);
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test("the home page describes the club as a schema.org SportsClub", () => {
  const home = pages.find((page) => page.path === "/");
  const [club] = jsonLd(home?.html ?? "");
  expect(club).toMatchObject({
    "@context": "https://schema.org",
    "@type": "SportsClub",
    name: "Club Atlético San Antonio de Padua",
    foundingDate: "1926-12-12",
    openingHours: ["Mo-Fr 09:00-21:00", "Sa 09:00-18:00", "Su 10:00-14:00"],
  });
  expect(club.address.streetAddress).toBeTruthy();
  expect(club.telephone).toBeTruthy();
  expect(club.sameAs).toHaveLength(3);
});

test("/voley publishes the league's upcoming matches as SportsEvents, never the backup's", async ({
  page,
}) => {
  const fixtures = [
    {
      local: "CASA DE PADUA",
      visitante: "Club Ciudad",
      fecha: "05/12/2026",
      hora: "18:30",
      es_casa_local: true,
    },
    {
      local: "Club Oeste",
      visitante: "CASA DE PADUA",
      fecha: "12/12/2026",
      hora: "20:00",
      es_casa_local: false,
    },
  ];
  const answer = { fixtures, last_update: "2026-11-22T10:00:00-03:00", source: "metrovoley", stale: false };
  await page.route("**/api/fixtures/voley/tira-a", (route) => route.fulfill({ json: answer }));
  await page.route("**/api/fixtures/voley/tira-b", (route) => route.abort());
  await page.goto("/voley");
  await expect(page.locator(".fixture")).toHaveCount(2);
  const events = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) =>
      JSON.parse(text),
    );
  expect(await events()).toEqual([
    expect.objectContaining({
      "@type": "SportsEvent",
      name: "Vóley Tira A: CASA DE PADUA vs. Club Ciudad",
      startDate: "2026-12-05T18:30:00-03:00",
    }),
    expect.objectContaining({
      name: "Vóley Tira A: Club Oeste vs. CASA DE PADUA",
      startDate: "2026-12-12T20:00:00-03:00",
    }),
  ]);

  // Tira B's service failed: its matches are the club's backup, with placeholder dates.
  await page.getByRole("button", { name: "Tira B" }).click();
  await expect(page.getByText("Tabla de respaldo del club", { exact: false }).first()).toBeVisible();
  expect(await events()).toEqual([]);
});
