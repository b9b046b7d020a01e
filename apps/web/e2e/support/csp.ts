import type { Page } from "@playwright/test";

/** Records every Content-Security-Policy violation the page reports, from the start of each document. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || "inline"} on ${location.pathname}`);
    });
  });
  return violations;
}
