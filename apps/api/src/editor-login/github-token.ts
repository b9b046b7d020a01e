import { Agent, type Dispatcher, request } from "undici";
import type { Secret } from "../lib/secret.js";

export interface TokenExchangeOptions {
  /** GitHub's origin: the token endpoint is `<githubUrl>/login/oauth/access_token`. */
  githubUrl: string;
  clientId: string;
  clientSecret: Secret;
  /** The callback address the code was issued for (GitHub checks it matches). */
  redirectUri: string;
  /** Whole budget of one exchange, connection included. */
  timeoutMs: number;
}

type TokenFailure = "timeout" | "network" | "http" | "too-large" | "refused" | "invalid";

/** A token, or why there is none, in Spanish for the editor who tried to log in. */
type TokenResult = { ok: true; token: string } | { ok: false; failure: TokenFailure; message: string };

export interface TokenExchange {
  /** Trades `code` with the PKCE `verifier` of the login it was issued for. */
  exchange(code: string, verifier: string): Promise<TokenResult>;
  close(): Promise<void>;
}

/** GitHub's answers are a few hundred bytes; anything near this is not GitHub. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** What GitHub's tokens look like (`gho_…`); anything else is not put in a page. */
const TOKEN_PATTERN = /^[A-Za-z0-9_.-]{1,255}$/;

/**
 * Trades an authorization code for the editor's token at GitHub, as the scraper fetches
 * league pages (fetch-page.ts): undici with connect, headers and body time-outs inside
 * one overall budget, a cap on the answer's size, and one host only: the address is
 * built from the configured origin and redirects are never followed (undici's
 * `request` does not), so the client secret goes to GitHub and nowhere else. No retries:
 * a code is good for one exchange.
 *
 * Not @fastify/oauth2's exchange (`getAccessTokenFromAuthorizationCodeFlow`, or its
 * simple-oauth2 `oauth2.getToken`): simple-oauth2 always adds
 * `grant_type=authorization_code` to the form, which the tests pin field for field; and
 * Wreck 18 (its HTTP client) destroys an answer past `maxBytes` before reporting it, so
 * the error that surfaces is "Payload stream closed prematurely" (500), not the 413 of
 * the size cap: an oversized answer could not be told from a cut one, and the editor's
 * message ("supera el tamaño esperado") could not be kept.
 */
export function createTokenExchange(options: TokenExchangeOptions): TokenExchange {
  const endpoint = new URL("/login/oauth/access_token", options.githubUrl).toString();
  const agent = new Agent({
    connect: { timeout: Math.min(5_000, options.timeoutMs) },
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    maxResponseSize: MAX_ANSWER_BYTES,
    keepAliveTimeout: 1_000,
  });

  async function exchange(code: string, verifier: string): Promise<TokenResult> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    const form = new URLSearchParams({
      client_id: options.clientId,
      client_secret: options.clientSecret.reveal(),
      code,
      redirect_uri: options.redirectUri,
      code_verifier: verifier,
    });
    let answer: Dispatcher.ResponseData;
    let text: string;
    try {
      answer = await request(endpoint, {
        method: "POST",
        dispatcher: agent,
        signal,
        headers: {
          accept: "application/json",
          "content-type": "application/x-www-form-urlencoded",
          "accept-encoding": "identity",
          "user-agent": "casa-de-padua-admin-login",
        },
        body: form.toString(),
      });
      if (answer.statusCode !== 200) {
        await answer.body.dump().catch(() => {});
        return failed("http", `GitHub respondió con un error (HTTP ${answer.statusCode})`);
      }
      text = await answer.body.text();
    } catch (error) {
      return describeError(error, signal);
    }
    return readAnswer(text);
  }

  return { exchange, close: () => agent.close() };
}

/** GitHub answers 200 both ways: `{ access_token }`, or `{ error }` for a bad or used code. */
function readAnswer(text: string): TokenResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failed("invalid", "GitHub respondió algo que no se entiende");
  }
  const { access_token: token, error } = (body ?? {}) as { access_token?: unknown; error?: unknown };
  if (typeof token === "string" && TOKEN_PATTERN.test(token)) return { ok: true, token };
  if (typeof error === "string" && /^[a-z_]{1,60}$/.test(error))
    return failed("refused", `GitHub no aceptó el código de autorización (${error})`);
  return failed("invalid", "GitHub respondió sin un token válido");
}

function describeError(error: unknown, signal: AbortSignal): TokenResult {
  const code = (error as { code?: string }).code ?? "";
  if (signal.aborted || /TIMEOUT/.test(code)) return failed("timeout", "GitHub no respondió a tiempo");
  if (code === "UND_ERR_RES_EXCEEDED_MAX_SIZE")
    return failed("too-large", "la respuesta de GitHub supera el tamaño esperado");
  return failed("network", `no se pudo hablar con GitHub (${code || "error de red"})`);
}

function failed(failure: TokenFailure, message: string): TokenResult {
  return { ok: false, failure, message };
}
