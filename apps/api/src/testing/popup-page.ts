import { createHash } from "node:crypto";
import { runInNewContext } from "node:vm";

/**
 * Runs the login popup's page script (editor-login/pages.ts) outside a browser: a window with
 * an opener that records what is posted to it, and a way to deliver messages to the
 * popup from any origin, as a browser would (`event.origin`, `event.source`). Enough
 * for the script's few DOM calls; no browser engine is needed.
 */

interface Posted {
  data: unknown;
  targetOrigin: string;
}

export interface PopupRun {
  /** What the popup posted to its opener, in order. */
  readonly posted: Posted[];
  /** A message arriving at the popup from `origin`, sent by its opener or by another window. */
  deliver(data: unknown, origin: string, from?: "opener" | "other"): void;
  /** The page's visible status line. */
  status(): string;
  /** Whether the message's data block is still in the page. */
  dataBlockPresent(): boolean;
}

/** The page's one runnable script (the data block, `type="application/json"`, is not one). */
export function inlineScript(html: string): string {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] as string);
  if (scripts.length !== 1) throw new Error(`expected one inline script, found ${scripts.length}`);
  return scripts[0] as string;
}

/** The CSP source that allows exactly `script`. */
export const scriptHash = (script: string) =>
  `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

export function runPopupPage(html: string, options: { withOpener?: boolean } = {}): PopupRun {
  const data = /<script type="application\/json" id="mensaje">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const statusText = /<p id="estado">([\s\S]*?)<\/p>/.exec(html)?.[1];
  if (data === undefined || statusText === undefined) throw new Error("not a handshake page");

  const posted: Posted[] = [];
  const opener = {
    postMessage(message: unknown, targetOrigin: string) {
      posted.push({ data: message, targetOrigin });
    },
  };
  const other = { postMessage() {} };
  type Listener = (event: { data: unknown; origin: string; source: unknown }) => void;
  const listeners = new Set<Listener>();
  let blockPresent = true;
  const block = {
    textContent: data,
    remove() {
      blockPresent = false;
    },
  };
  const status = { textContent: statusText };
  const window = {
    opener: options.withOpener === false ? null : opener,
    addEventListener(type: string, listener: Listener) {
      if (type === "message") listeners.add(listener);
    },
    removeEventListener(type: string, listener: Listener) {
      if (type === "message") listeners.delete(listener);
    },
  };
  const document = {
    getElementById: (id: string) => (id === "mensaje" ? block : id === "estado" ? status : null),
  };
  runInNewContext(inlineScript(html), { window, document });

  return {
    posted,
    deliver(message, origin, from = "opener") {
      const event = { data: message, origin, source: from === "opener" ? opener : other };
      for (const listener of [...listeners]) listener(event);
    },
    status: () => status.textContent,
    dataBlockPresent: () => blockPresent,
  };
}
