import { readFileSync, statSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { VOLLEY_DIVISIONS, type VolleyDivision } from "@casa/shared";
import { validate as isValidCron } from "node-cron";
import { SHIPPED_SNAPSHOT_FILE } from "./cache/shipped-snapshot.js";
import { ROOT_ENV_FILE, withEnvFile } from "./env-file.js";
import { Secret } from "./lib/secret.js";

/**
 * Every setting of the league service. This is the only module that reads
 * `process.env` (under the root `.env` file, when there is one: the environment wins);
 * each variable is listed, with its default, in the root `.env.example`.
 */
export interface Config {
  host: string;
  port: number;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Log every request (off by default: the reverse proxy keeps access logs). */
  logRequests: boolean;
  /**
   * The proxies in front whose `X-Forwarded-For` entries are believed: none (`false`),
   * a hop count (nginx in front: 1, so the client is the address nginx appended), or
   * their addresses / CIDR ranges. Never "any proxy": the left-most entries are the
   * client's own words.
   */
  trustProxy: false | number | string[];
  /**
   * Browser origins allowed to call the API cross-origin. Unset: the dev servers' origins
   * outside production; in production (`NODE_ENV=production`, as the service's image
   * sets) only the public site's own origin (`OAUTH_SITE_ORIGIN`) when given, else none:
   * the site calls `/api` on its own origin, through Firebase Hosting's rewrite or nginx.
   * Never the editor's origin: the editor calls GitHub, not this service.
   */
  corsOrigins: string[];
  rateLimit: {
    max: number;
    windowMs: number;
    /** Clients remembered per window; when full, the oldest is forgotten to make room. */
    maxClients: number;
  };
  /** Time-outs of the HTTP server, so idle or slow clients cannot hold sockets for ever. */
  http: HttpTimeouts;
  /** `Cache-Control: max-age` of the data routes, in seconds. */
  httpMaxAgeSeconds: number;
  /** The cache file of this deployment (written by the scraper). */
  cacheFile: string;
  /** The snapshot shipped with the code, loaded when there is no cache file yet. */
  snapshotFile: string;
  scrape: {
    /** When false, the server only serves what the cache holds (no scheduler). */
    enabled: boolean;
    /** node-cron expression of the refresh schedule. */
    cron: string;
  };
  fetch: FetchConfig;
  sources: SourcesConfig;
  /**
   * The GitHub login relay of Decap CMS (`/api/admin/auth`, `/api/admin/callback`):
   * undefined, and the routes absent, unless its settings are given.
   */
  adminAuth: AdminAuthConfig | undefined;
}

export interface AdminAuthConfig {
  /** Client ID of the club's GitHub OAuth app. */
  clientId: string;
  /** Its client secret: sent to GitHub's token endpoint and nowhere else. */
  clientSecret: Secret;
  /**
   * The public site's origin (`https://casadepadua.com.ar`), where `/api` is served: what
   * the callback address is built from, where the login's cookie lives (`Secure` when it
   * is https), and the CORS default in production.
   */
  siteOrigin: string;
  /**
   * The editor's origin (`https://casa-padua-editor.web.app`), where Decap runs and opens
   * the login popup from: the only origin the token is ever posted to, and the only one
   * whose `authorizing:github` the callback page answers. Another origin than the site's:
   * the editor keeps the token in its own origin's storage, out of the public pages' reach.
   */
  editorOrigin: string;
  /** GitHub's origin (a stand-in on 127.0.0.1 in tests): the only host the relay calls. */
  githubUrl: string;
  /** Whole budget of the code-for-token exchange with GitHub. */
  timeoutMs: number;
  /**
   * The relay's own allowance per client, on top of the service's: each callback may cost
   * a request to GitHub with the client secret, so its two routes get far fewer requests.
   */
  rateLimit: { max: number; windowMs: number };
}

export interface HttpTimeouts {
  /**
   * A socket with no traffic for this long is closed (one stalled mid-answer). A new socket
   * that sends nothing is closed sooner, by `headersTimeoutMs`, which Node counts from the
   * connection.
   */
  connectionTimeoutMs: number;
  /** Whole time to receive a request, headers and body (Fastify `requestTimeout`). */
  requestTimeoutMs: number;
  /** Time to receive a request's headers (Node's `headersTimeout`); at most `requestTimeoutMs`. */
  headersTimeoutMs: number;
  /** How long a kept-alive socket may wait for its next request (Fastify `keepAliveTimeout`). */
  keepAliveTimeoutMs: number;
}

export interface FetchConfig {
  /** Whole budget of one page, retries included: a host that never answers costs at most this. */
  timeoutMs: number;
  connectTimeoutMs: number;
  maxBytes: number;
  /** Extra attempts after the first, on network errors and 5xx only. */
  retries: number;
  /** First back-off delay; doubled on each retry. */
  retryBaseMs: number;
  maxRedirects: number;
  userAgent: string;
}

/** Which part of a club-matches page belongs to a division (compared without case or accents). */
export interface MatchFilter {
  category?: string;
  division?: string;
}

export interface SourcesConfig {
  /** argentina.basketball page whose iframe holds the Liga Federal standings widget. */
  basketballFederalUrl: string | undefined;
  /** Hosts the basketball iframe may point to; anything else is refused. */
  basketballWidgetHosts: string[];
  volley: {
    standingsUrls: Record<VolleyDivision, string | undefined>;
    /** metrovoley club-matches page of our club (holds every division's matches). */
    matchesUrl: string | undefined;
    /** Our club's metrovoley id: a team with this `clubId` is ours. */
    clubId: number | undefined;
    /**
     * Fragments of our teams' names (compared without case or accents), used when the
     * page carries no club id. Plain text, never a regular expression: names come from
     * scraped pages, and a pattern could make matching take seconds.
     */
    teamNames: string[];
    matchFilters: Record<VolleyDivision, MatchFilter | undefined>;
  };
}

/** The api package folder (`apps/api`), from `src/` or `dist/` alike. */
export const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));

