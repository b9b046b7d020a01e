import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ICAL from "ical.js";
import { builtFiles, builtPages } from "../scripts/built-site.mjs";
import { addDays } from "../scripts/content-fixtures.mjs";
import { formatProblem, validatePages } from "../scripts/validate-html.mjs";
import { expectNoAxeViolations } from "./support/axe.ts";
import { CONTENT_SITE, startContentSite } from "./support/content-site.ts";
import { watchViolations } from "./support/csp.ts";
import { followInsideApp, waitForApp } from "./support/page.ts";
import { expect, newContext, type Page, test } from "./support/test.ts";
import { isThirdParty, watchThirdParty } from "./support/third-party.ts";
import { watchErrors, watchLayoutShift } from "./support/watch.ts";
import { skipWelcome } from "./support/welcome.ts";

/**
 * What the content files publish, on a site built from test content (every item "de
 * prueba", dated around today: scripts/content-fixtures.mjs), since the club's own
 * folder publishes no news or event yet. Events leave "Próximos eventos" after their
 * day also on a page built earlier (the browser's clock moved on), each with its
 * calendar file; news has a page per item and a list a page at a time that works
 * without JavaScript; drafts are nowhere; embeds wait for the visitor.
 */
test.describe.configure({ mode: "serial" });
test.use({ baseURL: CONTENT_SITE });

let site: Awaited<ReturnType<typeof startContentSite>>;

test.beforeAll(async () => {
  // A whole production build on a shared 2-core machine.
  test.setTimeout(240_000);
  site = await startContentSite();
});
test.afterAll(async () => {
  await site?.close();
});
test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

/** Noon in Buenos Aires on `day` (`2026-12-01`), plus `hours`. */
const buenosAires = (day: string, hours = 12) =>
  new Date(new Date(`${day}T00:00:00-03:00`).getTime() + hours * 3_600_000);

const events = (page: Page) => page.locator("#inicio-eventos");
const eventTitle = (page: Page, title: string) =>
  events(page).getByRole("heading", { level: 3, name: title });

