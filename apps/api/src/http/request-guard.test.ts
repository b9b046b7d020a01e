import { describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/build-test-app.js";

const URL = "/api/standings/voley/primera";

/** A request as nginx forwards it: the client's own X-Forwarded-For, then the address nginx saw. */
const throughNginx = (forged: string, client: string) => ({
  url: URL,
  remoteAddress: "10.0.0.2",
  headers: { "x-forwarded-for": `${forged}, ${client}` },
});

async function statuses(app: Awaited<ReturnType<typeof buildTestApp>>["app"], requests: object[]) {
  const codes: number[] = [];
  for (const request of requests) codes.push((await app.inject(request)).statusCode);
  return codes;
}

describe("the rate limit behind a proxy", () => {
  it("counts the address nginx appended with one trusted hop, whatever the client writes before it", async () => {
    const { app } = await buildTestApp({ env: { TRUST_PROXY: "1", RATE_LIMIT_MAX: "20" } });
    const forged = Array.from({ length: 30 }, (_, i) => throughNginx(`198.51.100.${i}`, "203.0.113.7"));
    const codes = await statuses(app, forged);
    expect(codes.filter((code) => code === 200)).toHaveLength(20);
    expect(codes.filter((code) => code === 429)).toHaveLength(10);
    // Another visitor behind the same nginx has a budget of its own.
    expect((await app.inject(throughNginx("198.51.100.1", "203.0.113.8"))).statusCode).toBe(200);
  });

  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    const { app } = await buildTestApp({ env: { RATE_LIMIT_MAX: "2" } });
    const codes = await statuses(app, [
      throughNginx("1.1.1.1", "2.2.2.2"),
      throughNginx("3.3.3.3", "4.4.4.4"),
      throughNginx("5.5.5.5", "6.6.6.6"),
    ]);
    expect(codes).toEqual([200, 200, 429]);
  });

  it("believes only the listed proxy addresses", async () => {
    const { app } = await buildTestApp({ env: { TRUST_PROXY: "10.0.0.0/24", RATE_LIMIT_MAX: "1" } });
    expect((await app.inject(throughNginx("x", "203.0.113.7"))).statusCode).toBe(200);
    expect((await app.inject(throughNginx("y", "203.0.113.8"))).statusCode).toBe(200);
    // A client reaching the service directly cannot pick its own key.
    const direct = (forwarded: string) => ({
      url: URL,
      remoteAddress: "198.51.100.9",
      headers: { "x-forwarded-for": forwarded },
    });
    expect(await statuses(app, [direct("203.0.113.50"), direct("203.0.113.51")])).toEqual([200, 429]);
  });

  it("keys a client by an address, never by the text of the header", async () => {
    const { app } = await buildTestApp({ env: { TRUST_PROXY: "1", RATE_LIMIT_MAX: "2" } });
    const junk = (i: number) => ({
      url: URL,
      remoteAddress: "10.0.0.2",
      headers: { "x-forwarded-for": `${"a".repeat(8000)}${i}` },
    });
    // Right-most entry is not an address (nginx bypassed): the peer's address counts.
    expect(await statuses(app, [junk(1), junk(2), junk(3)])).toEqual([200, 200, 429]);
  });
});

/**
 * A request as the service sees it on Cloud Run behind Firebase Hosting: Hosting appends
 * the address the visitor connected from to whatever X-Forwarded-For the visitor sent,
 * Google's front end in front of Cloud Run appends the address Hosting connected from,
 * and the socket's peer is Google's front end. The addresses are stand-ins.
 */
const FRONT_END = "169.254.1.1";
const HOSTING_EDGE = "35.191.10.20";
const throughFirebase = (client: string, spoofed?: string) => ({
  url: URL,
  remoteAddress: FRONT_END,
  headers: { "x-forwarded-for": [spoofed, client, HOSTING_EDGE].filter(Boolean).join(", ") },
});

