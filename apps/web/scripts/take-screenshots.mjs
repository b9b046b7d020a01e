#!/usr/bin/env node
// Screenshots for people to look at, phone and desktop, of a running site:
//   node apps/web/scripts/take-screenshots.mjs http://127.0.0.1:4173 /tmp/shots / /historia /judo
// (with no paths: the home page, Historia, Judo, Tenis de mesa, Básquet Federal and Vóley Primera).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";

const [base = "http://127.0.0.1:4173", out = "/tmp/screenshots", ...paths] = process.argv.slice(2);
const pages =
  paths.length > 0 ? paths : ["/", "/historia", "/judo", "/tenis-mesa", "/basquet/federal", "/voley/primera"];
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } };

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
for (const [name, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({
    viewport,
    isMobile: name === "phone",
    hasTouch: name === "phone",
    // For the style below: the site's policy allows no injected style.
    bypassCSP: true,
  });
  // The welcome modal would cover the home page: mark it seen, as a returning visitor.
  await context.addInitScript(() => localStorage.setItem("casa:bienvenida-vista", "1"));
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(new URL(path, base).href);
    // Scroll through once so scroll-revealed sections and lazy images are in.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    const file = join(out, `${name}-${path.replace(/\//g, "_") || "_"}.png`);
    // Sections far from the window are not painted (content-visibility: auto): a
    // full-page picture shows them all.
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
