import {
  type Collected,
  type Collector,
  routeOffMachineTo,
  startCollector,
} from "./support/analytics-collector.ts";
import { ANALYTICS_SITE, startAnalyticsSite, TEST_FIREBASE } from "./support/analytics-site.ts";
import { watchViolations } from "./support/csp.ts";
import { contactFormCounter, waitForApp } from "./support/page.ts";
import { expect, test } from "./support/test.ts";
import { skipWelcome } from "./support/welcome.ts";

/**
 * With analytics on (docs/product.md#site-wide, rule 10), Google never hears what a
 * visitor writes to the club. The site is built with a made-up Firebase config
 * (support/analytics-site.ts); every request that leaves the browser goes to a stand-in
 * for Google that records it (support/analytics-collector.ts), and Google's tag is a
 * stand-in that sends what the real one would, enhanced measurement included
 * (support/gtag-stand-in.js). A visitor fills in the contact form, opens the WhatsApp
 * chat it prepares (by the submit, then by the link under the confirmation) and visits
 * two more pages: Google hears of each page, of the form's use and of the link, never
 * of the name, email, phone or message, nor of the chat's text.
 */
test.use({ baseURL: ANALYTICS_SITE });

let site: Awaited<ReturnType<typeof startAnalyticsSite>>;
let collector: Collector;

test.beforeAll(async () => {
  // A whole production build on a shared 2-core machine.
  test.setTimeout(240_000);
  [collector, site] = await Promise.all([startCollector(TEST_FIREBASE), startAnalyticsSite()]);
});
test.afterAll(async () => {
  await site?.close();
  await collector?.close();
});

/** What the visitor writes: values found nowhere else, so any trace of them is theirs. */
const VISITOR = {
  name: "Eufrasia Quintanilla Zubieta",
  email: "eufrasia.quintanilla@correo-privado.example",
  phone: "11 6123-4587",
  message: "Quiero anotar a mi hija Perpetua en vóley; vivimos en Calle Inventada 1234",
};

/** One event as Google Analytics 4 receives it: the query's shared fields and the body's event fields. */
type Hit = Record<string, string>;

const isCollect = (request: Collected) => new URL(request.url).pathname.endsWith("/g/collect");

function hits(requests: readonly Collected[]): Hit[] {
  return requests.filter(isCollect).flatMap((request) => {
    const shared = Object.fromEntries(new URL(request.url).searchParams);
    const lines = request.body.split("\n").filter((line) => line !== "");
    return (lines.length > 0 ? lines : [""]).map((line) => ({
      ...shared,
      ...Object.fromEntries(new URLSearchParams(line)),
    }));
  });
}

/** Paths of the page views Google received, in order. */
const pageViews = () =>
  hits(collector.requests)
    .filter((hit) => hit.en === "page_view")
    .map((hit) => new URL(hit.dl ?? "").pathname);

const eventNames = () => hits(collector.requests).map((hit) => hit.en);

/** Percent-escapes decoded wherever they are valid (a stray `%` does not stop the rest). */
const decodePercent = (text: string) =>
  text.replace(/(%[0-9a-f]{2})+/gi, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      return escapes;
    }
  });

/**
 * Every way `text` can be read: as sent, with form and URL encoding undone (again and
 * again, for an address inside a parameter), and with JSON's `\u00f3` escapes undone.
 */
function readings(text: string): string[] {
  const found = [text];
  let current = text;
  for (;;) {
    const next = decodePercent(current.replace(/\+/g, " "));
    if (next === current) break;
    found.push(next);
    current = next;
  }
  return [
    ...found,
    ...found.map((reading) =>
      reading.replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    ),
  ];
}

/** Letters and digits only, lower case and without accents: "Eufrasia Q." and "eufrasia+q" read alike. */
const loose = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/** Which of `needles` a request carries anywhere (address, headers, body), read every way. */
function carried(request: Collected, needles: Record<string, string>): string[] {
  const sent = [request.url, JSON.stringify(request.headers), request.body].flatMap(readings).map(loose);
  const where = `${request.method} ${request.url}${request.body ? ` with body ${request.body}` : ""}`;
  return Object.entries(needles)
    .filter(([, needle]) => sent.some((text) => text.includes(loose(needle))))
    .map(([what]) => `${what} in ${where}`);
}

