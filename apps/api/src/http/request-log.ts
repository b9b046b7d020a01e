import type { FastifyRequest } from "fastify";
import { HIDDEN } from "../lib/secret.js";

/**
 * A URL as logs show it: the path, and each query parameter's name with its value
 * hidden, on every route. Query values are what callers put in URLs for one use: the
 * login callback's `code` and `state` among them, and whatever a future route takes.
 * Hiding all of them, instead of a list of known names, leaves nothing to remember.
 * A part without `=` is hidden whole. Nothing is decoded: the text is only cut.
 */
export function redactedUrl(url: string): string {
  const start = url.indexOf("?");
  if (start < 0) return url;
  const parts = url
    .slice(start + 1)
    .split("&")
    .map((part) => {
      const equals = part.indexOf("=");
      return equals < 0 ? (part === "" ? "" : HIDDEN) : `${part.slice(0, equals)}=${HIDDEN}`;
    });
  return `${url.slice(0, start)}?${parts.join("&")}`;
}

/**
 * The request as every log line shows it (Fastify's own fields, `url` redacted): what the
 * logger gets as its `req` serializer, so every line that logs a request, Fastify's
 * "incoming request" included, goes through it.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
