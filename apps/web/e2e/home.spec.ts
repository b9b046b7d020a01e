import { axeViolations } from "./support/axe.ts";
import { watchViolations } from "./support/csp.ts";
import {
  contactFormCounter,
  followInsideApp,
  holdRequests,
  waitForApp,
  waitForLiveContactForm,
} from "./support/page.ts";
import { publishedContent } from "./support/published.ts";
import { expect, type Locator, type Page, test } from "./support/test.ts";
import { swipe } from "./support/touch.ts";
import { watchErrors, watchLayoutShift } from "./support/watch.ts";

/**
 * The home page in a real browser: prerendered HTML, both carousels (timing with a
 * controlled clock, hover and focus pause, pause control, dots, swipe, wrap-around,
 * reduced motion), the contact form (every message, the WhatsApp hand-off, the reset),
 * the static sections, accessibility and third-party requests.
 */

/** The layout's first-visit flag (src/layout/welcome-gate.ts): these tests are not about the welcome modal. */
const WELCOME_SEEN_KEY = "casa:bienvenida-vista";

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => {
    try {
      window.localStorage.setItem(key, "visto en pruebas");
    } catch {
      // Storage refused: the modal shows, as it would for such a visitor.
    }
  }, WELCOME_SEEN_KEY);
});

const hero = (page: Page) => page.getByRole("region", { name: "Destacados" });
const activities = (page: Page) => page.getByRole("region", { name: "Actividades destacadas" });

/** Title of the slide a visitor sees (inactive slides are aria-hidden and inert). */
const currentTitle = (carousel: Locator) =>
  carousel.locator('[aria-roledescription="diapositiva"]:not([aria-hidden="true"])').locator("h2, h3");

/**
 * Open "/" with the page's clock stopped (Playwright's installed clock otherwise keeps
 * running in real time): timers fire only when a test runs the clock on.
 */
async function openHome(page: Page, time = new Date("2026-11-22T12:00:00-03:00")) {
  await page.clock.setSystemTime(time);
  await page.clock.pauseAt(new Date(time.getTime() + 1000));
  await page.goto("/");
  await waitForApp(page);
}

const HERO_TITLES = [
  "Básquet con historia",
  "Vóley en la Metropolitana",
  "Gimnasia Rítmica",
  "La pileta del club",
];
const ACTIVITY_TITLES = ["Colonia de Vacaciones", "Básquet", "Vóley", "Gimnasia Rítmica", "Pileta", "Judo"];

test.describe("prerendered home page", () => {
  test("the HTML already holds all eight sections, with the first slide of each carousel showing", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    for (const text of [
      "Club Atlético San Antonio de Padua",
      "Seguinos en Instagram",
      "Últimas novedades",
      "Próximos eventos",
      'id="club"',
      "años de historia",
      "Deportes y actividades",
      "Efecto Mariposa",
      "Viví el club",
      'id="asociate"',
      "$15.000",
      'id="contacto"',
      "Consulta General",
      "Lunes a viernes",
    ])
      expect(html, text).toContain(text);
    // Slide 1 visible, the others inert; only the first hero image is fetched eagerly and first.
    const slides = [...html.matchAll(/aria-roledescription="diapositiva"[^>]*>/g)].map((match) => match[0]);
    expect(slides).toHaveLength(HERO_TITLES.length + ACTIVITY_TITLES.length);
    expect(slides.filter((slide) => !slide.includes("inert"))).toHaveLength(2);
    const images = [...html.matchAll(/<img [^>]*>/g)]
      .map((match) => match[0])
      .filter((img) => img.includes("/images/"));
    const eager = images.filter((img) => !img.includes('loading="lazy"'));
    expect(eager).toHaveLength(1);
    expect(eager[0]).toContain("/images/club/basquet-equipo-midland-portada-mobile-");
    expect(eager[0]?.toLowerCase()).toContain('fetchpriority="high"');
    for (const img of images) expect(img).toMatch(/width="\d+" height="\d+"/);
    for (const img of images.slice(1)) expect(img).toContain('decoding="async"');
  });

  test("has one h1, the header's anchors and no layout shift while it loads and hydrates", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const layoutShift = await watchLayoutShift(page);
    await page.goto("/");
    await waitForApp(page);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("main h1")).toHaveCount(1);
    await expect(page.locator("main h1")).toHaveText("Club Atlético San Antonio de Padua");
    for (const id of ["club", "asociate", "contacto"])
      await expect(page.locator(`main #${id}`)).toHaveCount(1);
    expect(await layoutShift()).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });

  test("makes no request to another host until the visitor asks for the map", async ({ page }) => {
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname !== "127.0.0.1") foreign.push(request.url());
    });
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await page.goto("/");
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);

    await page.getByRole("button", { name: "Cargar mapa de la sede" }).click();
    await expect(page.getByTitle("Mapa de la sede")).toHaveAttribute(
      "src",
      /^https:\/\/www\.google\.com\/maps\?q=/,
    );
  });
});