test.describe("Próximos eventos", () => {
  test("shows the announced events soonest first, each with its calendar file; never a draft", async ({
    page,
  }) => {
    const { soon, later, draft } = site.fixture.events;
    await page.goto("/");
    await expect(events(page).getByRole("heading", { level: 3 })).toHaveText([soon.title, later.title]);
    await expect(events(page)).not.toContainText(draft.title);
    await expect(events(page).getByText("Todavía no hay eventos anunciados.")).toBeHidden();
    for (const event of [soon, later]) {
      await expect(
        events(page).getByRole("link", { name: `Agregar a mi calendario el evento ${event.title}` }),
      ).toHaveAttribute("href", `/eventos/${event.id}.ics`);
    }
    await expect(events(page)).toContainText("20:00 a 23:30");
  });

  test("an event leaves the list after its day, on a page built before it, with no warning and no shift", async ({
    page,
  }) => {
    const { soon, later } = site.fixture.events;
    const errors = watchErrors(page);
    const shift = await watchLayoutShift(page);
    // Its own day, late at night in Buenos Aires (already the next day in UTC): still there.
    await page.clock.setSystemTime(buenosAires(soon.date, 23.5));
    await page.goto("/");
    await waitForApp(page);
    await expect(eventTitle(page, soon.title)).toBeVisible();

    // The day after: gone before the section is seen, the next one in its place.
    await page.clock.setSystemTime(buenosAires(addDays(soon.date, 1), 0.5));
    await page.reload();
    await waitForApp(page);
    await events(page).scrollIntoViewIfNeeded();
    await expect(eventTitle(page, soon.title)).toBeHidden();
    await expect(eventTitle(page, later.title)).toBeVisible();
    await expect(events(page).getByText("Todavía no hay eventos anunciados.")).toBeHidden();
    // The prerendered page had it: the script of the section hid it as the page was read.
    const html = await (await page.request.get("/")).text();
    expect(html).toContain(soon.title);
    expect(await shift()).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });

  test("with every event past, says so and sends to the club's Instagram: no empty list", async ({
    page,
  }) => {
    const { later } = site.fixture.events;
    const errors = watchErrors(page);
    await page.clock.setSystemTime(buenosAires(addDays(later.date, 1)));
    await page.goto("/");
    await waitForApp(page);
    await events(page).scrollIntoViewIfNeeded();
    // Both cards are in the prerendered page, both hidden, and their list with them.
    await expect(events(page).locator("h3")).toHaveCount(2);
    await expect(events(page).getByRole("heading", { level: 3 })).toHaveCount(0);
    await expect(events(page).locator("ul")).toBeHidden();
    await expect(events(page).getByText("Todavía no hay eventos anunciados.")).toBeVisible();
    await expect(
      events(page).getByRole("link", { name: /Enterate de las próximas fechas en nuestro Instagram/ }),
    ).toHaveAttribute("href", "https://www.instagram.com/casadepadua");
    expect(errors).toEqual([]);
  });

  test("reached inside the app, the section is drawn with the device's date", async ({ page }) => {
    const { soon, later } = site.fixture.events;
    await page.clock.setSystemTime(buenosAires(addDays(soon.date, 1)));
    await page.goto("/historia");
    await waitForApp(page);
    await followInsideApp(
      page,
      page.locator("header").getByRole("link", { name: "Inicio", exact: true }),
      "/",
    );
    await expect(eventTitle(page, later.title)).toBeAttached();
    await expect(eventTitle(page, soon.title)).toHaveCount(0);
  });

  test("“Agregar a mi calendario” gives an iCalendar file in Buenos Aires time", async ({ request }) => {
    const { soon, later } = site.fixture.events;
    const answer = await request.get(`/eventos/${soon.id}.ics`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") as ICAL.Component);
    expect(event.summary).toBe(soon.title);
    expect(event.location).toContain("Sede social");
    expect(event.location).toContain("Independencia 725");
    expect(event.startDate.zone?.tzid).toBe("America/Argentina/Buenos_Aires");
    // 20:00 to 23:30 in Buenos Aires (UTC−3).
    expect(event.startDate.toJSDate().toISOString()).toBe(`${soon.date}T23:00:00.000Z`);
    expect(event.endDate.toJSDate().toISOString()).toBe(`${addDays(soon.date, 1)}T02:30:00.000Z`);

    const allDay = new ICAL.Component(
      ICAL.parse(await (await request.get(`/eventos/${later.id}.ics`)).text()),
    );
    const whole = new ICAL.Event(allDay.getFirstSubcomponent("vevent") as ICAL.Component);
    expect(whole.startDate.isDate).toBe(true);
    expect(whole.startDate.toString()).toBe(later.date);
  });
});

test.describe("news", () => {
  const meta = (page: Page, property: string) =>
    page.locator(`meta[property="${property}"], meta[name="${property}"]`).getAttribute("content");

  for (const n of [1, 3]) {
    test(`item ${n}: its own page with title, date, text, picture and preview tags`, async ({ page }) => {
      const id = `noticia-de-prueba-${n}`;
      const date = addDays(site.today, -(n - 1));
      const response = await page.goto(`/novedades/${id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Noticia de prueba ${n}`);
      await expect(page.locator(`main time[datetime="${date}"]`)).toBeVisible();
      await expect(page.locator("main .news-card__category")).toHaveText("Institucional");
      await expect(page.getByText(`El segundo párrafo de la noticia de prueba ${n}.`)).toBeVisible();
      // The Markdown of the file, made HTML at build time.
      await expect(page.locator("main strong", { hasText: "negrita" })).toBeVisible();
      await expect(page.locator("main article").getByRole("link", { name: "enlace" })).toHaveAttribute(
        "href",
        "https://www.instagram.com/casadepadua",
      );
      expect((await page.locator(".page-hero__photo").getAttribute("alt"))?.trim()).not.toBe("");
      expect(await meta(page, "og:type")).toBe("article");
      const image = await meta(page, "og:image");
      // Its own photo; a drawing (SVG) cannot be a preview: the club's image then.
      expect(image).toMatch(n === 3 ? /\/og-image\.jpg$/ : /\/images\/club\/sede-fachada-\d+\.webp$/);
      const article = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
      );
      expect(article).toMatchObject({
        "@type": "NewsArticle",
        headline: `Noticia de prueba ${n}`,
        datePublished: date,
      });
      expect(article.articleBody).toContain(`El segundo párrafo de la noticia de prueba ${n}.`);
    });
  }

  test('"Leer más" opens the item\'s page inside the app, without reloading, from the home page and /novedades', async ({
    page,
  }) => {
    for (const from of ["/", "/novedades"]) {
      await page.goto(from);
      await waitForApp(page);
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });
      await page.getByRole("link", { name: "Leer más sobre Noticia de prueba 1" }).click();
      await expect(page).toHaveURL("/novedades/noticia-de-prueba-1");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Noticia de prueba 1");
      await expect(page.getByText("El segundo párrafo de la noticia de prueba 1.")).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      ).toBe(true);
    }
  });

  test("without JavaScript, /novedades is a page of 9 and “Cargar más noticias” opens the next", async ({
    browser,
  }) => {
    const context = await newContext(browser, { baseURL: CONTENT_SITE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/novedades");
    await expect(page.getByRole("article")).toHaveCount(9);
    await page.getByRole("link", { name: "Cargar más noticias" }).click();
    await expect(page).toHaveURL("/novedades/pagina/2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Novedades, página 2");
    await expect(page.getByRole("article")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Cargar más noticias" })).toHaveCount(0);
    await page.getByRole("link", { name: "Ver las noticias más recientes" }).click();
    await expect(page).toHaveURL("/novedades");
    await context.close();
  });

  test("with JavaScript, “Cargar más noticias” adds the next page under the first and focuses its first title", async ({
    page,
  }) => {
    await page.goto("/novedades");
    await waitForApp(page);
    const articles = page.getByRole("article");
    await expect(articles).toHaveCount(9);
    await page.getByRole("link", { name: "Cargar más noticias" }).click();
    await expect(page).toHaveURL("/novedades/pagina/2");
    await expect(articles).toHaveCount(12);
    await expect(articles.nth(9).getByRole("heading", { level: 2 })).toBeFocused();
    await expect(page.getByRole("link", { name: "Cargar más noticias" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goBack();
    await expect(articles).toHaveCount(9);
  });
});

test.describe("what is published and what is not", () => {
  test("the sitemap lists every item's page and the list's pages, and no draft", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (let n = 1; n <= site.fixture.news; n += 1)
      expect(sitemap).toContain(`/novedades/noticia-de-prueba-${n}</loc>`);
    expect(sitemap).toContain("/novedades/pagina/2</loc>");
    expect(sitemap).not.toContain(site.fixture.draftNews.id);
    // The offline worker saves the pages the sitemap lists (scripts/build-service-worker.mjs): no draft there either.
  });

  test("no built file names a draft: no page, no card, no calendar file", async ({ request }) => {
    const client = join(process.cwd(), site.buildDir, "client");
    const drafts = [
      site.fixture.draftNews.id,
      site.fixture.draftNews.title,
      site.fixture.events.draft.title,
      site.fixture.results.draft.id,
      site.fixture.results.draft.rival,
    ];
    const found = builtFiles(client).flatMap((file) => {
      const text = readFileSync(file, "latin1");
      return drafts
        .filter((draft) => text.includes(draft))
        .map((draft) => `${relative(client, file)}: ${draft}`);
    });
    expect(found).toEqual([]);
    expect(builtPages(client).length).toBeGreaterThan(50);
    expect((await request.get(`/novedades/${site.fixture.draftNews.id}`)).status()).toBe(404);
  });

  test("the club's published embeds wait for the visitor, then load under the site's policy", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    for (const { path, button } of [
      { path: "/valores-y-dias", button: "Cargar presentación de valores y días" },
      { path: "/marca", button: "Cargar manual de marca en línea" },
      { path: "/historia", button: "Cargar video de la historia del club" },
    ]) {
      const requests = watchThirdParty(page);
      await page.route(isThirdParty, (route) => route.abort());
      await page.goto(path);
      await waitForApp(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      expect(requests).toEqual([]);
      await expect(page.locator("main iframe")).toHaveCount(0);
      const asked = page.waitForRequest((req) => isThirdParty(new URL(req.url())));
      await page.getByRole("button", { name: button }).click();
      await expect(page.locator("main iframe")).toHaveCount(1);
      await asked;
      await page.unrouteAll({ behavior: "ignoreErrors" });
    }
    // Canva and YouTube (no-cookie) frames are what the policy lets in (deploy/site-headers.mjs).
    expect(violations).toEqual([]);
  });

  test("the home page with news and events has no axe violations", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    await expectNoAxeViolations(page, { reveal: true });
  });
});

test.describe("Resultados", () => {
  const PHONE = { width: 390, height: 844 };

  test("each team's page has its latest results, newest first, won or lost in words; the home has the last weekend's; a draft is nowhere", async ({
    page,
  }) => {
    const { federal, older, voley, metropolitano, draft } = site.fixture.results;
    await page.goto("/basquet/federal");
    const recent = page.getByRole("region", { name: "Últimos resultados" });
    await expect(recent.getByRole("listitem")).toHaveCount(2);
    await expect(recent.getByRole("listitem").first()).toContainText(federal.rival);
    await expect(recent.getByRole("listitem").first()).toContainText("Ganado");
    await expect(recent.getByRole("listitem").last()).toContainText(older.rival);
    await expect(recent.getByRole("listitem").last()).toContainText("Perdido");
    await expect(recent.getByRole("link", { name: "Ver todos los resultados" })).toHaveAttribute(
      "href",
      "/resultados/equipo/basquet-federal",
    );

    await page.goto("/voley/primera");
    await expect(page.getByRole("region", { name: "Últimos resultados" })).toContainText(
      "25-20, 22-25, 25-18, 25-23",
    );

    // The test's day is a Sunday: its weekend (Friday 20 to Sunday 22) is the home's, the match of two weeks ago is not.
    await page.goto("/");
    const home = page.getByRole("region", { name: "Resultados", exact: true });
    for (const shown of [federal, voley, metropolitano]) await expect(home).toContainText(shown.rival);
    await expect(home).not.toContainText(older.rival);

    for (const path of ["/", "/resultados", "/voley/tira-a"]) {
      await page.goto(path);
      await expect(page.locator("main")).not.toContainText(draft.rival);
    }
    expect((await page.request.get(`/resultados/${draft.id}`)).status()).toBe(404);
  });

  test("a team without classes gets a calendar file with its played match and its score, linked from its page", async ({
    page,
    request,
  }) => {
    const { metropolitano } = site.fixture.results;
    await page.goto("/basquet/metropolitano");
    const link = page
      .getByRole("region", { name: "Últimos resultados" })
      .getByRole("link", { name: "Agregar los partidos a mi calendario" });
    const href = await link.getAttribute("href");
    expect(href).toBe("/calendario/basquet-metropolitano.ics");
    const response = await request.get(href ?? "");
    expect(response.headers()["content-type"]).toContain("text/calendar");
    const [, , components] = ICAL.parse(await response.text());
    const summaries = (components as unknown[][]).map(
      (event) => (event[1] as unknown[][]).find(([name]) => name === "summary")?.[3],
    );
    expect(summaries).toContainEqual(expect.stringMatching(new RegExp(`66.*61.*${metropolitano.rival}`)));
  });

  test("the pages that show results are valid HTML (html-validate's recommended rules, as every page of the main build)", async () => {
    const client = join(site.buildDir, "client");
    const pages = builtPages(client).filter((file) =>
      /^(resultados\/|index\.html$|basquet\/federal|voley\/primera|basquet\/metropolitano)/.test(
        relative(client, file),
      ),
    );
    expect(pages.length).toBeGreaterThanOrEqual(8);
    const problems = await validatePages(pages);
    expect(problems.map((problem) => formatProblem(problem, client))).toEqual([]);
  });

  for (const [name, viewport] of [
    ["phone", PHONE],
    ["desktop", undefined],
  ] as const) {
    test(`the results' pages have no axe violations (${name})`, async ({ page }) => {
      if (viewport) await page.setViewportSize(viewport);
      for (const path of [
        "/resultados",
        "/resultados/equipo/basquet-federal",
        `/resultados/${site.fixture.results.federal.id}`,
        "/basquet/federal",
      ]) {
        await page.goto(path);
        await waitForApp(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
          page.viewportSize()?.width ?? 0,
        );
        await expectNoAxeViolations(page, { reveal: true });
      }
    });
  }
});
