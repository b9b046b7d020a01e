import type { Page } from "@playwright/test";

/** Records every Content-Security-Policy violation the page reports, from the start of each document. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (isViolationMessage(message.text())) violations.push(message.text());
  });
  await reportViolations(page, (text) => violations.push(text));
  return violations;
}

/** A console message about a Content-Security-Policy violation. */
export const isViolationMessage = (text: string) => /Content Security Policy/i.test(text);

/**
 * Hands `report` every `securitypolicyviolation` event of each document the page loads,
 * from its start. Resolves to what stops it (a page can expose the function only once at
 * a time: a tab shared by several tests stops it after each).
 */
export async function reportViolations(
  page: Page,
  report: (text: string) => void,
): Promise<() => Promise<void>> {
  const exposed = await page.exposeFunction("__reportCspViolation", report);
  const listener = await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || "inline"} on ${location.pathname}`);
    });
  });
  return async () => {
    await listener.dispose();
    await exposed.dispose();
  };
}