const DEFAULT_USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Season 2025, Conferencia Metropolitana Zona B: change each season (the zone id moves). */
export const DEFAULT_BASKETBALL_FEDERAL_URL =
  "https://www.argentina.basketball/liga-federal/fixture-posiciones/conferencia-metropolitana-zona-b-2025";

type Env = Record<string, string | undefined>;

class ConfigReader {
  readonly errors: string[] = [];
  constructor(private readonly env: Env) {}

  /** Whether the variable is set to something other than blanks. */
  given(name: string): boolean {
    return this.raw(name) !== undefined;
  }

  private raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === undefined || value === "" ? undefined : value;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  optionalString(name: string): string | undefined {
    return this.raw(name);
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
      this.errors.push(`${name} debe ser un entero entre ${min} y ${max} (vale "${value}")`);
      return fallback;
    }
    return parsed;
  }

  bool(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (["1", "true", "yes", "si", "sí"].includes(value)) return true;
    if (["0", "false", "no"].includes(value)) return false;
    this.errors.push(`${name} debe ser true o false (vale "${value}")`);
    return fallback;
  }

  list(name: string, fallback: string[]): string[] {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    return value
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item !== "");
  }

  /** An http(s) URL, or undefined when unset or set to `off`. */
  url(name: string, fallback: string | undefined): string | undefined {
    const value = this.raw(name) ?? fallback;
    if (value === undefined || value.toLowerCase() === "off") return undefined;
    try {
      const url = new URL(value);
      if (url.protocol === "http:" || url.protocol === "https:") return url.toString();
    } catch {
      // reported below
    }
    this.errors.push(`${name} debe ser una URL http(s) (vale "${value}")`);
    return undefined;
  }

  /**
   * An origin (`scheme://host[:port]`, nothing after it), https unless the host is this
   * machine's loopback (local runs and tests): anything an OAuth code or token travels
   * to must be encrypted. `example`: an origin of the kind asked for, for the error line.
   */
  origin(
    name: string,
    fallback: string | undefined,
    example = "https://casadepadua.com.ar",
  ): string | undefined {
    const value = this.raw(name) ?? fallback;
    if (value === undefined) return undefined;
    try {
      const url = new URL(value);
      const bare =
        url.pathname === "/" &&
        url.search === "" &&
        url.hash === "" &&
        url.username === "" &&
        url.password === "";
      const secure = url.protocol === "https:" || (url.protocol === "http:" && isLoopback(url.hostname));
      if (bare && secure) return url.origin;
    } catch {
      // reported below
    }
    this.errors.push(
      `${name} debe ser un origen https, sin ruta (como ${example}); http solo para 127.0.0.1 o localhost (vale "${value.slice(0, 120)}")`,
    );
    return undefined;
  }

  /** A credential: its value never appears in an error line. */
  secret(name: string): Secret | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (value.length <= 200 && /^[\x21-\x7e]+$/.test(value)) return new Secret(value);
    this.errors.push(`${name} tiene caracteres inválidos o más de 200 (su valor no se muestra)`);
    return undefined;
  }

  /**
   * A credential kept in a file (the `_FILE` convention of container secrets), relative
   * paths from the repository root as Docker Compose reads them. Undefined when the
   * variable is unset; `secret` undefined when the file is empty (`empty`: a Compose
   * secret with nothing configured) or unreadable or invalid (reported). Only the path
   * ever appears in an error.
   */
  secretFile(name: string): { path: string; secret: Secret | undefined; empty: boolean } | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    const file = path.resolve(REPOSITORY_DIR, value);
    const unreadable = (reason: string) => {
      this.errors.push(
        `no se puede leer ${name} (${file}: ${reason}): tiene que ser un archivo que el servicio pueda leer`,
      );
      return { path: file, secret: undefined, empty: false };
    };
    let text: string;
    try {
      // A regular file of a secret's size: never a device or a pipe that could stall the start.
      const stats = statSync(file);
      if (!stats.isFile()) return unreadable("no es un archivo");
      if (stats.size > 4096) return unreadable("demasiado grande para un secreto");
      text = readFileSync(file, "utf8");
    } catch (error) {
      return unreadable((error as NodeJS.ErrnoException).code ?? "error de lectura");
    }
    // `echo secreto > archivo` leaves a line break: not part of the secret.
    const content = text.trim();
    if (content === "") return { path: file, secret: undefined, empty: true };
    if (content.length <= 200 && /^[\x21-\x7e]+$/.test(content))
      return { path: file, secret: new Secret(content), empty: false };
    this.errors.push(
      `el archivo de ${name} (${file}) tiene caracteres inválidos o más de 200 (su contenido no se muestra)`,
    );
    return { path: file, secret: undefined, empty: false };
  }

  /**
   * Name fragments separated by `|` or commas. Characters only a regular expression
   * would use are refused, so an old pattern setting fails at start instead of
   * silently matching nothing.
   */
  nameFragments(name: string, fallback: string): string[] {
    const value = this.string(name, fallback);
    const fragments = value
      .split(/[|,]/)
      .map((fragment) => fragment.trim())
      .filter((fragment) => fragment !== "");
    if (/[\\()[\]{}*+?^$]/.test(value) || fragments.length === 0 || fragments.length > 20) {
      this.errors.push(
        `${name} son fragmentos de nombre separados por | o comas (hasta 20), no una expresión regular (vale "${value.slice(0, 80)}")`,
      );
      return fallback.split("|");
    }
    const tooLong = fragments.find((fragment) => fragment.length > 60);
    if (tooLong)
      this.errors.push(`${name}: cada fragmento tiene hasta 60 caracteres ("${tooLong.slice(0, 60)}…")`);
    return fragments;
  }

  /** `false`, a hop count, or a list of proxy addresses (IPv4/IPv6, CIDR allowed). */
  trustProxy(name: string): false | number | string[] {
    const value = this.raw(name);
    if (value === undefined || ["false", "0", "no", "off"].includes(value.toLowerCase())) return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    } else if (value.toLowerCase() !== "true") {
      const addresses = this.list(name, []);
      const bad = addresses.find((address) => !isProxyAddress(address));
      if (!bad) return addresses;
      this.errors.push(`${name}: "${bad}" no es una dirección IP ni un rango CIDR`);
      return false;
    }
    this.errors.push(
      `${name} es la cantidad de proxies delante del servicio (1 detrás de nginx, hasta 10) o sus direcciones; "${value}" confiaría en lo que escribe el cliente`,
    );
    return false;
  }

  oneOf<T extends string>(name: string, fallback: T, allowed: readonly T[]): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.errors.push(`${name} debe ser uno de ${allowed.join(", ")} (vale "${value}")`);
    return fallback;
  }

  /** `category/division`, either side may be empty or `*` for "any". */
  matchFilter(name: string, fallback: string | undefined): MatchFilter | undefined {
    const value = this.raw(name) ?? fallback;
    if (value === undefined || value.toLowerCase() === "off") return undefined;
    const [category, division, ...rest] = value.split("/").map((part) => part.trim());
    if (rest.length > 0 || (!category && !division)) {
      this.errors.push(`${name} debe tener la forma "categoría/división" (vale "${value}")`);
      return undefined;
    }
    const filter: MatchFilter = {};
    if (category && category !== "*") filter.category = category;
    if (division && division !== "*") filter.division = division;
    return filter;
  }

  path(name: string, fallback: string): string {
    return path.resolve(PACKAGE_DIR, this.string(name, fallback));
  }
}

