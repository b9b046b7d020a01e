import ICAL from "ical.js";
import { settled } from "./support/page.ts";
import { expect, type Page, test } from "./support/test.ts";
import { skipWelcome } from "./support/welcome.ts";

/**
 * `/horarios`, the club's week: today's day first in Buenos Aires (the page is built on
 * any day), filters that are pages of their own (they work without JavaScript), rows
 * that lead to each activity's page, and each activity's weekly classes as a calendar
 * file. Judo (a sport, Monday, Wednesday and Friday) and Zumba (an activity) are the
 * club's published timetables.
 */

/** Tuesday 1 December 2026, 10:00 in Buenos Aires (13:00 UTC). */
const TUESDAY = new Date("2026-12-01T13:00:00Z");

const days = (page: Page) => page.locator("#horarios-semana section[data-dia]");
const filters = (page: Page) => page.getByRole("navigation", { name: "Filtrar horarios" });
const week = (page: Page) => page.locator("#horarios-semana");

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

test.describe("with the visitor's clock", () => {
  test("on a Tuesday in Buenos Aires, Tuesday's classes come first, marked as today, before and after the app is live", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.clock.setFixedTime(TUESDAY);
    await page.goto("/horarios");

    const first = days(page).first();
    await expect(first.getByRole("heading", { level: 2 })).toHaveAccessibleName("Martes Hoy");
    await expect(first).toHaveAttribute("aria-current", "date");
    await expect(days(page).last().getByRole("heading", { level: 2 })).toHaveAccessibleName("Lunes");
    await expect(page.locator("[aria-current='date']")).toHaveCount(1);

    await settled(page);
    await expect(first.getByRole("heading", { level: 2 })).toHaveAccessibleName("Martes Hoy");
    await expect(days(page).nth(1).getByRole("heading", { level: 2 })).toHaveAccessibleName("Miércoles");
    // A filter, once the app is live, is a client-side visit: still today first.
    await filters(page).getByRole("link", { name: "Deportes" }).click();
    await expect(page).toHaveURL(/\/horarios\/deportes$/);
    await expect(days(page).first().getByRole("heading", { level: 2 })).toHaveAccessibleName("Martes Hoy");
    expect(errors, "script errors (a hydration mismatch among them)").toEqual([]);
  });

  test("a class leads to its activity's page", async ({ page }) => {
    await page.goto("/horarios");
    await settled(page);
    const monday = page.getByRole("region", { name: /^Lunes/ });
    await monday.getByRole("link", { name: "Judo", exact: true }).first().click();
    await expect(page).toHaveURL(/\/artes-marciales\/judo$/);
    await expect(page.getByRole("heading", { level: 1, name: "Judo" })).toBeVisible();
  });

  test("an activity's calendar file downloads as text/calendar, its classes repeating every week", async ({
    page,
    request,
  }) => {
    await page.goto("/horarios");
    const link = page
      .getByRole("region", { name: "Llevalo a tu calendario" })
      .getByRole("link", { name: /^Judo/ });
    await expect(link).toHaveAttribute("href", "/calendario/judo.ics");
    const download = page.waitForEvent("download");
    await link.click();
    expect((await download).suggestedFilename()).toBe("judo.ics");

    const answer = await request.get("/calendario/judo.ics");
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.summary).toMatch(/^Judo: /);
      expect(event.startDate.zone?.tzid).toBe("America/Argentina/Buenos_Aires");
      const rule = event.component.getFirstPropertyValue("rrule") as ICAL.Recur;
      expect(rule.freq).toBe("WEEKLY");
      expect(rule.getComponent("byday")).toEqual(["MO", "WE", "FR"]);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are pages of their own: Actividades shows only activities, a day only that day", async ({
    page,
  }) => {
    await page.goto("/horarios");
    await expect(days(page)).toHaveCount(7);
    await expect(filters(page).getByRole("link", { name: "Todo" })).toHaveAttribute("aria-current", "page");

    await filters(page).getByRole("link", { name: "Actividades" }).click();
    await expect(page).toHaveURL(/\/horarios\/actividades$/);
    await expect(filters(page).getByRole("link", { name: "Actividades" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(week(page).getByRole("link", { name: "Zumba" }).first()).toBeVisible();
    await expect(week(page).getByRole("link", { name: "Judo", exact: true })).toHaveCount(0);

    await filters(page).getByRole("link", { name: "Miércoles" }).click();
    await expect(page).toHaveURL(/\/horarios\/actividades\/miercoles$/);
    await expect(days(page)).toHaveCount(1);
    await expect(days(page).getByRole("heading", { level: 2 })).toHaveAccessibleName("Miércoles");
    await expect(filters(page).getByRole("link", { name: "Miércoles" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(week(page).getByRole("link", { name: "Zumba" })).toBeVisible();

    // Back to every kind, the day kept.
    await filters(page).getByRole("link", { name: "Todo" }).click();
    await expect(page).toHaveURL(/\/horarios\/miercoles$/);
    await expect(week(page).getByRole("link", { name: "Judo", exact: true }).first()).toBeVisible();
  });
});
