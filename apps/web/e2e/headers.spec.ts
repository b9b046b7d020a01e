import { loadEnv } from "vite";
import { parse } from "yaml";
import {
  ADMIN_HEADERS,
  CACHE_CONTROL,
  CONTENT_SECURITY_POLICY,
  EMBED_ORIGINS,
} from "../deploy/site-headers.mjs";
import { ENV_DIR } from "../scripts/project-env.mjs";
import { watchViolations } from "./support/csp.ts";
import { EDITOR_ORIGIN, SITE_ORIGIN } from "./support/origins.ts";
import { waitForApp } from "./support/page.ts";
import { publishedContent } from "./support/published.ts";
import { REDIRECTS } from "./support/route-table.ts";
import { expect, test } from "./support/test.ts";
import { skipWelcome } from "./support/welcome.ts";

/**
 * The served site's headers (deploy/site-headers.mjs) on the preview server, and the
 * site working under its Content-Security-Policy: moving between pages, loading each
 * click-to-load embed, and refusing what the policy does not list.
 */

/** The embeds the club has published, as the build under test read them. */
const { embeds } = await publishedContent();

const SECURITY = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};

test.describe("headers of the served site", () => {
  test("pages carry the security headers and are always revalidated", async ({ request }) => {
    for (const path of ["/", "/historia", "/voley/tira-a"]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers).toMatchObject({ ...SECURITY, "cache-control": CACHE_CONTROL.revalidate });
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers).not.toHaveProperty("x-powered-by");
    }
  });

  test("each page's HTML names its inline scripts by hash before any script", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const policy = /<meta http-equiv="Content-Security-Policy" content="(script-src 'self'[^"]*)"/.exec(html);
    expect(policy?.[1]).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<script"));
  });

  test("hashed assets are cached for a year, other public files briefly", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "";
    const script = await request.get(asset);
    expect(script.status()).toBe(200);
    expect(script.headers()).toMatchObject({ ...SECURITY, "cache-control": CACHE_CONTROL.hashed });
    const logo = await request.get("/logo.svg");
    expect(logo.headers()).toMatchObject({ ...SECURITY, "cache-control": CACHE_CONTROL.short });
    expect((await request.get("/sw.js")).headers()["cache-control"]).toBe(CACHE_CONTROL.revalidate);
  });

  test("the 404 page and the redirects carry the same headers", async ({ request }) => {
    const missing = await request.get("/no-existe-esta-pagina");
    expect(missing.status()).toBe(404);
    expect(missing.headers()).toMatchObject({ ...SECURITY, "cache-control": CACHE_CONTROL.revalidate });
    const [from, to] = Object.entries(REDIRECTS)[0] ?? [];
    const redirect = await request.get(from ?? "", { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()).toMatchObject({ ...SECURITY, location: to });
  });
});

