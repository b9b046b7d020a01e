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
  OAUTH_SITE_ORIGIN: SITE,
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
    callback: `${back.pathname}${back.search}`,
    state: back.searchParams.get("state"),
  };
}

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

  it("sends the editor to GitHub with client_id, the site's callback, the scope and a state kept in a cookie", async () => {
    const { github, get } = await relay();
    const answer = await get(AUTH);
    expect(answer.statusCode).toBe(302);
    const location = new URL(String(answer.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${github.origin}/login/oauth/authorize`);
    const state = location.searchParams.get("state") ?? "";
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: `${SITE}/api/admin/callback`,
      scope: "repo",
      state,
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.headers["set-cookie"]).toBe(
      `__session=${state}; Path=/api/admin/callback; Max-Age=600; HttpOnly; SameSite=Lax; Secure`,
    );
    expectRelayHeaders(answer);
    // A new state for every login.
    const again = new URL(String((await get(AUTH)).headers.location)).searchParams.get("state");
    expect(again).not.toBe(state);
    expect(github.requests).toEqual([]);
  });

  it("builds the callback from OAUTH_SITE_ORIGIN, whatever Host the request names", async () => {
    const { get } = await relay();
    const answer = await get(AUTH, { host: "atacante.example", "x-forwarded-host": "atacante.example" });
    expect(new URL(String(answer.headers.location)).searchParams.get("redirect_uri")).toBe(
      `${SITE}/api/admin/callback`,
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

  it("leaves Secure off the cookie only for a plain-http site on loopback (local runs)", async () => {
    const { get } = await relay({ OAUTH_SITE_ORIGIN: "http://127.0.0.1:4173" });
    const answer = await get(AUTH);
    expect(String(answer.headers["set-cookie"])).not.toMatch(/Secure/);
    expect(new URL(String(answer.headers.location)).searchParams.get("redirect_uri")).toBe(
      "http://127.0.0.1:4173/api/admin/callback",
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

  it("trades the code with the client secret and hands the token to the site's origin only", async () => {
    const { github, get, answers } = await relay();
    const { cookie, callback } = await startLogin(get);
    const answer = await get(callback, { cookie });

    expect(answer.statusCode).toBe(200);
    expect(github.tokenRequests).toHaveLength(1);
    const [sent] = github.tokenRequests;
    expect(sent?.form).toEqual({
      client_id: CLIENT_ID,
      client_secret: SECRET,
      code: FAKE_CODE,
      redirect_uri: `${SITE}/api/admin/callback`,
    });
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

    const popup = runPopupPage(answer.body);
    expect(popup.posted).toEqual([{ data: "authorizing:github", targetOrigin: SITE }]);
    popup.deliver("authorizing:github", "https://otro-sitio.example");
    expect(popup.posted).toHaveLength(1);
    popup.deliver("authorizing:github", SITE);
    expect(popup.posted[1]).toEqual({
      data: `authorization:github:success:{"token":"${FAKE_TOKEN}","provider":"github"}`,
      targetOrigin: SITE,
    });

    expect((await get(callback)).statusCode).toBe(400);
    expect(github.tokenRequests).toHaveLength(1);
    expectNoSecret(answers);
  });

  it("passes on the editor's refusal at GitHub without asking for a token", async () => {
    const { github, get } = await relay();
    const { cookie, state } = await startLogin(get);
    const answer = await get(`/api/admin/callback?error=access_denied&state=${state}`, { cookie });
    expect(answer.statusCode).toBe(200);
    const popup = runPopupPage(answer.body);
    popup.deliver("authorizing:github", SITE);
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
      popup.deliver("authorizing:github", SITE);
      expect(String(popup.posted[1]?.data)).toMatch(/^authorization:github:error:/);
      expect(String(popup.posted[1]?.data)).toMatch(message);
      expect(popup.posted[1]?.targetOrigin).toBe(SITE);
      expectRelayHeaders(answer);
      expectNoSecret(answers);
    },
  );

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

  it("never writes the secret, the code or the token to the log", async () => {
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
    try {
      const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
      for (const behavior of [
        { kind: "status", status: 500 },
        { kind: "token", token: FAKE_TOKEN },
      ] as const) {
        github.setTokenBehavior(behavior);
        const { cookie, callback } = await startLogin(get);
        await get(callback, { cookie });
      }
    } finally {
      await app.close();
    }
    const logged = lines.join("\n");
    expect(logged).toMatch(/acceso a \/admin: GitHub respondió con un error \(HTTP 500\)/);
    expect(logged).toContain("[oculto]");
    for (const hidden of [SECRET, FAKE_TOKEN]) expect(logged).not.toContain(hidden);
    // Request lines carry the callback's URL (LOG_REQUESTS=true); the code is single-use and
    // spent by then, but nothing of the relay's own lines repeats it.
    expect(lines.filter((line) => line.includes("acceso a /admin")).join("")).not.toContain(FAKE_CODE);
  });
});
