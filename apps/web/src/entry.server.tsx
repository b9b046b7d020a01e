import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/** How long a page may take to prerender before its pending parts are given up. */
export const streamTimeout = 5_000;

/**
 * Every page is prerendered at build time (no server answers pages at run time), so
 * each one waits for all its parts (`onAllReady`) rather than streaming its shell
 * first, as React Router's default does for visitors: a part that waits on code
 * (`lazy`, inside `<Suspense>`) is then written in its place in the HTML, not at the
 * end of the document with a script that moves it there after the parse (and that
 * React holds back by up to 300 ms to batch reveals). The page is whole as parsed:
 * less layout work while it loads, nothing that moves once shown.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // React otherwise moves finished parts to the end once the page passes ~12.5 KB,
        // so that a streamed page paints sooner; a prerendered page arrives whole.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
