import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A stand-in for GitHub's OAuth endpoints on 127.0.0.1 (random port), for the login
 * relay's tests: `/login/oauth/authorize` sends the browser back to `redirect_uri` with
 * a code and the same `state`, as GitHub does once the editor agrees;
 * `/login/oauth/access_token` records what it was sent and answers as told.
 */

export type TokenBehavior =
  | { kind: "token"; token: string }
  /** GitHub's way of refusing a code: HTTP 200 with `{ error }`. */
  | { kind: "refuse"; error: string }
  | { kind: "status"; status: number }
  /** Accepts the request and never answers. */
  | { kind: "hang" }
  /** Streams this many bytes of JSON-looking filler. */
  | { kind: "huge"; bytes: number };

export interface TokenRequest {
  headers: IncomingMessage["headers"];
  /** The form fields it was sent. */
  form: Record<string, string>;
}

export interface FakeOAuthProvider {
  origin: string;
  /** The code `/login/oauth/authorize` hands out. */
  readonly code: string;
  setTokenBehavior(behavior: TokenBehavior): void;
  /** Every request to the token endpoint, in order. */
  readonly tokenRequests: TokenRequest[];
  /** Every path asked for, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

export const FAKE_CODE = "c0de1234abcd5678ef90";
export const FAKE_TOKEN = "gho_FakeToken0123456789abcdefABCDEF";

export async function startFakeOAuthProvider(): Promise<FakeOAuthProvider> {
  const sockets = new Set<Socket>();
  const tokenRequests: TokenRequest[] = [];
  const requests: string[] = [];
  let behavior: TokenBehavior = { kind: "token", token: FAKE_TOKEN };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push(url.pathname);
    if (req.method === "GET" && url.pathname === "/login/oauth/authorize") return authorize(url, res);
    if (req.method === "POST" && url.pathname === "/login/oauth/access_token") {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (body += chunk));
      req.on("end", () => {
        tokenRequests.push({ headers: req.headers, form: Object.fromEntries(new URLSearchParams(body)) });
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
    code: FAKE_CODE,
    setTokenBehavior: (next) => {
      behavior = next;
    },
    tokenRequests,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function authorize(url: URL, res: ServerResponse): void {
  const redirect = url.searchParams.get("redirect_uri");
  const state = url.searchParams.get("state");
  if (!redirect || !state || !url.searchParams.get("client_id")) {
    res.writeHead(400, { "content-type": "text/plain" });
    res.end("missing parameters");
    return;
  }
  const back = new URL(redirect);
  back.searchParams.set("code", FAKE_CODE);
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
