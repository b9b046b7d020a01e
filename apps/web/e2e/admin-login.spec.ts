import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseDocument } from "yaml";
import {
  FAKE_TOKEN,
  type FakeOAuthProvider,
  startFakeOAuthProvider,
} from "../../api/src/testing/fake-oauth-provider.ts";
import { type Started, start, stop, waitForUrl, webDir } from "../scripts/built-site-servers.mjs";
import { expect, type Page, type Route, test } from "./support/test.ts";

/**
 * The editor's GitHub login, whole, in the browser: the editor (Decap CMS) on its own
 * origin opens its login popup on that same origin's /api/admin/auth (nginx → the league
 * service's relay), which sends it to GitHub (here a stand-in on 127.0.0.1 that checks
 * PKCE: apps/api/src/testing/fake-oauth-provider.ts); GitHub sends it back to the
 * editor's /api/admin/callback, whose page hands the token to the editor's window. Then
 * Decap, logged in, asks GitHub's API (faked with context.route) who the editor is and
 * whether they may push. And a script of a public page, trying what an attacker's would,
 * gets no token: the public site has no route to the relay.
 *
 * Its own league service (with the relay on, OAUTH_EDITOR_ORIGIN the editor's origin) and
 * its own nginx pair, on ports of its own: the suite's service runs without the relay.
 * The relay's every refusal and failure: apps/api/src/editor-login/routes.test.ts; the
 * editor's storage out of a public page's reach: admin-origin.spec.ts.
 */

const BASE_PORT = Number(process.env.E2E_WEB_PORT ?? 4173);
/** The public site (its /api proxied to this test's service) and the editor, beside the suite's. */
const SITE = `http://127.0.0.1:${BASE_PORT + 15}`;
const EDITOR = `http://127.0.0.1:${BASE_PORT + 16}`;
// Not +17: with the default 4173 that is 4190, a port fetch() and browsers refuse (sieve).
const API = `http://127.0.0.1:${BASE_PORT + 14}`;
const BUILD_DIR = process.env.WEB_BUILD_DIR ?? "build";
const EDITOR_ROOT = join(webDir, BUILD_DIR, "editor");

const CLIENT_ID = "Ov23liPruebaDelEditor";
const CLIENT_SECRET = "s3cr3t-de-la-prueba-del-editor-0123456789";
const CALLBACK = `${EDITOR}/api/admin/callback`;
/** Where Decap keeps the logged-in editor, token included (decap-cms-core's AuthStore). */
const DECAP_USER_KEY = "decap-cms-user";
const EDITOR_ACCOUNT = { login: "editora-de-prueba", id: 1001, name: "Editora de Prueba", avatar_url: "" };

const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

/** The repository and scope the built editor logs in for (its config.yml, as built). */
function builtEditor(): { repo: string; scope: string } {
  const config = parseDocument(readFileSync(join(EDITOR_ROOT, "admin", "config.yml"), "utf8"));
  return {
    repo: String(config.getIn(["backend", "repo"])),
    scope: String(config.getIn(["backend", "auth_scope"])),
  };
}

/**
 * GitHub's REST API as Decap asks it once it has a token: who the editor is, and whether
 * they may push to the repository (they may). Anything else does not exist: Decap takes a
 * folder GitHub does not find as an empty one. Answers carry the CORS header GitHub's do;
 * Playwright answers the preflights itself.
 */
function fakeGitHubApi(repo: string, asked: Array<{ path: string; authorization: string }>) {
  return async (route: Route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    asked.push({ path: pathname, authorization: (await request.allHeaders()).authorization ?? "" });
    const answer = (status: number, body: unknown) =>
      route.fulfill({
        status,
        contentType: "application/json; charset=utf-8",
        headers: { "access-control-allow-origin": "*" },
        body: JSON.stringify(body),
      });
    if (pathname === "/user") return answer(200, EDITOR_ACCOUNT);
    if (pathname === `/repos/${repo}`) {
      return answer(200, {
        full_name: repo,
        owner: { login: repo.split("/")[0] },
        default_branch: "main",
        permissions: { admin: false, push: true, pull: true },
      });
    }
    return answer(404, { message: "Not Found" });
  };
}

