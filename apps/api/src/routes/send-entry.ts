import type { LeagueKey } from "@casa/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { DataKind } from "../cache/entry.js";
import type { LeagueCache, RenderFormat } from "../cache/league-cache.js";
import type { RenderedEntry } from "../cache/render-entry.js";
import type { RequestGuard } from "../http/request-guard.js";

export const NOT_FOUND_LEAGUE =
  "No existe esa liga: los deportes son basquet (federal) y voley (primera, tira-a, tira-b)";

const CONTENT_TYPES: Record<RenderFormat, string> = {
  json: "application/json; charset=utf-8",
  ics: "text/calendar; charset=utf-8",
};

/** The headers of an entry's 200 and 304 answers. */
interface WireEntry {
  ok: Record<string, string>;
  notModified: Record<string, string>;
}

export type SendEntry = (
  request: FastifyRequest,
  reply: FastifyReply,
  kind: DataKind,
  key: LeagueKey,
  format: RenderFormat,
  extraHeaders?: Record<string, string>,
) => FastifyReply;

/**
 * The hot path of the API: a cache entry's pre-rendered bytes with its ETag, or 304
 * when the client already has them. Every header of the answer is assembled once per
 * rendered entry, and the answer is written straight to the socket (`reply.hijack()`),
 * skipping Fastify's per-reply header handling and serialisation: nothing here depends
 * on the request except CORS and `If-None-Match`.
 */
export function createEntrySender(cache: LeagueCache, guard: RequestGuard, cacheControl: string): SendEntry {
  const wire = new WeakMap<RenderedEntry, WireEntry>();

  function wireOf(rendered: RenderedEntry, format: RenderFormat, extra: Record<string, string> | undefined) {
    let known = wire.get(rendered);
    if (!known) {
      const common = { ...guard.headers, ...extra, etag: rendered.etag, "cache-control": cacheControl };
      const length = String(Buffer.byteLength(rendered.body));
      known = {
        ok: { ...common, "content-type": CONTENT_TYPES[format], "content-length": length },
        notModified: common,
      };
      wire.set(rendered, known);
    }
    return known;
  }

  return (request, reply, kind, key, format, extraHeaders) => {
    if (!guard.admit(request, reply)) return reply;
    const rendered = cache.render(kind, key, format);
    if (!rendered) return guard.decorate(request, reply).code(404).send({ error: NOT_FOUND_LEAGUE });
    const entry = wireOf(rendered, format, extraHeaders);
    const notModified = matchesEtag(request.headers["if-none-match"], rendered.etag);
    const chosen = notModified ? entry.notModified : entry.ok;
    const cors = guard.corsFor(request);
    reply.hijack();
    // Headers and body go out in one write(): Node joins a string body to the headers,
    // whereas end(body) corks the socket and costs a writev (measured: a third slower).
    // Node leaves the body out of HEAD answers by itself.
    const res = reply.raw;
    res.writeHead(notModified ? 304 : 200, cors ? { ...chosen, ...cors } : chosen);
    if (!notModified) res.write(rendered.body);
    res.end();
    return reply;
  };
}

/** `If-None-Match` may list several tags, weak ones included (RFC 9110, weak comparison). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export function dataCacheControl(maxAgeSeconds: number): string {
  // Short max-age: a refreshed table shows within a minute; revalidation costs a 304.
  return maxAgeSeconds === 0
    ? "no-cache"
    : `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds}`;
}
