import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, PACKAGE_DIR } from "./config.js";

describe("loadConfig", () => {
  it("works with no environment at all", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: "127.0.0.1",
      port: 8787,
      scrape: { enabled: true, cron: "*/30 * * * *" },
    });
    expect(config.cacheFile).toBe(path.join(PACKAGE_DIR, "var/league-cache.json"));
    expect(config.sources.basketballFederalUrl).toMatch(/^https:\/\/www\.argentina\.basketball\//);
    expect(config.sources.volley.matchesUrl).toBeUndefined();
    expect(config.sources.volley.teamNames).toEqual(["casa", "padua"]);
    expect(config.trustProxy).toBe(false);
  });

  it("lists every invalid variable in one error", () => {
    expect(() =>
      loadConfig({ PORT: "eighty", SCRAPE_CRON: "every minute", VOLLEY_MATCHES_URL: "ftp://x" }),
    ).toThrow(/PORT[\s\S]*VOLLEY_MATCHES_URL[\s\S]*SCRAPE_CRON/);
  });

  it("says every problem on one line", () => {
    let message = "";
    try {
      loadConfig({ PORT: "eighty", RATE_LIMIT_MAX: "0" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Configuración inválida: PORT .*; RATE_LIMIT_MAX /);
    expect(message).not.toMatch(/\n/);
  });

  it.each([
    ["1", 1],
    ["2", 2],
    ["false", false],
    ["10.0.0.5", ["10.0.0.5"]],
    ["10.0.0.0/8, ::1", ["10.0.0.0/8", "::1"]],
  ])("reads TRUST_PROXY=%s as the proxies to believe", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(["true", "yes", "*", "nginx", "10.0.0.0/99", "11"])(
    "refuses TRUST_PROXY=%s, which would believe what the client writes",
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  it.each(["(a+)+$", "casa.*padua", "[cp]asa", "a{1,99}"])(
    "refuses a regular expression as VOLLEY_TEAM_PATTERN (%s)",
    (value) => {
      expect(() => loadConfig({ VOLLEY_TEAM_PATTERN: value })).toThrow(
        /VOLLEY_TEAM_PATTERN son fragmentos de nombre/,
      );
    },
  );

  it("reads name fragments separated by | or commas", () => {
    const config = loadConfig({ VOLLEY_TEAM_PATTERN: "C.A. San Antonio, padua | CASA" });
    expect(config.sources.volley.teamNames).toEqual(["C.A. San Antonio", "padua", "CASA"]);
  });

  it("refuses a headers time-out longer than the request time-out", () => {
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: "20000", HTTP_REQUEST_TIMEOUT_MS: "10000" })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS/,
    );
  });

  it("reads a division's match filter as category/division with * for any", () => {
    const config = loadConfig({
      VOLLEY_PRIMERA_MATCH_FILTER: "Superiores/Primera",
      VOLLEY_TIRA_A_MATCH_FILTER: "*/Tira A",
    });
    expect(config.sources.volley.matchFilters.primera).toEqual({
      category: "Superiores",
      division: "Primera",
    });
    expect(config.sources.volley.matchFilters["tira-a"]).toEqual({ division: "Tira A" });
    expect(config.sources.volley.matchFilters["tira-b"]).toBeUndefined();
  });

  it("is documented variable by variable in the root .env.example", async () => {
    const example = await readFile(path.join(PACKAGE_DIR, "../../.env.example"), "utf8");
    const source = await readFile(path.join(PACKAGE_DIR, "src/config.ts"), "utf8");
    const read = [...source.matchAll(/read\.\w+\(\s*[`"]([A-Z_${}().]+)[`"]/g)].map((m) => m[1] as string);
    const names = read.flatMap((name) =>
      name.includes("${")
        ? ["PRIMERA", "TIRA_A", "TIRA_B"].map((d) => name.replace(/\$\{[^}]+\}/, d))
        : [name],
    );
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(example).toMatch(new RegExp(`^${name}=`, "m"));
  });
});
