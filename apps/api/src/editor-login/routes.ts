import fastifyCookie from "@fastify/cookie";
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from "fastify";
import type { AdminAuthConfig } from "../config.js";
import { FixedWindowRateLimiter } from "../http/rate-limiter.js";
import { type RequestGuard, registerRouteLimit } from "../http/request-guard.js";
import { createTokenExchange } from "./github-token.js";
import { createHandshakePages, messagePage, PROVIDER } from "./pages.js";
import {
  clearedSessionCookie,
  SESSION_MAX_AGE_SECONDS,
  sessionCookie,
  sessionVerifier,
} from "./session-cookie.js";
import { createLoginStates, stateExpiry } from "./signed-state.js";
import { createSpentStates } from "./spent-states.js";

const ADMIN_AUTH_PATH = "/api/admin/auth";
const ADMIN_CALLBACK_PATH = "/api/admin/callback";

/** The scopes Decap's GitHub backend asks for: `repo`, or `public_repo` with open authoring. */
const ALLOWED_SCOPES: readonly string[] = ["repo", "public_repo"];

export interface AdminAuthOptions {
  settings: AdminAuthConfig;
  /** The service's request guard: the relay's own allowance counts clients as it does. */
  guard: RequestGuard;
  /** Clients the relay's allowance remembers per window (as the service's, RATE_LIMIT_MAX_CLIENTS). */
  maxClients?: number;
  /** Where failed exchanges are reported (never with the code, the token or the secret). */
  log?: FastifyBaseLogger | undefined;
}

const REFUSALS = {
  badRequest: [
    "Pedido de inicio de sesión inválido",
    "Este inicio de sesión solo admite GitHub, con el permiso repo o public_repo. Volvé a /admin e intentá de nuevo.",
  ],
  missingState: [
    "Falta el dato de seguridad del inicio de sesión",
    "Puede que hayan pasado más de 10 minutos o que la ventana se haya abierto sin pasar por /admin. Cerrá esta ventana y volvé a entrar con GitHub desde /admin.",
  ],
  wrongState: [
    "El inicio de sesión no coincide",
    "Esta respuesta de GitHub no corresponde al inicio de sesión que empezó este navegador, así que no seguimos. Cerrá esta ventana y volvé a intentarlo desde /admin.",
  ],
  usedState: [
    "Este inicio de sesión ya se usó",
    "Cada inicio de sesión sirve una sola vez, y este ya terminó. Cerrá esta ventana y volvé a entrar con GitHub desde /admin.",
  ],
  missingCode: [
    "Falta el código de GitHub",
    "GitHub no devolvió el código de autorización. Cerrá esta ventana y volvé a intentarlo desde /admin.",
  ],
} as const;

/**
 * The OAuth relay of Decap CMS's GitHub backend (docs/deployment.md, "Editing the site
 * from /admin"). `auth` sends the editor's popup to GitHub with a PKCE challenge and a
 * `state` it signed itself, and keeps the PKCE verifier in the session cookie;
 * `callback` checks that the state is its own, unexpired and bound to this browser's
 * cookie before anything else, then trades the code and the verifier for the editor's
 * token (the client secret never leaves this service) and hands the token to the CMS on
 * the editor's origin only. A made-up cookie and state never cost a request to GitHub,
 * and a state is good for one callback: a replayed one does not either.
 *
 * One origin, the editor's (`editorOrigin`): its hosting proxies `/api/admin/**` to this
 * service, so the callback address, the cookie and the popup are on the origin of the
 * window that opened the popup and waits for the token. The public site has no route to
 * the relay: no script of its pages shares an origin with the popup, so none can reach
 * into it (open it, hook its postMessage, read its page) to take the token.
 *
 * The service's request guard (rate limit, query checks, security headers) applies
 * here as everywhere, through its global hooks. This plugin adds, for its own routes
 * only: tighter allowances, per client (OAUTH_RATE_LIMIT_MAX) and across all clients
 * (OAUTH_RATE_LIMIT_TOTAL: many addresses cannot make it call GitHub without end), and
 * an onSend hook that runs after the guard's and tightens its headers for these answers:
 * a Content-Security-Policy that allows the handshake script only, no caching of a token
 * or a state, and no Referer. No Cross-Origin-Opener-Policy is set: the popup needs
 * `window.opener`.
 *
 * Libraries: @fastify/cookie parses the session cookie. @fastify/oauth2 does no part of
 * the flow: why, beside each part it would have done (signed-state.ts for PKCE and the
 * state, the `auth` route below for the authorize address, github-token.ts for the token
 * exchange, session-cookie.ts for the cookie lines).
 */
