// A step of the build's finishing (scripts/finish-page.ts): in every prerendered page, the app's code is
// fetched once the browser has painted the page (or the page has loaded, whichever
// comes first). Why, in one paragraph, with figures: docs/architecture.md#the-app-after-the-first-paint.
//
// How, without reading React Router's code: the page's inline module script (React
// Router's bootstrap, whatever it says) keeps its place and its text, but with an inert
// type, so the browser does not run it yet; the modulepreload links leave the HTML. A
// small module script of ours (`startAfterPaint`, below) waits for the first paint, and
// for the page's high-priority photo, then adds the preload links back and runs each
// waiting script: a new `<script type="module">` with the same text, which the page's
// policy allows by the same hash (page-csp.mjs hashes every inline script). Ours goes
// at the end of the `<head>`, where React, hydrating, passes over elements it did not
// render (as it does the inline styles of inline-css.mjs). The page is read with an
// HTML parser (html-elements.mjs).
import { attribute, editPage, readPage, spanOf, startTagOf } from "./html-elements.mjs";

/** The type that keeps a module script from running until `startAfterPaint` runs it. */
export const WAITING_TYPE = "text/x-after-paint";
/** The Element Timing name the page's high-priority photos (ResponsiveImage's `priority`) get. */
const PHOTO_TIMING = "foto-principal";

/**
 * Runs in the browser, as the page's own inline module (serialised with `String()`, so it
 * names nothing outside itself; in the build, the text is this function as Vite's bundle
 * of vite.config.ts prints it, the same code in Vite's layout, and the hash follows it).
 * Waits for the first paint (a PerformanceObserver: an animation frame never comes in a
 * background tab, a timer stands still under a test's stopped clock). The load event
 * ends the wait only where no paint will come (a tab not on screen) or none can be
 * observed: a page with nothing to wait for loads before its first frame, and code
 * started then shares that frame with it (Lighthouse then counted FCP 1.3 s instead of
 * 0.7 on `/voley` in some runs). Then for the page's high-priority photo, while it is
 * showing, until it is on screen (Element Timing; where the browser lacks it, decoded) or
 * has failed, for 2.5 s at most. Then preloads `preloads` all at once (no waterfall of
 * imports) and runs the waiting scripts.
 * @param {string[]} preloads
 * @param {string} waitingType
 * @param {string} photoTiming
 */
export async function startAfterPaint(preloads, waitingType, photoTiming) {
  await new Promise((go) => {
    const paints = PerformanceObserver.supportedEntryTypes?.includes("paint");
    if (paints) new PerformanceObserver(go).observe({ type: "paint", buffered: true });
    const unlessPainting = () => (!paints || document.visibilityState !== "visible") && go();
    if (document.readyState === "complete") unlessPainting();
    else addEventListener("load", unlessPainting);
    document.addEventListener("visibilitychange", unlessPainting);
  });
  const photos = [...document.querySelectorAll(`img[elementtiming="${photoTiming}"]`)].filter(
    (img) => img.checkVisibility() && !(img.complete && img.naturalWidth === 0),
  );
  await Promise.race([
    new Promise((go) => {
      if (!PerformanceObserver.supportedEntryTypes?.includes("element"))
        return Promise.all(photos.map((img) => img.decode().catch(() => {}))).then(go);
      const waiting = new Set(photos);
      const done = (img) => waiting.delete(img) && waiting.size === 0 && go();
      if (waiting.size === 0) return go();
      for (const img of photos) img.addEventListener("error", () => done(img));
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) done(entry.element);
      }).observe({ type: "element", buffered: true });
    }),
    new Promise((go) => setTimeout(go, 2500)),
  ]);
  for (const href of preloads) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  for (const waiting of document.querySelectorAll(`script[type="${waitingType}"]`)) {
    const script = document.createElement("script");
    script.type = "module";
    script.text = waiting.text;
    document.head.append(script);
  }
}

/**
 * The edits that make the page's inline module scripts wait for the first paint and
 * drop its modulepreload links. Throws when the page has no inline module script: it
 * would never hydrate.
 * @param {import("./html-elements.mjs").BuiltPage} page
 * @returns {import("./html-elements.mjs").PageEdit[]}
 */
export function paintBeforeScriptsEdits({ elements }) {
  const modules = elements.filter(
    (element) =>
      element.tagName === "script" &&
      attribute(element, "type") === "module" &&
      attribute(element, "src") === undefined,
  );
  if (modules.length === 0) throw new Error("no inline module script (React Router's bootstrap) found");
  const head = elements.find((element) => element.tagName === "head");
  const headEnd = head?.sourceCodeLocation?.endTag?.startOffset;
  if (headEnd === undefined) throw new Error("no </head> found");
  const preloadLinks = elements.filter(
    (element) => element.tagName === "link" && attribute(element, "rel") === "modulepreload",
  );
  const preloads = preloadLinks.map((link) => attribute(link, "href"));
  const start = `(${startAfterPaint})(${[preloads, WAITING_TYPE, PHOTO_TIMING].map((arg) => JSON.stringify(arg)).join(", ")});`;
  const photos = elements.filter(
    (element) => element.tagName === "img" && attribute(element, "fetchpriority") === "high",
  );
  return [
    {
      start: headEnd,
      end: headEnd,
      text: `<script type="module">${start}</script>`,
      inline: [{ tagName: "script", text: start }],
    },
    ...modules.map((script) => ({ ...startTagOf(script), text: `<script type="${WAITING_TYPE}">` })),
    ...preloadLinks.map((link) => ({ ...spanOf(link), text: "" })),
    ...photos.map((img) => {
      const at = spanOf(img).start + "<img".length;
      return { start: at, end: at, text: ` elementtiming="${PHOTO_TIMING}"` };
    }),
  ];
}

/**
 * The page with its app code started after the first paint ({@link paintBeforeScriptsEdits}), on its own.
 * @param {string} html
 * @returns {string}
 */
export const paintBeforeScripts = (html) => editPage(html, paintBeforeScriptsEdits(readPage(html)));
