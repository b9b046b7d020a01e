import type { Page, Route } from "@playwright/test";

/** Ways the league service can let a page down, simulated in the browser. */
export type Fault = "network" | "http500" | "errorField" | "hang";

export const SERVICE_ERROR = "La liga no respondió: se muestran los últimos datos guardados";

/**
 * Makes every `/api/...` call of the page fail the given way: the connection drops,
 * the service answers 500, it answers 200 with only an `error` field, or it never
 * answers at all.
 */
export async function breakLeagueService(page: Page, fault: Fault): Promise<void> {
  await page.route("**/api/**", (route: Route) => {
    switch (fault) {
      case "network":
        return route.abort("connectionrefused");
      case "http500":
        return route.fulfill({ status: 500, json: { error: "Error interno" } });
      case "errorField":
        return route.fulfill({ status: 200, json: { error: SERVICE_ERROR } });
      case "hang":
        // Never fulfilled: the page must keep showing (and announcing) its loading state.
        return;
    }
  });
}

/** Lets the page reach the real league service again. */
export async function mendLeagueService(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: "ignoreErrors" });
}

/** Overflow of the whole page, sideways: must be none on a phone. */
export async function pageOverflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth > window.innerWidth;
  });
}
