import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inspect } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig, PACKAGE_DIR } from "./config.js";
import { SettingsSchema } from "./settings/schema.js";

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

  it("lists every invalid variable in one error, in the order of .env.example", () => {
    expect(() =>
      loadConfig({ VOLLEY_MATCHES_URL: "ftp://x", SCRAPE_CRON: "every minute", PORT: "eighty" }),
    ).toThrow(/PORT[\s\S]*SCRAPE_CRON[\s\S]*VOLLEY_MATCHES_URL/);
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

  it("takes a blank variable for an unset one, as .env.example leaves most of them", () => {
    const config = loadConfig({ PORT: "  ", SCRAPE_ENABLED: "", TRUST_PROXY: " loopback " });
    expect(config.port).toBe(8787);
    expect(config.scrape.enabled).toBe(true);
    expect(config.trustProxy).toEqual(["loopback"]);
  });

  it("reads yes and no in the words an operator may write, and off for a page", () => {
    const config = loadConfig({ LOG_REQUESTS: "Sí", SCRAPE_ENABLED: "no", BASKETBALL_FEDERAL_URL: "OFF" });
    expect(config.logRequests).toBe(true);
    expect(config.scrape.enabled).toBe(false);
    expect(config.sources.basketballFederalUrl).toBeUndefined();
  });

  it("says in Spanish what a number, a flag, a level and a page address must be", () => {
    expect(() =>
      loadConfig({
        PORT: "70000",
        LOG_LEVEL: "verbose",
        LOG_REQUESTS: "Quizás",
        FETCH_RETRIES: "1.5",
        VOLLEY_MATCHES_URL: "ftp://x",
      }),
    ).toThrow(
      'Configuración inválida: PORT debe ser un entero entre 0 y 65535 (vale "70000"); LOG_LEVEL debe ser uno de fatal, error, warn, info, debug, trace, silent (vale "verbose"); LOG_REQUESTS debe ser true o false (vale "quizás"); FETCH_RETRIES debe ser un entero entre 0 y 10 (vale "1.5"); VOLLEY_MATCHES_URL debe ser una URL http(s) (vale "ftp://x")',
    );
  });

  it.each([
    ["false", false],
    ["10.0.0.5", ["10.0.0.5"]],
    ["10.0.0.0/8, ::1", ["10.0.0.0/8", "::1"]],
    ["uniquelocal", ["uniquelocal"]],
    ["LinkLocal, 192.0.2.0/24", ["linklocal", "192.0.2.0/24"]],
  ])("reads TRUST_PROXY=%s as the proxies to believe", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(["true", "yes", "*", "nginx", "10.0.0.0/99", "0.0.0.0/0", "1", "2", "11"])(
    "refuses TRUST_PROXY=%s, which would believe what the client writes",
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  it("says to list the proxies' addresses instead of the old hop count", () => {
    expect(() => loadConfig({ TRUST_PROXY: "2" })).toThrow(
      'Configuración inválida: TRUST_PROXY ya no acepta una cantidad de proxies ni true (vale "2"): poné las direcciones de los proxies de adelante, como uniquelocal detrás del nginx de Docker Compose o linklocal para el front end de Cloud Run',
    );
  });

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
    const names = Object.keys(SettingsSchema.properties);
    expect(names.length).toBeGreaterThan(40);
    for (const name of names) expect(example).toMatch(new RegExp(`^${name}=`, "m"));
  });

  describe("CORS origins when CORS_ORIGINS is unset", () => {
    const DEV = [
      "http://localhost:5173",
      "http://127.0.0.1:5173",
      "http://localhost:4173",
      "http://127.0.0.1:4173",
    ];
    const relay = {
      OAUTH_GITHUB_CLIENT_ID: "Ov23liPrueba",
      OAUTH_GITHUB_CLIENT_SECRET: "s3cr3t-de-prueba-0123456789",
      OAUTH_EDITOR_ORIGIN: "https://casa-padua-editor.web.app",
    };

    it("allows the dev servers outside production", () => {
      expect(loadConfig({}).corsOrigins).toEqual(DEV);
      expect(loadConfig({ NODE_ENV: "development" }).corsOrigins).toEqual(DEV);
    });

    it("allows no origin in production, the relay on or off: the site calls /api on its own origin, the editor never", () => {
      expect(loadConfig({ NODE_ENV: "production" }).corsOrigins).toEqual([]);
      expect(loadConfig({ NODE_ENV: "production", ...relay }).corsOrigins).toEqual([]);
    });

    it("takes CORS_ORIGINS as given, in production too", () => {
      expect(
        loadConfig({ NODE_ENV: "production", CORS_ORIGINS: "https://otro.example, http://localhost:5173" })
          .corsOrigins,
      ).toEqual(["https://otro.example", "http://localhost:5173"]);
    });
  });

  describe("the /admin login relay (OAUTH_*)", () => {
    const SECRET = "s3cr3t-de-prueba-0123456789";
    const full = {
      OAUTH_GITHUB_CLIENT_ID: "Ov23liPrueba",
      OAUTH_GITHUB_CLIENT_SECRET: SECRET,
      OAUTH_EDITOR_ORIGIN: "https://casa-padua-editor.web.app/",
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

    it("is on with client id, secret and editor origin; GitHub is github.com unless told", () => {
      const { adminAuth } = loadConfig(full);
      expect(adminAuth).toMatchObject({
        clientId: "Ov23liPrueba",
        editorOrigin: "https://casa-padua-editor.web.app",
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
        /acceso a \/admin con GitHub necesita OAUTH_GITHUB_CLIENT_ID, OAUTH_GITHUB_CLIENT_SECRET, OAUTH_EDITOR_ORIGIN: falta OAUTH_GITHUB_CLIENT_SECRET, OAUTH_EDITOR_ORIGIN$/,
      );
      const { OAUTH_EDITOR_ORIGIN: _, ...withoutEditor } = full;
      expect(problems(withoutEditor)).toMatch(/: falta OAUTH_EDITOR_ORIGIN$/);
      expect(problems({ OAUTH_EDITOR_ORIGIN: full.OAUTH_EDITOR_ORIGIN })).toMatch(
        /: falta OAUTH_GITHUB_CLIENT_ID, OAUTH_GITHUB_CLIENT_SECRET$/,
      );
    });

    it("says what the editor's origin must look like, in Spanish, with an example of one", () => {
      expect(problems({ ...full, OAUTH_EDITOR_ORIGIN: "https://casa-padua-editor.web.app/admin/" })).toBe(
        'Configuración inválida: OAUTH_EDITOR_ORIGIN debe ser un origen https, sin ruta (como https://casa-padua-editor.web.app); http solo para 127.0.0.1 o localhost (vale "https://casa-padua-editor.web.app/admin/")',
      );
    });

    it("takes a plain-http editor origin on this machine (local runs, the browser tests)", () => {
      const local = loadConfig({ ...full, OAUTH_EDITOR_ORIGIN: "http://localhost:4174" }).adminAuth;
      expect(local?.editorOrigin).toBe("http://localhost:4174");
    });

    it.each([
      ["OAUTH_EDITOR_ORIGIN", "http://casa-padua-editor.web.app"],
      ["OAUTH_EDITOR_ORIGIN", "https://casa-padua-editor.web.app/admin/"],
      ["OAUTH_EDITOR_ORIGIN", "https://casa-padua-editor.web.app?x=1"],
      ["OAUTH_EDITOR_ORIGIN", "*"],
      ["OAUTH_GITHUB_URL", "http://github.com"],
      ["OAUTH_GITHUB_URL", "https://github.com/login?x=1"],
      ["OAUTH_GITHUB_URL", "ftp://127.0.0.1"],
      ["OAUTH_GITHUB_CLIENT_ID", "id con espacios"],
      ["OAUTH_TIMEOUT_MS", "0"],
    ])("refuses %s=%s", (name, value) => {
      expect(problems({ ...full, [name]: value })).toMatch(new RegExp(`${name} `));
    });

    it("gives the relay its own allowances: 20 requests per client and 100 in all per 10 minutes unless told", () => {
      expect(loadConfig(full).adminAuth?.rateLimit).toEqual({ max: 20, total: 100, windowMs: 600_000 });
      const tight = loadConfig({
        ...full,
        OAUTH_RATE_LIMIT_MAX: "4",
        OAUTH_RATE_LIMIT_TOTAL: "30",
        OAUTH_RATE_LIMIT_WINDOW_MS: "60000",
      });
      expect(tight.adminAuth?.rateLimit).toEqual({ max: 4, total: 30, windowMs: 60_000 });
      expect(problems({ ...full, OAUTH_RATE_LIMIT_MAX: "0" })).toMatch(
        /OAUTH_RATE_LIMIT_MAX debe ser un entero/,
      );
      expect(problems({ ...full, OAUTH_RATE_LIMIT_TOTAL: "0" })).toMatch(
        /OAUTH_RATE_LIMIT_TOTAL debe ser un entero/,
      );
      expect(problems({ ...full, OAUTH_RATE_LIMIT_WINDOW_MS: "10" })).toMatch(/OAUTH_RATE_LIMIT_WINDOW_MS /);
    });

    describe("the secret from a file (OAUTH_GITHUB_CLIENT_SECRET_FILE)", () => {
      const dirs: string[] = [];
      afterEach(async () => {
        await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
      });
      async function secretFile(content: string): Promise<string> {
        const dir = await mkdtemp(path.join(tmpdir(), "casa-secret-"));
        dirs.push(dir);
        const file = path.join(dir, "oauth-github-client-secret");
        await writeFile(file, content);
        return file;
      }
      const { OAUTH_GITHUB_CLIENT_SECRET: _, ...withoutSecret } = full;

      it("reads the secret from the file, without the line break an editor or `echo` leaves", async () => {
        const file = await secretFile(`${SECRET}\n`);
        const { adminAuth } = loadConfig({ ...withoutSecret, OAUTH_GITHUB_CLIENT_SECRET_FILE: file });
        expect(adminAuth?.clientSecret.reveal()).toBe(SECRET);
      });

      it("reads a relative path from the repository root, as Docker Compose does", () => {
        // The placeholder Compose mounts when no secret is configured: empty, so nothing is on.
        const config = loadConfig({ OAUTH_GITHUB_CLIENT_SECRET_FILE: "./secrets/no-secret" });
        expect(config.adminAuth).toBeUndefined();
        expect(
          problems({ ...withoutSecret, OAUTH_GITHUB_CLIENT_SECRET_FILE: "./secrets/no-secret" }),
        ).toContain(path.join(PACKAGE_DIR, "../../secrets/no-secret"));
      });

      it("leaves the relay off with an empty file and nothing else, and names the empty file when the rest is set", async () => {
        const file = await secretFile("\n");
        expect(loadConfig({ OAUTH_GITHUB_CLIENT_SECRET_FILE: file }).adminAuth).toBeUndefined();
        expect(problems({ ...withoutSecret, OAUTH_GITHUB_CLIENT_SECRET_FILE: file })).toMatch(
          new RegExp(
            `falta OAUTH_GITHUB_CLIENT_SECRET \\(el archivo ${file} de OAUTH_GITHUB_CLIENT_SECRET_FILE está vacío\\)`,
          ),
        );
      });

      it("refuses the secret given both ways at once", async () => {
        const file = await secretFile(SECRET);
        expect(problems({ ...full, OAUTH_GITHUB_CLIENT_SECRET_FILE: file })).toMatch(
          /OAUTH_GITHUB_CLIENT_SECRET y OAUTH_GITHUB_CLIENT_SECRET_FILE están definidos a la vez: dejá uno solo/,
        );
      });

      it("says which file it cannot read, and never shows what a bad file holds", async () => {
        const missing = path.join(tmpdir(), "casa-no-existe", "secreto");
        expect(problems({ ...withoutSecret, OAUTH_GITHUB_CLIENT_SECRET_FILE: missing })).toMatch(
          new RegExp(`no se puede leer OAUTH_GITHUB_CLIENT_SECRET_FILE \\(${missing}: ENOENT\\)`),
        );
        expect(problems({ ...withoutSecret, OAUTH_GITHUB_CLIENT_SECRET_FILE: tmpdir() })).toMatch(
          /OAUTH_GITHUB_CLIENT_SECRET_FILE .*no es un archivo/,
        );
        const bad = await secretFile(`${SECRET} con espacios`);
        const message = problems({ ...withoutSecret, OAUTH_GITHUB_CLIENT_SECRET_FILE: bad });
        expect(message).toMatch(
          /el archivo de OAUTH_GITHUB_CLIENT_SECRET_FILE .* tiene caracteres inválidos/,
        );
        expect(message).not.toContain(SECRET);
      });
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
