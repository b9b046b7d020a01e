import { createHash } from "node:crypto";

/**
 * The pages the login popup shows. The callback's page speaks Decap CMS's protocol
 * for external OAuth clients (decap-cms-lib-auth, netlify-auth.js): the popup posts
 * `authorizing:github` to its opener, the editor's window answers with the same words,
 * and the popup then posts `authorization:github:success:{"token":…,"provider":"github"}`
 * (or `…:error:{"message":…}`) back. Every post names the editor's origin as its
 * target, never `"*"`, and the popup answers only a real message (`isTrusted`: posted
 * by a window, not made up by a script of its own origin with `dispatchEvent`) from that
 * origin, from its own opener, with the handshake's exact words: a page of another origin
 * that opened it (the public site's included) gets nothing. The popup runs on the
 * editor's origin (OAUTH_EDITOR_ORIGIN), where `/api/admin/**` is proxied to the relay;
 * the public site has no route to it, so no public page shares the popup's origin.
 *
 * The script is the same for every answer (only the editor's origin is written into it),
 * so its hash is computed once and the page's Content-Security-Policy allows exactly
 * that script. What varies, the message, travels in a JSON data block, which the
 * browser never runs.
 */
export const PROVIDER = "github";

export interface HandshakePages {
  /** The popup's page that hands the token to the editor's window. */
  success(token: string): string;
  /** The popup's page that tells the editor's window why there is no token. */
  error(message: string): string;
  /** The Content-Security-Policy of every page of the relay: the handshake script only. */
  readonly contentSecurityPolicy: string;
}

const DONE = "Listo: ya podés volver a la ventana del editor.";
const NO_OPENER =
  "No encontramos la ventana del editor. Cerrá esta ventana y volvé a iniciar sesión desde /admin.";

export function createHandshakePages(editorOrigin: string): HandshakePages {
  const script = handshakeScript(editorOrigin);
  const hash = createHash("sha256").update(script).digest("base64");
  // `done`: what the status line says once the token is handed over.
  const page = (title: string, text: string, data: { message: string; done?: string }) =>
    document(
      title,
      `<p id="estado">${escapeHtml(text)}</p>` +
        `<script type="application/json" id="mensaje">${jsonForHtml(data)}</script>` +
        `<script>${script}</script>`,
    );
  return {
    success: (token) =>
      page("Iniciando sesión", "Terminando el inicio de sesión…", {
        message: `authorization:${PROVIDER}:success:${JSON.stringify({ token, provider: PROVIDER })}`,
        done: DONE,
      }),
    error: (message) =>
      page("No se pudo iniciar sesión", `No se pudo iniciar sesión: ${message}.`, {
        message: `authorization:${PROVIDER}:error:${JSON.stringify({ message, provider: PROVIDER })}`,
      }),
    contentSecurityPolicy: `default-src 'none';script-src 'sha256-${hash}';frame-ancestors 'none';base-uri 'none';form-action 'none'`,
  };
}

/**
 * The handshake, run in the popup. Small enough to read whole: it waits for the
 * opener's `authorizing:github` from the editor's origin, then posts the message there.
 * The token is never where another page of the origin could read it: the data block is
 * emptied and removed at once, nothing goes to a global or to storage, and once posted
 * the message is dropped too.
 */
function handshakeScript(editorOrigin: string): string {
  const origin = JSON.stringify(editorOrigin).replace(/</g, "\\u003c");
  const provider = JSON.stringify(PROVIDER);
  return `(function () {
  "use strict";
  var origin = ${origin};
  var handshake = "authorizing:" + ${provider};
  var block = document.getElementById("mensaje");
  var status = document.getElementById("estado");
  var data = JSON.parse(block.textContent);
  block.textContent = "";
  block.remove();
  block = null;
  var opener = window.opener;
  if (!opener) {
    status.textContent = ${JSON.stringify(NO_OPENER)};
    return;
  }
  window.addEventListener("message", function answer(event) {
    if (!event.isTrusted || event.origin !== origin || event.source !== opener || event.data !== handshake)
      return;
    window.removeEventListener("message", answer);
    opener.postMessage(data.message, origin);
    if (data.done) status.textContent = data.done;
    data = null;
  });
  opener.postMessage(handshake, origin);
})();`;
}

/** A page with a title and a sentence, and no script: refusals before any exchange. */
export function messagePage(title: string, text: string): string {
  return document(title, `<p>${escapeHtml(text)}</p>`);
}

function document(title: string, body: string): string {
  return (
    `<!doctype html><html lang="es-AR"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
    `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`
  );
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** JSON inside a `<script>` element: no `<` may appear, or `</script>` could end it. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
