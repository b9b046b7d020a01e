import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { buildApp } from "./app.js";
import { LeagueCache } from "./cache/league-cache.js";
import { loadStartupCache } from "./cache/load-startup-cache.js";
import { testConfig } from "./testing/build-test-app.js";

/** A logger whose JSON lines land in `lines`. */
function memoryLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: pino({ level: "info" }, stream), lines };
}

async function appWithLog(env: Record<string, string> = {}) {
  const config = await testConfig(env);
  const { entries } = await loadStartupCache(config.cacheFile, config.snapshotFile);
  const { log, lines } = memoryLog();
  const app = await buildApp({ config, cache: new LeagueCache(entries) }, log);
  app.get("/api/falla", () => {
    throw new Error("detalle interno que no debe salir");
  });
  return { app, lines };
}

describe("the service's log", () => {
  it("records an unexpected error that the answer does not reveal, and no line per request", async () => {
    const { app, lines } = await appWithLog();
    try {
      const failed = await app.inject("/api/falla");
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ error: "Error interno del servicio de ligas" });
      expect(failed.headers["x-content-type-options"]).toBe("nosniff");
      expect((await app.inject("/api/standings/voley/primera")).statusCode).toBe(200);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: 50,
        msg: "error inesperado",
        url: "/api/falla",
        err: { message: "detalle interno que no debe salir" },
      });
    } finally {
      await app.close();
    }
  });

  it("logs every request, the hot route included, with LOG_REQUESTS=true", async () => {
    const { app, lines } = await appWithLog({ LOG_REQUESTS: "true" });
    try {
      expect((await app.inject("/api/standings/voley/primera")).statusCode).toBe(200);
      expect((await app.inject("/api/falla")).statusCode).toBe(500);
      const completed = lines.filter((line) => line.msg === "request completed");
      expect(completed.map((line) => (line.res as { statusCode: number }).statusCode)).toEqual([200, 500]);
      expect(lines.find((line) => line.msg === "error inesperado")).toHaveProperty("reqId");
    } finally {
      await app.close();
    }
  });

  it.each([["false"], ["true"]])(
    "shows no query value of any route in any line (LOG_REQUESTS=%s)",
    async (logRequests) => {
      const { app, lines } = await appWithLog({ LOG_REQUESTS: logRequests });
      try {
        await app.inject("/api/falla?code=c0d1g0-de-un-uso&state=estado-firmado&solo-un-valor");
        await app.inject("/api/standings/voley/primera?token=otro-valor-privado");
      } finally {
        await app.close();
      }
      const logged = JSON.stringify(lines);
      for (const value of ["c0d1g0-de-un-uso", "estado-firmado", "solo-un-valor", "otro-valor-privado"])
        expect(logged).not.toContain(value);
      const urls = lines.flatMap((line) => [line.url, (line.req as { url?: unknown } | undefined)?.url]);
      expect(urls).toContain("/api/falla?code=[oculto]&state=[oculto]&[oculto]");
      if (logRequests === "true") expect(urls).toContain("/api/standings/voley/primera?token=[oculto]");
    },
  );
});
