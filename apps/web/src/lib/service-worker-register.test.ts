import { afterEach, describe, expect, it, vi } from "vitest";
import { startServiceWorker } from "./service-worker-register.ts";

/** A stand-in for `navigator.serviceWorker`: records registrations and messages. */
function fakeWorkers(controller: object | null) {
  const postMessage = vi.fn();
  const unregister = vi.fn(() => Promise.resolve(true));
  const workers = {
    controller,
    register: vi.fn(() => Promise.resolve({})),
    getRegistrations: vi.fn(() => Promise.resolve([{ unregister }])),
    ready: Promise.resolve({ active: { postMessage } }),
  };
  Object.defineProperty(navigator, "serviceWorker", { value: workers, configurable: true });
  return { workers, postMessage, unregister };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
  Reflect.deleteProperty(performance, "getEntriesByType");
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("startServiceWorker", () => {
  it("registers /sw.js and hands a first visit's address and loaded URLs to the worker", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    // jsdom's own `performance` (the window's, in the sandbox these tests run in) has no
    // resource timing: the browser's list of what the page loaded, set on the object itself.
    Object.defineProperty(performance, "getEntriesByType", {
      value: () => [
        { name: "http://localhost:3000/assets/shell-abc.js" },
        { name: "http://localhost:3000/api/standings/basquet/federal" },
      ],
      configurable: true,
    });
    const { workers, postMessage } = fakeWorkers(null);
    startServiceWorker(true);
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
    startServiceWorker(true);
    await settle();
    expect(workers.register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    await settle();
    expect(workers.register).toHaveBeenCalledTimes(1);
  });

  it("sends nothing when the worker already serves the page (it saw everything itself)", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    const { workers, postMessage } = fakeWorkers({});
    startServiceWorker(true);
    await settle();
    expect(workers.register).toHaveBeenCalled();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it("turned off, unregisters a worker an earlier build installed and deletes its caches", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    const names = ["casa-pages-v1", "casa-league-v1", "other-app"];
    const deleted: string[] = [];
    vi.stubGlobal("caches", {
      keys: () => Promise.resolve(names),
      delete: (name: string) => Promise.resolve(deleted.push(name) > 0),
    });
    const deleteDatabase = vi.fn();
    vi.stubGlobal("indexedDB", { deleteDatabase });
    const { workers, unregister } = fakeWorkers({});
    startServiceWorker(false);
    await vi.waitFor(() => expect(deleted).toEqual(["casa-pages-v1", "casa-league-v1"]));
    await vi.waitFor(() => expect(deleteDatabase).toHaveBeenCalledWith("workbox-expiration"));
    expect(unregister).toHaveBeenCalledTimes(1);
    expect(workers.register).not.toHaveBeenCalled();
  });

  it("swallows a failed registration (blocked by a policy, say): the page goes on without it", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    const { workers, postMessage } = fakeWorkers(null);
    workers.register.mockReturnValue(Promise.reject(new Error("blocked")));
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    startServiceWorker(true);
    await settle();
    await settle();
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(postMessage).not.toHaveBeenCalled();
  });
});
