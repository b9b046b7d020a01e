import { createHash } from "node:crypto";
import { runInNewContext } from "node:vm";

/**
 * Runs the login popup's page script (editor-login/pages.ts) outside a browser: a window with
 * an opener that records what is posted to it, and two ways a message reaches the popup,
 * as in a browser: posted by a window (`postMessage`: the browser sets `event.origin`,
 * `event.source`, and `isTrusted` true), or made up by a script of the popup's origin
 * (`dispatchEvent(new MessageEvent(…))`: any origin and source it likes, but `isTrusted`
 * false). Enough for the script's few DOM calls; no browser engine is needed.
 */

interface Posted {
  data: unknown;
  targetOrigin: string;
}

export interface PopupRun {
  /** What the popup posted to its opener, in order. */
  readonly posted: Posted[];
  /** A message posted to the popup from `origin`, by its opener or by another window. */
  deliver(data: unknown, origin: string, from?: "opener" | "other"): void;
  /** A message a script of the popup's origin made up and dispatched, naming any origin and source. */
  dispatchSynthetic(data: unknown, origin: string, from?: "opener" | "other"): void;
  /**
   * All another page of the popup's origin could read of it: the page's text (the data
   * block's too, even removed), its globals and window properties, its storage.
   */
  readable(): string;
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
  type Message = { data: unknown; origin: string; source: unknown; isTrusted: boolean };
  type Listener = (event: Message) => void;
  const listeners = new Set<Listener>();
  const dispatch = (event: Message) => {
    for (const listener of [...listeners]) listener(event);
  };
  /** What a script gets from `new MessageEvent(…)`: never trusted, whatever it names. */
  class MessageEvent {
    readonly isTrusted = false;
    readonly data: unknown;
    readonly origin: string;
    readonly source: unknown;
    constructor(_type: string, init: { data: unknown; origin: string; source: unknown }) {
      ({ data: this.data, origin: this.origin, source: this.source } = init);
    }
  }
  const localStorage = new Map<string, string>();
  const sessionStorage = new Map<string, string>();
  const storage = (items: Map<string, string>) => ({
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  });
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
    dispatchEvent: dispatch,
    localStorage: storage(localStorage),
    sessionStorage: storage(sessionStorage),
  };
  const document = {
    getElementById: (id: string) => (id === "mensaje" ? block : id === "estado" ? status : null),
  };
  const globals: Record<string, unknown> = {
    window,
    document,
    MessageEvent,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
  };
  runInNewContext(inlineScript(html), globals);
  const sourceOf = (from: "opener" | "other") => (from === "opener" ? opener : other);

  return {
    posted,
    deliver(message, origin, from = "opener") {
      dispatch({ data: message, origin, source: sourceOf(from), isTrusted: true });
    },
    dispatchSynthetic(message, origin, from = "opener") {
      window.dispatchEvent(new MessageEvent("message", { data: message, origin, source: sourceOf(from) }));
    },
    // The context object is the script's global scope: a global it set would be on it.
    readable: () =>
      JSON.stringify([
        status.textContent,
        block.textContent,
        globals,
        [...localStorage],
        [...sessionStorage],
      ]),
    status: () => status.textContent,
    dataBlockPresent: () => blockPresent,
  };
}
