import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
 * The editor's GitHub login, whole, in the browser, across the two origins it spans: the
 * editor (Decap CMS) on its own origin opens its login popup on the public site's
 * /api/admin/auth (nginx → the league service's relay), which sends it to GitHub (here a
 * stand-in on 127.0.0.1 that checks PKCE: apps/api/src/testing/fake-oauth-provider.ts);
 * GitHub sends it back to the site's /api/admin/callback, whose page hands the token to
 * the editor's window, on the editor's origin only. Then Decap, logged in, asks GitHub's
 * API (faked with context.route) who the editor is and whether they may push.
 *
 * Its own league service (with the relay on: OAUTH_SITE_ORIGIN the site's origin,
 * OAUTH_EDITOR_ORIGIN the editor's) and its own nginx pair, on ports of its own: the
 * suite's service runs without the relay. The relay's every refusal and failure:
 * apps/api/src/editor-login/routes.test.ts; the editor's storage out of a public page's
 * reach: admin-origin.spec.ts.
 */

const BASE_PORT = Number(process.env.E2E_WEB_PORT ?? 4173);
/** The public site (its /api proxied to this test's service) and the editor, beside the suite's. */
const SITE = `http://127.0.0.1:${BASE_PORT + 15}`;
const EDITOR = `http://127.0.0.1:${BASE_PORT + 16}`;
// Not +17: with the default 4173 that is 4190, a port fetch() and browsers refuse (sieve).
const API = `http://127.0.0.1:${BASE_PORT + 14}`;
const BUILD_DIR = process.env.WEB_BUILD_DIR ?? "build";

const CLIENT_ID = "Ov23liPruebaDelEditor";
const CLIENT_SECRET = "s3cr3t-de-la-prueba-del-editor-0123456789";
const CALLBACK = `${SITE}/api/admin/callback`;
/** Where Decap keeps the logged-in editor, token included (decap-cms-core's AuthStore). */
const DECAP_USER_KEY = "decap-cms-user";
const EDITOR_ACCOUNT = { login: "editora-de-prueba", id: 1001, name: "Editora de Prueba", avatar_url: "" };

const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

/**
 * A copy of the build's editor whose config.yml sends the login to this test's site. The
 * site's origin is a build setting (VITE_SITE_URL: backend.base_url, scripts/admin/config.mjs),
 * so the built file names the real site's; Decap opens its popup there and takes the token
 * only from a window of that origin. The rest of the editor is served as built.
 */
function editorForThisSite(work: string): { root: string; repo: string; scope: string } {
  const root = join(work, "editor");
  cpSync(join(webDir, BUILD_DIR, "editor"), root, { recursive: true });
  const file = join(root, "admin", "config.yml");
  const config = parseDocument(readFileSync(file, "utf8"));
  config.setIn(["backend", "base_url"], SITE);
  config.set("site_url", SITE);
  writeFileSync(file, config.toString({ lineWidth: 0 }));
  return {
    root,
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

test.describe("the editor's GitHub login, across the site's origin and the editor's", () => {
  test.use({ baseURL: EDITOR });

  let github: FakeOAuthProvider;
  let work: string;
  let editorSite: ReturnType<typeof editorForThisSite>;
  let api: Started | undefined;
  let nginx: Started | undefined;

  test.beforeAll(async () => {
    github = await startFakeOAuthProvider();
    work = mkdtempSync(join(tmpdir(), "casa-admin-login-"));
    editorSite = editorForThisSite(work);
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
        OAUTH_SITE_ORIGIN: SITE,
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
        editorSite.root,
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
      `${SITE}/api/admin/auth`,
      `${github.origin}/login/oauth/authorize`,
      CALLBACK,
    ]);

    // GitHub was asked once, with the site's callback, a PKCE challenge and the editor's
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

    // A page of the site, the origin the popup ran on, has none of it: not in its storage,
    // and the login's cookie is spent.
    const visitor = await context.newPage();
    await visitor.goto(`${SITE}/`);
    const stored = await storageOf(visitor);
    expect(Object.keys(stored.local).filter((key) => /decap|cms/i.test(key))).toEqual([]);
    expect(JSON.stringify(stored)).not.toContain(FAKE_TOKEN);
    expect((await context.cookies(SITE)).map((cookie) => cookie.name)).not.toContain("__session");
    await visitor.close();

    // Decap keeps asking GitHub while it is open: no answer may be left half-sent.
    await context.unrouteAll({ behavior: "wait" });
    await editor.close();
  });
});
