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

const allowed = (codes: number[]) => codes.filter((code) => code === 200).length;
const refused = (codes: number[]) => codes.filter((code) => code === 429).length;

describe("the rate limit behind nginx (TRUST_PROXY=uniquelocal, as Docker Compose sets)", () => {
  it("counts the address nginx appended, whatever the client writes before it", async () => {
    const { app } = await buildTestApp({ env: { TRUST_PROXY: "uniquelocal", RATE_LIMIT_MAX: "20" } });
    const forged = Array.from({ length: 30 }, (_, i) =>
      throughNginx(i % 2 ? `198.51.100.${i}` : `10.0.0.${i}, 198.51.100.${i}`, "203.0.113.7"),
    );
    const codes = await statuses(app, forged);
    expect([allowed(codes), refused(codes)]).toEqual([20, 10]);
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
    const { app } = await buildTestApp({ env: { TRUST_PROXY: "uniquelocal", RATE_LIMIT_MAX: "2" } });
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
 * Requests as the service sees them on Cloud Run: the socket's peer is Google's front end
 * (a link-local address), which appends the address that connected to it. Called straight
 * at its run.app address, that is the caller's. Through Firebase Hosting, Hosting first
 * appends the visitor's, then the front end appends Hosting's. Whatever the caller wrote
 * comes first. The public addresses are stand-ins.
 */
const FRONT_END = "169.254.1.1";
const CALLER = "203.0.113.77";
const HOSTING = "192.0.2.10";
const toCloudRun = (...forwarded: string[]) => ({
  url: URL,
  remoteAddress: FRONT_END,
  headers: { "x-forwarded-for": forwarded.join(", ") },
});
const forgedThirty = (chain: (forged: string) => object) =>
  Array.from({ length: 30 }, (_, i) => chain(`198.51.100.${i}`));

describe("the rate limit on Cloud Run (TRUST_PROXY=linklocal)", () => {
  it("counts a caller that forges X-Forwarded-For straight at run.app as one client", async () => {
    const { app } = await buildTestApp({ env: { TRUST_PROXY: "linklocal", RATE_LIMIT_MAX: "20" } });
    const codes = await statuses(
      app,
      forgedThirty((forged) => toCloudRun(forged, CALLER)),
    );
    expect([allowed(codes), refused(codes)]).toEqual([20, 10]);
    // Another caller still has its allowance.
    expect((await app.inject(toCloudRun("198.51.100.1", "203.0.113.78"))).statusCode).toBe(200);
  });

  it("through Firebase Hosting, with Hosting's addresses listed too, counts the visitor Hosting saw", async () => {
    const { app } = await buildTestApp({
      env: { TRUST_PROXY: "linklocal, 192.0.2.0/24", RATE_LIMIT_MAX: "20" },
    });
    const codes = await statuses(
      app,
      forgedThirty((forged) => toCloudRun(forged, CALLER, HOSTING)),
    );
    expect([allowed(codes), refused(codes)]).toEqual([20, 10]);
    expect((await app.inject(toCloudRun("198.51.100.1", "203.0.113.78", HOSTING))).statusCode).toBe(200);
    // A caller writing Hosting's address itself, straight at run.app, gains nothing: the
    // front end's entry, the caller's own address, comes after it.
    const direct = await statuses(
      app,
      forgedThirty((forged) => toCloudRun(forged, HOSTING, CALLER)),
    );
    expect(allowed(direct)).toBe(0);
  });

  it("through Hosting with the front end alone listed, counts Hosting's address: forged entries still buy nothing", async () => {
    const { app } = await buildTestApp({ env: { TRUST_PROXY: "linklocal", RATE_LIMIT_MAX: "20" } });
    const codes = await statuses(
      app,
      forgedThirty((forged) => toCloudRun(forged, CALLER, HOSTING)),
    );
    expect([allowed(codes), refused(codes)]).toEqual([20, 10]);
  });
});

describe("the rate limit for IPv6 clients", () => {
  it("counts every address of one /64 as one client", async () => {
    const { app } = await buildTestApp({ env: { RATE_LIMIT_MAX: "20" } });
    const oneNetwork = Array.from({ length: 25 }, (_, i) => ({
      url: URL,
      remoteAddress: `2001:db8:1:2:${i.toString(16)}::${(i + 1).toString(16)}`,
    }));
    const codes = await statuses(app, oneNetwork);
    expect([allowed(codes), refused(codes)]).toEqual([20, 5]);
    // Another /64 has an allowance of its own.
    expect((await app.inject({ url: URL, remoteAddress: "2001:db8:1:3::1" })).statusCode).toBe(200);
  });

  it("counts the /64 nginx appended, behind a trusted proxy too", async () => {
    const { app } = await buildTestApp({ env: { TRUST_PROXY: "uniquelocal", RATE_LIMIT_MAX: "2" } });
    const codes = await statuses(app, [
      throughNginx("198.51.100.1", "2001:db8:9:9::1"),
      throughNginx("198.51.100.2", "2001:db8:9:9::2"),
      throughNginx("198.51.100.3", "2001:db8:9:9:abcd::3"),
    ]);
    expect(codes).toEqual([200, 200, 429]);
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", async () => {
    const { app } = await buildTestApp({ env: { RATE_LIMIT_MAX: "1" } });
    expect(
      await statuses(app, [
        { url: URL, remoteAddress: "::ffff:198.51.100.7" },
        { url: URL, remoteAddress: "198.51.100.7" },
      ]),
    ).toEqual([200, 429]);
  });
});

describe("CORS when CORS_ORIGINS is unset", () => {
  const SITE = "https://casadepadua.com.ar";
  const EDITOR = "https://casa-padua-editor.web.app";
  const relay = {
    OAUTH_GITHUB_CLIENT_ID: "Ov23liPrueba",
    OAUTH_GITHUB_CLIENT_SECRET: "s3cr3t-de-prueba-0123456789",
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

  it("lets no origin read answers in production (NODE_ENV=production), the relay on or off", async () => {
    expect(await allowed({ NODE_ENV: "production" }, "http://localhost:5173")).toBeUndefined();
    expect(await allowed({ NODE_ENV: "production", ...relay }, "http://localhost:5173")).toBeUndefined();
    expect(await allowed({ NODE_ENV: "production", ...relay }, "https://otro-sitio.example")).toBeUndefined();
    // The site calls /api on its own origin, and the editor never calls the service
    // cross-origin: neither reads anything cross-origin.
    expect(await allowed({ NODE_ENV: "production", ...relay }, SITE)).toBeUndefined();
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
