import { setTimeout as sleep } from "node:timers/promises";
import { Agent, type Dispatcher, request } from "undici";
import type { FetchConfig } from "../config.js";

/** Why a page could not be fetched; `retryable` failures are tried again within the budget. */
export type FetchFailure = "timeout" | "network" | "http" | "too-large" | "redirect" | "host-not-allowed";

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

interface FetchOptions {
  /**
   * Hosts the page may be fetched from, redirects included. Default: the URL's own
   * host. A redirect anywhere else fails with `host-not-allowed`, so an allowed address
   * cannot hand over another site's page under its name.
   */
  allowedHosts?: readonly string[];
}

export type FetchPage = (url: string, options?: FetchOptions) => Promise<FetchedPage>;

export interface PageFetcher {
  fetchPage: FetchPage;
  close(): Promise<void>;
}

/**
 * Fetches league pages defensively: a browser-like User-Agent, a size cap, few
 * redirects, each to an allowed host only (followed here rather than by undici, so
 * every hop is checked before it is asked for), and retries with doubling back-off on network errors and 5xx (never on
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
  });

  /** One attempt: follows redirects itself, checking each hop's host before asking it. */
  async function fetchOnce(
    url: string,
    allowed: ReadonlySet<string>,
    signal: AbortSignal,
  ): Promise<FetchedPage> {
    let current = url;
    for (let redirects = 0; ; redirects++) {
      const answer = await requestOnce(current, signal);
      if ("text" in answer) return { url: current, text: answer.text };
      const host = new URL(current).host;
      if (redirects >= config.maxRedirects)
        throw new FetchPageError(`demasiadas redirecciones en ${host}`, "redirect", host, answer.status);
      let next: URL;
      try {
        next = new URL(answer.location, current);
      } catch {
        throw new FetchPageError(`redirección inválida en ${host}`, "redirect", host, answer.status);
      }
      if ((next.protocol !== "https:" && next.protocol !== "http:") || !allowed.has(hostKey(next.hostname))) {
        throw new FetchPageError(
          `${host} redirige a ${next.host}, que no es un sitio permitido para esta fuente`,
          "host-not-allowed",
          next.host,
          answer.status,
        );
      }
      current = next.toString();
    }
  }

  async function requestOnce(
    url: string,
    signal: AbortSignal,
  ): Promise<{ text: string } | { location: string; status: number }> {
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
    const { statusCode, body, headers } = response;
    if (statusCode >= 300) {
      await body.dump().catch(() => {});
      const location = headers.location;
      if (statusCode < 400 && typeof location === "string" && location !== "")
        return { location, status: statusCode };
      throw new FetchPageError(`HTTP ${statusCode} en ${host}`, "http", host, statusCode);
    }
    try {
      return { text: await body.text() };
    } catch (error) {
      throw describeError(error, host, signal);
    }
  }

  async function fetchWithRetries(url: string, allowed: ReadonlySet<string>): Promise<FetchedPage> {
    const signal = AbortSignal.timeout(config.timeoutMs);
    for (let attempt = 0; ; attempt++) {
      try {
        return await fetchOnce(url, allowed, signal);
      } catch (error) {
        const failure = error as FetchPageError;
        if (!failure.retryable || attempt >= config.retries || signal.aborted) throw failure;
        await wait(config.retryBaseMs * 2 ** attempt);
        if (signal.aborted) throw failure;
      }
    }
  }

  function fetchPage(url: string, options: FetchOptions = {}): Promise<FetchedPage> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return Promise.reject(new FetchPageError(`dirección inválida: ${url}`, "network", ""));
    }
    const allowed = new Set((options.allowedHosts ?? [parsed.hostname]).map(hostKey));
    if (!allowed.has(hostKey(parsed.hostname))) {
      return Promise.reject(
        new FetchPageError(
          `${parsed.host} no es un sitio permitido para esta fuente`,
          "host-not-allowed",
          parsed.host,
        ),
      );
    }
    return fetchWithRetries(url, allowed);
  }

  return { fetchPage, close: () => agent.close() };
}

/** A host name as allowed hosts are compared: lower case, without a leading `www.`. */
export function hostKey(hostname: string): string {
  const lower = hostname.toLowerCase();
  return lower.startsWith("www.") ? lower.slice(4) : lower;
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
