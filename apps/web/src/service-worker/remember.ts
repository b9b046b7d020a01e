import { kindOf, type RequestKind } from "./routes.ts";

/** A request to send through the strategy of its case, as if the page had made it through the worker. */
export interface Remembered {
  kind: RequestKind;
  request: Request;
}

/**
 * A page that loaded before the worker was in charge (a first visit) sends its own
 * address and every URL it loaded (src/lib/service-worker-register.ts): `[page,
 * ...loaded]`. The requests that save them, each in the case it would have been
 * (routes.ts), so the first visit is already there offline; whatever the worker would
 * not have answered (other origins, /api/health, the editor), or is no address, is left
 * out. Any other message is no such list: nothing.
 */
export function rememberRequests(message: unknown, workerUrl: string): Remembered[] {
  if (!Array.isArray(message)) return [];
  const { origin } = new URL(workerUrl);
  const [page, ...loaded] = message;
  const wanted = [
    { href: page, mode: "navigate" as const },
    ...loaded.map((href) => ({ href, mode: "no-cors" as const })),
  ];
  const remembered: Remembered[] = [];
  for (const { href, mode } of wanted) {
    const url = parse(href, workerUrl);
    const kind = url && kindOf({ method: "GET", mode, headers: new Headers() }, url, origin);
    if (!url || !kind) continue;
    const headers: HeadersInit = kind === "league" ? { Accept: "application/json" } : {};
    remembered.push({ kind, request: new Request(url.href, { headers }) });
  }
  return remembered;
}

function parse(href: unknown, base: string): URL | undefined {
  if (typeof href !== "string") return undefined;
  try {
    return new URL(href, base);
  } catch {
    return undefined;
  }
}
