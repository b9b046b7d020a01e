import { describeLeaguePaths, type LeagueKey } from "@casa/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { RequestGuard } from "../../http/request-guard.js";
import type { DataKind } from "../entry.js";
import type { LeagueCache, RenderFormat } from "../league-cache.js";
import type { RenderedEntry } from "../render-entry.js";

export const NOT_FOUND_LEAGUE = `No existe esa liga: los deportes son ${describeLeaguePaths()}`;

const CONTENT_TYPES: Record<RenderFormat, string> = {
  json: "application/json; charset=utf-8",
  ics: "text/calendar; charset=utf-8",
};

/** A route handler that answers by itself (it returns nothing, so Fastify awaits nothing). */
export type EntryHandler = (request: FastifyRequest, reply: FastifyReply) => void;

/** Builds the handler serving one cache entry in one format, once per route. */
export type EntrySender = (
  kind: DataKind,
  key: LeagueKey,
  format: RenderFormat,
  extraHeaders?: Record<string, string>,
) => EntryHandler;

/** The headers of a rendered body's 200 and 304 answers, as flat `[name, value, ...]` lists. */
interface Wire {
  rendered: RenderedEntry;
  ok: string[];
  notModified: string[];
}

/**
 * The hot path of the API: a cache entry's pre-rendered bytes with its ETag, or 304
 * when the client already has them. Everything that does not depend on the request is
 * prepared once: the cache lookup keys when the route is registered, every header of
 * the answer (as the flat list `writeHead` takes) when the entry is rendered. The answer
 * is written straight to the socket (`reply.hijack()`), skipping Fastify's per-reply
 * header handling and serialisation: nothing here depends on the request except CORS
 * and `If-None-Match` (the guard's onRequest hook has already admitted it).
 */
export function createEntrySender(
  cache: LeagueCache,
  guard: RequestGuard,
  cacheControl: string,
): EntrySender {
  return (kind, key, format, extraHeaders = {}) => {
    const render = cache.renderer(kind, key, format);
    const fixed = [
      ...guard.headerList,
      ...Object.entries(extraHeaders).flat(),
      "cache-control",
      cacheControl,
    ];
    const contentType = CONTENT_TYPES[format];
    let wire: Wire | undefined;
    const wireOf = (rendered: RenderedEntry): Wire => {
      if (wire?.rendered !== rendered) {
        const common = [...fixed, "etag", rendered.etag];
        const length = String(Buffer.byteLength(rendered.body));
        wire = {
          rendered,
          ok: [...common, "content-type", contentType, "content-length", length],
          notModified: common,
        };
      }
      return wire;
    };

    return (request, reply) => {
      const rendered = render();
      if (!rendered) {
        reply.code(404).send({ error: NOT_FOUND_LEAGUE });
        return;
      }
      const { ok, notModified } = wireOf(rendered);
      const headers = request.raw.headers;
      const unchanged = matchesEtag(headers["if-none-match"], rendered.etag);
      const cors = guard.corsListFor(headers.origin);
      const list = unchanged ? notModified : ok;
      reply.hijack();
      // Headers and body go out in one write(): Node joins a string body to the headers,
      // whereas end(body) corks the socket and costs a writev (measured: a third slower).
      // Node leaves the body out of HEAD answers by itself.
      const res = reply.raw;
      res.writeHead(unchanged ? 304 : 200, cors ? list.concat(cors) : list);
      if (!unchanged) res.write(rendered.body);
      res.end();
    };
  };
}

/** `If-None-Match` may list several tags, weak ones included (RFC 9110, weak comparison). */
function matchesEtag(header: string | undefined, etag: string): boolean {
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
