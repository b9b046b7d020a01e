import ICAL from "ical.js";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForApp } from "./support/page.ts";
import { test as inSharedTab } from "./support/shared-tab.ts";
import { expect as baseExpect, type Page, TEST_NOW, test } from "./support/test.ts";
import { skipWelcome } from "./support/welcome.ts";

/**
 * Issue 12, "fans first", as a fan meets it: our next match at first sight (home and
 * league pages), in Buenos Aires time whatever the phone's zone; no invented match
 * shown as upcoming; a calendar only when there are matches, with a subscription; the
 * table in a phone's first screen and within 360 px; freshness in words; the service's
 * error in the red alert. League answers are faked with page.route where a case needs
 * matches (the shipped snapshot has none).
 */

/** A Saturday far ahead, so the match is always upcoming. */
const MATCH = {
  local: "CASA DE PADUA",
  visitante: "GELP",
  fecha: "05/12/2099",
  hora: "20:00",
  es_casa_local: true,
  lugar: "Gimnasio del club, Padua",
};
const LATER = {
  ...MATCH,
  local: "FERRO",
  visitante: "CASA DE PADUA",
  fecha: "12/12/2099",
  es_casa_local: false,
};

/** Answers one league's fixtures with these matches; every other call reaches the real service. */
async function fixturesAnswer(page: Page, league: string, fixtures: unknown[]) {
  await page.route(`**/api/fixtures/${league}`, (route) =>
    route.fulfill({
      json: {
        fixtures,
        last_update: TEST_NOW.toISOString(),
        source: "https://liga.example/fixture",
        stale: false,
      },
    }),
  );
}

// The league data and the card's code arrive after hydration, a while on a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const card = (page: Page) => page.getByRole("region", { name: "Próximo partido" });

