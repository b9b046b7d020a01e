import type { Page } from "@playwright/test";

/**
 * Every console error and uncaught error of the page from now on, and React's warnings
 * about hydration or preloads (a hydration mismatch is reported as one).
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat|preload/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

type ShiftWindow = Window & { casaTestLayoutShift: number };

/**
 * Layout shift of the next page loaded, as the browser counts it (CLS, without input).
 * Call before `goto`; the returned function reads the total so far.
 */
export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const win = window as unknown as ShiftWindow;
    win.casaTestLayoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) win.casaTestLayoutShift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as ShiftWindow).casaTestLayoutShift);
}
