import { type Static, type TOptional, type TSchema, Type } from "typebox";
import { SHIPPED_SNAPSHOT_FILE } from "../cache/shipped-snapshot.js";
import type { Reader } from "./readers.js";
import * as textReaders from "./readers.js";
import * as secretReaders from "./secrets.js";

const DEFAULT_USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Season 2025, Conferencia Metropolitana Zona B: change each season (the zone id moves). */
export const DEFAULT_BASKETBALL_FEDERAL_URL =
  "https://www.argentina.basketball/liga-federal/fixture-posiciones/conferencia-metropolitana-zona-b-2025";

/** The readers the `reads` keyword names (read-settings.ts): every one of the two modules. */
export const READERS = { ...textReaders, ...secretReaders };
export type ReaderKind = keyof typeof READERS;
type ReadValue<Kind extends ReaderKind> = (typeof READERS)[Kind] extends Reader<infer T> ? T : never;

/** A text the reader `kind` turns into its value: the schema's type is the reader's. */
const readAs = <Kind extends ReaderKind>(
  kind: Kind,
  options: { default?: string; examples?: string[] } = {},
) => Type.Unsafe<ReadValue<Kind>>(Type.String({ ...options, reads: kind }));

/** A whole number from `minimum` to `maximum`: Ajv turns the text into it. */
const integer = (fallback: number, minimum: number, maximum: number) =>
  Type.Integer({ default: fallback, minimum, maximum });

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** One field of the configuration: the variable it is read from, and that variable's schema. */
type Leaf = readonly [variable: string, schema: TSchema];
interface Tree {
  readonly [field: string]: Leaf | Tree;
}

/**
 * The configuration, field by field as `Config` has them, each with its variable, default
 * and limits; in the order of the root `.env.example` (where each is explained), which is
 * the order of the error line too. Unset or blank: the default, or undefined when there is
 * none. `loadConfig` adds what hangs on several variables (the relay, CORS' default).
 */