describe("the rate limit on Cloud Run behind Firebase Hosting (TRUST_PROXY=2)", () => {
  it("gives two visitors behind the same proxies an allowance each", async () => {
    const { app } = await buildTestApp({ env: { TRUST_PROXY: "2", RATE_LIMIT_MAX: "3" } });
    const first = Array.from({ length: 4 }, () => throughFirebase("203.0.113.7"));
    expect(await statuses(app, first)).toEqual([200, 200, 200, 429]);
    expect(await statuses(app, [throughFirebase("198.51.100.23")])).toEqual([200]);
  });

  it("counts a visitor who writes its own X-Forwarded-For as one visitor, whatever it writes", async () => {
    const { app } = await buildTestApp({ env: { TRUST_PROXY: "2", RATE_LIMIT_MAX: "3" } });
    const spoofing = Array.from({ length: 5 }, (_, i) =>
      throughFirebase("203.0.113.7", i % 2 ? `198.51.100.${i}` : `10.0.0.${i}, 198.51.100.${i}`),
    );
    expect(await statuses(app, spoofing)).toEqual([200, 200, 200, 429, 429]);
  });

  it("with TRUST_PROXY=false, as the docs once said for Cloud Run, every visitor shares one allowance", async () => {
    const { app } = await buildTestApp({ env: { RATE_LIMIT_MAX: "3" } });
    const visitors = ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4", "203.0.113.5"];
    expect(
      await statuses(
        app,
        visitors.map((client) => throughFirebase(client)),
      ),
    ).toEqual([200, 200, 200, 429, 429]);
  });
});

describe("CORS when CORS_ORIGINS is unset", () => {
  const SITE = "https://casadepadua.com.ar";
  const EDITOR = "https://casa-padua-editor.web.app";
  const relay = {
    OAUTH_GITHUB_CLIENT_ID: "Ov23liPrueba",
    OAUTH_GITHUB_CLIENT_SECRET: "s3cr3t-de-prueba-0123456789",
    OAUTH_SITE_ORIGIN: SITE,
    OAUTH_EDITOR_ORIGIN: EDITOR,
  };
  const allowed = async (env: Record<string, string>, origin: string) => {
    const { app } = await buildTestApp({ env });
    const answer = await app.inject({ url: URL, headers: { origin } });
    expect(answer.statusCode).toBe(200);
    return answer.headers["access-control-allow-origin"];
  };

  it("lets the dev servers read answers in development", async () => {
    expect(await allowed({}, "http://localhost:5173")).toBe("http://localhost:5173");
    expect(await allowed({}, "http://127.0.0.1:4173")).toBe("http://127.0.0.1:4173");
  });

  it("lets no other origin read answers in production (NODE_ENV=production), but the site's own", async () => {
    expect(await allowed({ NODE_ENV: "production" }, "http://localhost:5173")).toBeUndefined();
    expect(await allowed({ NODE_ENV: "production", ...relay }, "http://localhost:5173")).toBeUndefined();
    expect(await allowed({ NODE_ENV: "production", ...relay }, "https://otro-sitio.example")).toBeUndefined();
    expect(await allowed({ NODE_ENV: "production", ...relay }, SITE)).toBe(SITE);
    // The editor talks to GitHub, never to this service: its origin reads nothing either.
    expect(await allowed({ NODE_ENV: "production", ...relay }, EDITOR)).toBeUndefined();
  });
});

describe("the request guard on every route", () => {
  it("rate limits, refuses malformed queries and sends the security and CORS headers on a route added later", async () => {
    const { app } = await buildTestApp({
      env: { RATE_LIMIT_MAX: "2", CORS_ORIGINS: "https://casadepadua.example" },
    });
    app.get("/api/nueva", async () => ({ ok: true }));
    const origin = { origin: "https://casadepadua.example" };
    const first = await app.inject({ url: "/api/nueva", headers: origin });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-security-policy"]).toMatch(/default-src 'none'/);
    expect(first.headers["access-control-allow-origin"]).toBe("https://casadepadua.example");
    expect((await app.inject("/api/nueva?%zz")).statusCode).toBe(400);
    expect((await app.inject("/api/nueva")).statusCode).toBe(200);
    const limited = await app.inject("/api/nueva");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["x-content-type-options"]).toBe("nosniff");
  });
});