function isProxyAddress(address: string): boolean {
  const [ip = "", bits, ...rest] = address.split("/");
  const version = isIP(ip);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** Where relative paths of secret files start: the repository root, where Compose and `.env` are. */
const REPOSITORY_DIR = path.dirname(ROOT_ENV_FILE);

/** The dev servers (`pnpm dev`, `vite preview`): the default CORS origins outside production. */
const DEV_ORIGINS = [
  "http://localhost:5173",
  "http://127.0.0.1:5173",
  "http://localhost:4173",
  "http://127.0.0.1:4173",
];

/** 127.0.0.0/8, ::1 or localhost: this machine, where plain http never leaves it. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host === "::1") return true;
  return isIP(host) === 4 && host.startsWith("127.");
}

/**
 * The login relay's settings: all four (client id, secret, site origin, editor origin) or
 * none. A partial set is refused, since it would leave /admin's login silently off. Both
 * origins, since in production they differ: the callback is on the site's origin (where
 * `/api` is), the window that waits for the token on the editor's. The secret
 * comes from OAUTH_GITHUB_CLIENT_SECRET or from the file OAUTH_GITHUB_CLIENT_SECRET_FILE
 * names (a Compose or Kubernetes secret), never both: two sources could disagree.
 */
function readAdminAuth(read: ConfigReader): AdminAuthConfig | undefined {
  const required = [
    "OAUTH_GITHUB_CLIENT_ID",
    "OAUTH_GITHUB_CLIENT_SECRET",
    "OAUTH_SITE_ORIGIN",
    "OAUTH_EDITOR_ORIGIN",
  ];
  const clientId = read.optionalString("OAUTH_GITHUB_CLIENT_ID");
  const secretValue = read.secret("OAUTH_GITHUB_CLIENT_SECRET");
  const secretFile = read.secretFile("OAUTH_GITHUB_CLIENT_SECRET_FILE");
  const siteOrigin = read.origin("OAUTH_SITE_ORIGIN", undefined);
  const editorOrigin = read.origin("OAUTH_EDITOR_ORIGIN", undefined, "https://casa-padua-editor.web.app");
  const githubUrl = read.origin("OAUTH_GITHUB_URL", "https://github.com");
  const timeoutMs = read.int("OAUTH_TIMEOUT_MS", 10_000, 100, 60_000);
  const rateLimit = {
    max: read.int("OAUTH_RATE_LIMIT_MAX", 20, 1, 10_000),
    windowMs: read.int("OAUTH_RATE_LIMIT_WINDOW_MS", 600_000, 1_000, 86_400_000),
  };
  if (read.given("OAUTH_GITHUB_CLIENT_SECRET") && secretFile !== undefined) {
    read.errors.push(
      "OAUTH_GITHUB_CLIENT_SECRET y OAUTH_GITHUB_CLIENT_SECRET_FILE están definidos a la vez: dejá uno solo (con Docker Compose, el secreto va en el archivo)",
    );
    return undefined;
  }
  const clientSecret = secretFile ? secretFile.secret : secretValue;
  const given = required.filter((name) =>
    name === "OAUTH_GITHUB_CLIENT_SECRET"
      ? read.given(name) || secretFile?.secret !== undefined
      : read.given(name),
  );
  if (given.length === 0) return undefined;
  if (given.length < required.length) {
    const missing = required
      .filter((name) => !given.includes(name))
      .map((name) =>
        name === "OAUTH_GITHUB_CLIENT_SECRET" && secretFile?.empty
          ? `${name} (el archivo ${secretFile.path} de OAUTH_GITHUB_CLIENT_SECRET_FILE está vacío)`
          : name,
      );
    read.errors.push(
      `el acceso a /admin con GitHub necesita ${required.join(", ")}: falta ${missing.join(", ")}`,
    );
    return undefined;
  }
  if (clientId !== undefined && !/^[A-Za-z0-9._-]{1,100}$/.test(clientId)) {
    read.errors.push(
      `OAUTH_GITHUB_CLIENT_ID es el Client ID de la app OAuth de GitHub: letras, números, punto, guion (vale "${clientId.slice(0, 120)}")`,
    );
    return undefined;
  }
  if (!clientId || !clientSecret || !siteOrigin || !editorOrigin || !githubUrl) return undefined;
  return { clientId, clientSecret, siteOrigin, editorOrigin, githubUrl, timeoutMs, rateLimit };
}

const envName = (division: VolleyDivision) => division.replace("-", "_").toUpperCase();

/** Every bad setting at once, as one line: what the service prints before it exits. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración inválida: ${problems.join("; ")}`);
    this.name = "ConfigError";
  }
}

/** Reads and validates the configuration; throws one {@link ConfigError} listing every bad variable. */
export function loadConfig(env: Env = withEnvFile(ROOT_ENV_FILE, process.env)): Config {
  const read = new ConfigReader(env);
  const clubId = read.int("VOLLEY_CLUB_ID", 0, 0, 10_000_000);
  const adminAuth = readAdminAuth(read);
  // Not a setting of this project: the usual flag, set by the service's image (Dockerfile).
  const production = env.NODE_ENV?.trim() === "production";

  const config: Config = {
    host: read.string("HOST", "127.0.0.1"),
    port: read.int("PORT", 8787, 0, 65_535),
    logLevel: read.oneOf("LOG_LEVEL", "info", ["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
    logRequests: read.bool("LOG_REQUESTS", false),
    trustProxy: read.trustProxy("TRUST_PROXY"),
    corsOrigins: read.list(
      "CORS_ORIGINS",
      production ? (adminAuth ? [adminAuth.siteOrigin] : []) : DEV_ORIGINS,
    ),
    rateLimit: {
      max: read.int("RATE_LIMIT_MAX", 600, 1, 100_000_000),
      windowMs: read.int("RATE_LIMIT_WINDOW_MS", 60_000, 1_000, 86_400_000),
      maxClients: read.int("RATE_LIMIT_MAX_CLIENTS", 50_000, 1, 1_000_000),
    },
    http: {
      connectionTimeoutMs: read.int("HTTP_CONNECTION_TIMEOUT_MS", 30_000, 1_000, 600_000),
      requestTimeoutMs: read.int("HTTP_REQUEST_TIMEOUT_MS", 15_000, 1_000, 600_000),
      headersTimeoutMs: read.int("HTTP_HEADERS_TIMEOUT_MS", 10_000, 1_000, 600_000),
      keepAliveTimeoutMs: read.int("HTTP_KEEP_ALIVE_TIMEOUT_MS", 10_000, 1_000, 600_000),
    },
    httpMaxAgeSeconds: read.int("HTTP_MAX_AGE_SECONDS", 60, 0, 86_400),
    cacheFile: read.path("CACHE_FILE", "var/league-cache.json"),
    snapshotFile: read.path("SNAPSHOT_FILE", SHIPPED_SNAPSHOT_FILE),
    scrape: {
      enabled: read.bool("SCRAPE_ENABLED", true),
      cron: read.string("SCRAPE_CRON", "*/30 * * * *"),
    },
    fetch: {
      timeoutMs: read.int("FETCH_TIMEOUT_MS", 15_000, 100, 300_000),
      connectTimeoutMs: read.int("FETCH_CONNECT_TIMEOUT_MS", 5_000, 50, 60_000),
      maxBytes: read.int("FETCH_MAX_BYTES", 2_000_000, 1_000, 100_000_000),
      retries: read.int("FETCH_RETRIES", 2, 0, 10),
      retryBaseMs: read.int("FETCH_RETRY_BASE_MS", 500, 0, 60_000),
      maxRedirects: read.int("FETCH_MAX_REDIRECTS", 3, 0, 10),
      userAgent: read.string("FETCH_USER_AGENT", DEFAULT_USER_AGENT),
    },
    sources: {
      basketballFederalUrl: read.url("BASKETBALL_FEDERAL_URL", DEFAULT_BASKETBALL_FEDERAL_URL),
      basketballWidgetHosts: read.list("BASKETBALL_WIDGET_HOSTS", ["widgetscab.gesdeportiva.es"]),
      volley: {
        standingsUrls: Object.fromEntries(
          VOLLEY_DIVISIONS.map((d) => [d, read.url(`VOLLEY_${envName(d)}_STANDINGS_URL`, undefined)]),
        ) as Record<VolleyDivision, string | undefined>,
        matchesUrl: read.url("VOLLEY_MATCHES_URL", undefined),
        clubId: clubId === 0 ? undefined : clubId,
        teamNames: read.nameFragments("VOLLEY_TEAM_PATTERN", "casa|padua"),
        matchFilters: Object.fromEntries(
          VOLLEY_DIVISIONS.map((d) => [d, read.matchFilter(`VOLLEY_${envName(d)}_MATCH_FILTER`, undefined)]),
        ) as Record<VolleyDivision, MatchFilter | undefined>,
      },
    },
    adminAuth,
  };

  if (!isValidCron(config.scrape.cron))
    read.errors.push(`SCRAPE_CRON no es una expresión cron válida ("${config.scrape.cron}")`);
  if (config.http.headersTimeoutMs > config.http.requestTimeoutMs)
    read.errors.push("HTTP_HEADERS_TIMEOUT_MS no puede superar a HTTP_REQUEST_TIMEOUT_MS");
  if (read.errors.length > 0) throw new ConfigError(read.errors);
  return config;
}