test.describe("hero carousel", () => {
  // When the photos load, timed by the browser's own clock (support/test.ts).
  test.use({ testClock: false });
  test("only the first slide's photo comes with the page; the slides either side of it follow once it has loaded", async ({
    page,
  }) => {
    await page.goto("/");
    const slides = page.locator(".carousel--hero .carousel__slide");
    await expect(slides).toHaveCount(HERO_TITLES.length);
    const photoOf = (index: number) => slides.nth(index).locator("img");
    const fetched = (index: number) =>
      photoOf(index).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    // Before the load event only the first slide's photo was asked for: it has the connection to itself.
    const beforeLoad = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      return performance
        .getEntriesByType("resource")
        .filter((entry) => /-portada-(desktop|tablet|mobile)-\d+\./.test(entry.name))
        .filter((entry) => entry.startTime < (navigation?.loadEventStart ?? 0))
        .map((entry) => entry.name);
    });
    const first = await photoOf(0).evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(beforeLoad).toEqual([first]);
    // Then the next and the previous slides' photos, ready before their turn; the others still wait.
    const last = HERO_TITLES.length - 1;
    await expect.poll(() => fetched(1)).toBe(true);
    await expect.poll(() => fetched(last)).toBe(true);
    expect(await photoOf(2).evaluate((img: HTMLImageElement) => img.currentSrc)).toBe("");
  });

  test("advances every 5 seconds and wraps around to the first slide", async ({ page }) => {
    await openHome(page);
    await page.mouse.move(1300, 10);
    await expect(currentTitle(hero(page))).toHaveText(HERO_TITLES[0] as string);
    await page.clock.runFor(4900);
    await expect(currentTitle(hero(page))).toHaveText(HERO_TITLES[0] as string);
    for (const title of [...HERO_TITLES.slice(1), HERO_TITLES[0]]) {
      await page.clock.runFor(5000);
      await expect(currentTitle(hero(page))).toHaveText(title as string);
    }
  });

  test("stops while the mouse is over it and goes on when it leaves", async ({ page }) => {
    await openHome(page);
    await hero(page).getByRole("heading", { name: HERO_TITLES[0] }).hover();
    await page.clock.runFor(15000);
    await expect(currentTitle(hero(page))).toHaveText(HERO_TITLES[0] as string);
    await page.mouse.move(1300, 10);
    await page.clock.runFor(5000);
    await expect(currentTitle(hero(page))).toHaveText(HERO_TITLES[1] as string);
  });

  test("stops while the keyboard focus is inside it", async ({ page }) => {
    await openHome(page);
    await page.mouse.move(1300, 10);
    await hero(page).getByRole("button", { name: "Pausar" }).focus();
    await page.clock.runFor(15000);
    await expect(currentTitle(hero(page))).toHaveText(HERO_TITLES[0] as string);
    await page.locator("main").focus();
    await page.clock.runFor(5000);
    await expect(currentTitle(hero(page))).toHaveText(HERO_TITLES[1] as string);
  });

  test("moves with the previous and next buttons, wrapping at both ends, and with its dots", async ({
    page,
  }) => {
    await openHome(page);
    const carousel = hero(page);
    await carousel.getByRole("button", { name: "Diapositiva anterior" }).click();
    await expect(currentTitle(carousel)).toHaveText(HERO_TITLES[3] as string);
    await expect(carousel.getByRole("button", { name: "Ir a la diapositiva 4" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await carousel.getByRole("button", { name: "Diapositiva siguiente" }).click();
    await expect(currentTitle(carousel)).toHaveText(HERO_TITLES[0] as string);
    await carousel.getByRole("button", { name: "Ir a la diapositiva 3" }).click();
    await expect(currentTitle(carousel)).toHaveText(HERO_TITLES[2] as string);
    // The hidden slides' links cannot be reached: only the current slide's button is in the page's tab order.
    await expect(carousel.getByRole("link", { name: /Seguinos en Instagram/ })).toHaveCount(1);
  });

  test("stops with Pausar and goes on with Reanudar", async ({ page }) => {
    await openHome(page);
    const toggle = hero(page).getByRole("button", { name: "Pausar" });
    await toggle.click();
    await page.mouse.move(1300, 10);
    await page.locator("main").focus();
    await page.clock.runFor(20000);
    await expect(currentTitle(hero(page))).toHaveText(HERO_TITLES[0] as string);
    await hero(page).getByRole("button", { name: "Reanudar" }).click();
    await page.clock.runFor(5000);
    await expect(currentTitle(hero(page))).toHaveText(HERO_TITLES[1] as string);
  });
});

test.describe("activities carousel", () => {
  test("advances every 5 seconds through its six slides and back to the first", async ({ page }) => {
    await openHome(page);
    await page.mouse.move(1300, 10);
    // Keep the hero out of the way: only the activities carousel is under test.
    await hero(page).getByRole("button", { name: "Pausar" }).click();
    await page.locator("main").focus();
    await activities(page).scrollIntoViewIfNeeded();
    await page.mouse.move(1300, 10);
    for (const title of [...ACTIVITY_TITLES.slice(1), ACTIVITY_TITLES[0]]) {
      await page.clock.runFor(5000);
      await expect(currentTitle(activities(page))).toHaveText(title as string);
    }
  });

  test("wraps with its buttons, jumps with its dots, and has a pause control", async ({ page }) => {
    await openHome(page);
    const carousel = activities(page);
    await carousel.getByRole("button", { name: "Diapositiva anterior" }).click();
    await expect(currentTitle(carousel)).toHaveText("Judo");
    await expect(carousel.getByRole("link", { name: "Ver judo" })).toHaveAttribute(
      "href",
      "/artes-marciales/judo",
    );
    await carousel.getByRole("button", { name: "Diapositiva siguiente" }).click();
    await expect(currentTitle(carousel)).toHaveText("Colonia de Vacaciones");
    await carousel.getByRole("button", { name: "Ir a la diapositiva 3" }).click();
    await expect(currentTitle(carousel)).toHaveText("Vóley");
    await expect(
      carousel.locator('[aria-roledescription="diapositiva"]:not([aria-hidden="true"]) li'),
    ).toHaveCount(4);

    await carousel.getByRole("button", { name: "Pausar" }).click();
    await page.mouse.move(1300, 10);
    await page.locator("main").focus();
    await page.clock.runFor(20000);
    await expect(currentTitle(carousel)).toHaveText("Vóley");
  });
});

test.describe("carousels under reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("neither carousel moves on its own; the visitor can still move them or opt in", async ({ page }) => {
    await openHome(page);
    await page.mouse.move(1300, 10);
    await expect(hero(page).getByRole("button", { name: "Reanudar" })).toBeVisible();
    await expect(activities(page).getByRole("button", { name: "Reanudar" })).toBeAttached();
    await page.clock.runFor(30000);
    await expect(currentTitle(hero(page))).toHaveText(HERO_TITLES[0] as string);
    await expect(currentTitle(activities(page))).toHaveText(ACTIVITY_TITLES[0] as string);
    await hero(page).getByRole("button", { name: "Diapositiva siguiente" }).click();
    await expect(currentTitle(hero(page))).toHaveText(HERO_TITLES[1] as string);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** A real finger gesture (Chrome DevTools touch events) across the carousel's slides. */
  /**
   * The track's box once it stays put for 100 ms: sections above it may still be taking
   * their real height after a scroll (the page's clock is paused, so this waits in real time).
   */
  async function settledBox(carousel: Locator) {
    const track = carousel.locator(".carousel__track");
    let box = await track.boundingBox();
    for (let check = 0; check < 50; check++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const next = await track.boundingBox();
      if (box && next && next.x === box.x && next.y === box.y) return next;
      box = next;
    }
    throw new Error("the carousel kept moving for 5 s");
  }

  async function swipeAcross(page: Page, carousel: Locator, dx: number) {
    const box = await settledBox(carousel);
    const y = box.y + Math.min(box.height / 2, 200);
    const x = box.x + box.width / 2 - dx / 2;
    await swipe(page, { from: [x, y], to: [x + dx, y] });
  }

  test("a swipe past 50 px changes the hero slide: left is next, right is previous", async ({ page }) => {
    await openHome(page);
    await swipeAcross(page, hero(page), -120);
    await expect(currentTitle(hero(page))).toHaveText(HERO_TITLES[1] as string);
    await swipeAcross(page, hero(page), 120);
    await expect(currentTitle(hero(page))).toHaveText(HERO_TITLES[0] as string);
    await swipeAcross(page, hero(page), 120);
    await expect(currentTitle(hero(page))).toHaveText(HERO_TITLES[3] as string);
    await swipeAcross(page, hero(page), -40);
    await expect(currentTitle(hero(page))).toHaveText(HERO_TITLES[3] as string);
    // Right after a flick: the first tap counts (Chrome would take it to stop a fling).
    await hero(page).getByRole("button", { name: "Pausar" }).tap();
    await expect(hero(page).getByRole("button", { name: "Reanudar" })).toBeVisible();
  });

  test("a swipe works on the activities carousel too, and a tap does not pause it for good", async ({
    page,
  }) => {
    await openHome(page);
    await hero(page).getByRole("button", { name: "Pausar" }).tap();
    await activities(page).scrollIntoViewIfNeeded();
    await swipeAcross(page, activities(page), -120);
    await expect(currentTitle(activities(page))).toHaveText(ACTIVITY_TITLES[1] as string);
    await page.clock.runFor(5000);
    await expect(currentTitle(activities(page))).toHaveText(ACTIVITY_TITLES[2] as string);
  });

  test("the page has no axe violations and nothing wider than the screen", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, { reveal: true })).toEqual([]);
  });
});

