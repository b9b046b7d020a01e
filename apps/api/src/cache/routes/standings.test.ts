import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../testing/build-test-app.js";

describe("GET /api/standings/:sport/:division", () => {
  it("serves the basketball table from the shipped snapshot on a fresh start", async () => {
    const { app } = await buildTestApp();
    const res = await app.inject({
      url: "/api/standings/basquet/federal",
      headers: { accept: "application/json" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    const body = res.json();
    expect(body.standings).toHaveLength(9);
    expect(body.standings[1]).toEqual({
      posicion: 2,
      equipo: "CASA (PADUA)",
      puntos: 30,
      jugados: 16,
      ganados: 14,
      perdidos: 2,
      favor: 1224,
      contra: 1073,
    });
    expect(body.last_update).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/);
    expect(body.source).toMatch(/gesdeportiva/);
    expect(body.source).not.toMatch(/key=/);
    expect(body.stale).toBe(false);
  });

  it("answers /api/standings/basquet with exactly the federal table", async () => {
    const { app } = await buildTestApp();
    const alias = await app.inject("/api/standings/basquet");
    const federal = await app.inject("/api/standings/basquet/federal");
    expect(alias.statusCode).toBe(200);
    expect(alias.body).toBe(federal.body);
    expect(alias.headers.etag).toBe(federal.headers.etag);
  });

  it.each(["primera", "tira-a", "tira-b"])(
    "serves the volleyball %s backup marked as fallback and stale",
    async (division) => {
      const { app } = await buildTestApp();
      const body = (await app.inject(`/api/standings/voley/${division}`)).json();
      expect(body.standings).toHaveLength(4);
      expect(body.source).toMatch(/^fallback:/);
      expect(body.stale).toBe(true);
    },
  );

  it.each([
    "/api/standings/futbol/primera",
    "/api/standings/voley/segunda",
    "/api/standings/basquet/tira-a",
    "/api/standings/voley/..%2f..%2fetc",
  ])("answers %s with a Spanish JSON 404", async (url) => {
    const { app } = await buildTestApp();
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json().error).toMatch(/No existe esa liga/);
  });

  it("sends an ETag and Cache-Control, and 304 when the client has that version", async () => {
    const { app } = await buildTestApp();
    const first = await app.inject("/api/standings/voley/primera");
    expect(first.headers["cache-control"]).toMatch(/max-age=60/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      url: "/api/standings/voley/primera",
      headers: { "if-none-match": `W/"x", ${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["x-content-type-options"]).toBe("nosniff");
    const other = await app.inject({
      url: "/api/standings/voley/primera",
      headers: { "if-none-match": '"old"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it("sends a replaced entry with its own ETag and length, and 200 to the old version's ETag", async () => {
    const { app, cache } = await buildTestApp({ env: { CORS_ORIGINS: "https://casadepadua.example" } });
    const url = "/api/standings/voley/primera";
    const before = await app.inject(url);
    const entry = cache.get("standings", "voley/primera");
    if (entry?.kind !== "standings") throw new Error("no primera standings in the cache");
    cache.set({ ...entry, origin: "scrape", stale: false, standings: entry.standings.slice(0, 3) });
    const after = await app.inject({
      url,
      headers: { "if-none-match": String(before.headers.etag), origin: "https://casadepadua.example" },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().standings).toHaveLength(3);
    expect(Number(after.headers["content-length"])).toBe(Buffer.byteLength(after.body));
    expect(after.headers["access-control-allow-origin"]).toBe("https://casadepadua.example");
    const again = await app.inject({
      url,
      headers: { "if-none-match": String(after.headers.etag), origin: "https://casadepadua.example" },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers["access-control-allow-origin"]).toBe("https://casadepadua.example");
    expect(again.headers["content-length"]).toBeUndefined();
  });
});