test.describe("headers of the editor, at /admin/ of its own origin", () => {
  test.use({ baseURL: EDITOR_ORIGIN });
  const EDITOR = {
    "content-security-policy": ADMIN_HEADERS["Content-Security-Policy"],
    "x-robots-tag": "noindex, nofollow",
    "x-content-type-options": "nosniff",
    "cache-control": CACHE_CONTROL.revalidate,
  };

  test("/admin/ has its own policy, is never indexed, sends no opener policy; /admin and / lead there", async ({
    request,
  }) => {
    const response = await request.get("/admin/");
    expect(response.status()).toBe(200);
    expect(response.headers()).toMatchObject(EDITOR);
    // The GitHub login popup hands the token back through window.opener.
    expect(response.headers()).not.toHaveProperty("cross-origin-opener-policy");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    // Decap from the site itself, between the editor's own scripts: nothing from a CDN, nothing inline.
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script src="/admin/manual-init.js">',
      '<script src="/admin/decap-cms.js">',
      '<script src="/admin/drop-empty-fields.js">',
      '<script src="/admin/spanish.js">',
      '<script src="/admin/init.js">',
      '<script type="module" src="/admin/shrink-photos.js">',
      '<script type="module" src="/admin/check-results.js">',
    ]);
    const { "cache-control": _, ...policy } = EDITOR;
    for (const path of ["/admin", "/"]) {
      const bare = await request.get(path, { maxRedirects: 0 });
      expect(bare.status(), path).toBe(301);
      expect(bare.headers(), path).toMatchObject({ ...policy, location: "/admin/" });
    }
    // The editor's origin serves the editor and nothing else: not the site's pages.
    expect((await request.get("/historia", { maxRedirects: 0 })).status()).toBe(404);
  });

  test("the site's /admin leads to the editor's origin with the site's headers, never serving the editor", async ({
    request,
  }) => {
    for (const path of ["/admin", "/admin/", "/admin/decap-cms.js"]) {
      const response = await request.get(`${SITE_ORIGIN}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers(), path).toMatchObject({ ...SECURITY, location: `${EDITOR_ORIGIN}/admin/` });
    }
  });

  test("Decap's files and config.yml come with the editor's headers and their own types", async ({
    request,
  }) => {
    const script = await request.get("/admin/decap-cms.js");
    expect(script.status()).toBe(200);
    expect(script.headers()).toMatchObject(EDITOR);
    expect(script.headers()["content-type"]).toMatch(/javascript/);
    const config = await request.get("/admin/config.yml");
    expect(config.headers()).toMatchObject({
      ...EDITOR,
      "content-type": expect.stringMatching(/^text\/yaml/),
    });
    const { backend, local_backend } = parse(await config.text());
    expect(backend).toMatchObject({ name: "github", branch: "main", auth_endpoint: "api/admin/auth" });
    // The login goes through the relay of the editor's own origin, which its page names
    // (admin/init.js): the file names no other.
    expect(backend.base_url).toBeUndefined();
    // GitHub is asked for public repositories only, unless the build's settings say private.
    const { VITE_ADMIN_REPO_PRIVATE } = loadEnv("production", ENV_DIR, "VITE_");
    expect(backend.auth_scope).toBe(VITE_ADMIN_REPO_PRIVATE === "true" ? "repo" : "public_repo");
    // The built site's editor never looks for a local backend: its policy would refuse it.
    expect(local_backend).toBeUndefined();
  });

  // The editor starting under its policy with no violation, at GitHub's login:
  // admin-origin.spec.ts, opened from the site's /admin as the staff do (one load of Decap's
  // 5 MB script for both).
});

test.describe("pages under the Content-Security-Policy", () => {
  // Every page of the route table hydrating with no violation: every-route.spec.ts.

  test("the 404 page hydrates with no violation", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/no-existe-esta-pagina");
    await waitForApp(page);
    await expect(page.locator("main h1")).toHaveText("Página no encontrada");
    expect(violations).toEqual([]);
  });

  test("moving between pages inside the site raises no violation", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/historia");
    await waitForApp(page);
    await page.locator("header.site-header a[href='/']").first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#contacto")).toBeAttached();
    expect(violations).toEqual([]);
  });

  // Each embed, once its button is pressed, loads a frame from a third party: the policy
  // must let exactly those frames in. The third parties answer with a stand-in page here.
  // An embed the club has not published yet (content/embebidos.yml) is a line and a link:
  // no button, nothing framed. Its frames, once published: content-files.spec.ts too.
  for (const [path, published] of [
    ["/", true],
    ["/valores-y-dias", Boolean(embeds.valoresYDias)],
    ["/marca", Boolean(embeds.marca)],
    ["/historia", Boolean(embeds.historia)],
  ] as const) {
    test(`${path}: loading its embed raises no violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      await skipWelcome(page);
      const framed: string[] = [];
      await page.route(
        (url) => url.hostname !== "127.0.0.1",
        (route) => {
          framed.push(new URL(route.request().url()).origin);
          return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>embed</title>" });
        },
      );
      await page.goto(path);
      await waitForApp(page);
      const load = page.getByRole("button", { name: /^Cargar / });
      if (!published) {
        await expect(page.locator("main .fallback-line")).toBeVisible();
        await expect(load).toHaveCount(0);
        expect(framed).toEqual([]);
        expect(violations).toEqual([]);
        return;
      }
      await load.first().scrollIntoViewIfNeeded();
      // Home's map button comes to life when the visitor scrolls near it (its code loads
      // then), and a press before that does nothing, as it would for a visitor: press it
      // until the map comes. (Waiting for the network to go quiet was not enough: the
      // observer that starts the load may fire after it.)
      await expect(async () => {
        await load.first().click();
        await expect(page.locator("iframe.embed__frame")).toHaveCount(1, { timeout: 1000 });
      }).toPass();
      await expect.poll(() => framed.length).toBeGreaterThan(0);
      expect(EMBED_ORIGINS).toEqual(expect.arrayContaining(framed));
      expect(violations).toEqual([]);
    });
  }

  test("a frame from a site the policy does not list is refused (the check can fail)", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/historia");
    await waitForApp(page);
    await page.evaluate(() => {
      const frame = document.createElement("iframe");
      frame.src = "https://example.com/";
      document.body.append(frame);
    });
    await expect.poll(() => violations.join("\n")).toMatch(/frame-src/);
  });

  test("an injected inline script does not run", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/historia");
    await waitForApp(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      return "__injected" in window;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.join("\n")).toMatch(/script-src/);
  });
});
