import { config } from "../config.ts";

/** The Firebase web config of `config.ts` (all strings, empty when unset). */
export type FirebaseSettings = Readonly<Record<keyof typeof config.firebase, string>>;

/**
 * Analytics run only with a usable web config: an API key, a project and an app id
 * (PRODUCT.md, 10). Without them the site never loads Firebase nor calls Google.
 */
export function isFirebaseConfigured(settings: FirebaseSettings = config.firebase): boolean {
  return Boolean(settings.apiKey && settings.projectId && settings.appId);
}

type LogPage = (path: string) => void;

let started: Promise<LogPage | null> | null = null;
let logPage: LogPage | null = null;
let currentPath = "";

/**
 * Loads Firebase app + analytics (their own chunks, never in the entry) and logs the
 * page the visitor is on. Does nothing without config; runs once.
 */
export function startAnalytics(settings: FirebaseSettings = config.firebase): Promise<LogPage | null> | null {
  if (!isFirebaseConfigured(settings)) return null;
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

/** Starts analytics once the page is loaded and the browser is idle, so they never compete with the page. */
export function startAnalyticsWhenIdle(settings: FirebaseSettings = config.firebase): void {
  if (!isFirebaseConfigured(settings)) return;
  const start = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(() => startAnalytics(settings), { timeout: 5000 })
      : setTimeout(() => startAnalytics(settings), 1000);
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