const SETTINGS = {
  host: ["HOST", Type.String({ default: "127.0.0.1" })],
  port: ["PORT", integer(8787, 0, 65_535)],
  logLevel: ["LOG_LEVEL", Type.Enum(LOG_LEVELS, { default: "info" })],
  logRequests: ["LOG_REQUESTS", readAs("flag", { default: "false" })],
  trustProxy: ["TRUST_PROXY", readAs("trustedProxies", { default: "false" })],
  corsOrigins: ["CORS_ORIGINS", Type.Optional(readAs("list"))],
  rateLimit: {
    max: ["RATE_LIMIT_MAX", integer(600, 1, 100_000_000)],
    windowMs: ["RATE_LIMIT_WINDOW_MS", integer(60_000, 1_000, 86_400_000)],
    maxClients: ["RATE_LIMIT_MAX_CLIENTS", integer(50_000, 1, 1_000_000)],
  },
  http: {
    connectionTimeoutMs: ["HTTP_CONNECTION_TIMEOUT_MS", integer(30_000, 1_000, 600_000)],
    requestTimeoutMs: ["HTTP_REQUEST_TIMEOUT_MS", integer(15_000, 1_000, 600_000)],
    headersTimeoutMs: ["HTTP_HEADERS_TIMEOUT_MS", integer(10_000, 1_000, 600_000)],
    keepAliveTimeoutMs: ["HTTP_KEEP_ALIVE_TIMEOUT_MS", integer(10_000, 1_000, 600_000)],
  },
  httpMaxAgeSeconds: ["HTTP_MAX_AGE_SECONDS", integer(60, 0, 86_400)],
  cacheFile: ["CACHE_FILE", Type.String({ default: "var/league-cache.json" })],
  snapshotFile: ["SNAPSHOT_FILE", Type.String({ default: SHIPPED_SNAPSHOT_FILE })],
  scrape: {
    enabled: ["SCRAPE_ENABLED", readAs("flag", { default: "true" })],
    cron: ["SCRAPE_CRON", readAs("cron", { default: "*/30 * * * *" })],
  },
  fetch: {
    timeoutMs: ["FETCH_TIMEOUT_MS", integer(15_000, 100, 300_000)],
    connectTimeoutMs: ["FETCH_CONNECT_TIMEOUT_MS", integer(5_000, 50, 60_000)],
    maxBytes: ["FETCH_MAX_BYTES", integer(2_000_000, 1_000, 100_000_000)],
    retries: ["FETCH_RETRIES", integer(2, 0, 10)],
    retryBaseMs: ["FETCH_RETRY_BASE_MS", integer(500, 0, 60_000)],
    maxRedirects: ["FETCH_MAX_REDIRECTS", integer(3, 0, 10)],
    userAgent: ["FETCH_USER_AGENT", Type.String({ default: DEFAULT_USER_AGENT })],
  },
  sources: {
    basketballFederalUrl: [
      "BASKETBALL_FEDERAL_URL",
      readAs("pageUrl", { default: DEFAULT_BASKETBALL_FEDERAL_URL }),
    ],
    basketballWidgetHosts: [
      "BASKETBALL_WIDGET_HOSTS",
      readAs("list", { default: "widgetscab.gesdeportiva.es" }),
    ],
    volley: {
      standingsUrls: {
        primera: ["VOLLEY_PRIMERA_STANDINGS_URL", Type.Optional(readAs("pageUrl"))],
        "tira-a": ["VOLLEY_TIRA_A_STANDINGS_URL", Type.Optional(readAs("pageUrl"))],
        "tira-b": ["VOLLEY_TIRA_B_STANDINGS_URL", Type.Optional(readAs("pageUrl"))],
      },
      matchesUrl: ["VOLLEY_MATCHES_URL", Type.Optional(readAs("pageUrl"))],
      // 0, the default, for none: `loadConfig` makes it undefined.
      clubId: ["VOLLEY_CLUB_ID", integer(0, 0, 10_000_000)],
      teamNames: ["VOLLEY_TEAM_PATTERN", readAs("nameFragments", { default: "casa|padua" })],
      matchFilters: {
        primera: ["VOLLEY_PRIMERA_MATCH_FILTER", Type.Optional(readAs("matchFilter"))],
        "tira-a": ["VOLLEY_TIRA_A_MATCH_FILTER", Type.Optional(readAs("matchFilter"))],
        "tira-b": ["VOLLEY_TIRA_B_MATCH_FILTER", Type.Optional(readAs("matchFilter"))],
      },
    },
  },
  adminAuth: {
    clientId: ["OAUTH_GITHUB_CLIENT_ID", Type.Optional(readAs("githubClientId"))],
    clientSecret: ["OAUTH_GITHUB_CLIENT_SECRET", Type.Optional(readAs("secret"))],
    clientSecretFile: ["OAUTH_GITHUB_CLIENT_SECRET_FILE", Type.Optional(readAs("secretFile"))],
    editorOrigin: [
      "OAUTH_EDITOR_ORIGIN",
      Type.Optional(readAs("origin", { examples: ["https://casa-padua-editor.web.app"] })),
    ],
    githubUrl: ["OAUTH_GITHUB_URL", readAs("origin", { default: "https://github.com" })],
    timeoutMs: ["OAUTH_TIMEOUT_MS", integer(10_000, 100, 60_000)],
    rateLimit: {
      max: ["OAUTH_RATE_LIMIT_MAX", integer(20, 1, 10_000)],
      windowMs: ["OAUTH_RATE_LIMIT_WINDOW_MS", integer(600_000, 1_000, 86_400_000)],
      total: ["OAUTH_RATE_LIMIT_TOTAL", integer(100, 1, 10_000)],
    },
  },
} as const satisfies Tree;

/** The value a field gets: its schema's type, or undefined too when it has no default. */
type Read<Node> = Node extends Leaf
  ? Node[1] extends TOptional<infer Schema>
    ? Static<Schema> | undefined
    : Static<Node[1]>
  : { -readonly [Field in keyof Node]: Read<Node[Field]> };
export type Settings = Read<typeof SETTINGS>;

const isLeaf = (node: Leaf | Tree): node is Leaf => Array.isArray(node);
const leaves = (tree: Tree): Leaf[] =>
  Object.values(tree).flatMap((node) => (isLeaf(node) ? [node] : leaves(node)));

/** Every variable, flat, as env-schema reads them. */
export const SettingsSchema = Type.Object(Object.fromEntries(leaves(SETTINGS)), {
  additionalProperties: false,
});

/** `tree` with each field given the value of its variable. */
const fill = (tree: Tree, values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(tree).map(([field, node]) => [field, isLeaf(node) ? values[node[0]] : fill(node, values)]),
  );

/** The settings, field by field, from the variables' values as env-schema read them. */
export const settingsFrom = (values: Record<string, unknown>) => fill(SETTINGS, values) as Settings;
