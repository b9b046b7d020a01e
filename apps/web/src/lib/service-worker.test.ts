import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const settings = vi.hoisted(() => ({ serviceWorkerEnabled: true }));
vi.mock("../config.ts", () => ({ config: settings }));

const { registerServiceWorker } = await import("./service-worker.ts");

/** A stand-in for `navigator.serviceWorker`: records registrations and messages. */
function fakeWorkers(controller: object | null) {
  const postMessage = vi.fn();
  const workers = {
    controller,
    register: vi.fn(() => Promise.resolve({})),
    ready: Promise.resolve({ active: { postMessage } }),
  };
  Object.defineProperty(navigator, "serviceWorker", { value: workers, configurable: true });
  return { workers, postMessage };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  settings.serviceWorkerEnabled = true;
});

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
  vi.restoreAllMocks();
});

describe("registerServiceWorker", () => {
  it("registers /sw.js once the page has loaded, and hands a first visit's URLs to the worker", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([
      { name: "http://localhost:3000/assets/shell-abc.js" },
      { name: "http://localhost:3000/api/standings/basquet/federal" },
    ] as PerformanceEntryList);
    const { workers, postMessage } = fakeWorkers(null);
    registerServiceWorker();
    await settle();
    expect(workers.register).toHaveBeenCalledWith("/sw.js");
    expect(postMessage).toHaveBeenCalledWith([
      window.location.href,
      "http://localhost:3000/assets/shell-abc.js",
      "http://localhost:3000/api/standings/basquet/federal",
    ]);
  });

  it("waits for the load event while the page is still loading", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    const { workers } = fakeWorkers(null);
    registerServiceWorker();
    await settle();
    expect(workers.register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    await settle();
    expect(workers.register).toHaveBeenCalledTimes(1);
  });

  it("sends nothing when the worker already serves the page (it saw everything itself)", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    const { workers, postMessage } = fakeWorkers({});
    registerServiceWorker();
    await settle();
    expect(workers.register).toHaveBeenCalled();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it("does nothing when turned off, or where the browser has no service workers", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    settings.serviceWorkerEnabled = false;
    const { workers } = fakeWorkers(null);
    registerServiceWorker();
    await settle();
    expect(workers.register).not.toHaveBeenCalled();

    settings.serviceWorkerEnabled = true;
    Reflect.deleteProperty(navigator, "serviceWorker");
    expect(() => registerServiceWorker()).not.toThrow();
  });

  it("keeps quiet when the registration fails (the page goes on without it)", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    const { workers } = fakeWorkers(null);
    workers.register.mockReturnValue(Promise.reject(new Error("blocked by CSP")));
    const error = vi.spyOn(console, "error");
    registerServiceWorker();
    await settle();
    expect(error).not.toHaveBeenCalled();
  });
});
