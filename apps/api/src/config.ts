import path from "node:path";
import { fileURLToPath } from "node:url";
import type { VolleyDivision } from "@casa/shared";
import { ROOT_ENV_FILE, withEnvFile } from "./env-file.js";
import { type AdminAuthConfig, readAdminAuth } from "./settings/admin-auth.js";
import { ConfigError } from "./settings/config-error.js";
import { readSettings } from "./settings/read-settings.js";
import type { MatchFilter } from "./settings/readers.js";

export type { AdminAuthConfig } from "./settings/admin-auth.js";
export { ConfigError } from "./settings/config-error.js";
export type { MatchFilter } from "./settings/readers.js";
export { DEFAULT_BASKETBALL_FEDERAL_URL } from "./settings/schema.js";

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
   * The proxies in front whose `X-Forwarded-For` entries are believed: none (`false`), or
   * their addresses / CIDR ranges (proxy-addr's `loopback`, `linklocal`, `uniquelocal`
   * included). Never a hop count, never "any proxy": the left-most entries are the
   * client's own words.
   */
  trustProxy: false | string[];
  /**
   * Browser origins allowed to call the API cross-origin. Unset: the dev servers' origins
   * outside production; none in production (`NODE_ENV=production`, as the service's image
   * sets): the site calls `/api` on its own origin, through Firebase Hosting's rewrite or
   * nginx, and the editor's window never calls the service cross-origin (its login relay,
   * `/api/admin/**`, is proxied on the editor's own origin and opened as a popup).
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

type Env = Record<string, string | undefined>;

/** The dev servers (`pnpm dev`, `vite preview`): the default CORS origins outside production. */
const DEV_ORIGINS = [
  "http://localhost:5173",
  "http://127.0.0.1:5173",
  "http://localhost:4173",
  "http://127.0.0.1:4173",
];

/**
 * Reads and validates the configuration; throws one {@link ConfigError} listing every bad
 * variable. env-schema reads and checks each variable (`settings/schema.ts`); the rules
 * between variables, which JSON Schema cannot put in a readable error, are checked here
 * once each variable is right on its own.
 */
export function loadConfig(env: Env = withEnvFile(ROOT_ENV_FILE, process.env)): Config {
  const {
    adminAuth: relay,
    corsOrigins,
    cacheFile,
    snapshotFile,
    http,
    sources,
    ...settings
  } = readSettings(env);
  const problems: string[] = [];
  const adminAuth = readAdminAuth(relay, problems);
  if (http.headersTimeoutMs > http.requestTimeoutMs)
    problems.push("HTTP_HEADERS_TIMEOUT_MS no puede superar a HTTP_REQUEST_TIMEOUT_MS");
  if (problems.length > 0) throw new ConfigError(problems);
  // Not a setting of this project: the usual flag, set by the service's image (Dockerfile).
  // CORS_ORIGINS' default hangs on it, so it is chosen here.
  const production = env.NODE_ENV?.trim() === "production";
  const { clubId } = sources.volley;
  return {
    ...settings,
    corsOrigins: corsOrigins ?? (production ? [] : DEV_ORIGINS),
    http,
    cacheFile: path.resolve(PACKAGE_DIR, cacheFile),
    snapshotFile: path.resolve(PACKAGE_DIR, snapshotFile),
    sources: { ...sources, volley: { ...sources.volley, clubId: clubId === 0 ? undefined : clubId } },
    adminAuth,
  };
}
