import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Route } from "@playwright/test";

/**
 * A stand-in for Google, for the browser test of analytics (analytics-privacy.spec.ts):
 * an HTTP server on 127.0.0.1 that every request a page makes off this machine is
 * forwarded to (`routeOffMachineTo`), and that records each one whole (method, address
 * with its query, headers, body) before it answers as Google would, enough for the
 * Firebase Analytics SDK and Google's tag to do their work:
 * - Firebase Installations (`firebaseinstallations.googleapis.com`): a new installation
 *   and its auth token;
 * - the app's analytics settings (`firebase.googleapis.com/…/webConfig`): the test's
 *   Firebase web config, its measurement id included;
 * - Google's tag (`www.googletagmanager.com/gtag/js`): gtag-stand-in.js, which copies
 *   what the real tag does with a page's data (the real one cannot be fetched offline);
 * - Google Analytics 4's collection (`*.google-analytics.com/g/collect`, and
 *   `*.analytics.google.com`): 204, as Google answers;
 * - anything else: 404, still recorded.
 */

/** One request that left the browser for another site. */
export interface Collected {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The Firebase web config the site was built with, as its `VITE_FIREBASE_*` settings name it. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  measurementId: string;
}

const GTAG = readFileSync(new URL("./gtag-stand-in.js", import.meta.url), "utf8");

/** Where the forwarding puts the request's own address and headers (URI-encoded), for the collector to record. */
const ORIGINAL_URL = "x-collector-original-url";
const ORIGINAL_HEADERS = "x-collector-original-headers";

type Answer = { status: number; type?: string; body?: string };

function answer(request: Collected, firebase: FirebaseWebConfig): Answer {
  const url = new URL(request.url);
  const json = (value: unknown): Answer => ({
    status: 200,
    type: "application/json",
    body: JSON.stringify(value),
  });
  if (request.method === "OPTIONS") return { status: 204 };
  if (url.hostname === "firebaseinstallations.googleapis.com") {
    const token = { token: "token-de-prueba", expiresIn: "604800s" };
    if (url.pathname.endsWith("/authTokens:generate")) return json(token);
    if (request.method === "POST" && url.pathname.endsWith("/installations")) {
      const { fid } = JSON.parse(request.body) as { fid: string };
      return json({
        name: `projects/${firebase.projectId}/installations/${fid}`,
        fid,
        refreshToken: "refresh-de-prueba",
        authToken: token,
      });
    }
  }
  if (url.hostname === "firebase.googleapis.com" && url.pathname.endsWith("/webConfig"))
    return json(firebase);
  if (url.hostname === "www.googletagmanager.com" && url.pathname === "/gtag/js")
    return { status: 200, type: "text/javascript; charset=utf-8", body: GTAG };
  if (
    /(^|\.)(google-analytics\.com|analytics\.google\.com)$/.test(url.hostname) &&
    url.pathname.endsWith("/collect")
  )
    return { status: 204 };
  return { status: 404 };
}

async function readBody(message: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export interface Collector {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Every request received, in order of arrival. */
  requests: Collected[];
  close(): Promise<void>;
}

/** Starts the collector on a free port of 127.0.0.1, answering with `firebase` as the app's config. */
export async function startCollector(firebase: FirebaseWebConfig): Promise<Collector> {
  const requests: Collected[] = [];
  const server = createServer(async (message: IncomingMessage, response: ServerResponse) => {
    const request: Collected = {
      method: message.method ?? "GET",
      url: decodeURIComponent(String(message.headers[ORIGINAL_URL])),
      headers: JSON.parse(decodeURIComponent(String(message.headers[ORIGINAL_HEADERS] ?? "%7B%7D"))),
      body: await readBody(message),
    };
    requests.push(request);
    const { status, type, body } = answer(request, firebase);
    response.writeHead(status, {
      // The SDK's calls are cross-origin fetches, some with a preflight: let them all through.
      "access-control-allow-origin": request.headers.origin ?? "*",
      "access-control-allow-credentials": "true",
      "access-control-allow-methods": "GET, POST, OPTIONS",
      "access-control-allow-headers": request.headers["access-control-request-headers"] ?? "*",
      ...(type ? { "content-type": type } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Any address that is not this machine. */
const offMachine = (url: URL) =>
  /^https?:$/.test(url.protocol) && !["127.0.0.1", "localhost"].includes(url.hostname);

/**
 * Forwards every request of the context's pages that would leave this machine to the
 * collector, and answers the page with what it answered. Routes added later (a chat's
 * stand-in, say) take precedence over this one.
 */
export async function routeOffMachineTo(context: BrowserContext, collector: Collector): Promise<void> {
  await context.route(offMachine, async (route: Route) => {
    const request = route.request();
    const body = request.postDataBuffer();
    const forwarded = await fetch(collector.origin, {
      method: request.method(),
      headers: {
        [ORIGINAL_URL]: encodeURIComponent(request.url()),
        [ORIGINAL_HEADERS]: encodeURIComponent(JSON.stringify(await request.allHeaders())),
      },
      body: body && request.method() !== "GET" ? new Uint8Array(body) : undefined,
    });
    await route.fulfill({
      status: forwarded.status,
      headers: Object.fromEntries(
        [...forwarded.headers].filter(
          ([name]) => name === "content-type" || name.startsWith("access-control-"),
        ),
      ),
      body: Buffer.from(await forwarded.arrayBuffer()),
    });
  });
}
