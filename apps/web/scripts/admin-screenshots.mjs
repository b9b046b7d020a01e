#!/usr/bin/env node
// The screenshots of the staff guide (docs/editar-el-sitio.md), taken from the editor as it
// ships: the built editor on its own origin, as nginx serves it (deploy/serve-nginx.sh, with
// the editor's policy) and, once logged in, the local backend on a throwaway copy of sample
// content (scripts/admin/sandbox.mjs), so the repository's content is never touched. Then
// the results as the site shows them, on a build of the browser tests' made-up content
// (scripts/content-fixtures.mjs) into a folder of its own, deleted at the end. Run after a
// build:
//   pnpm --filter @casa/web build && node apps/web/scripts/admin-screenshots.mjs [folder]
// Writes PNGs into docs/editar-el-sitio/ (or the folder given): at 1280×800, and a phone's
// 390×844 for the results (40–46). Settings: WEB_BUILD_DIR (build), ADMIN_SHOTS_EDITOR_PORT
// (4198; the site, which the editor's shots do not use, on ADMIN_SHOTS_WEB_PORT, 4197, its
// /api on ADMIN_SHOTS_API_PORT, 8797, never started; the results' site on
// ADMIN_SHOTS_RESULTS_PORT, 4199), CHROME_PATH (/usr/bin/chromium). The date fields read
// dd/mm/aaaa only in a Chromium with its Spanish locale (Debian's chromium-l10n): without
// it, mm/dd/yyyy.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { TEST_NOW, TEST_TODAY } from "@casa/shared/test-clock";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { WELCOME_SEEN_KEY } from "../src/layout/welcome-gate.ts";
import { closeEditor, connectToSandbox, startSandbox } from "./admin/sandbox.mjs";
import { buildWithContent } from "./build-with-content.mjs";
import { serveBuiltEditor, start, stop, waitForUrl, webDir } from "./built-site-servers.mjs";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";
import { writeFixtureContent } from "./content-fixtures.mjs";

const out = process.argv[2] ?? join(webDir, "..", "..", "docs", "editar-el-sitio");
/** A real photo of the club, uploaded as an editor would. */
const PHOTO = join(webDir, "images-src", "club", "voley-equipo.jpg");
/** The club's photo of a basketball match, for the result posted from a phone. */
const MATCH_PHOTO = join(webDir, "images-src", "club", "basquet-partido.jpg");
/** A phone's screen, as the staff guide's results section shows it. */
const PHONE = { width: 390, height: 844 };

mkdirSync(out, { recursive: true });
const buildDir = process.env.WEB_BUILD_DIR ?? "build";
if (!existsSync(join(webDir, buildDir, "editor", "admin", "index.html"))) {
  console.error(`No editor in apps/web/${buildDir}/editor: run \`pnpm --filter @casa/web build\` first.`);
  process.exit(1);
}
const editor = await serveBuiltEditor({
  buildDir,
  clientDir: join(buildDir, "client"),
  editorPort: Number(process.env.ADMIN_SHOTS_EDITOR_PORT ?? 4198),
  webPort: Number(process.env.ADMIN_SHOTS_WEB_PORT ?? 4197),
  apiPort: Number(process.env.ADMIN_SHOTS_API_PORT ?? 8797),
});
const editorOrigin = editor.origin;
const sandbox = await startSandbox();
// The club's activities as the repository has them, for the Actividades list: a copy.
cpSync(join(webDir, "content", "actividades"), join(sandbox.content, "actividades"), { recursive: true });
// The home's and the history's files as the repository has them (shots 30–31).
for (const file of ["portada.yml", "historia.yml"]) {
  cpSync(join(webDir, "content", file), join(sandbox.content, file));
}
// Results already posted, for the Resultados list (shot 40): made-up rivals, in the sandbox only.
mkdirSync(join(sandbox.content, "resultados"));
for (const [team, rival, day, time, where, club, other] of [
  ["basquet-federal", "Club Social de Muestra", "2026-11-14", "21:00", "visitante", 70, 75],
  ["voley-primera", "Atlético de Muestra", "2026-11-15", "18:00", "local", 3, 1],
  ["basquet-metropolitano", "Sociedad de Fomento de Muestra", "2026-11-15", "11:00", "local", 66, 61],
]) {
  writeFileSync(
    join(
      sandbox.content,
      "resultados",
      `${day}-${team}-${rival.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replaceAll(" ", "-")}.md`,
    ),
    `---\nequipo: ${team}\nrival: ${rival}\nfecha: ${day}\nhora: "${time}"\ncondicion: ${where}\n` +
      `competencia: liga\ntantos_casa: ${club}\ntantos_rival: ${other}\npublicado: true\n---\n`,
  );
}
// Spanish (Argentina) as the browser's own language too (on Linux Chromium takes it from
// LANG): the date fields read dd/mm/aaaa where its Spanish locale is installed.
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [...CHROMIUM_FLAGS, "--lang=es-AR"],
  env: { ...process.env, LANG: "es_AR.UTF-8" },
});

