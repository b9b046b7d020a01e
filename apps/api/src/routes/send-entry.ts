import type { LeagueKey } from "@casa/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { DataKind } from "../cache/entry.js";
import type { LeagueCache, RenderFormat } from "../cache/league-cache.js";

export const NOT_FOUND_LEAGUE =
  "No existe esa liga: los deportes son basquet (federal) y voley (primera, tira-a, tira-b)";

/**
 * Sends a cache entry's pre-rendered bytes with its ETag, or 304 when the client
 * already has them. No serialisation happens here: this is the hot path.
 */
export function sendEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: LeagueCache,
  kind: DataKind,
  key: LeagueKey,
  cacheControl: string,
  format: RenderFormat = "json",
): FastifyReply {
  const rendered = cache.render(kind, key, format);
  if (!rendered) return reply.code(404).send({ error: NOT_FOUND_LEAGUE });
  reply.header("etag", rendered.etag).header("cache-control", cacheControl);
  if (matchesEtag(request.headers["if-none-match"], rendered.etag)) return reply.code(304).send();
  return reply.type(CONTENT_TYPES[format]).send(rendered.body);
}

const CONTENT_TYPES: Record<RenderFormat, string> = {
  json: "application/json; charset=utf-8",
  ics: "text/calendar; charset=utf-8",
};

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
