import { endpointPath, leagueUrl } from "./endpoints.ts";
import { fetchJson } from "./fetch-json.ts";

/**
 * The diagnostics pages' logic (`/api-test`, `/config-test`; docs/product.md#site-wide, rule 11). Pure
 * where it can be, so it is tested without a browser.
 */

/**
 * Where the league service listens on a developer's machine (its default port).
 * `config.ts` has no setting for it, so the direct attempt is derived here from
 * `import.meta.env.DEV`: a production build never tries it.
 */
const DIRECT_DEV_ORIGIN = "http://127.0.0.1:8787";

/** One way /api-test reaches the basketball standings. */
export interface ApiTestTarget {
  label: string;
  url: string;
}

/** Directly on the local service (development only), then through the site's own origin. */
export function apiTestTargets(dev: boolean = import.meta.env.DEV): ApiTestTarget[] {
  const sameOrigin = { label: "Mismo origen", url: leagueUrl("basquet-standings-alias") };
  if (!dev) return [sameOrigin];
  return [
    { label: "Directo", url: `${DIRECT_DEV_ORIGIN}${endpointPath("basquet-standings-alias")}` },
    sameOrigin,
  ];
}

/** What /api-test got: the body, and which way answered. */
export interface ApiTestResult {
  via: ApiTestTarget;
  body: unknown;
}

/**
 * Tries each target in order and returns the first answer. When all fail, throws
 * one error whose message joins every failure ("Directo (url): ... · Mismo origen
 * (url): ...").
 */
export async function runApiTest(
  targets: readonly ApiTestTarget[],
  signal?: AbortSignal,
): Promise<ApiTestResult> {
  const failures: string[] = [];
  for (const via of targets) {
    try {
      return { via, body: await fetchJson(via.url, signal) };
    } catch (error) {
      failures.push(`${via.label} (${via.url}): ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new Error(`No se pudo obtener la tabla. ${failures.join(" · ")}`);
}

/** One build variable as /config-test shows it. */
export interface BuildVariable {
  name: string;
  /** The value, or a mask when it may be a secret. */
  value: string;
  masked: boolean;
}

const SECRET_NAME = /key|secret|token|password/i;
/** Long runs of letters and digits, Google API keys, JWTs: anything that reads like a credential. */
const KEY_LIKE =
  /^(?:AIza[\w-]{10,}|(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{20,}|[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,})$/;
export const MASK = "•••••• (oculto)";

/**
 * The build's `VITE_*` variables, sorted by name. Names are always shown; a value is
 * masked when its name says it is a key, secret, token or password, or when the value
 * itself looks like a key. Nothing secret is ever printed (docs/product.md#site-wide, rule 11).
 */
export function buildVariables(env: Readonly<Record<string, unknown>>): BuildVariable[] {
  return Object.keys(env)
    .filter((name) => name.startsWith("VITE_"))
    .sort()
    .map((name) => {
      const raw = env[name];
      const value = typeof raw === "string" ? raw.trim() : String(raw);
      const masked = value !== "" && (SECRET_NAME.test(name) || KEY_LIKE.test(value));
      return { name, value: masked ? MASK : value === "" ? "(vacía)" : value, masked };
    });
}
