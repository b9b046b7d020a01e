/**
 * How long a call may take before it counts as failed. A league service that never
 * answers must not leave a spinner turning forever on a fan's phone.
 */
export const LEAGUE_TIMEOUT_MS = 10_000;

/** A non-OK answer: the original site's message (docs/product.md#error-texts) and the status. */
type LeagueHttpError = Error & { status: number };

const httpError = (status: number): LeagueHttpError =>
  Object.assign(new Error(`Error en la respuesta del servidor: ${status}`), { status });

/**
 * GETs a URL's JSON. Throws a {@link LeagueHttpError} on a non-OK status (and logs
 * it), and aborts after {@link LEAGUE_TIMEOUT_MS} or when `signal` aborts.
 */
export async function fetchJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LEAGUE_TIMEOUT_MS);
  const stop = () => controller.abort();
  signal?.addEventListener("abort", stop, { once: true });
  try {
    const response = await fetch(url, {
      headers: { Accept: "application/json" },
      signal: controller.signal,
    });
    if (!response.ok) {
      const error = httpError(response.status);
      console.error(error.message);
      throw error;
    }
    return await response.json();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", stop);
  }
}
