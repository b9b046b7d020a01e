import { setTimeout as sleep } from "node:timers/promises";
import { Agent, type Dispatcher, interceptors, request } from "undici";
import type { FetchConfig } from "../config.js";

/** Why a page could not be fetched; `retryable` failures are tried again within the budget. */
export type FetchFailure = "timeout" | "network" | "http" | "too-large" | "redirect";

export class FetchPageError extends Error {
  constructor(
    message: string,
    readonly failure: FetchFailure,
    readonly host: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "FetchPageError";
  }

  get retryable(): boolean {
    return this.failure === "network" || (this.failure === "http" && (this.status ?? 0) >= 500);
  }
}

export interface FetchedPage {
  /** The address finally answered, after redirects. */
  url: string;
  text: string;
}

export type FetchPage = (url: string) => Promise<FetchedPage>;

export interface PageFetcher {
  fetchPage: FetchPage;
  close(): Promise<void>;
}

/**
 * Fetches league pages defensively: a browser-like User-Agent, a size cap, few
 * redirects, and retries with doubling back-off on network errors and 5xx (never on
 * 4xx), all inside one time budget per page, so a host that never answers costs at
 * most `timeoutMs`. Politeness across pages (one at a time per host) is the pass
 * fetcher's job.
 */
export function createPageFetcher(
  config: FetchConfig,
  wait: (ms: number) => Promise<unknown> = sleep,
): PageFetcher {
  const agent = new Agent({
    connect: { timeout: config.connectTimeoutMs },
    headersTimeout: config.timeoutMs,
    bodyTimeout: config.timeoutMs,
    maxResponseSize: config.maxBytes,
    // Some leagues keep idle sockets open for minutes; there is no point in holding them.
    keepAliveTimeout: 1_000,
  }).compose(interceptors.redirect({ maxRedirections: config.maxRedirects }));

  async function fetchOnce(url: string, signal: AbortSignal): Promise<FetchedPage> {
    const host = new URL(url).host;
    let response: Dispatcher.ResponseData;
    try {
      response = await request(url, {
        dispatcher: agent,
        signal,
        headers: {
          "user-agent": config.userAgent,
          accept: "text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8",
          "accept-language": "es-AR,es;q=0.9",
          // undici does not decompress: ask for plain bytes.
          "accept-encoding": "identity",
        },
      });
    } catch (error) {
      throw describeError(error, host, signal);
    }
    const { statusCode, body } = response;
    if (statusCode >= 300) {
      await body.dump().catch(() => {});
      if (statusCode < 400)
        throw new FetchPageError(`demasiadas redirecciones en ${host}`, "redirect", host, statusCode);
      throw new FetchPageError(`HTTP ${statusCode} en ${host}`, "http", host, statusCode);
    }
    try {
      return { url, text: await body.text() };
    } catch (error) {
      throw describeError(error, host, signal);
    }
  }

  async function fetchWithRetries(url: string): Promise<FetchedPage> {
    const signal = AbortSignal.timeout(config.timeoutMs);
    for (let attempt = 0; ; attempt++) {
      try {
        return await fetchOnce(url, signal);
      } catch (error) {
        const failure = error as FetchPageError;
        if (!failure.retryable || attempt >= config.retries || signal.aborted) throw failure;
        await wait(config.retryBaseMs * 2 ** attempt);
        if (signal.aborted) throw failure;
      }
    }
  }

  function fetchPage(url: string): Promise<FetchedPage> {
    try {
      new URL(url);
    } catch {
      return Promise.reject(new FetchPageError(`dirección inválida: ${url}`, "network", ""));
    }
    return fetchWithRetries(url);
  }

  return { fetchPage, close: () => agent.close() };
}

function describeError(error: unknown, host: string, signal: AbortSignal): FetchPageError {
  if (error instanceof FetchPageError) return error;
  const code = (error as { code?: string }).code ?? "";
  const message = (error as Error).message ?? String(error);
  if (signal.aborted || code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT") {
    return new FetchPageError(`${host} no respondió a tiempo`, "timeout", host);
  }
  if (code === "UND_ERR_RES_EXCEEDED_MAX_SIZE") {
    return new FetchPageError(`la respuesta de ${host} supera el tamaño máximo`, "too-large", host);
  }
  if (/redirect/i.test(message))
    return new FetchPageError(`redirecciones en bucle en ${host}`, "redirect", host);
  if (code === "UND_ERR_CONNECT_TIMEOUT")
    return new FetchPageError(`no se pudo conectar con ${host} a tiempo`, "network", host);
  return new FetchPageError(`error de red con ${host}: ${code || message}`, "network", host);
}
