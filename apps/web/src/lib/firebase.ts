import type { FirebaseSettings } from "../config.ts";

type LogPage = (path: string) => void;

let started: Promise<LogPage | null> | null = null;
let logPage: LogPage | null = null;
let currentPath = "";

/**
 * Firebase app + analytics (docs/product.md#site-wide, rule 10). This module, and the SDK it imports,
 * are only ever loaded by a dynamic import from layout/analytics.ts, when the build
 * has a Firebase config and the page is idle: never in the entry, never without config.
 * Starts once and logs the page the visitor is on.
 */
export function startAnalytics(settings: FirebaseSettings): Promise<LogPage | null> {
  started ??= (async () => {
    const [app, sdk] = await Promise.all([import("firebase/app"), import("firebase/analytics")]);
    if (!(await sdk.isSupported())) return null;
    const options = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== ""));
    // Page views are ours to send, one per route change: the automatic one would only see the first page.
    const instance = sdk.initializeAnalytics(app.initializeApp(options), {
      config: { send_page_view: false },
    });
    const log: LogPage = (path) =>
      sdk.logEvent(instance, "page_view", {
        page_path: path,
        page_location: window.location.href,
        page_title: document.title,
      });
    logPage = log;
    log(currentPath);
    return log;
  })().catch(() => null);
  return started;
}

/** Records a route change: logged now when analytics run, or as the first page view once they start. */
export function trackPageView(path: string): void {
  currentPath = path;
  logPage?.(path);
}
