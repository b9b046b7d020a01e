import { config, type FirebaseSettings } from "../config.ts";
import type * as Firebase from "../lib/firebase.ts";

/**
 * Analytics run only with a usable web config: an API key, a project and an app id
 * (docs/product.md#site-wide, rule 10). Without them the site never loads Firebase nor calls Google.
 */
export function isFirebaseConfigured(settings: FirebaseSettings = config.firebase): boolean {
  return Boolean(settings.apiKey && settings.projectId && settings.appId);
}

// lib/firebase.ts and the SDK behind it are lazy chunks, fetched only when configured.
let firebase: Promise<typeof Firebase> | undefined;
let currentPath = "";

/**
 * Starts analytics once the page has loaded and the browser is idle, so they never
 * compete with the page; does nothing at all without config.
 */
export function startAnalyticsWhenIdle(settings: FirebaseSettings = config.firebase): void {
  if (!isFirebaseConfigured(settings)) return;
  const start = () => {
    firebase = import("../lib/firebase.ts");
    firebase.then((module) => {
      module.trackPageView(currentPath);
      return module.startAnalytics(settings);
    });
  };
  const idle = () => (window.requestIdleCallback ?? setTimeout)(start);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/** Records a route change: one page view each, once analytics run (the first when they start). */
export function trackPageView(path: string): void {
  currentPath = path;
  firebase?.then((module) => module.trackPageView(path));
}