/** The page's origin's storage, as any script of that page reads it. */
function storageOf(page: Page): Promise<{ local: Record<string, string>; session: Record<string, string> }> {
  return page.evaluate(() => ({ local: { ...window.localStorage }, session: { ...window.sessionStorage } }));
}

/** An address without its query (which carries the code and the state). */
const place = (address: string) => {
  const url = new URL(address);
  return `${url.origin}${url.pathname}`;
};

/**
 * What a script of a public page (a compromised dependency, an XSS, a tag) would try for
 * the editor's token, the attack of issue #45: it opens the login popup itself on `relay`
 * (for a staff member logged in to GitHub who authorised the app before, GitHub answers
 * at once), poses as the editor's window (a synthetic `authorizing:github` event with the
 * editor's origin and itself as the source, which only a window of the popup's own origin
 * can dispatch there) and a real one too, and keeps every message meant for it, its own
 * `postMessage` replaced to catch what the popup hands over. Returns what it caught.
 */
async function attack({ relay, editor }: { relay: string; editor: string }): Promise<string[]> {
  const caught: string[] = [];
  window.postMessage = (message: unknown) => caught.push(String(message));
  window.addEventListener("message", (event) => caught.push(String(event.data)));
  const handshake = "authorizing:github";
  const popup = window.open(`${relay}/api/admin/auth?provider=github&scope=public_repo`, "login");
  for (let tries = 0; tries < 50 && !caught.some((message) => message.includes("success")); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      popup?.dispatchEvent(new MessageEvent("message", { origin: editor, source: window, data: handshake }));
    } catch {
      // A window of another origin: the browser does not let this page reach into it.
    }
    popup?.postMessage(handshake, "*");
  }
  popup?.close();
  return caught;
}