test("Google hears of the pages and of the contact form's use, never of what the visitor wrote nor the chat's text", async ({
  page,
  context,
}) => {
  // The SDK's start, on an idle page after load, and the stand-in's requests: waited for, never timed.
  test.setTimeout(90_000);
  const waitForGoogle = { timeout: 30_000 };
  await skipWelcome(context);
  const violations = await watchViolations(page);
  await routeOffMachineTo(context, collector);
  // The chat itself is answered here: WhatsApp is the visitor's own choice of recipient.
  const chats: string[] = [];
  await context.route("https://wa.me/**", (route) => {
    if (route.request().isNavigationRequest()) chats.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<title>WhatsApp (simulado)</title>" });
  });

  await page.goto("/");
  await waitForApp(page);
  // Analytics are on before the visitor writes: the worst case, everything they do is seen.
  await expect.poll(pageViews, waitForGoogle).toContain("/");

  const form = page.locator(".contact-form");
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel("Nombre").fill(VISITOR.name);
  await form.getByLabel("Email").fill(VISITOR.email);
  await form.getByLabel("Teléfono (opcional)").fill(VISITOR.phone);
  await form.getByLabel("Asunto").selectOption("inscripcion");
  await form.getByLabel("Mensaje").fill(VISITOR.message);
  // Sent once the form's code is live (it comes as the visitor nears the form): a live
  // form counts the message, also what was typed before it came.
  await expect(contactFormCounter(form)).toHaveText(new RegExp(`^${VISITOR.message.length}/`));
  const [chat] = await Promise.all([
    context.waitForEvent("page"),
    form.getByRole("button", { name: "Enviar por WhatsApp" }).click(),
  ]);
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  // The link under the confirmation, for a visitor whose browser blocked that tab.
  const [again] = await Promise.all([
    context.waitForEvent("page"),
    form.getByRole("link", { name: "¿No se abrió? Abrí WhatsApp desde acá" }).click(),
  ]);
  await again.waitForURL(/^https:\/\/wa\.me\//);

  await page.locator("footer").getByRole("link", { name: "Historia" }).click();
  await expect(page).toHaveURL(/\/historia$/);
  await page.locator("footer").getByRole("link", { name: "Instalaciones" }).click();
  await expect(page).toHaveURL(/\/instalaciones$/);

  // Analytics were on and Google heard of all of it: each page, the form's use, the link.
  await expect
    .poll(pageViews, waitForGoogle)
    .toEqual(expect.arrayContaining(["/historia", "/instalaciones"]));
  await expect
    .poll(eventNames, waitForGoogle)
    .toEqual(expect.arrayContaining(["form_start", "form_submit", "click"]));
  const sent = (host: string, path: string) =>
    collector.requests.some((request) => {
      const url = new URL(request.url);
      return url.hostname === host && url.pathname.endsWith(path);
    });
  expect(sent("firebaseinstallations.googleapis.com", "/installations")).toBe(true);
  expect(sent("firebase.googleapis.com", "/webConfig")).toBe(true);
  expect(sent("www.googletagmanager.com", "/gtag/js")).toBe(true);
  expect(new Set(hits(collector.requests).map((hit) => hit.tid))).toEqual(
    new Set([TEST_FIREBASE.measurementId]),
  );
  const outbound = hits(collector.requests).filter((hit) => hit.en === "click");
  expect(outbound.map((hit) => hit["ep.link_domain"])).toEqual(["wa.me"]);

  // The chats did carry what the visitor wrote: the needles below are the right ones.
  expect(chats).toHaveLength(2);
  const chatText = new URL(chats[0] ?? "").searchParams.get("text") ?? "";
  for (const value of Object.values(VISITOR)) expect(chatText).toContain(value);

  const needles = {
    ...VISITOR,
    "phone's digits": VISITOR.phone.replace(/\D/g, ""),
    "message's start": VISITOR.message.slice(0, 24),
    "chat's text": chatText,
    "chat's address": chats[0] ?? "",
  };
  expect(collector.requests.flatMap((request) => carried(request, needles))).toEqual([]);
  expect(violations).toEqual([]);
});
