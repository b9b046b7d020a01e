import { describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/build-test-app.js";

/** docs/quality.md#reliability-and-security: bad input gets a 4xx JSON answer, never a 5xx and never a stack trace. */
describe("bad requests", () => {
  const cases: Array<[string, { method?: string; url: string }]> = [
    ["an unknown path", { url: "/api/nada" }],
    ["the site root", { url: "/" }],
    ["an encoded traversal", { url: "/api/standings/..%2f..%2f..%2fetc%2fpasswd" }],
    ["a double-encoded traversal", { url: "/api/fixtures/voley/%252e%252e%252f" }],
    ["a malformed escape", { url: "/api/standings/voley/%zz" }],
    ["an 8 KB path", { url: `/api/standings/voley/${"a".repeat(8 * 1024)}` }],
    ["an 8 KB unknown path", { url: `/${"x/".repeat(4 * 1024)}` }],
    ["a bad query string", { url: "/api/standings/voley/primera?%zz=%&a[b][c]=1&&==" }],
    ["a POST", { method: "POST", url: "/api/standings/voley/primera" }],
    ["a DELETE", { method: "DELETE", url: "/api/health" }],
    ["a PROPFIND", { method: "PROPFIND", url: "/api/standings/voley/primera" }],
    ["a null byte", { url: "/api/standings/voley/primera%00" }],
  ];

  it.each(cases)("answers %s with a 4xx JSON error and no stack", async (_name, request) => {
    const { app } = await buildTestApp();
    const res = await app.inject({ method: (request.method ?? "GET") as "GET", url: request.url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const body = res.json();
    expect(typeof body.error).toBe("string");
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+|stack/i);
    expect(res.body.length).toBeLessThan(300);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toMatch(/default-src 'none'/);
  });

  it("keeps serving good queries alongside: a query string is ignored", async () => {
    const { app } = await buildTestApp();
    expect((await app.inject("/api/standings/voley/primera?x=1")).statusCode).toBe(200);
  });

  it("sends the security headers the quality budget asks for", async () => {
    const { app } = await buildTestApp();
    const res = await app.inject("/api/standings/voley/primera");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it.each(["/api/health", "/api/standings/voley/primera", "/api/fixtures/voley/primera.ics"])(
    "allows configured origins only on %s",
    async (url) => {
      const { app } = await buildTestApp({ env: { CORS_ORIGINS: "https://casadepadua.example" } });
      const allowed = await app.inject({ url, headers: { origin: "https://casadepadua.example" } });
      expect(allowed.headers["access-control-allow-origin"]).toBe("https://casadepadua.example");
      expect(allowed.headers.vary).toBe("Origin");
      const other = await app.inject({ url, headers: { origin: "https://evil.example" } });
      expect(other.headers["access-control-allow-origin"]).toBeUndefined();
    },
  );
});

describe("CORS preflight", () => {
  it("answers a configured origin's preflight and ignores others", async () => {
    const { app } = await buildTestApp({ env: { CORS_ORIGINS: "https://casadepadua.example" } });
    const headers = { "access-control-request-method": "GET" };
    const allowed = await app.inject({
      method: "OPTIONS",
      url: "/api/standings/voley/primera",
      headers: { ...headers, origin: "https://casadepadua.example" },
    });
    expect(allowed.statusCode).toBeLessThan(300);
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://casadepadua.example");
    const other = await app.inject({
      method: "OPTIONS",
      url: "/api/standings/voley/primera",
      headers: { ...headers, origin: "https://evil.example" },
    });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("answers HEAD like GET without a body", async () => {
    const { app } = await buildTestApp();
    const res = await app.inject({ method: "HEAD", url: "/api/standings/voley/primera" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("");
    expect(res.headers.etag).toBeDefined();
  });
});