export const adminAuthRoutes: FastifyPluginAsync<AdminAuthOptions> = async (
  app,
  { settings, guard, maxClients, log },
) => {
  // Where GitHub sends the browser back, where the cookie must be, and where the popup's
  // opener, Decap's window, runs: the editor's origin, all three.
  const callbackUrl = `${settings.editorOrigin}${ADMIN_CALLBACK_PATH}`;
  const cookieOptions = { path: ADMIN_CALLBACK_PATH, secure: settings.editorOrigin.startsWith("https:") };
  const pages = createHandshakePages(settings.editorOrigin);
  const states = createLoginStates(settings.clientSecret);
  const { max, total, windowMs } = settings.rateLimit;
  // A state lives ten minutes, which overlap at most ceil(10 min / window) + 1 windows of
  // the total allowance: room for every callback it can let in meanwhile, so no live state
  // is forgotten.
  const spent = createSpentStates(total * (Math.ceil((SESSION_MAX_AGE_SECONDS * 1000) / windowMs) + 1));
  const tokens = createTokenExchange({
    githubUrl: settings.githubUrl,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    redirectUri: callbackUrl,
    timeoutMs: settings.timeoutMs,
  });
  app.addHook("onClose", () => tokens.close());
  // Parses the Cookie header into `request.cookies`, for these routes only.
  await app.register(fastifyCookie);
  // This plugin's instance: the allowances cover both routes, and any added here later.
  // Per client first, so one client's refused requests do not use up everyone's.
  registerRouteLimit(app, guard, new FixedWindowRateLimiter(max, windowMs, Date.now, maxClients));
  const everyone = new FixedWindowRateLimiter(total, windowMs, Date.now, 1);
  app.addHook("onRequest", (request, reply, done) => {
    const retryAfter = everyone.hit("all clients");
    if (retryAfter === 0) return done();
    guard.refuseTooMany(request, reply, retryAfter, total);
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    reply.headers({
      "content-security-policy": pages.contentSecurityPolicy,
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
    });
    done(null, payload);
  });

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).type("text/html; charset=utf-8").send(html);
  const refuse = (reply: FastifyReply, status: number, [title, text]: readonly [string, string]) =>
    page(reply, status, messagePage(title, text));

  // HEAD is left out: a bare HEAD must not start a login, nor spend a code.
  app.get(ADMIN_AUTH_PATH, { exposeHeadRoute: false }, (request, reply) => {
    const query = request.query as Record<string, unknown>;
    // Decap sends both; absent, they mean what Decap would ask for.
    const provider = query.provider ?? PROVIDER;
    const scope = query.scope ?? "repo";
    if (provider !== PROVIDER || typeof scope !== "string" || !ALLOWED_SCOPES.includes(scope))
      return refuse(reply, 400, REFUSALS.badRequest);
    const login = states.start();
    // Not @fastify/oauth2's `generateAuthorizationUri` nor simple-oauth2's `authorizeURL`:
    // both add `response_type=code` (the tests pin this exact query) and take the scope
    // from the registration, where Decap asks for `repo` or `public_repo` per login.
    const authorize = new URL("/login/oauth/authorize", settings.githubUrl);
    authorize.search = new URLSearchParams({
      client_id: settings.clientId,
      redirect_uri: callbackUrl,
      scope,
      state: login.state,
      code_challenge: login.challenge,
      code_challenge_method: "S256",
    }).toString();
    return reply
      .header("set-cookie", sessionCookie(login.verifier, cookieOptions))
      .redirect(authorize.toString(), 302);
  });

  app.get(ADMIN_CALLBACK_PATH, { exposeHeadRoute: false }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const state = single(query.state, 128);
    const verifier = sessionVerifier(request.cookies);
    if (state === undefined || verifier === undefined || !/^[A-Za-z0-9_.-]{16,128}$/.test(state))
      return refuse(reply, 400, REFUSALS.missingState);
    // Checked before anything else, above all before any request to GitHub: a state this
    // relay did not sign for this browser's cookie goes no further.
    const verdict = states.check(state, verifier);
    if (verdict === "forged") return refuse(reply, 403, REFUSALS.wrongState);
    if (verdict === "expired") return refuse(reply, 400, REFUSALS.missingState);
    // Once only. The state signs its cookie's verifier, so it stands for the pair; spent
    // before any await, so a second request racing this one is refused too.
    if (!spent.spend(state, stateExpiry(state))) return refuse(reply, 403, REFUSALS.usedState);
    // And the cookie is cleared, so this browser does not even send it again.
    reply.header("set-cookie", clearedSessionCookie(cookieOptions));

    // The editor said no on GitHub's page (or GitHub refused the app): tell the CMS.
    const declined = single(query.error, 100);
    if (declined !== undefined) {
      const reason = /^[a-z_]{1,60}$/.test(declined) ? ` (${declined})` : "";
      return page(reply, 200, pages.error(`GitHub no autorizó el acceso${reason}`));
    }
    const code = single(query.code, 200);
    if (code === undefined || !/^[A-Za-z0-9_.-]+$/.test(code))
      return refuse(reply, 400, REFUSALS.missingCode);

    const result = await tokens.exchange(code, verifier);
    if (result.ok) return page(reply, 200, pages.success(result.token));
    (log ?? request.log).warn({ failure: result.failure }, `acceso a /admin: ${result.message}`);
    return page(reply, result.failure === "timeout" ? 504 : 502, pages.error(result.message));
  });
};

/** One query value, present once and not too long; repeated or oversized counts as absent. */
function single(value: unknown, maxLength: number): string | undefined {
  return typeof value === "string" && value !== "" && value.length <= maxLength ? value : undefined;
}
