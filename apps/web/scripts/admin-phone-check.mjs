#!/usr/bin/env node
// The editor on a phone, measured (docs/architecture.md, "The editor on a phone"): the
// built editor as nginx serves it, on the local backend of a throwaway copy of sample
// content (scripts/admin/sandbox.mjs), in Chromium at 390 × 844 with touch. It goes where a
// coach goes (the collections, a news item written and published with a phone camera's
// photo, a new activity, a match result) and prints, for each screen, how wide the page
// is, where the top bar's buttons are, the smallest text in a field, whether every hint is
// on screen and which English words are left; then the uploaded photo as the repository
// got it, and whether an impossible result is refused in Spanish with nothing written.
// Run after a build:
//   pnpm --filter @casa/web build && node apps/web/scripts/admin-phone-check.mjs [folder]
// Screenshots go to the folder (/tmp/casa-editor-phone by default). Exits with 1 when a
// screen is off (wider than the phone, a button off screen or smaller than 44 × 44, text in
// a field under 16 px, which makes iOS zoom in, English left) or a check does not hold.
// Settings: WEB_BUILD_DIR (build), ADMIN_PHONE_EDITOR_PORT (4298; the site, which is not
// used, on ADMIN_PHONE_WEB_PORT, 4297, its /api on ADMIN_PHONE_API_PORT, 8897, never started).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { buenosAiresToday } from "../admin/result-checks.js";
import { closeEditor, connectToSandbox, startSandbox } from "./admin/sandbox.mjs";
import { serveBuiltEditor, webDir } from "./built-site-servers.mjs";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";

const out = resolve(process.argv[2] ?? "/tmp/casa-editor-phone");
mkdirSync(out, { recursive: true });
const buildDir = resolve(webDir, process.env.WEB_BUILD_DIR ?? "build");
if (!existsSync(join(buildDir, "editor", "admin", "index.html"))) {
  console.error(`No editor in ${buildDir}/editor: run \`pnpm --filter @casa/web build\` first.`);
  process.exit(1);
}
const PHONE = { width: 390, height: 844 };
/** The smallest box a finger hits reliably (WCAG 2.5.5, Apple's guidelines). */
const TOUCH = 44;
const failures = [];
const fail = (line) => {
  failures.push(line);
  console.log(`  ✗ ${line}`);
};

/**
 * A phone camera's photo: 4000 × 3000 as stored, turned upright by its EXIF orientation
 * (6: a portrait taken with the phone held upright), with a sensor's grain so that it
 * weighs what a camera's file does (about 6 MB). Made from a photo of the club.
 */
async function cameraPhoto() {
  const upright = await sharp(join(webDir, "images-src", "club", "voley-equipo.jpg"))
    .resize(3000, 4000, { fit: "cover" })
    .toBuffer();
  const grain = await sharp({
    create: { width: 3000, height: 4000, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 70 } },
  })
    .png()
    .toBuffer();
  const grainy = await sharp(upright)
    .composite([{ input: grain, blend: "soft-light" }])
    .toBuffer();
  return sharp(grainy).rotate(270).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
}

/**
 * What the phone shows now: the page's width, what is past the screen's edge, the top bar's
 * controls, the smallest text in a field, the hints not wholly on screen, and the English
 * left: texts and labels that are one of Decap's English phrases (not the Spanish it
 * registered), or a word of the messages Decap does not translate.
 */