/**
 * Saves the window (or its part `clip`) as `name`.png, as a palette PNG (a fifth of the
 * size, the same to the eye), once Decap's fades (a focused field's label, a menu) are
 * over. Decap writes its "new" buttons with a full-width plus (＋), which no font of this
 * machine has: it is drawn as the plain plus a staff member's computer shows.
 */
async function shot(page, name, clip = undefined) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeValue?.includes("\uFF0B")) node.nodeValue = node.nodeValue.replaceAll("\uFF0B", "+");
    }
  });
  const file = join(out, `${name}.png`);
  const png = await page.screenshot({ clip });
  const info = await sharp(png).png({ palette: true, quality: 95, compressionLevel: 9 }).toFile(file);
  console.log(`${file} (${Math.round(info.size / 1024)} KB)`);
}

/**
 * Scrolls the editor's form so that the field labelled `label` is near the top of the
 * window, below Decap's bar (the form scrolls inside its own box, not the page).
 */
async function scrollToField(page, label) {
  await page
    .locator("label", { hasText: label })
    .first()
    .evaluate((element) => {
      let box = element.parentElement;
      while (box && box.scrollHeight <= box.clientHeight) box = box.parentElement;
      const scroller = box ?? document.scrollingElement;
      scroller.scrollTop += element.getBoundingClientRect().top - 90;
    });
}

/**
 * A result posted from a phone (shots 40–44), as a coach does from the court: the list of
 * Resultados, the new result's top, its score, its photo with its description, and the
 * "Publicar" menu; then published, as the guide says, and saved. The browser's clock on
 * the tests' Sunday, for the editor's "not after today" check (and its "Ahora").
 */
