import { afterEach, describe, expect, it, vi } from "vitest";
import { apiTestTargets, buildVariables, MASK, runApiTest } from "./diagnostics.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("/api-test targets", () => {
  it("tries the local service directly in development, then the site's own origin", () => {
    expect(apiTestTargets(true).map((t) => t.url)).toEqual([
      "http://127.0.0.1:8787/api/standings/basquet",
      "/api/standings/basquet",
    ]);
  });

  it("never tries a local address in a production build", () => {
    expect(apiTestTargets(false).map((t) => t.url)).toEqual(["/api/standings/basquet"]);
  });
});

describe("runApiTest", () => {
  it("returns the first target that answers", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(new Response('{"standings":[]}'));
    vi.stubGlobal("fetch", fetch);
    const result = await runApiTest(apiTestTargets(true));
    expect(result.via.label).toBe("Mismo origen");
    expect(result.body).toEqual({ standings: [] });
  });

  it("joins both failures in one message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockRejectedValueOnce(new TypeError("Failed to fetch"))
        .mockResolvedValueOnce(new Response("", { status: 502 })),
    );
    await expect(runApiTest(apiTestTargets(true))).rejects.toThrow(
      "No se pudo obtener la tabla. Directo (http://127.0.0.1:8787/api/standings/basquet): Failed to fetch · Mismo origen (/api/standings/basquet): Error en la respuesta del servidor: 502",
    );
  });
});

describe("buildVariables", () => {
  it("lists only VITE_ names, sorted, and masks anything that may be a secret", () => {
    const variables = buildVariables({
      MODE: "production",
      VITE_SITE_URL: "https://casadepadua.com.ar",
      VITE_FIREBASE_API_KEY: "abc",
      VITE_UPLOAD_SECRET: "x",
      VITE_AUTH_TOKEN: "y",
      VITE_DB_PASSWORD: "z",
      VITE_CLOUD_NAME: "AIzaSyA1b2C3d4E5f6G7h8I9j0KLmnOPq",
      VITE_UPLOAD_PRESET: "c9f1a7e2b4d64e0a9b3c5d7e8f901234",
      VITE_EMPTY_KEY: "",
    });
    expect(variables.map((v) => v.name)).toEqual([
      "VITE_AUTH_TOKEN",
      "VITE_CLOUD_NAME",
      "VITE_DB_PASSWORD",
      "VITE_EMPTY_KEY",
      "VITE_FIREBASE_API_KEY",
      "VITE_SITE_URL",
      "VITE_UPLOAD_PRESET",
      "VITE_UPLOAD_SECRET",
    ]);
    const shown = Object.fromEntries(variables.map((v) => [v.name, v.value]));
    expect(shown).toMatchObject({
      VITE_AUTH_TOKEN: MASK,
      VITE_CLOUD_NAME: MASK,
      VITE_DB_PASSWORD: MASK,
      VITE_FIREBASE_API_KEY: MASK,
      VITE_UPLOAD_PRESET: MASK,
      VITE_UPLOAD_SECRET: MASK,
      VITE_SITE_URL: "https://casadepadua.com.ar",
      VITE_EMPTY_KEY: "(vacía)",
    });
  });

  it("shows ordinary values such as a flag or a short name", () => {
    expect(buildVariables({ VITE_ENABLE_DIAGNOSTICS: "true", VITE_CLOUD: "casa-padua" })).toEqual([
      { name: "VITE_CLOUD", value: "casa-padua", masked: false },
      { name: "VITE_ENABLE_DIAGNOSTICS", value: "true", masked: false },
    ]);
  });
});