function screenFacts(page) {
  return page.evaluate(() => {
    const visible = (element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== "hidden";
    };
    const fields = [
      ...document.querySelectorAll(
        "input:not([type=checkbox]):not([type=file]), textarea, select, [contenteditable=true]",
      ),
    ]
      .filter(visible)
      .map((element) => ({
        size: Number.parseFloat(getComputedStyle(element).fontSize),
        name: element.id || element.getAttribute("placeholder") || element.tagName.toLowerCase(),
      }))
      .sort((a, b) => a.size - b.size);
    const hints = [...document.querySelectorAll("[class*='-ControlHint']")].filter(visible);
    const offScreen = (element) => {
      const rect = element.getBoundingClientRect();
      return rect.left < 0 || rect.right > document.documentElement.clientWidth + 0.5;
    };

    const phrases = (value, path = []) =>
      typeof value === "string"
        ? [[path.join("."), value]]
        : Object.entries(value).flatMap(([key, inner]) => phrases(inner, [...path, key]));
    const spanish = new Map(phrases(window.CMS.getLocale("es")));
    const english = phrases(window.CMS.getLocale("en"))
      .filter(([key, value]) => spanish.get(key) !== value && /[A-Za-z]{3}/.test(value))
      .map(([, value]) => {
        const pattern = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/%\\\{\w+\\\}/g, ".*");
        return new RegExp(`^${pattern}$`, "s");
      });
    const untranslated = /\b(No options|Loading|Failed to|Select\.\.\.|Add |Filter by|Group by|Sort by)/;
    const texts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue.trim();
      if (text && node.parentElement && visible(node.parentElement)) texts.push(text);
    }
    for (const element of document.querySelectorAll("[aria-label], [title], [placeholder]")) {
      if (!visible(element)) continue;
      for (const name of ["aria-label", "title", "placeholder"]) {
        const text = element.getAttribute(name)?.trim();
        if (text) texts.push(`${text} (${element.tagName.toLowerCase()} ${name})`);
      }
    }
    const englishLeft = [...new Set(texts)].filter((text) => {
      const words = text.replace(/ \(\w+ [\w-]+\)$/, "");
      return untranslated.test(words) || english.some((pattern) => pattern.test(words));
    });
    const bar = document.querySelector("[class*='-EditorContainer'] > [class*='-ToolbarContainer']");
    const controls = [...(bar?.querySelectorAll("a, button, [role=button]") ?? [])]
      .filter((element) => visible(element) && !element.parentElement.closest("a, button, [role=button]"))
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const name = element.textContent.trim().replace(/\s+/g, " ").slice(0, 30);
        return {
          name,
          x: Math.round(x),
          y: Math.round(y),
          width: Math.round(width),
          height: Math.round(height),
        };
      });
    // Besides the page itself: a box that scrolls sideways, or something seen (a text, a
    // control, a picture) past the screen's edge. Not the notices, which slide in from the
    // side, nor the selects' texts for screen readers alone (clipped to 1 px).
    const describe = (element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} ${(element.className?.toString() ?? "").replace(/css-\w+-?/g, "").split(" ")[0]}`;
    const all = [...document.querySelectorAll("body *")].filter(visible);
    const sideways = all
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowX;
        return (
          (overflow === "auto" || overflow === "scroll") && element.scrollWidth > element.clientWidth + 1
        );
      })
      .map(describe);
    const seen = (element) =>
      !element.closest(".Toastify, [class*='-a11yText']") &&
      (element.children.length === 0 ||
        element.matches("a, button, input, textarea, select, img, svg, [role=button]"));
    const past = all
      .filter(seen)
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.right > document.documentElement.clientWidth + 1 || rect.left < -1;
      })
      .map(describe);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      sideways,
      past,
      controls,
      smallestFieldText: fields[0],
      hintsOffScreen: hints.filter(offScreen).map((hint) => hint.textContent.slice(0, 40)),
      englishLeft,
    };
  });
}

/** Prints what `screenFacts` found on the screen `name`, saves it as `<name>.png`, and notes what is off. */
async function measure(page, name, { toolbar = false } = {}) {
  const facts = await screenFacts(page);
  await page.screenshot({ path: join(out, `${name}.png`), fullPage: true });
  console.log(`${name}: page ${facts.scrollWidth} px wide (phone ${PHONE.width})`);
  if (facts.scrollWidth > PHONE.width) fail(`${name}: the page scrolls sideways (${facts.scrollWidth} px)`);
  if (facts.sideways.length) fail(`${name}: boxes scroll sideways: ${facts.sideways.join(", ")}`);
  if (facts.past.length) fail(`${name}: drawn past the screen's edge: ${facts.past.slice(0, 5).join(", ")}`);
  if (toolbar) {
    if (!facts.controls.some((control) => /^Publica(r|do)\b/.test(control.name)))
      fail(`${name}: no Publicar`);
    for (const box of facts.controls) {
      console.log(
        `  «${box.name}»: ${box.width} × ${box.height} at x ${box.x}…${box.x + box.width}, y ${box.y}`,
      );
      if (box.x < 0 || box.x + box.width > PHONE.width) fail(`${name}: «${box.name}» is off screen`);
      else if (box.width < TOUCH || box.height < TOUCH)
        fail(`${name}: «${box.name}» is under ${TOUCH} × ${TOUCH}`);
    }
  }
  const smallest = facts.smallestFieldText;
  if (smallest) {
    console.log(`  smallest text in a field: ${smallest.size} px (${smallest.name})`);
    if (smallest.size < 16) fail(`${name}: text in a field under 16 px (iOS zooms in)`);
  }
  if (facts.hintsOffScreen.length) fail(`${name}: hints off screen: ${facts.hintsOffScreen.join(" | ")}`);
  if (facts.englishLeft.length) fail(`${name}: English left: ${facts.englishLeft.join(" | ")}`);
  else console.log("  no English left");
}

/** A new entry of `collection` saved: Decap says so, moves to the entry's own address and shows it as published. */
async function saved(page, collection) {
  await page.getByText("Entrada guardada").waitFor();
  await page.waitForURL(new RegExp(`#/collections/${collection}/entries/`));
  await page.getByRole("button", { name: "Publicado" }).waitFor();
}