test.describe("contact form", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Envianos tu consulta" });
  const status = (page: Page) => form(page).getByRole("alert");

  /** The form's code comes when the visitor nears it; the tests type once it is there (typing before is a unit test's case). */
  async function openForm(page: Page) {
    await page.goto("/#contacto");
    await form(page).scrollIntoViewIfNeeded();
    await waitForLiveContactForm(form(page));
  }

  test("asks for the required fields, in an inline alert and never a browser dialog", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openForm(page);
    await form(page).getByLabel("Email").fill("ana@example.com");
    await form(page).getByRole("button", { name: "Enviar por WhatsApp" }).click();
    await expect(status(page)).toHaveText("Por favor, complete todos los campos obligatorios.");
    await expect(form(page).getByLabel("Nombre")).toBeFocused();
    await expect(form(page).getByLabel("Nombre")).toHaveAttribute("aria-invalid", "true");
    expect(dialogs).toEqual([]);
  });

  test("asks for a valid email", async ({ page }) => {
    await openForm(page);
    await form(page).getByLabel("Nombre").fill("Ana");
    await form(page).getByLabel("Email").fill("ana@ejemplo");
    await form(page).getByLabel("Mensaje").fill("Hola");
    await form(page).getByRole("button", { name: "Enviar por WhatsApp" }).click();
    await expect(status(page)).toHaveText("Por favor, ingrese un email válido.");
    await expect(form(page).getByLabel("Email")).toBeFocused();
  });

  test("counts the message and stops it at 1000 characters", async ({ page }) => {
    await openForm(page);
    const message = form(page).getByLabel("Mensaje");
    await message.fill("Hola club");
    await expect(form(page).getByText("9/1000")).toBeVisible();
    await message.fill("x".repeat(1005));
    await expect(message).toHaveValue("x".repeat(1000));
    await expect(form(page).getByText("1000/1000")).toBeVisible();
  });

  test("opens the club's WhatsApp chat in a new tab with the encoded text, then confirms and resets", async ({
    page,
    context,
  }) => {
    // The chat is intercepted and answered here: nothing leaves the machine.
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>WhatsApp (simulado)</title>" }),
    );
    await openForm(page);
    await form(page).getByLabel("Nombre").fill("José Núñez");
    await form(page).getByLabel("Email").fill("jose@example.com");
    await form(page).getByLabel("Asunto").selectOption("inscripcion");
    await form(page).getByLabel("Mensaje").fill("¿Hay cupo en vóley & básquet? #2027 🏐\nGracias");

    const [chat] = await Promise.all([
      context.waitForEvent("page"),
      form(page).getByRole("button", { name: "Enviar por WhatsApp" }).click(),
    ]);
    await expect(status(page)).toHaveText("¡Formulario enviado! Se abrirá WhatsApp para enviar tu mensaje.");
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    const url = new URL(chat.url());
    // The club's WhatsApp (the default of VITE_CLUB_WHATSAPP).
    expect(url.origin + url.pathname).toBe("https://wa.me/5491135781105");
    expect(url.searchParams.get("text")).toBe(
      [
        "*Nuevo contacto desde el sitio web*",
        "",
        "*Nombre:* José Núñez",
        "*Email:* jose@example.com",
        "*Teléfono:* No especificado",
        "*Asunto:* Inscripción a Actividades",
        "*Mensaje:*",
        "¿Hay cupo en vóley & básquet? #2027 🏐\nGracias",
      ].join("\n"),
    );
    // A new tab without a way back to the site (noopener).
    expect(await chat.evaluate(() => window.opener)).toBeNull();
    // Should a browser block that tab, the same chat is one click away. The link's address
    // is the club's chat without the text (analytics report a clicked link's whole address:
    // analytics-privacy.spec.ts); the click opens the chat with it.
    const link = form(page).getByRole("link", { name: "¿No se abrió? Abrí WhatsApp desde acá" });
    await expect(link).toHaveAttribute("href", "https://wa.me/5491135781105");
    const [again] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await again.waitForURL(chat.url());
    expect(await again.evaluate(() => window.opener)).toBeNull();

    for (const label of ["Nombre", "Email", "Teléfono (opcional)", "Mensaje"])
      await expect(form(page).getByLabel(label)).toHaveValue("");
    await expect(form(page).getByLabel("Asunto")).toHaveValue("consulta");
    await expect(form(page).getByText("0/1000")).toBeVisible();
  });

  // On a slow phone the form is on screen seconds before its code: a submit then must not
  // send the fields anywhere of ours (an address in history and server logs) nor be lost.
  for (const [whose, held] of [
    ["the page's", "**/assets/*.js"],
    ["the form's", "**/assets/contact-form-*.js"],
  ] as const) {
    test(`sent before ${whose} code is live, hands off to WhatsApp once it is, with the data in no request to the site`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.route("https://wa.me/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>WhatsApp (simulado)</title>" }),
      );
      const typed = {
        Nombre: "Ana Testigo",
        Email: "ana.testigo@club.com.ar",
        "Teléfono (opcional)": "11 5555-0101",
        Mensaje: "Consulta enviada antes de tiempo",
      };
      const leaks = (text: string) => {
        const plain = decodeURIComponent(text.replace(/\+/g, " "));
        return Object.values(typed).some((value) => plain.includes(value));
      };
      const site = new URL(baseURL ?? "").origin;
      const toSite: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).origin === site)
          toSite.push(`${request.method()} ${request.url()} ${request.postData() ?? ""}`);
      });
      // React's replay of early submits is an inline script: the page's policy must allow it.
      const violations = await watchViolations(page);
      const release = await holdRequests(page, held);
      await page.goto("/#contacto");
      if (whose === "the form's") await waitForApp(page);
      await form(page).scrollIntoViewIfNeeded();

      for (const [label, value] of Object.entries(typed)) await form(page).getByLabel(label).fill(value);
      await form(page).getByLabel("Asunto").selectOption("socio");
      await form(page).getByRole("button", { name: "Enviar por WhatsApp" }).click();
      // Still this page, and still the visitor's text, while the code is on its way.
      await expect(page).toHaveURL(/\/#contacto$/);
      for (const [label, value] of Object.entries(typed))
        await expect(form(page).getByLabel(label)).toHaveValue(value);
      // Not live yet: the counter of a live form would count the message.
      await expect(contactFormCounter(form(page))).toHaveText(/^0\//);

      const chat = context.waitForEvent("page");
      release();
      const tab = await chat;
      await tab.waitForURL(/^https:\/\/wa\.me\//);
      expect(new URL(tab.url()).searchParams.get("text")).toBe(
        [
          "*Nuevo contacto desde el sitio web*",
          "",
          "*Nombre:* Ana Testigo",
          "*Email:* ana.testigo@club.com.ar",
          "*Teléfono:* 11 5555-0101",
          "*Asunto:* Información sobre Membresía",
          "*Mensaje:*",
          "Consulta enviada antes de tiempo",
        ].join("\n"),
      );
      await expect(status(page)).toHaveText(
        "¡Formulario enviado! Se abrirá WhatsApp para enviar tu mensaje.",
      );
      await expect(form(page).getByLabel("Nombre")).toHaveValue("");
      await expect(form(page).getByLabel("Asunto")).toHaveValue("consulta");
      expect(page.url()).toMatch(/\/#contacto$/);
      expect(toSite.filter(leaks)).toEqual([]);
      expect(violations).toEqual([]);
    });
  }

  test("has no axe violations, with an error showing too", async ({ page }) => {
    await openForm(page);
    await form(page).getByRole("button", { name: "Enviar por WhatsApp" }).click();
    await expect(status(page)).not.toBeEmpty();
    expect(await axeViolations(page, { reveal: true })).toEqual([]);
  });
});

