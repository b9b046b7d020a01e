import { beforeEach, describe, expect, it, vi } from "vitest";

const firebase = vi.hoisted(() => ({
  initializeApp: vi.fn((options: object) => ({ options })),
  initializeAnalytics: vi.fn(() => ({ analytics: true })),
  isSupported: vi.fn(async () => true),
  logEvent: vi.fn(),
}));
vi.mock("firebase/app", () => ({ initializeApp: firebase.initializeApp }));
vi.mock("firebase/analytics", () => ({
  initializeAnalytics: firebase.initializeAnalytics,
  isSupported: firebase.isSupported,
  logEvent: firebase.logEvent,
}));

const CONFIGURED = {
  apiKey: "clave-de-prueba",
  authDomain: "",
  projectId: "casa-de-padua",
  storageBucket: "",
  messagingSenderId: "",
  appId: "1:2:web:3",
  measurementId: "",
};

// A fresh module per test: analytics start only once per page.
async function load() {
  vi.resetModules();
  return import("./firebase.ts");
}

beforeEach(() => vi.clearAllMocks());

describe("startAnalytics", () => {
  it("initialises the app with the set values only, without Firebase's automatic page view", async () => {
    const { startAnalytics } = await load();
    await startAnalytics(CONFIGURED);
    expect(firebase.initializeApp).toHaveBeenCalledWith({
      apiKey: "clave-de-prueba",
      projectId: "casa-de-padua",
      appId: "1:2:web:3",
    });
    expect(firebase.initializeAnalytics).toHaveBeenCalledWith(expect.anything(), {
      config: { send_page_view: false },
    });
  });

  it("logs the current page when it starts, then one page view per route change", async () => {
    const { startAnalytics, trackPageView } = await load();
    trackPageView("/");
    trackPageView("/historia");
    await startAnalytics(CONFIGURED);
    trackPageView("/judo");
    const paths = firebase.logEvent.mock.calls.map((call) => (call as unknown[])[2]);
    expect(paths).toEqual([
      expect.objectContaining({ page_path: "/historia" }),
      expect.objectContaining({ page_path: "/judo" }),
    ]);
    expect(firebase.logEvent.mock.calls.every((call) => (call as unknown[])[1] === "page_view")).toBe(true);
  });

  it("starts only once however often it is called", async () => {
    const { startAnalytics } = await load();
    await Promise.all([startAnalytics(CONFIGURED), startAnalytics(CONFIGURED)]);
    expect(firebase.initializeApp).toHaveBeenCalledTimes(1);
  });

  it("stays quiet where analytics are not supported", async () => {
    firebase.isSupported.mockResolvedValueOnce(false);
    const { startAnalytics, trackPageView } = await load();
    expect(await startAnalytics(CONFIGURED)).toBeNull();
    trackPageView("/");
    expect(firebase.initializeAnalytics).not.toHaveBeenCalled();
    expect(firebase.logEvent).not.toHaveBeenCalled();
  });
});