test.describe("the next-match card", () => {
  // A visitor in Tokyo with an English browser still reads the club's time, in Spanish.
  test.use({ timezoneId: "Asia/Tokyo", locale: "en-US" });

  test("on a league page: rival, day and time in Buenos Aires time, home, venue and calendar links", async ({
    page,
  }) => {
    await fixturesAnswer(page, "basquet/federal", [LATER, MATCH]);
    await page.goto("/basquet/federal");
    const next = card(page);
    await expect(next).toBeVisible();
    await expect(next.locator(".next-match__rival")).toHaveText("vs. GELP");
    await expect(next.locator("time")).toHaveText("Sábado 5 de diciembre · 20:00 h");
    await expect(next.locator("time")).toHaveAttribute("datetime", "2099-12-05T23:00:00.000Z");
    await expect(next).toContainText("Local");
    await expect(next).toContainText("Cancha: Gimnasio del club, Padua");
    await expect(next.getByRole("link", { name: /Agregar a mi calendario/ })).toHaveAttribute(
      "href",
      "/api/fixtures/basquet/federal.ics",
    );
    const origin = new URL(page.url()).host;
    await expect(next.getByRole("link", { name: /Suscribirme al calendario/ })).toHaveAttribute(
      "href",
      `webcal://${origin}/api/fixtures/basquet/federal.ics`,
    );
    await expectNoAxeViolations(page);
  });

  test("on home: the soonest match of any league, away, linked to its table", async ({ page }) => {
    await skipWelcome(page);
    await fixturesAnswer(page, "voley/tira-b", [LATER]);
    await page.goto("/");
    const next = card(page);
    await expect(next).toBeVisible();
    await expect(next).toContainText("Visitante");
    await expect(next.locator(".next-match__rival")).toHaveText("vs. FERRO");
    await expect(next.getByRole("link", { name: "Vóley · Tira B" })).toHaveAttribute("href", "/voley/tira-b");
    // In place of the league links, right under the hero.
    await expect(page.getByRole("navigation", { name: "Tablas y partidos" })).toHaveCount(0);
    const hero = await page.locator(".hero").boundingBox();
    const box = await next.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual((hero?.y ?? 0) + (hero?.height ?? 0));
    expect((box?.y ?? 0) - ((hero?.y ?? 0) + (hero?.height ?? 0))).toBeLessThan(60);
  });

  test("is nowhere without a real upcoming match: home shows the league links instead", async ({ page }) => {
    await skipWelcome(page);
    // The shipped snapshot: no basketball fixture, the volleyball backup (no matches).
    await page.goto("/");
    await waitForApp(page);
    const strip = page.getByRole("navigation", { name: "Tablas y partidos" });
    await expect(strip).toBeVisible();
    await expect(strip.getByRole("link", { name: "Básquet Federal" })).toHaveAttribute(
      "href",
      "/basquet/federal",
    );
    await page.waitForLoadState("networkidle");
    await expect(card(page)).toHaveCount(0);
    for (const path of ["/basquet/federal", "/voley/primera", "/voley"]) {
      await page.goto(path);
      // /voley also has its school's timetable: the standings come first.
      await expect(page.getByRole("table").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expect(card(page)).toHaveCount(0);
    }
  });

  test("leaves out a match that has already started", async ({ page }) => {
    await fixturesAnswer(page, "voley/primera", [{ ...MATCH, fecha: "01/01/2020" }]);
    await page.goto("/voley/primera");
    await expect(page.getByRole("table")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(card(page)).toHaveCount(0);
  });
});

test.describe("invented matches are never upcoming", () => {
  inSharedTab(
    "/voley with the club's backup: the original site's empty texts, no calendar, no SportsEvent",
    async ({ page }) => {
      const answer = await (await page.request.get("/api/fixtures/voley/tira-a")).json();
      expect(answer.fixtures).toEqual([]);
      await page.goto("/voley");
      await expect(page.getByText("No hay próximos partidos programados en este momento.")).toBeVisible();
      await expect(
        page.getByText("Volvé a consultar pronto para ver las actualizaciones del fixture."),
      ).toBeVisible();
      await expect(page.locator(".fixture")).toHaveCount(0);
      await expect(page.getByRole("link", { name: /calendario/ })).toHaveCount(0);
      const events = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(events.join("")).not.toContain("SportsEvent");
    },
  );

  inSharedTab(
    "/voley with the league's matches: the list, its calendar links and its SportsEvents",
    async ({ page }) => {
      await fixturesAnswer(page, "voley/tira-a", [MATCH]);
      await page.goto("/voley");
      await expect(page.locator(".fixture")).toHaveCount(1);
      const list = page.locator(".volley-board .calendar-links").last();
      await expect(list.getByRole("link", { name: /Agregar a mi calendario/ })).toHaveAttribute(
        "href",
        "/api/fixtures/voley/tira-a.ics",
      );
      await expect(list.getByRole("link", { name: /Suscribirme al calendario/ })).toHaveAttribute(
        "href",
        /^webcal:\/\/.+\/api\/fixtures\/voley\/tira-a\.ics$/,
      );
      const data = await page.locator('script[type="application/ld+json"]').allTextContents();
      const events = data
        .flatMap((text) => [JSON.parse(text)].flat())
        .filter((item) => item["@type"] === "SportsEvent");
      expect(events).toMatchObject([
        { startDate: "2099-12-05T20:00:00-03:00", homeTeam: { name: "CASA DE PADUA" } },
      ]);
    },
  );
});

test.describe("the calendar feeds", () => {
  test("parse as iCalendar, in Buenos Aires time, with an honest description", async ({ request }) => {
    for (const league of ["basquet/federal", "voley/primera", "voley/tira-a", "voley/tira-b"]) {
      const response = await request.get(`/api/fixtures/${league}.ics`);
      expect(response.headers()["content-type"]).toContain("text/calendar");
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(
        "America/Argentina/Buenos_Aires",
      );
      // The snapshot has no league fixture: no events, and no "Fuente: sin fuente: …".
      expect(calendar.getAllSubcomponents("vevent")).toHaveLength(0);
      expect(String(calendar.getFirstPropertyValue("x-wr-caldesc"))).toBe(
        "Próximos partidos del club. Todavía no hay un fixture de la liga disponible.",
      );
    }
  });
});

const LEAGUE_PAGES = ["/basquet/federal", "/voley/primera", "/voley/tira-a", "/voley/tira-b", "/voley"];

test.describe("on a 390 × 844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of LEAGUE_PAGES) {
    inSharedTab(`${path}: the table with our club is in the first screen`, async ({ page }) => {
      await page.goto(path);
      const table = page.locator("section.standings table").first();
      await expect(table).toBeVisible();
      const ours = await table.locator("tr.standings__ours").boundingBox();
      expect(ours).not.toBeNull();
      // Our row, whole, without scrolling.
      expect((ours?.y ?? 0) + (ours?.height ?? 0)).toBeLessThanOrEqual(844);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of LEAGUE_PAGES) {
    inSharedTab(`${path}: the table fits, with no sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      const box = page.locator("section.standings").first();
      await expect(box.getByRole("table")).toBeVisible();
      const [scroll, client, table] = await box.evaluate((el) => [
        el.scrollWidth,
        el.clientWidth,
        el.querySelector("table")?.scrollWidth ?? 0,
      ]);
      expect(scroll).toBeLessThanOrEqual(client ?? 0);
      expect(table).toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }

  inSharedTab("a long table with long names fits too", async ({ page }) => {
    const standings = Array.from({ length: 14 }, (_, i) => ({
      posicion: i + 1,
      equipo: i === 3 ? "CASA DE PADUA" : `CLUB ATLÉTICO SOCIAL Y DEPORTIVO NÚMERO ${i + 1}`,
      puntos: 100 - i,
      jugados: 26,
      ganados: 20,
      perdidos: 6,
      favor: 1999,
      contra: 1888,
    }));
    await page.route("**/api/standings/voley/tira-a", (route) =>
      route.fulfill({
        json: { standings, last_update: TEST_NOW.toISOString(), source: "x", stale: false },
      }),
    );
    await page.goto("/voley/tira-a");
    const box = page.locator("section.standings");
    await expect(box.getByRole("row")).toHaveCount(15);
    const [scroll, client] = await box.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scroll).toBeLessThanOrEqual(client ?? 0);
    // Points, not sets: the legend says so.
    await expect(page.locator(".standings__legend")).toContainText("PF: puntos a favor");
  });
});

test.describe("freshness and errors", () => {
  test("the update reads 'Actualizado hace 2 horas', the exact time beside it, above the table", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2026-11-22T01:40:00-03:00"));
    await page.goto("/basquet/federal");
    const freshness = page.locator(".league-freshness");
    await expect(freshness).toContainText("Actualizado hace 2 horas (21/11/2026, 23:33)");
    await expect(freshness.locator("time")).toHaveAttribute("datetime", "2026-11-21T23:33:18.000-03:00");
    const above = await freshness.evaluate((el) => {
      const table = document.querySelector("section.standings");
      return table ? Boolean(el.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING) : false;
    });
    expect(above).toBe(true);
  });

  inSharedTab("the backup and stale notices sit above the table", async ({ page }) => {
    await page.goto("/voley/primera");
    const notice = page.getByText("Tabla de respaldo del club: todavía no hay datos oficiales");
    await expect(notice).toBeVisible();
    const noticeBox = await notice.boundingBox();
    const tableBox = await page.locator("section.standings").boundingBox();
    expect((noticeBox?.y ?? 0) + (noticeBox?.height ?? 0)).toBeLessThanOrEqual(tableBox?.y ?? 0);
  });

  inSharedTab(
    "an error field with an empty table is the red alert, above the page's own table, never an empty one",
    async ({ page }) => {
      const error = "La liga cambió su página: estamos revisando la tabla";
      await page.route("**/api/standings/basquet/federal", (route) =>
        route.fulfill({ json: { standings: [], error, last_update: TEST_NOW.toISOString(), stale: true } }),
      );
      await page.goto("/basquet/federal");
      const box = page.getByRole("alert").filter({ hasText: "Error al cargar la tabla de posiciones" });
      await expect(box).toContainText("Intentá recargar la página o volvé más tarde.");
      await expect(page.locator(".league-alert")).toHaveText(error);
      await expect(page.getByText("Todavía no hay posiciones publicadas.")).toHaveCount(0);
      // The table the page was built with stays, with its own date (not the failed answer's).
      await expect(page.getByRole("table", { name: /Liga Federal de Básquet/ })).toBeVisible();
      await expect(page.locator(".league-freshness time")).toHaveAttribute("datetime", /^2026-11-21T23:33/);
    },
  );
});
