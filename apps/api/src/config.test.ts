import { readFile } from "node:fs/promises";
import path from "node:path";
import { inspect } from "node:util";
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

  describe("the /admin login relay (OAUTH_*)", () => {
    const SECRET = "s3cr3t-de-prueba-0123456789";
    const full = {
      OAUTH_GITHUB_CLIENT_ID: "Ov23liPrueba",
      OAUTH_GITHUB_CLIENT_SECRET: SECRET,
      OAUTH_SITE_ORIGIN: "https://casadepadua.com.ar/",
    };
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };

    it("is off without its settings", () => {
      expect(loadConfig({}).adminAuth).toBeUndefined();
    });

    it("is on with client id, secret and site origin; GitHub is github.com unless told", () => {
      const { adminAuth } = loadConfig(full);
      expect(adminAuth).toMatchObject({
        clientId: "Ov23liPrueba",
        siteOrigin: "https://casadepadua.com.ar",
        githubUrl: "https://github.com",
        timeoutMs: 10_000,
      });
      expect(adminAuth?.clientSecret.reveal()).toBe(SECRET);
    });

    it("never shows the secret: not in JSON, not in util.inspect, not in an error line", () => {
      const config = loadConfig(full);
      expect(JSON.stringify(config)).not.toContain(SECRET);
      expect(inspect(config, { depth: 10 })).not.toContain(SECRET);
      const bad = `${SECRET} con espacios`;
      const message = problems({ ...full, OAUTH_GITHUB_CLIENT_SECRET: bad });
      expect(message).toMatch(/OAUTH_GITHUB_CLIENT_SECRET tiene caracteres inválidos/);
      expect(message).not.toContain(SECRET);
    });

    it("refuses a partial set, naming what is missing", () => {
      expect(problems({ OAUTH_GITHUB_CLIENT_ID: "Ov23liPrueba" })).toMatch(
        /acceso a \/admin con GitHub .*falta OAUTH_GITHUB_CLIENT_SECRET, OAUTH_SITE_ORIGIN/,
      );
    });

    it.each([
      ["OAUTH_SITE_ORIGIN", "http://casadepadua.com.ar"],
      ["OAUTH_SITE_ORIGIN", "https://casadepadua.com.ar/admin"],
      ["OAUTH_SITE_ORIGIN", "casadepadua.com.ar"],
      ["OAUTH_GITHUB_URL", "http://github.com"],
      ["OAUTH_GITHUB_URL", "https://github.com/login?x=1"],
      ["OAUTH_GITHUB_URL", "ftp://127.0.0.1"],
      ["OAUTH_GITHUB_CLIENT_ID", "id con espacios"],
      ["OAUTH_TIMEOUT_MS", "0"],
    ])("refuses %s=%s", (name, value) => {
      expect(problems({ ...full, [name]: value })).toMatch(new RegExp(`${name} `));
    });

    it.each([
      "http://127.0.0.1:9000",
      "http://localhost:9000",
      "http://[::1]:9000",
      "https://github.example.com",
    ])("takes OAUTH_GITHUB_URL=%s (plain http only on loopback: tests and local runs)", (value) => {
      expect(loadConfig({ ...full, OAUTH_GITHUB_URL: value }).adminAuth?.githubUrl).toBe(value);
    });
  });
});
