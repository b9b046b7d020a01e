import { watchViolations } from "./support/csp.ts";
import { EDITOR_ORIGIN, SITE_ORIGIN } from "./support/origins.ts";
import { expect, type Page, test } from "./support/test.ts";

/**
 * The editor (Decap CMS) on an origin of its own, as nginx serves it (deploy/serve-nginx.sh):
 * the site's /admin leads there, and what the editor keeps in its browser storage (after a
 * GitHub login, the editor's token, scope public_repo or repo) is out of reach of every
 * public page's scripts, Google's tag included when analytics is on. The editor's own
 * headers: headers.spec.ts; its collections: admin*.spec.ts.
 */

/** Where Decap keeps the logged-in editor, token included (decap-cms-core's AuthStore). */
const DECAP_USER_KEY = "decap-cms-user";

/** Public pages a visitor opens, whose scripts must not reach the editor's storage. */
const PUBLIC_PAGES = ["/", "/novedades"];

/** The editor's page, as Decap shows it (it adds its own `#/` route). */
const EDITOR_PAGE = new RegExp(`^${EDITOR_ORIGIN.replaceAll(".", "\\.")}/admin/(#/)?$`);

/** The page's origin's localStorage, as any script of that page reads it. */
function storageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...window.localStorage }));
}

test.describe("the editor's own origin", () => {
  test("the site's /admin, /admin/ and anything under it lead to the editor's page on its origin", async ({
    request,
  }) => {
    for (const path of ["/admin", "/admin/", "/admin/config.yml", "/admin/decap-cms.js"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location, path).toBe(`${EDITOR_ORIGIN}/admin/`);
    }
  });

  test("a staff member who types the site's /admin gets the editor, on its origin, with the club's logo, started under its policy with no violation at GitHub's login", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.goto("/admin");
    await expect(page).toHaveURL(EDITOR_PAGE);
    await expect(page.getByRole("button", { name: "Iniciar sesión con GitHub" })).toBeVisible();
    // The logo and the tab's icon are the editor's own copies: the site's are on another origin.
    const logo = page.locator('img[src="/admin/logo.svg"]');
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const icon = await page.request.get(`${EDITOR_ORIGIN}/admin/favicon.svg`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(violations).toEqual([]);
  });
});

test.describe("what the editor keeps in the browser", () => {
  test.use({ baseURL: EDITOR_ORIGIN });

  // An editor's login kept on the editor's origin, and no public page having it: admin.spec.ts,
  // in a session of the editor with its local backend (Decap's load is most of a test's time).

  test("a GitHub token in the editor's storage cannot be read by a public page's script", async ({
    page: editor,
    context,
  }) => {
    // What Decap stores once the login relay hands it the editor's token.
    const token = "gho_PruebaDeTokenDelEditor0123456789abcd";
    const user = JSON.stringify({ token, backendName: "github", login: "editora", name: "Editora" });
    // Stored from a page of the editor's origin: a file of the editor's that does not start
    // Decap (Decap's own load is no part of what is checked here, and the most of its time).
    await editor.goto("/admin/decap-cms.js.LICENSE.txt");
    await editor.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
      key: DECAP_USER_KEY,
      value: user,
    });

    // Any page of the editor's origin reads it (so the reading below can find it): here
    // another such file, since Decap would try the made-up token on GitHub and, refused,
    // forget it…
    const sameOrigin = await context.newPage();
    await sameOrigin.goto("/admin/decap-cms.js.LICENSE.txt");
    expect((await storageOf(sameOrigin))[DECAP_USER_KEY]).toBe(user);
    await sameOrigin.close();

    // …and no page of the site does: not in its own storage,
    const visitor = await context.newPage();
    for (const path of PUBLIC_PAGES) {
      await visitor.goto(`${SITE_ORIGIN}${path}`);
      const stored = await storageOf(visitor);
      expect(stored[DECAP_USER_KEY], path).toBeUndefined();
      expect(JSON.stringify(stored), path).not.toContain(token);
    }
    // nor through a window of the editor it opens itself: the browser refuses the read.
    const [opened] = await Promise.all([
      visitor.waitForEvent("popup"),
      visitor.evaluate((url) => {
        (window as unknown as { editor: Window | null }).editor = window.open(url);
      }, `${EDITOR_ORIGIN}/admin/`),
    ]);
    // On the editor's page as soon as its document is there: the browser decides by origin,
    // without waiting for Decap to start.
    await opened.waitForURL(EDITOR_PAGE, { waitUntil: "commit" });
    expect(new URL(opened.url()).origin).not.toBe(new URL(visitor.url()).origin);
    const read = await visitor.evaluate((key) => {
      const other = (window as unknown as { editor: Window }).editor;
      try {
        return `read: ${other.localStorage.getItem(key)}`;
      } catch (error) {
        return (error as Error).name;
      }
    }, DECAP_USER_KEY);
    expect(read).toBe("SecurityError");
    await opened.close();
    await visitor.close();
  });
});
