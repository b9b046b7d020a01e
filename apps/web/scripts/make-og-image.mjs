#!/usr/bin/env node
// Draws the link-preview image (public/og-image.jpg, 1200×630: WhatsApp, Facebook and
// X show PNG or JPEG, not SVG) from the club's shield and colours, in Debian's
// Chromium. Run again when the logo or the colours change:
//   node apps/web/scripts/make-og-image.mjs
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const logo = readFileSync(join(web, "public", "logo.svg"), "utf8");
const token = (name) =>
  readFileSync(join(web, "src", "styles", "global.css"), "utf8").match(
    new RegExp(`--${name}:\\s*([^;]+);`),
  )?.[1];

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;display:flex;align-items:center;gap:56px;padding:0 80px;box-sizing:border-box;
  background:linear-gradient(135deg, ${token("color-primary-dark")} 45%, ${token("color-primary")});color:#fff;
  border-bottom:16px solid ${token("color-accent")};
  font-family:'DejaVu Sans', Arial, sans-serif">
  <div style="width:300px;height:300px;flex:none">${logo.replace("<svg ", '<svg width="300" height="300" ')}</div>
  <div>
    <div style="font-size:30px;letter-spacing:4px;color:${token("color-accent")};font-weight:700">DESDE 1926</div>
    <div style="font-size:56px;font-weight:800;line-height:1.1;margin:12px 0">Club Atlético<br>San Antonio de Padua</div>
    <div style="font-size:34px">El club, tu segundo hogar</div>
  </div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: join(web, "public", "og-image.jpg"), type: "jpeg", quality: 85 });
await browser.close();
console.log("public/og-image.jpg written");
