import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const settings = vi.hoisted(() => ({ serviceWorkerEnabled: true }));
vi.mock("../config.ts", () => ({ config: settings }));
const registerWhenLoaded = vi.hoisted(() => vi.fn());
vi.mock("./service-worker-register.ts", () => ({ registerWhenLoaded }));

const { registerServiceWorker } = await import("./service-worker.ts");

const settle = async () => {
  await import("./service-worker-register.ts");
  await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  settings.serviceWorkerEnabled = true;
  registerWhenLoaded.mockClear();
  Object.defineProperty(navigator, "serviceWorker", { value: {}, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("registerServiceWorker", () => {
  it("fetches the registration code and runs it where the browser has service workers", async () => {
    registerServiceWorker();
    await vi.waitFor(() => expect(registerWhenLoaded).toHaveBeenCalledTimes(1));
  });

  it("does nothing when VITE_ENABLE_SERVICE_WORKER turns it off (or in development)", async () => {
    settings.serviceWorkerEnabled = false;
    registerServiceWorker();
    await settle();
    expect(registerWhenLoaded).not.toHaveBeenCalled();
  });

  it("does nothing where the browser has no service workers (plain http)", async () => {
    Reflect.deleteProperty(navigator, "serviceWorker");
    expect(() => registerServiceWorker()).not.toThrow();
    await settle();
    expect(registerWhenLoaded).not.toHaveBeenCalled();
  });
});
