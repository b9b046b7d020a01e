import { createHash, randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { LeagueCache } from "../cache/league-cache.js";
import { buildTestApp, testConfig } from "../testing/build-test-app.js";
import {
  FAKE_CODE,
  FAKE_TOKEN,
  type FakeOAuthProvider,
  startFakeOAuthProvider,
} from "../testing/fake-oauth-provider.js";
import { inlineScript, runPopupPage, scriptHash } from "../testing/popup-page.js";

/**
 * The editor's origin: the relay is proxied there, so the callback, its cookie and the
 * popup are too; Decap's window, the popup's opener, is the only one handed the token.
 */
const EDITOR = "https://casa-padua-editor.web.app";
/** The public site's origin: it has no route to the relay, and is handed nothing. */
const SITE = "https://casadepadua.com.ar";
const CLIENT_ID = "Ov23liPrueba0123";
const SECRET = "s3cr3t-que-nunca-sale-0123456789abcdef";
const AUTH = "/api/admin/auth?provider=github&site_id=casadepadua.com.ar&scope=repo";

const providers: FakeOAuthProvider[] = [];
afterEach(async () => {
  await Promise.all(providers.splice(0).map((provider) => provider.close()));
});

async function fakeGitHub(): Promise<FakeOAuthProvider> {
  const provider = await startFakeOAuthProvider();
  providers.push(provider);
  return provider;
}

const relayEnv = (github: FakeOAuthProvider, env: Record<string, string> = {}) => ({
  OAUTH_GITHUB_CLIENT_ID: CLIENT_ID,
  OAUTH_GITHUB_CLIENT_SECRET: SECRET,
  OAUTH_EDITOR_ORIGIN: EDITOR,
  OAUTH_GITHUB_URL: github.origin,
  ...env,
});

/** The service with the relay on, against a fake GitHub; every answer is kept in `answers`. */
async function relay(env: Record<string, string> = {}) {
  const github = await fakeGitHub();
  const { app } = await buildTestApp({ env: relayEnv(github, env) });
  const answers: LightMyRequestResponse[] = [];
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const answer = await app.inject({ url, headers });
    answers.push(answer);
    return answer;
  };
  return { app, github, get, answers };
}

/**
 * What the editor's browser does: asks `auth`, follows the redirect to (fake) GitHub,
 * which sends it back to the callback with a code and the state.
 */
async function startLogin(get: (url: string) => Promise<LightMyRequestResponse>) {
  const started = await get(AUTH);
  const cookie = String(started.headers["set-cookie"]).split(";")[0] as string;
  const atGitHub = await fetch(String(started.headers.location), { redirect: "manual" });
  const back = new URL(atGitHub.headers.get("location") ?? "");
  return {
    started,
    cookie,
    /** The PKCE verifier the cookie holds. */
    verifier: cookie.replace("__session=", ""),
    callback: `${back.pathname}${back.search}`,
    state: back.searchParams.get("state") ?? "",
    code: back.searchParams.get("code") ?? "",
  };
}

const randomText = () => randomBytes(32).toString("base64url");
const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

function expectRelayHeaders(answer: LightMyRequestResponse) {
  expect(answer.headers["cache-control"]).toBe("no-store");
  expect(answer.headers["referrer-policy"]).toBe("no-referrer");
  // The service's own security headers stay.
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(String(answer.headers["content-security-policy"])).toMatch(
    /^default-src 'none';script-src 'sha256-/,
  );
  expect(answer.headers["cross-origin-opener-policy"]).toBeUndefined();
}

function expectNoSecret(answers: LightMyRequestResponse[]) {
  for (const answer of answers) {
    expect(answer.body).not.toContain(SECRET);
    expect(JSON.stringify(answer.headers)).not.toContain(SECRET);
  }
}

