import type { WorkboxPlugin } from "workbox-core/types.js";
import { FALLBACK_PAGE } from "./routes.ts";

/**
 * The site's own rules, as Workbox plugins for the strategies of sw.ts: what is worth
 * saving, under which key, and where a copy may also come from. No worker globals here.
 */

/** A response worth saving: a real 200 from our own origin (no 404 page, no redirect). */
export const keepable = (response: Response): boolean =>
  response.ok && response.type === "basic" && !response.redirected;

export const isHtml = (response: Response): boolean =>
  (response.headers.get("Content-Type") ?? "").includes("text/html");

/** Saves only keepable responses that also pass `worthSaving` (a page must be HTML). */
export const keepIf = (worthSaving: (response: Response) => boolean = () => true): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => (keepable(response) && worthSaving(response) ? response : null),
});

/**
 * Saves and looks up under `key(url)`, a plain URL: a page or hashed file by its path
 * (a query string never makes a new one), a file or league answer by its whole address.
 * A plain URL also keeps the request's own headers out of the key.
 */
export const keyBy = (key: (url: URL) => string): WorkboxPlugin => ({
  cacheKeyWillBeUsed: async ({ request }) => key(new URL(request.url)),
});

/**
 * A 5xx answer (a proxy with the service down) counts as no network: the saved copy is
 * shown instead. With no saved copy the page still gets that answer as it came.
 */
export const serverErrorsUseCopy: WorkboxPlugin = {
  fetchDidSucceed: async ({ response, state }) => {
    if (response.status < 500) return response;
    if (state) state.serverError = response;
    throw new Error(`${response.status} from the network`);
  },
  handlerDidError: async ({ state }) => state?.serverError,
};

/**
 * Where a strategy's own cache has no copy, the shell's (shell.ts): the home page,
 * every route's code and the route data saved at install. `shellCopy` looks a path up.
 */
export const orShellCopy = (shellCopy: (url: URL) => Promise<Response | undefined>): WorkboxPlugin => ({
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
    cachedResponse ?? (await shellCopy(new URL(request.url))),
});

/** The shell's two pages (shell.ts): without them there is nothing to show offline. */
const SHELL_PAGES = new Set(["/", FALLBACK_PAGE]);

/**
 * What the shell accepts at install: a 200, HTML for its pages; and for the SPA
 * fallback page also the 404 with HTML that nginx sends (it keeps that page internal
 * and serves it as its 404 page; `vite preview` and Firebase send it as a plain file),
 * saved as a 200. Anything else fails the install, which the browser tries again later.
 */
export const shellResponses: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    const path = new URL(request.url).pathname;
    if (SHELL_PAGES.has(path) && !isHtml(response)) return null;
    if (response.ok) return response;
    if (path !== FALLBACK_PAGE || response.status !== 404) return null;
    const headers = new Headers(response.headers);
    headers.delete("Content-Length");
    headers.delete("Content-Encoding");
    return new Response(await response.blob(), { status: 200, headers });
  },
};
