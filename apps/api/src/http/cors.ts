/**
 * CORS for the configured origins only. A same-origin request (the site behind the
 * same proxy) carries no `Origin` and costs one property read; a configured origin
 * gets `Access-Control-Allow-Origin`; any other origin gets nothing, so the browser
 * refuses to hand it the answer. `Vary: Origin` is part of the static headers.
 */
export const PREFLIGHT_HEADERS = {
  "access-control-allow-methods": "GET, HEAD",
  "access-control-allow-headers": "accept, content-type, if-none-match, cache-control",
  "access-control-max-age": "600",
} as const;

/** The CORS headers for a request from `origin`, or undefined when it may not read the answer. */
export function corsHeadersFor(
  origin: string | undefined,
  allowed: ReadonlySet<string>,
): Record<string, string> | undefined {
  if (origin === undefined || !allowed.has(origin)) return undefined;
  return { "access-control-allow-origin": origin, "access-control-expose-headers": "ETag" };
}

/**
 * The same headers as flat `[name, value, ...]` lists, one per configured origin,
 * built once: what the hot route appends to its pre-assembled headers.
 */
export function corsHeaderLists(allowed: Iterable<string>): ReadonlyMap<string, readonly string[]> {
  return new Map(
    [...allowed].map((origin) => [
      origin,
      Object.freeze(Object.entries(corsHeadersFor(origin, new Set([origin])) ?? {}).flat()),
    ]),
  );
}
