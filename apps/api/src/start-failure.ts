import { NoStartupDataError } from "./cache/load-startup-cache.js";
import { ConfigError } from "./config.js";

/**
 * What a start-up failure the operator can fix prints: one line naming the cause
 * (bad settings, no data to serve, a port in use), no stack trace. Anything else is a
 * bug and keeps its stack.
 */
export function startFailureLine(error: unknown): string | undefined {
  if (error instanceof ConfigError || error instanceof NoStartupDataError) return error.message;
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === "EADDRINUSE" || code === "EACCES" || code === "EADDRNOTAVAIL")
    return `el servicio de ligas no pudo escuchar: ${message}`;
  return undefined;
}
