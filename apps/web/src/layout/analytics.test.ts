import { afterEach, describe, expect, it, vi } from "vitest";

const firebase = vi.hoisted(() => ({ startAnalytics: vi.fn(async () => null), trackPageView: vi.fn() }));
vi.mock("../lib/firebase.ts", () => firebase);

const EMPTY = {
  apiKey: "",
  authDomain: "",
  projectId: "",
  storageBucket: "",
  messagingSenderId: "",
  appId: "",
  measurementId: "",
};
const CONFIGURED = { ...EMPTY, apiKey: "clave-de-prueba", projectId: "casa-de-padua", appId: "1:2:web:3" };

async function load() {
  vi.resetModules();
  return import("./analytics.ts");
}

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe("isFirebaseConfigured", () => {
  it("needs the API key, the project id and the app id, all three", async () => {
    const { isFirebaseConfigured } = await load();
    expect(isFirebaseConfigured(EMPTY)).toBe(false);
    expect(isFirebaseConfigured({ ...CONFIGURED, apiKey: "" })).toBe(false);
    expect(isFirebaseConfigured({ ...CONFIGURED, projectId: "" })).toBe(false);
    expect(isFirebaseConfigured({ ...CONFIGURED, appId: "" })).toBe(false);
    expect(isFirebaseConfigured(CONFIGURED)).toBe(true);
  });

  it("is off in a build without Firebase variables (the default)", async () => {
    const { isFirebaseConfigured } = await load();
    expect(isFirebaseConfigured()).toBe(false);
  });
});

describe("startAnalyticsWhenIdle", () => {
  const idleNow = () => vi.stubGlobal("requestIdleCallback", (callback: () => void) => callback());
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("loads nothing at all without config", async () => {
    idleNow();
    const { startAnalyticsWhenIdle, trackPageView } = await load();
    startAnalyticsWhenIdle(EMPTY);
    trackPageView("/historia");
    await settle();
    expect(firebase.startAnalytics).not.toHaveBeenCalled();
    expect(firebase.trackPageView).not.toHaveBeenCalled();
  });

  it("waits for the page to load, then starts with the page the visitor is on", async () => {
    idleNow();
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const { startAnalyticsWhenIdle, trackPageView } = await load();
    trackPageView("/");
    startAnalyticsWhenIdle(CONFIGURED);
    trackPageView("/historia");
    await settle();
    expect(firebase.startAnalytics).not.toHaveBeenCalled();

    readyState.mockRestore();
    window.dispatchEvent(new Event("load"));
    await settle();
    expect(firebase.trackPageView.mock.calls).toEqual([["/historia"]]);
    expect(firebase.startAnalytics).toHaveBeenCalledWith(CONFIGURED);

    trackPageView("/judo");
    await settle();
    expect(firebase.trackPageView.mock.calls).toEqual([["/historia"], ["/judo"]]);
  });
});