test.describe("the editor's GitHub login, on the editor's origin only", () => {
  // One worker for both tests: they share this file's servers and ports.
  test.describe.configure({ mode: "default" });
  test.use({ baseURL: EDITOR });

  let github: FakeOAuthProvider;
  let work: string;
  let editorSite: ReturnType<typeof builtEditor>;
  let api: Started | undefined;
  let nginx: Started | undefined;

  test.beforeAll(async () => {
    github = await startFakeOAuthProvider();
    work = mkdtempSync(join(tmpdir(), "casa-admin-login-"));
    editorSite = builtEditor();
    api = start(
      process.execPath,
      ["../api/dist/server.js"],
      {
        HOST: "127.0.0.1",
        PORT: new URL(API).port,
        LOG_LEVEL: "warn",
        SCRAPE_ENABLED: "false",
        CACHE_FILE: join(work, "league-cache.json"),
        OAUTH_GITHUB_CLIENT_ID: CLIENT_ID,
        OAUTH_GITHUB_CLIENT_SECRET: CLIENT_SECRET,
        OAUTH_EDITOR_ORIGIN: EDITOR,
        OAUTH_GITHUB_URL: github.origin,
      },
      "league service (login relay)",
    );
    nginx = start(
      "bash",
      [
        "deploy/serve-nginx.sh",
        new URL(SITE).host,
        API,
        `${BUILD_DIR}/client`,
        new URL(EDITOR).host,
        EDITOR_ROOT,
      ],
      { EDITOR_ORIGIN: EDITOR },
      "nginx (login)",
    );
    await waitForUrl(`${API}/api/health`, api);
    await waitForUrl(`${SITE}/`, nginx);
    await waitForUrl(`${EDITOR}/admin/`, nginx);
  });

  test.afterAll(async () => {
    await Promise.all([nginx && stop(nginx), api && stop(api), github?.close()]);
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test("an editor logs in with GitHub: the token reaches the editor's window on its origin, and no page of the site has it", async ({
    page: editor,
    context,
  }) => {
    // Decap's 5 MB script, then a login through three servers, on a shared 2-core machine.
    test.setTimeout(90_000);
    const asked: Array<{ path: string; authorization: string }> = [];
    await context.route("https://api.github.com/**", fakeGitHubApi(editorSite.repo, asked));
    // Every page opened, the login popup's redirects included, in order.
    const navigations: string[] = [];
    context.on("request", (request) => {
      if (request.isNavigationRequest()) navigations.push(place(request.url()));
    });

    await editor.goto("/admin/");
    const [popup] = await Promise.all([
      editor.waitForEvent("popup"),
      editor.getByRole("button", { name: "Iniciar sesión con GitHub" }).click(),
    ]);
    // Decap closes the popup once it has taken the token from it. A popup left open says why
    // (the relay's page names what went wrong), and the failure says what it said.
    if (!popup.isClosed()) {
      await popup.waitForEvent("close", { timeout: 30_000 }).catch(async (error: Error) => {
        const said = (await popup.locator("body").textContent()) ?? "";
        throw new Error(`the login popup stayed open at ${place(popup.url())}: ${said}`, {
          cause: error,
        });
      });
    }

    // Logged in: Decap shows the collections, and offers to write a news item.
    await expect(editor.getByRole("link", { name: "Crear una entrada de tipo Noticia" })).toBeVisible();
    expect(navigations).toEqual([
      `${EDITOR}/admin/`,
      `${EDITOR}/api/admin/auth`,
      `${github.origin}/login/oauth/authorize`,
      CALLBACK,
    ]);

    // GitHub was asked once, with the editor's callback, a PKCE challenge and the editor's
    // scope, and traded exactly one code, with the verifier of that challenge.
    expect(github.authorizations).toHaveLength(1);
    const [authorization] = github.authorizations;
    expect(authorization).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: CALLBACK,
      scope: editorSite.scope,
      code_challenge_method: "S256",
    });
    expect(github.tokenRequests).toHaveLength(1);
    const exchange = github.tokenRequests[0]?.form ?? {};
    expect(exchange).toMatchObject({
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uri: CALLBACK,
    });
    expect(exchange.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(s256(exchange.code_verifier ?? "")).toBe(authorization?.code_challenge);

    // The token reached the editor's window: Decap keeps it in the editor's origin's storage
    // and calls GitHub with it.
    const kept = JSON.parse((await storageOf(editor)).local[DECAP_USER_KEY] ?? "{}");
    expect(kept).toMatchObject({ token: FAKE_TOKEN, backendName: "github", login: EDITOR_ACCOUNT.login });
    expect(asked.map(({ path }) => path)).toEqual(
      expect.arrayContaining(["/user", `/repos/${editorSite.repo}`]),
    );
    expect(asked.every(({ authorization }) => authorization === `token ${FAKE_TOKEN}`)).toBe(true);

    // The login's cookie is spent, and a page of the public site has none of it.
    expect((await context.cookies(EDITOR)).map((cookie) => cookie.name)).not.toContain("__session");
    const visitor = await context.newPage();
    await visitor.goto(`${SITE}/`);
    const stored = await storageOf(visitor);
    expect(Object.keys(stored.local).filter((key) => /decap|cms/i.test(key))).toEqual([]);
    expect(JSON.stringify(stored)).not.toContain(FAKE_TOKEN);
    await visitor.close();

    // Decap keeps asking GitHub while it is open: no answer may be left half-sent.
    await context.unrouteAll({ behavior: "wait" });
    await editor.close();
  });
  test("a script of a public page that opens the login itself, as an attacker's would, never gets a token", async ({
    page,
  }) => {
    await page.goto(`${SITE}/`);
    const authorized = github.authorizations.length;

    // The public site has no route to the relay: its /api/admin/... is the site's 404 page,
    // and GitHub is never asked.
    const [sitePopup, fromSite] = await Promise.all([
      page.waitForEvent("popup"),
      page.evaluate(attack, { relay: SITE, editor: EDITOR }),
    ]);
    expect(place(sitePopup.url())).toBe(`${SITE}/api/admin/auth`);
    expect(fromSite.join("\n")).not.toContain(FAKE_TOKEN);
    expect(github.authorizations).toHaveLength(authorized);

    // The relay on the editor's origin runs the whole login, GitHub included, but its page
    // answers only the editor's origin, and this page cannot reach into it.
    const [editorPopup, fromEditor] = await Promise.all([
      page.waitForEvent("popup"),
      page.evaluate(attack, { relay: EDITOR, editor: EDITOR }),
    ]);
    expect(github.authorizations).toHaveLength(authorized + 1);
    expect(fromEditor.join("\n")).not.toContain(FAKE_TOKEN);
    expect(fromEditor.filter((message) => message.startsWith("authorization:"))).toEqual([]);
    // The popup got as far as the callback's page, the one that holds the token.
    expect(place(editorPopup.url())).toBe(CALLBACK);
  });
});