describe("the GitHub login relay of Decap CMS (/api/admin)", () => {
  it("is off without its settings: both routes answer the JSON 404 of any unknown path", async () => {
    const { app } = await buildTestApp();
    for (const url of [AUTH, "/api/admin/callback?code=x&state=y"]) {
      const answer = await app.inject(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: "Recurso no encontrado" });
    }
  });

  it("sends the editor to GitHub with client_id, the editor's callback, the scope, a signed state and a PKCE challenge", async () => {
    const { github, get } = await relay();
    const answer = await get(AUTH);
    expect(answer.statusCode).toBe(302);
    const location = new URL(String(answer.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${github.origin}/login/oauth/authorize`);
    const state = location.searchParams.get("state") ?? "";
    const challenge = location.searchParams.get("code_challenge") ?? "";
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: `${EDITOR}/api/admin/callback`,
      scope: "repo",
      state,
      code_challenge: challenge,
      code_challenge_method: "S256",
    });
    // The state says until when it is good (ten minutes from now) and carries a signature.
    const [expiry, signature] = state.split(".");
    expect(Number(expiry) - Date.now() / 1000).toBeGreaterThan(590);
    expect(Number(expiry) - Date.now() / 1000).toBeLessThanOrEqual(600);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The cookie keeps the PKCE verifier, which no URL ever carries: only its S256 hash goes out.
    const verifier = /^__session=([A-Za-z0-9_-]{43});/.exec(String(answer.headers["set-cookie"]))?.[1] ?? "";
    expect(answer.headers["set-cookie"]).toBe(
      `__session=${verifier}; Path=/api/admin/callback; Max-Age=600; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(challenge).toBe(s256(verifier));
    expect(String(answer.headers.location)).not.toContain(verifier);
    expectRelayHeaders(answer);
    // A new state and verifier for every login.
    const again = await get(AUTH);
    expect(new URL(String(again.headers.location)).searchParams.get("state")).not.toBe(state);
    expect(String(again.headers["set-cookie"])).not.toContain(verifier);
    expect(github.requests).toEqual([]);
  });

  it("builds the callback from OAUTH_EDITOR_ORIGIN, whatever Host the request names", async () => {
    const { get } = await relay();
    const answer = await get(AUTH, { host: "atacante.example", "x-forwarded-host": "atacante.example" });
    expect(new URL(String(answer.headers.location)).searchParams.get("redirect_uri")).toBe(
      `${EDITOR}/api/admin/callback`,
    );
  });

  it("asks for public_repo when Decap does (open authoring), and refuses any other scope or provider", async () => {
    const { get } = await relay();
    const publicRepo = await get("/api/admin/auth?provider=github&scope=public_repo");
    expect(new URL(String(publicRepo.headers.location)).searchParams.get("scope")).toBe("public_repo");
    const bare = await get("/api/admin/auth");
    expect(new URL(String(bare.headers.location)).searchParams.get("scope")).toBe("repo");
    for (const query of [
      "provider=gitlab&scope=repo",
      "scope=admin:org",
      "scope=repo,user",
      "scope=repo&scope=repo",
    ]) {
      const refused = await get(`/api/admin/auth?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(refused.body).toContain("Pedido de inicio de sesión inválido");
      expect(refused.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("leaves Secure off the cookie only for a plain-http editor on loopback (local runs)", async () => {
    const { get } = await relay({ OAUTH_EDITOR_ORIGIN: "http://127.0.0.1:4174" });
    const answer = await get(AUTH);
    expect(String(answer.headers["set-cookie"])).not.toMatch(/Secure/);
    expect(new URL(String(answer.headers.location)).searchParams.get("redirect_uri")).toBe(
      "http://127.0.0.1:4174/api/admin/callback",
    );
  });

  it("refuses a callback without its state or cookie (400) or with another state (403), and never calls GitHub", async () => {
    const { github, get, answers } = await relay();
    const { cookie, state } = await startLogin(get);
    const otherState = "x".repeat(43);
    const cases: Array<[string, Record<string, string>, number, RegExp]> = [
      [`/api/admin/callback?code=${FAKE_CODE}&state=${state}`, {}, 400, /Falta el dato de seguridad/],
      [`/api/admin/callback?code=${FAKE_CODE}`, { cookie }, 400, /Falta el dato de seguridad/],
      [`/api/admin/callback?code=${FAKE_CODE}&state=corto`, { cookie }, 400, /Falta el dato de seguridad/],
      [`/api/admin/callback?code=${FAKE_CODE}&state=${otherState}`, { cookie }, 403, /no coincide/],
      [
        `/api/admin/callback?code=${FAKE_CODE}&state=${state}`,
        { cookie: `__session=${otherState}` },
        403,
        /no coincide/,
      ],
    ];
    for (const [url, headers, status, text] of cases) {
      const answer = await get(url, headers);
      expect(answer.statusCode, url).toBe(status);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.body).toMatch(text);
      expect(answer.body).not.toMatch(/<script/);
      expectRelayHeaders(answer);
    }
    expect(github.tokenRequests).toEqual([]);
    expect(github.requests).toEqual(["/login/oauth/authorize"]);
    expectNoSecret(answers);
  });

  it("trades the code with the client secret and hands the token to the editor's origin only", async () => {
    const { github, get, answers } = await relay();
    const { cookie, callback, code, verifier } = await startLogin(get);
    const answer = await get(callback, { cookie });

    expect(answer.statusCode).toBe(200);
    expect(github.tokenRequests).toHaveLength(1);
    const [sent] = github.tokenRequests;
    // The stand-in gives the token only for the verifier of the challenge its code was issued with.
    expect(sent?.form).toEqual({
      client_id: CLIENT_ID,
      client_secret: SECRET,
      code,
      redirect_uri: `${EDITOR}/api/admin/callback`,
      code_verifier: verifier,
    });
    // …and the challenge it was asked for is the S256 of that verifier.
    expect(github.authorizations.map((asked) => asked.code_challenge)).toEqual([s256(verifier)]);
    expect(sent?.headers.accept).toBe("application/json");
    expect(sent?.headers["content-type"]).toBe("application/x-www-form-urlencoded");

    // The state is spent: the cookie is cleared, and the same callback again goes nowhere.
    expect(answer.headers["set-cookie"]).toBe(
      "__session=; Path=/api/admin/callback; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
    );
    expectRelayHeaders(answer);
    expect(String(answer.headers["content-security-policy"])).toContain(
      `script-src ${scriptHash(inlineScript(answer.body))};`,
    );

    // The popup and its opener, Decap's window, both run on the editor's origin.
    const popup = runPopupPage(answer.body);
    expect(popup.posted).toEqual([{ data: "authorizing:github", targetOrigin: EDITOR }]);
    popup.deliver("authorizing:github", "https://otro-sitio.example");
    // A public page of the site is not the editor: it gets nothing either.
    popup.deliver("authorizing:github", SITE);
    expect(popup.posted).toHaveLength(1);
    popup.deliver("authorizing:github", EDITOR);
    expect(popup.posted[1]).toEqual({
      data: `authorization:github:success:{"token":"${FAKE_TOKEN}","provider":"github"}`,
      targetOrigin: EDITOR,
    });

    expect((await get(callback)).statusCode).toBe(400);
    expect(github.tokenRequests).toHaveLength(1);
    expectNoSecret(answers);
  });

  it("takes a state once: the same genuine state and cookie, replayed three times, reach GitHub once", async () => {
    const { github, get, answers } = await relay();
    const { cookie, callback } = await startLogin(get);
    // Two at once, as a racing copy would come, then two more after.
    const racing = await Promise.all([get(callback, { cookie }), get(callback, { cookie })]);
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    for (const replayed of [
      ...racing.filter((answer) => answer.statusCode === 403),
      await get(callback, { cookie }),
      await get(callback, { cookie }),
    ]) {
      expect(replayed.statusCode).toBe(403);
      expect(replayed.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(replayed.body).toContain("Este inicio de sesión ya se usó");
      expect(replayed.body).toContain("Cerrá esta ventana y volvé a entrar con GitHub desde /admin.");
      expect(replayed.body).not.toMatch(/<script/);
      expect(replayed.body).not.toContain(FAKE_TOKEN);
      expectRelayHeaders(replayed);
    }
    expect(github.tokenRequests).toHaveLength(1);
    expectNoSecret(answers);
    // Another login of the same browser is a new state: it goes through.
    const next = await startLogin(get);
    expect((await get(next.callback, { cookie: next.cookie })).statusCode).toBe(200);
    expect(github.tokenRequests).toHaveLength(2);
  });

  it("passes on the editor's refusal at GitHub without asking for a token", async () => {
    const { github, get } = await relay();
    const { cookie, state } = await startLogin(get);
    const answer = await get(`/api/admin/callback?error=access_denied&state=${state}`, { cookie });
    expect(answer.statusCode).toBe(200);
    const popup = runPopupPage(answer.body);
    popup.deliver("authorizing:github", EDITOR);
    expect(String(popup.posted[1]?.data)).toMatch(
      /^authorization:github:error:\{"message":"GitHub no autorizó el acceso \(access_denied\)"/,
    );
    expect(github.tokenRequests).toEqual([]);
  });

  it.each([
    [
      "GitHub refuses the code",
      { kind: "refuse", error: "bad_verification_code" },
      502,
      /no aceptó el código/,
    ],
    ["GitHub fails", { kind: "status", status: 500 }, 502, /HTTP 500/],
    ["GitHub answers too much", { kind: "huge", bytes: 200_000 }, 502, /tamaño/],
    ["GitHub never answers", { kind: "hang" }, 504, /no respondió a tiempo/],
  ] as const)(
    "%s: an error message for the editor, and no token",
    async (_name, behavior, status, message) => {
      const { github, get, answers } = await relay({ OAUTH_TIMEOUT_MS: "400" });
      github.setTokenBehavior(behavior);
      const { cookie, callback } = await startLogin(get);
      const answer = await get(callback, { cookie });
      expect(answer.statusCode).toBe(status);
      expect(answer.body).not.toContain(FAKE_TOKEN);
      expect(answer.body).not.toContain("authorization:github:success");
      const popup = runPopupPage(answer.body);
      popup.deliver("authorizing:github", EDITOR);
      expect(String(popup.posted[1]?.data)).toMatch(/^authorization:github:error:/);
      expect(String(popup.posted[1]?.data)).toMatch(message);
      expect(popup.posted[1]?.targetOrigin).toBe(EDITOR);
      expectRelayHeaders(answer);
      expectNoSecret(answers);
    },
  );

  it("refuses cookies and states it did not sign, before any request to GitHub: five forged callbacks, no call", async () => {
    const { github, get, answers } = await relay();
    const genuine = await startLogin(get);
    const [expiry = "", signature = ""] = genuine.state.split(".");
    const elsewhere = await relay({ OAUTH_GITHUB_CLIENT_SECRET: "otro-secreto-de-otra-app-0123456789" });
    const otherRelay = await startLogin(elsewhere.get);
    const forged: Array<[string, string]> = [
      // A cookie and a state of the right shapes, both made up.
      [`__session=${randomText()}`, `${Number(expiry) + 60}.${randomText()}`],
      // A cookie made up to go with a state this relay really issued.
      [`__session=${randomText()}`, genuine.state],
      // The relay's own cookie and state, with the expiry pushed back.
      [genuine.cookie, `${Number(expiry) + 3600}.${signature}`],
      // A pair that another relay (another client secret) signed.
      [otherRelay.cookie, otherRelay.state],
      // The state of another browser's login, with this browser's cookie.
      [otherRelay.cookie, genuine.state],
    ];
    for (const [cookie, state] of forged) {
      const answer = await get(`/api/admin/callback?code=${genuine.code}&state=${state}`, { cookie });
      expect(answer.statusCode, `${cookie} ${state}`).toBe(403);
      expect(answer.body).toMatch(/El inicio de sesión no coincide/);
      expect(answer.body).not.toMatch(/<script/);
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
    expect(github.tokenRequests).toHaveLength(0);
    // The genuine pair still works once: refusing forgeries spent nothing of it.
    expect((await get(genuine.callback, { cookie: genuine.cookie })).statusCode).toBe(200);
    expect(github.tokenRequests).toHaveLength(1);
    expectNoSecret(answers);
  });

  it("finishes on one instance a login started on another, as Cloud Run may route it", async () => {
    const github = await fakeGitHub();
    const first = await buildTestApp({ env: relayEnv(github) });
    const second = await buildTestApp({ env: relayEnv(github) });
    const { cookie, callback } = await startLogin((url) => first.app.inject(url));
    const answer = await second.app.inject({ url: callback, headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain("authorization:github:error");
    expect(github.tokenRequests).toHaveLength(1);
  });

  it("hands GitHub the verifier of this browser's login: a code issued for another login gets no token (PKCE)", async () => {
    const { github, get } = await relay();
    const editor = await startLogin(get);
    const other = await startLogin(get);
    // The editor's own state and cookie, with a code GitHub issued for the other login.
    const answer = await get(`/api/admin/callback?code=${other.code}&state=${editor.state}`, {
      cookie: editor.cookie,
    });
    expect(answer.statusCode).toBe(502);
    expect(answer.body).not.toContain(FAKE_TOKEN);
    const popup = runPopupPage(answer.body);
    popup.deliver("authorizing:github", EDITOR);
    expect(String(popup.posted[1]?.data)).toMatch(
      /^authorization:github:error:.*GitHub no aceptó el código de autorización \(bad_verification_code\)/,
    );
    expect(github.tokenRequests.map((sent) => sent.form.code_verifier)).toEqual([editor.verifier]);
  });

  it("has an allowance of its own per client (OAUTH_RATE_LIMIT_MAX), apart from the rest of the service", async () => {
    const { app, github, get } = await relay({ OAUTH_RATE_LIMIT_MAX: "3" });
    const { cookie, callback } = await startLogin(get);
    expect((await get(AUTH)).statusCode).toBe(302);
    expect((await get(callback, { cookie })).statusCode).toBe(200);
    // Fourth request to the relay from this client: refused, whatever the route.
    for (const url of [AUTH, callback]) {
      const limited = await get(url, { cookie });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
      expect(limited.headers["x-ratelimit-limit"]).toBe("3");
      expect(limited.json()).toEqual({
        error: "Demasiadas solicitudes: esperá unos segundos y volvé a intentar",
      });
      expect(limited.headers["cache-control"]).toBe("no-store");
      expect(limited.headers["set-cookie"]).toBeUndefined();
    }
    expect(github.tokenRequests).toHaveLength(1);
    // The league tables answer this client as before, and another client still logs in.
    expect((await app.inject("/api/standings/voley/primera")).statusCode).toBe(200);
    expect((await app.inject({ url: AUTH, remoteAddress: "203.0.113.20" })).statusCode).toBe(302);
  });

  it("has an allowance across all clients too (OAUTH_RATE_LIMIT_TOTAL, 100 unless told): the 101st address is refused, and GitHub is not called", async () => {
    const { app, github } = await relay();
    let requests = 0;
    // Each request from an address of its own, as a flood from many machines would come.
    const fromNewAddress = (url: string, headers: Record<string, string> = {}) => {
      requests += 1;
      return app.inject({
        url,
        headers,
        remoteAddress: `198.51.${Math.floor(requests / 256)}.${requests % 256}`,
      });
    };
    const first = await startLogin(fromNewAddress);
    expect((await fromNewAddress(first.callback, { cookie: first.cookie })).statusCode).toBe(200);
    const second = await startLogin(fromNewAddress);
    while (requests < 100) expect((await fromNewAddress(AUTH)).statusCode).toBe(302);
    expect(github.tokenRequests).toHaveLength(1);

    const refused = await fromNewAddress(second.callback, { cookie: second.cookie });
    expect(requests).toBe(101);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["x-ratelimit-limit"]).toBe("100");
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused.json()).toEqual({
      error: "Demasiadas solicitudes: esperá unos segundos y volvé a intentar",
    });
    expect(github.tokenRequests).toHaveLength(1);
    // Only the relay is capped: the league tables still answer a new address.
    expect((await fromNewAddress("/api/standings/voley/primera")).statusCode).toBe(200);
  });

  it("keeps the service's rate limit on its routes", async () => {
    const { get } = await relay({ RATE_LIMIT_MAX: "2" });
    expect((await get(AUTH)).statusCode).toBe(302);
    expect((await get("/api/admin/callback")).statusCode).toBe(400);
    const limited = await get(AUTH);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["x-content-type-options"]).toBe("nosniff");
    expect(limited.headers["set-cookie"]).toBeUndefined();
  });

  it("answers HEAD with a 404 rather than starting a login or spending a code", async () => {
    const { app } = await relay();
    const answer = await app.inject({ method: "HEAD", url: AUTH });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });

  it("never writes the secret, the token, the code, the state or the verifier to the log, even with LOG_REQUESTS=true", async () => {
    const github = await fakeGitHub();
    const lines: string[] = [];
    const log = pino(
      { level: "trace" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const config = await testConfig(relayEnv(github, { OAUTH_TIMEOUT_MS: "400", LOG_REQUESTS: "true" }));
    log.info({ config }, "configuración");
    const app: FastifyInstance = await buildApp({ config, cache: new LeagueCache([]) }, log);
    const seen: string[] = [];
    try {
      // Over a real socket, as a browser reaches it.
      const origin = await app.listen({ host: "127.0.0.1", port: 0 });
      for (const behavior of [
        { kind: "status", status: 500 },
        { kind: "token", token: FAKE_TOKEN },
      ] as const) {
        github.setTokenBehavior(behavior);
        const started = await fetch(`${origin}${AUTH}`, { redirect: "manual" });
        const cookie = String(started.headers.get("set-cookie")).split(";")[0] as string;
        const atGitHub = await fetch(String(started.headers.get("location")), { redirect: "manual" });
        const back = new URL(atGitHub.headers.get("location") ?? "");
        const answer = await fetch(`${origin}${back.pathname}${back.search}`, { headers: { cookie } });
        expect(answer.status).toBe(behavior.kind === "token" ? 200 : 502);
        await answer.text();
        const state = back.searchParams.get("state") ?? "";
        seen.push(
          back.searchParams.get("code") ?? "",
          state,
          ...state.split("."),
          cookie.replace("__session=", ""),
        );
      }
    } finally {
      await app.close();
    }
    const logged = lines.join("\n");
    expect(logged).toMatch(/acceso a \/admin: GitHub respondió con un error \(HTTP 500\)/);
    expect(logged).toContain("[oculto]");
    // Request lines are there, with every query value hidden.
    expect(logged).toContain('"url":"/api/admin/callback?code=[oculto]&state=[oculto]"');
    expect(logged).toContain('"url":"/api/admin/auth?provider=[oculto]&site_id=[oculto]&scope=[oculto]"');
    expect(seen.filter((value) => value.length >= 10)).toHaveLength(10);
    for (const hidden of [SECRET, FAKE_TOKEN, FAKE_CODE, ...seen]) expect(logged).not.toContain(hidden);
  });
});
