import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorMessage } from "../http/error-messages.js";
import type { RequestGuard } from "../http/request-guard.js";
import { redactedUrl } from "../http/request-log.js";

/**
 * Every failure answers JSON `{ error }` in Spanish: client mistakes keep their 4xx,
 * anything else is a logged 500 whose answer reveals nothing (no message, no stack).
 */
function errorHandler(log?: FastifyBaseLogger) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    // request.log is Fastify's (with the request id) when it logs requests, else silent.
    if (status === 500)
      (log ?? request.log).error({ err: error, url: redactedUrl(request.url) }, "error inesperado");
    return reply.code(status).send({ error: errorMessage(status) });
  };
}

/** Errors Fastify raises before routing (malformed URL, bad content type...): always a 400. */
export function frameworkErrorHandler(guard: RequestGuard) {
  return (_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    guard
      .decorate(request, reply)
      .code(400)
      .send({ error: errorMessage(400) });
  };
}

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (a malformed
 * request line: 400, headers over the size limit: 431, a request that took longer
 * than the time-outs: 408) with the same security headers and Spanish JSON as every
 * other answer, then closes the connection, as Node itself would.
 */
export function clientErrorHandler(guard: RequestGuard) {
  const headerLines = Object.entries(guard.headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const status =
      error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const body = JSON.stringify({ error: errorMessage(status) });
    if (socket.writable && !(socket as Socket & { _httpMessage?: unknown })._httpMessage) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headerLines}content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}

export function registerErrorHandling(app: FastifyInstance, log?: FastifyBaseLogger): void {
  app.setErrorHandler(errorHandler(log));
  // Unknown paths: a rate-limited JSON 404 that never echoes the (possibly huge) URL back.
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: errorMessage(404) }));
}