/** The files of a folder, by name, with their bytes: to see that nothing was written. */
const filesOf = (folder) =>
  existsSync(folder) ? readdirSync(folder).map((name) => [name, readFileSync(join(folder, name))]) : [];

// nginx serves the site too (its first server), which the check never opens: an empty folder will do.
const clientDir = join(buildDir, "client");
mkdirSync(clientDir, { recursive: true });
const editor = await serveBuiltEditor({
  buildDir,
  clientDir,
  editorPort: Number(process.env.ADMIN_PHONE_EDITOR_PORT ?? 4298),
  webPort: Number(process.env.ADMIN_PHONE_WEB_PORT ?? 4297),
  apiPort: Number(process.env.ADMIN_PHONE_API_PORT ?? 8897),
});
const editorOrigin = editor.origin;
const sandbox = await startSandbox();
// The club's activities as the repository has them, its teams among them (a result's "Equipo").
cpSync(join(webDir, "content", "actividades"), join(sandbox.content, "actividades"), { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [...CHROMIUM_FLAGS, "--lang=es-AR"],
});
let page;
try {
  const context = await browser.newContext({
    baseURL: editorOrigin,
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "es-AR",
    timezoneId: "America/Argentina/Buenos_Aires",
  });
  page = await context.newPage();
  page.on("dialog", (dialog) => dialog.accept().catch(() => {}));
  await connectToSandbox(page, sandbox.backend.url);
  page.setDefaultTimeout(15_000);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.getByText("Asamblea anual de socios").waitFor();
  await measure(page, "01-noticias");

  await page.getByRole("link", { name: "Crear una entrada de tipo Noticia" }).click();
  await page.getByLabel("Título").waitFor();
  await measure(page, "02-nueva-noticia", { toolbar: true });

  await page.getByLabel("Título").fill("Foto de celular");
  await page.getByLabel("Fecha", { exact: true }).fill(buenosAiresToday());
  await page.getByLabel("Categoría").fill("Vóley");
  await page.getByLabel("Resumen").fill("Una noticia con una foto sacada con el celular.");
  await page.locator("[data-slate-editor]").click();
  await page.keyboard.type("La foto sube achicada.");
  await page.getByRole("button", { name: "Elige una imagen" }).click();
  await page.getByText("Subir nuevo").waitFor();
  // Once the library has slid in.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
  await page.waitForTimeout(500);
  await measure(page, "03-fotos");
  const photo = await cameraPhoto();
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Subir nuevo").click();
  await (await chooser).setFiles({ name: "IMG_4032.JPG", mimeType: "image/jpeg", buffer: photo });
  await page.getByText("img_4032.jpg").waitFor();
  await page.getByRole("button", { name: "Confirmar selección" }).click();
  await page.locator(".ReactModal__Overlay").waitFor({ state: "detached" });
  await measure(page, "04-noticia-con-foto", { toolbar: true });
  await page.getByRole("button", { name: "Publicar" }).click();
  await page.getByText("Publicar ahora").click();
  await saved(page, "noticias");
  await measure(page, "05-publicada", { toolbar: true });
  const stored = join(sandbox.photos, "img_4032.jpg");
  const chosen = await sharp(photo).metadata();
  const kept = await sharp(stored).metadata();
  const size = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
  console.log(
    `photo: chosen ${chosen.width} × ${chosen.height} (EXIF orientation ${chosen.orientation}), ${size(photo.length)};` +
      ` in the repository ${kept.width} × ${kept.height} (orientation ${kept.orientation ?? "none"}), ${size(statSync(stored).size)}`,
  );
  if (Math.max(kept.width, kept.height) > 2000) fail("photo: not shrunk to 2000 px");
  if (kept.width > kept.height) fail("photo: saved on its side (the camera's rotation not applied)");

  // A new activity: the longest form, with lists ("Agregar foto") and selects.
  await page.getByRole("link", { name: /Escribiendo en la colección/ }).click();
  await page.getByRole("link", { name: "Actividades", exact: true }).first().click();
  await page.getByText("Tenis de Mesa", { exact: true }).waitFor();
  await measure(page, "06-actividades");
  await page.getByRole("link", { name: "Crear una entrada de tipo Actividad" }).click();
  await page.getByText("Nombre", { exact: true }).first().waitFor();
  await measure(page, "07-nueva-actividad", { toolbar: true });

  // A match result: refused in Spanish when impossible, with nothing written; saved when right.
  await page.getByRole("link", { name: /Escribiendo en la colección/ }).click();
  await page.getByRole("link", { name: "Resultados", exact: true }).first().click();
  await page.getByRole("link", { name: "Crear una entrada de tipo Resultado" }).click();
  const input = (name) => page.locator(`[id^="${name}-field"]`).first();
  const team = input("equipo");
  await team.click();
  // A team that is not there: the list says so.
  await page.keyboard.type("Hockey");
  await page.waitForTimeout(1500);
  await measure(page, "08-equipo-que-no-esta");
  await team.fill("");
  await page.keyboard.type("Vóley Primera");
  await page
    .getByRole("option", { name: /Vóley Primera/ })
    .first()
    .click();
  await input("rival").fill("Club Ciudad");
  await input("hora").fill("20:30");
  await input("condicion").click();
  await page.getByRole("option", { name: /^local$/i }).click();
  await input("competencia").click();
  await page.getByRole("option", { name: /^liga$/i }).click();
  await measure(page, "08-nuevo-resultado", { toolbar: true });
  // The report's formatting buttons: in one row, not a column beside the Markdown switch.
  const report = page
    .locator('[class*="-ControlContainer"]')
    .filter({ has: page.locator("[data-slate-editor]") });
  await report.scrollIntoViewIfNeeded();
  await report.screenshot({ path: join(out, "08-cronica.png") });
  const rows = new Set(
    await report
      .locator('[class*="-ToolbarContainer"] > :first-child button')
      .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top))),
  );
  console.log(`the report's formatting buttons: ${rows.size} row(s)`);
  if (rows.size !== 1) fail("the report's formatting buttons are not in one row");
  const results = join(sandbox.content, "resultados");
  const cases = [
    {
      why: "a date after today",
      fecha: buenosAiresToday(new Date(Date.now() + 2 * 86_400_000)),
      score: [3, 1],
    },
    { why: "a volleyball tie", fecha: buenosAiresToday(), score: [2, 2] },
    { why: "a volleyball winner of 4 sets", fecha: buenosAiresToday(), score: [4, 1] },
    { why: "sets listed that do not add up", fecha: buenosAiresToday(), score: [3, 1], sets: 3 },
  ];
  for (const [index, { why, fecha, score, sets = 0 }] of cases.entries()) {
    await input("fecha").fill(fecha);
    await input("tantos_casa").fill(String(score[0]));
    await input("tantos_rival").fill(String(score[1]));
    for (let added = await page.locator('[id^="casa-field"]').count(); added < sets; added++) {
      await page.getByRole("button", { name: /^Agregar set$/i }).click();
      await page.locator('[id^="casa-field"]').last().fill("25");
      await page.locator('[id^="rival-field"]').last().fill("20");
    }
    const before = filesOf(results);
    await page.getByRole("button", { name: "Publicar" }).click();
    await page.getByText("Publicar ahora").click();
    const notice = page.locator(".Toastify__toast").last();
    await notice.waitFor();
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== "running"),
    );
    const text = (await notice.textContent())?.trim();
    const where = await notice.boundingBox();
    await page.screenshot({ path: join(out, `09-resultado-rechazado-${index + 1}.png`) });
    console.log(
      `  the notice: ${Math.round(where.width)} × ${Math.round(where.height)} at x ${Math.round(where.x)}, y ${Math.round(where.y)}`,
    );
    if (
      where.x < 0 ||
      where.x + where.width > PHONE.width ||
      where.y < 0 ||
      where.y + where.height > PHONE.height
    ) {
      fail(`result with ${why}: the notice is off screen`);
    }
    const written = JSON.stringify(filesOf(results)) !== JSON.stringify(before);
    console.log(`result with ${why}: «${text}»${written ? " — WRITTEN" : ", nothing written"}`);
    if (written || !/^No se ha podido guardar la entrada: /.test(text ?? "")) {
      fail(`result with ${why}: not refused in Spanish with nothing written`);
    }
    await notice.waitFor({ state: "hidden", timeout: 15_000 });
  }
  // The last case with the sets that add up: saved.
  await page.getByRole("button", { name: /^Agregar set$/i }).click();
  await page.locator('[id^="casa-field"]').last().fill("20");
  await page.locator('[id^="rival-field"]').last().fill("25");
  await page.getByRole("button", { name: "Publicar" }).click();
  await page.getByText("Publicar ahora").click();
  await saved(page, "resultados");
  console.log(`result 3 a 1 in 4 sets: saved as ${readdirSync(results).join(", ")}`);
  await measure(page, "10-resultado-guardado", { toolbar: true });

  await closeEditor(page);
  await context.close();
} catch (error) {
  // A screen that cannot be used (a button under another) ends the walk: what it measured stands.
  fail(`stopped: ${String(error.message).split("\n")[0]} (the screen: stopped.png)`);
  await page?.screenshot({ path: join(out, "stopped.png") });
} finally {
  await browser.close();
  await sandbox.close();
  await editor.close();
}
console.log(failures.length ? `\n${failures.length} problem(s):\n${failures.join("\n")}` : "\nAll good.");
process.exitCode = failures.length ? 1 : 0;
