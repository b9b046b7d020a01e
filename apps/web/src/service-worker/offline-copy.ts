import type { WorkboxPlugin } from "workbox-core/types.js";

/** What the page reads to tell a saved answer (src/league/payload.ts). */
export const OFFLINE_FIELD = "offline_copy";

/**
 * A saved league answer, marked so the page says it is this phone's copy (no
 * connection). An answer that is not a JSON object goes as it was saved.
 */
export async function markOffline(copy: Response): Promise<Response> {
  const body: unknown = await copy
    .clone()
    .json()
    .catch(() => undefined);
  if (!body || typeof body !== "object" || Array.isArray(body)) return copy;
  return new Response(JSON.stringify({ ...body, [OFFLINE_FIELD]: true }), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}

/**
 * Marks the league strategy's saved answers: a network-first strategy reads its cache
 * only to answer from it (no network, a 5xx, or the time-out), so every copy it hands
 * out goes through here.
 */
export const offlineCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ? markOffline(cachedResponse) : cachedResponse,
};