async function resultFromPhone() {
  const context = await browser.newContext({
    baseURL: editorOrigin,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: "es-AR",
    timezoneId: "America/Argentina/Buenos_Aires",
  });
  await context.clock.install({ time: TEST_NOW });
  const page = await context.newPage();
  page.on("dialog", (dialog) => dialog.accept().catch(() => {}));
  await connectToSandbox(page, sandbox.backend.url);
  // The uploaded photo, shown from where the next build puts it (see the news' photo above).
  await page.route("**/images/resultados/basquet-partido.jpg", (route) =>
    route.fulfill({ contentType: "image/jpeg", body: readFileSync(MATCH_PHOTO) }),
  );
  await page.goto("/admin/#/collections/resultados");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.getByText("Atlético de Muestra").waitFor();
  // On a phone the collections come first and the list under them: scrolled down to it, as
  // a finger does (a finger leaves no pointer over a link, as the login's click did).
  await page.mouse.move(PHONE.width - 1, PHONE.height - 1);
  await page
    .getByRole("heading", { name: "Resultados", exact: true })
    .evaluate((heading) => heading.scrollIntoView());
  await shot(page, "40-resultados");

  await page.getByRole("link", { name: "Crear una entrada de tipo Resultado" }).click();
  const input = (name) => page.locator(`[id^="${name}-field"]`).first();
  // The team as the guide says: a part of its name typed, then picked from the list.
  await input("equipo").click();
  await page.keyboard.type("federal");
  await page.getByRole("option", { name: "Básquet Federal" }).click();
  await input("rival").fill("Club de Ejemplo");
  await input("fecha").fill("2026-11-21");
  await input("hora").fill("20:30");
  await scrollToField(page, "Equipo");
  await shot(page, "41-resultado-nuevo");

  await input("tantos_casa").fill("84");
  await input("tantos_rival").fill("79");
  await scrollToField(page, "Local o visitante");
  await shot(page, "42-resultado-tanteador");

  await page.getByRole("button", { name: "Elige una imagen" }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Subir").click();
  await (await chooser).setFiles(MATCH_PHOTO);
  await page.getByText("basquet-partido.jpg").waitFor();
  await page.getByRole("button", { name: "Confirmar selección" }).click();
  await input("texto_alternativo").fill("Un jugador de CASA tira al aro ante un rival");
  await page.locator("[data-slate-editor]").click();
  await page.keyboard.type("Lo ganamos en el último cuarto, con la tribuna llena.");
  await page.locator("img[src*='/images/resultados/']").first().waitFor();
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await scrollToField(page, "Foto");
  await shot(page, "43-resultado-foto");

  await scrollToField(page, "Equipo");
  await page.getByRole("button", { name: "Publicar" }).click();
  await page.getByText("Publicar ahora").waitFor();
  await shot(page, "44-resultado-publicar");
  await page.getByText("Publicar ahora").click();
  await page.getByText("Entrada guardada").waitFor();
  await page.waitForURL(/#\/collections\/resultados\/entries\/2026-11-21-basquet-federal-club-de-ejemplo$/);
  await closeEditor(page);
  await context.close();
}

/**
 * The results as the site shows them on a phone (shots 45–46), on a build of the browser
 * tests' made-up results ("Rival de Prueba …") at the tests' day: a team's "Últimos
 * resultados" and the home's "Resultados" of the last weekend.
 */
async function resultsOnTheSite() {
  const { dir } = writeFixtureContent({ today: TEST_TODAY });
  const siteBuild = "build-guide-results";
  const siteOrigin = `http://127.0.0.1:${Number(process.env.ADMIN_SHOTS_RESULTS_PORT ?? 4199)}`;
  let site;
  try {
    await buildWithContent({ contentDir: dir, buildDir: siteBuild, env: { SITE_TODAY: TEST_TODAY } });
    site = start(
      "bash",
      [
        "deploy/serve-nginx.sh",
        siteOrigin.slice("http://".length),
        `http://127.0.0.1:${Number(process.env.ADMIN_SHOTS_API_PORT ?? 8797)}`,
        join(siteBuild, "client"),
      ],
      {},
      "nginx (results)",
    );
    await waitForUrl(`${siteOrigin}/`, site);
    const context = await browser.newContext({
      baseURL: siteOrigin,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale: "es-AR",
      timezoneId: "America/Argentina/Buenos_Aires",
    });
    await context.clock.install({ time: TEST_NOW });
    await context.addInitScript((key) => window.localStorage.setItem(key, "1"), WELCOME_SEEN_KEY);
    const page = await context.newPage();
    for (const [path, region, name] of [
      ["/basquet/federal", "Últimos resultados", "45-sitio-ultimos-resultados"],
      ["/", "Resultados", "46-sitio-portada-resultados"],
    ]) {
      await page.goto(path);
      const section = page.getByRole("region", { name: region, exact: true });
      // The site's header sticks to the top of the screen: left at the page's top instead,
      // out of the picture.
      await page.locator(".site-header").evaluate((header) => {
        header.style.position = "static";
      });
      // A screen as tall as the section needs (a phone scrolls through it), cropped to it.
      const { height } = await section.boundingBox();
      await page.setViewportSize({
        width: PHONE.width,
        height: Math.max(PHONE.height, Math.ceil(height) + 100),
      });
      await section.evaluate((element) => element.scrollIntoView({ block: "center" }));
      // Its pictures drawn (lazy ones load once scrolled to).
      await section.evaluate((element) =>
        Promise.all([...element.querySelectorAll("img")].map((image) => image.decode().catch(() => {}))),
      );
      // A section inset from the screen's edges keeps the page's margin above and below too.
      const box = await section.boundingBox();
      const margin = box.x > 0 ? 12 : 0;
      await shot(page, name, {
        x: 0,
        y: box.y - margin,
        width: PHONE.width,
        height: box.height + 2 * margin,
      });
      await page.setViewportSize(PHONE);
    }
    await context.close();
  } finally {
    if (site) await stop(site);
    rmSync(join(webDir, siteBuild), { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  const context = await browser.newContext({
    baseURL: editorOrigin,
    viewport: { width: 1280, height: 800 },
    locale: "es-AR",
    timezoneId: "America/Argentina/Buenos_Aires",
  });
  const page = await context.newPage();

  // The login as the staff meet it on the site: with GitHub.
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Iniciar sesión con GitHub" }).waitFor();
  // The club's shield above the button, once drawn.
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete && image.naturalWidth > 0),
  );
  await shot(page, "01-iniciar-sesion");

  // From here on, the sandbox: its sample news. The built site has no /images/noticias/
  // photo yet (the next build makes it): the photo being uploaded is shown there, as the
  // editor shows it when it reads photos from the repository on GitHub.
  await connectToSandbox(page, sandbox.backend.url);
  await page.route("**/images/noticias/voley-equipo.jpg", (route) =>
    route.fulfill({ contentType: "image/jpeg", body: readFileSync(PHOTO) }),
  );
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.getByText("Asamblea anual de socios").waitFor();
  await shot(page, "02-colecciones");

  // A news item, filled in.
  await page.getByRole("link", { name: "Crear una entrada de tipo Noticia" }).click();
  await page.getByLabel("Título").fill("¡Campeonas del torneo de vóley!");
  await page.getByLabel("Fecha", { exact: true }).fill("2026-12-01");
  await page.getByLabel("Categoría").fill("Vóley");
  await page.getByLabel("Ícono de la tarjeta").click();
  await page.getByRole("option", { name: "Trofeo" }).click();
  await page.getByLabel("Resumen").fill("Las chicas de Primera ganaron la final 3 a 1. ¡Vamos CASA!");
  await scrollToField(page, "Título");
  await shot(page, "03-noticia");

  await page.getByRole("button", { name: "Elige una imagen" }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Subir").click();
  await (await chooser).setFiles(PHOTO);
  await page.getByText("voley-equipo.jpg").waitFor();
  await page.locator("img[src^='blob:']").first().waitFor();
  await shot(page, "04-subir-foto");
  await page.getByRole("button", { name: "Confirmar selección" }).click();
  await page
    .getByLabel("Qué se ve en la foto")
    .fill("El equipo de vóley festeja con la copa en la cancha del club");
  await page.locator("[data-slate-editor]").click();
  await page.keyboard.type("La final se jugó en el gimnasio del club, lleno de gente.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Gracias a todos los que vinieron a alentar.");
  await page.locator("img[src*='/images/noticias/']").first().waitFor();
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await scrollToField(page, "Foto");
  await shot(page, "05-noticia-foto-y-texto");

  await scrollToField(page, "Título");
  await page.getByRole("button", { name: "Publicar" }).click();
  await page.getByText("Publicar ahora").waitFor();
  await shot(page, "06-publicar");
  await page.getByText("Publicar ahora").click();
  await page.getByText("Entrada guardada").waitFor();
  await shot(page, "07-publicada");
  // The notice goes by itself: the next pictures are of other, unsaved, entries.
  await page.getByText("Entrada guardada").waitFor({ state: "hidden" });

  // An event, from the collections as an editor goes there.
  await page.getByRole("link", { name: /Escribiendo en la colección/ }).click();
  await page.getByRole("link", { name: "Eventos", exact: true }).click();
  await page.getByRole("link", { name: "Crear una entrada de tipo Evento" }).click();
  await page.getByLabel("Título").fill("Cena de fin de año");
  await page.getByLabel("Fecha", { exact: true }).fill("2026-12-19");
  await page.getByLabel("Hora de inicio").fill("21:00");
  await page.getByLabel("Lugar").fill("Salón del club");
  await page.getByLabel("Descripción").fill("Con música en vivo. Reservá tu lugar en la secretaría.");
  await scrollToField(page, "Título");
  await shot(page, "08-evento");

  // The fee: the one file of Valores, once its values are in. The sample event is left
  // unsaved: Decap asks whether to leave it, and the answer is yes.
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("link", { name: /Escribiendo en la colección/ }).click();
  await page.getByRole("link", { name: "Valores", exact: true }).click();
  await page.getByText("Cuota social y descuentos").click();
  await page.getByLabel("Nombre").and(page.locator("[value='Socio individual']")).waitFor();
  await page.getByLabel("Precio en pesos").fill("16500");
  await scrollToField(page, "Cuota social");
  await shot(page, "09-valores");

  // The activities: the list with the club's own (copied into the sandbox, read only
  // here), then a new one, its top and its timetable with the days picked from the list.
  // Numbered apart (20–22) from the shots of the club's pages.
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("link", { name: /Escribiendo en la colección/ }).click();
  await page.getByRole("link", { name: "Actividades", exact: true }).first().click();
  await page.getByText("Tenis de Mesa", { exact: true }).waitFor();
  await shot(page, "20-actividades");

  await page.getByRole("link", { name: "Crear una entrada de tipo Actividad" }).click();
  const field = (label) => page.getByLabel(new RegExp(`^${label}( \\(opcional\\))?$`));
  const choose = async (label, option) => {
    await field(label).last().click();
    await page.getByRole("option", { name: option, exact: true }).click();
  };
  await field("Nombre").fill("Básquet Femenino");
  await choose("Menú", "Deportes");
  await choose("Submenú", "Básquet");
  await field("Resumen").fill("El equipo femenino de básquet del club, para jugadoras desde los 14 años.");
  await field("Para quién").first().fill("Jugadoras desde los 14 años");
  await field("Dónde").fill("El gimnasio del club");
  await field("Profes").fill("Prof. Laura Gómez");
  await scrollToField(page, "Nombre");
  await shot(page, "21-actividad");

  await page.getByRole("button", { name: /^Agregar tabla de horarios$/i }).click();
  await field("Título de la tabla").fill("Entrenamientos");
  for (const row of [
    { group: "Primera femenina", days: ["Lunes", "Jueves"], hours: "20:00 a 21:30" },
    { group: "Escuelita", days: ["Sábado"], hours: "10:00 a 12:00" },
  ]) {
    await page.getByRole("button", { name: /^Agregar fila$/i }).click();
    await field("Para quién").last().fill(row.group);
    for (const day of row.days) await choose("Días", day);
    await field("Horario").last().fill(row.hours);
  }
  // The first row whole, its days' list open as an editor sees it while picking.
  await scrollToField(page, "Título de la tabla");
  await field("Días").first().click();
  await page.getByRole("option", { name: "Domingo", exact: true }).waitFor();
  await shot(page, "22-actividad-horarios");
  await page.keyboard.press("Escape");

  // The site's own words (numbered 30–33): a slide of the home, a milestone of the history,
  // a link of the menus, a section of an activity's page. Decap shows lists and groups
  // folded: the arrow beside a title opens it.
  const unfold = (title) =>
    page.getByText(title, { exact: true }).first().locator("xpath=..").getByRole("button").first().click();
  // Leaving an entry unsaved: Decap asks whether to, and the answer is yes (once per leave).
  page.on("dialog", (dialog) => dialog.accept().catch(() => {}));
  const openFile = async (collection, file) => {
    await page.getByRole("link", { name: /Escribiendo en la colección/ }).click();
    await page.getByRole("link", { name: collection, exact: true }).first().click();
    await page.getByText(file, { exact: true }).click();
  };
  // The club's photos as the repository holds them (the editor shows them from there).
  await page.route("**/images/club/*", (route) =>
    route.fulfill({
      body: readFileSync(join(webDir, "images-src", new URL(route.request().url()).pathname.slice(8))),
    }),
  );
  await openFile("Páginas", "Portada");
  await unfold("Básquet con historia");
  await scrollToField(page, "Carrusel principal");
  await shot(page, "30-portada-carrusel");

  await openFile("Páginas", "Historia");
  await page.getByRole("button", { name: /^Agregar momento$/i }).click();
  const year = page.getByLabel("Año o década").last();
  await year.fill("2027");
  const milestone = year.locator("xpath=ancestor::*[.//textarea][1]");
  await milestone.getByLabel("Título", { exact: true }).fill("Un nuevo siglo en el barrio");
  await milestone.getByLabel("Texto", { exact: true }).fill("Empieza el segundo siglo del club.");
  await scrollToField(page, "Año o década");
  await shot(page, "31-historia-momento");

  await openFile("Menús y pie", "Menús y pie de página");
  await unfold("El Club");
  await unfold("Quiénes somos (/#club)");
  await scrollToField(page, "Enlaces del menú");
  await shot(page, "32-menus");

  await page.getByRole("link", { name: /Escribiendo en la colección/ }).click();
  await page.getByRole("link", { name: "Actividades", exact: true }).first().click();
  await page.getByText("Judo", { exact: true }).click();
  await unfold("Secciones propias de la página");
  await unfold("Sección de horarios");
  await scrollToField(page, "Sección de horarios");
  await shot(page, "33-actividad-secciones");

  await closeEditor(page);
  await context.close();

  await resultFromPhone();
  await resultsOnTheSite();
} finally {
  await browser.close();
  await sandbox.close();
  await editor.close();
}