test.describe("static sections and history", () => {
  // A news card's "Leer más" opening its page inside the app: content-files.spec.ts
  // (test content; the club's folder publishes no news yet).

  test("reached by a client-side navigation, the page renders every section and its carousels work", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/historia");
    await waitForApp(page);
    await followInsideApp(
      page,
      page.locator("header").getByRole("link", { name: "Inicio", exact: true }),
      "/",
    );
    await expect(page.getByRole("heading", { name: "Últimas novedades" })).toBeVisible();
    await expect(currentTitle(hero(page))).toHaveText(HERO_TITLES[0] as string);
    await hero(page).getByRole("button", { name: "Ir a la diapositiva 2" }).click();
    await expect(currentTitle(hero(page))).toHaveText(HERO_TITLES[1] as string);
    await expect(currentTitle(activities(page))).toHaveText(ACTIVITY_TITLES[0] as string);
    await expect(page.getByRole("heading", { name: "Próximos eventos" })).toBeAttached();
    await expect(page.locator("#club")).toContainText("12 de diciembre de 1926");
    await expect(page.locator("#contacto")).toContainText("Lunes a viernes: 9:00 a 21:00");
    await expect(page.locator("#asociate")).toContainText("$15.000");
    await expect(page.getByRole("link", { name: /^Aikido/ })).toHaveAttribute(
      "href",
      "/artes-marciales/aikido",
    );
    await expect(page.getByRole("link", { name: /^Básquet/ }).first()).toHaveAttribute("href", /\/basquet/);
    expect(errors).toEqual([]);
  });

  test("years of history follow the visitor's date in Buenos Aires: 100 from 12 December 2026", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    const stat = page.locator("#club li").filter({ hasText: "años de historia" }).locator("strong");

    await openHome(page, new Date("2026-12-11T23:50:00-03:00"));
    await expect(stat).toHaveText("99");
    // Midnight in Buenos Aires, whatever the build's date: the figure changes alone,
    // without the code of the home's static parts (which a first visit never needs).
    await page.clock.setSystemTime(new Date("2026-12-12T00:05:00-03:00"));
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await page.reload();
    await waitForApp(page);
    await expect(stat).toHaveText("100");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((url) => url.includes("/static-parts"))).toEqual([]);
    await expect(page.locator("#club")).toContainText("12 de diciembre de 1926");

    // The history page counts the same way.
    await page.goto("/historia");
    const hero = page
      .locator(".page-hero .stat-list__item")
      .filter({ hasText: "años de historia" })
      .locator("dd");
    await expect(hero).toHaveText("100");
    await page.clock.setSystemTime(new Date("2026-12-11T12:00:00-03:00"));
    await page.reload();
    await expect(hero).toHaveText("99");
    expect(errors).toEqual([]);
  });

  test("Próximos eventos shows what the club announces, or a line and its Instagram: never an empty frame", async ({
    page,
  }) => {
    const { events } = await publishedContent();
    await page.goto("/");
    const section = page.locator("#inicio-eventos");
    await expect(section.getByRole("heading", { name: "Próximos eventos" })).toBeVisible();
    const none = section.getByText("Todavía no hay eventos anunciados.");
    if (events.length > 0) {
      await expect(section.getByRole("heading", { level: 3 }).first()).toHaveText(events[0]?.title ?? "");
      return;
    }
    await expect(none).toBeVisible();
    await expect(section.getByRole("list")).toHaveCount(0);
    await expect(
      section.getByRole("link", { name: /Enterate de las próximas fechas en nuestro Instagram/ }),
    ).toHaveAttribute("href", "https://www.instagram.com/casadepadua");
  });

  test("the membership section shows the fees, the discounts and the portal links", async ({ page }) => {
    await page.goto("/#asociate");
    const section = page.locator("#asociate");
    await expect(section).toContainText("$15.000");
    await expect(section).toContainText("por mes");
    for (const text of [
      "3 integrantes: 10%",
      "4 integrantes: 15%",
      "5 o más integrantes: 20%",
      "en efectivo",
    ])
      await expect(section).toContainText(text);
    for (const name of [/^Asociarse/, /^Portal de Socios/]) {
      const link = section.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("the page has no axe violations on a desktop", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    expect(await axeViolations(page, { reveal: true })).toEqual([]);
  });
});

test("with no published result (the club's folder as shipped), no page has a results section: never an empty frame", async ({
  page,
}) => {
  expect((await publishedContent()).results).toEqual([]);
  await page.goto("/");
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.getByRole("region", { name: "Resultados", exact: true })).toHaveCount(0);
  for (const path of ["/basquet/federal", "/voley/primera", "/basquet/metropolitano"]) {
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page.getByRole("region", { name: "Últimos resultados" })).toHaveCount(0);
  }
  expect((await page.request.get("/resultados")).status()).toBe(404);
});
