import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A stand-in for GitHub's OAuth endpoints on 127.0.0.1 (random port), for the login
 * relay's tests and the browser test of the whole login (apps/web/e2e/admin-login.spec.ts):
 * `/login/oauth/authorize` records what it was asked and sends the browser back to
 * `redirect_uri` with a new code and the same `state`, as GitHub does once the editor
 * agrees; `/login/oauth/access_token` records what it was sent and answers as told.
 *
 * PKCE as GitHub checks it (S256 only): each code remembers the `code_challenge` of its
 * authorization, and the token endpoint refuses it, as it refuses a bad code, unless
 * `code_verifier` hashes to that challenge. Stricter than GitHub, which still takes a
 * login without PKCE: here an authorization without an S256 challenge is refused, so a
 * relay that stops sending PKCE fails its tests.
 */

type TokenBehavior =
  | { kind: "token"; token: string }
  /** GitHub's way of refusing a code: HTTP 200 with `{ error }`. */
  | { kind: "refuse"; error: string }
  | { kind: "status"; status: number }
  /** Accepts the request and never answers. */
  | { kind: "hang" }
  /** Streams this many bytes of JSON-looking filler. */
  | { kind: "huge"; bytes: number };

interface TokenRequest {
  headers: IncomingMessage["headers"];
  /** The form fields it was sent. */
  form: Record<string, string>;
}

export interface FakeOAuthProvider {
  origin: string;
  setTokenBehavior(behavior: TokenBehavior): void;
  /** The query of every authorization it granted, in order (`code_challenge` included). */
  readonly authorizations: Record<string, string>[];
  /** Every request to the token endpoint, in order. */
  readonly tokenRequests: TokenRequest[];
  /** Every path asked for, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

/** How every code `/login/oauth/authorize` hands out begins (a counter follows). */
export const FAKE_CODE = "c0de1234abcd5678ef90";
export const FAKE_TOKEN = "gho_FakeToken0123456789abcdefABCDEF";

export async function startFakeOAuthProvider(): Promise<FakeOAuthProvider> {
  const sockets = new Set<Socket>();
  const tokenRequests: TokenRequest[] = [];
  const authorizations: Record<string, string>[] = [];
  const requests: string[] = [];
  let behavior: TokenBehavior = { kind: "token", token: FAKE_TOKEN };
  /** Each code handed out, with the challenge of its authorization; a code is good once. */
  const challenges = new Map<string, string>();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push(url.pathname);
    if (req.method === "GET" && url.pathname === "/login/oauth/authorize")
      return authorize(url, res, challenges, authorizations);
    if (req.method === "POST" && url.pathname === "/login/oauth/access_token") {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (body += chunk));
      req.on("end", () => {
        const form = Object.fromEntries(new URLSearchParams(body));
        tokenRequests.push({ headers: req.headers, form });
        const challenge = challenges.get(form.code ?? "");
        if (challenge === undefined || pkceChallenge(form.code_verifier ?? "") !== challenge)
          return answerToken({ kind: "refuse", error: "bad_verification_code" }, res);
        challenges.delete(form.code ?? "");
        answerToken(behavior, res);
      });
      return;
    }
    res.writeHead(404, { "content-type": "application/json" });
    res.end('{"error":"not_found"}');
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setTokenBehavior: (next) => {
      behavior = next;
    },
    authorizations,
    tokenRequests,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let codesIssued = 0;

function authorize(
  url: URL,
  res: ServerResponse,
  challenges: Map<string, string>,
  authorizations: Record<string, string>[],
): void {
  const redirect = url.searchParams.get("redirect_uri");
  const state = url.searchParams.get("state");
  const challenge = url.searchParams.get("code_challenge");
  if (
    !redirect ||
    !state ||
    !url.searchParams.get("client_id") ||
    !challenge ||
    url.searchParams.get("code_challenge_method") !== "S256"
  ) {
    res.writeHead(400, { "content-type": "text/plain" });
    res.end("missing parameters");
    return;
  }
  authorizations.push(Object.fromEntries(url.searchParams));
  codesIssued += 1;
  const code = `${FAKE_CODE}${codesIssued}`;
  challenges.set(code, challenge);
  const back = new URL(redirect);
  back.searchParams.set("code", code);
  back.searchParams.set("state", state);
  res.writeHead(302, { location: back.toString() });
  res.end();
}

function answerToken(behavior: TokenBehavior, res: ServerResponse): void {
  switch (behavior.kind) {
    case "token":
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ access_token: behavior.token, token_type: "bearer", scope: "repo" }));
      return;
    case "refuse":
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: behavior.error, error_description: "The code passed is incorrect." }));
      return;
    case "status":
      res.writeHead(behavior.status, { "content-type": "application/json" });
      res.end("{}");
      return;
    case "hang":
      return;
    case "huge": {
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(16 * 1024, " ");
      let sent = 0;
      const pump = () => {
        while (sent < behavior.bytes) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end("{}");
      };
      res.on("error", () => {});
      pump();
      return;
    }
  }
}

function pkceChallenge(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}
