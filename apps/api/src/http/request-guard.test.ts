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
