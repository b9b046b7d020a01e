import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const settings = vi.hoisted(() => ({ serviceWorkerEnabled: true }));
vi.mock("../config.ts", () => ({ config: settings }));
const startServiceWorker = vi.hoisted(() => vi.fn());
vi.mock("./service-worker-register.ts", () => ({ startServiceWorker }));

const { registerServiceWorker } = await import("./service-worker.ts");

const settle = async () => {
  await import("./service-worker-register.ts");
  await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  settings.serviceWorkerEnabled = true;
  startServiceWorker.mockClear();
  Object.defineProperty(navigator, "serviceWorker", { value: {}, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("registerServiceWorker", () => {
  it("fetches the registration code and starts the worker where the browser has service workers", async () => {
    registerServiceWorker();
    await vi.waitFor(() => expect(startServiceWorker).toHaveBeenCalledWith(true));
  });

  it("passes VITE_ENABLE_SERVICE_WORKER=false (or a development build) on, to remove an installed worker", async () => {
    settings.serviceWorkerEnabled = false;
    registerServiceWorker();
    await vi.waitFor(() => expect(startServiceWorker).toHaveBeenCalledWith(false));
  });

  it("does nothing where the browser has no service workers (plain http)", async () => {
    Reflect.deleteProperty(navigator, "serviceWorker");
    expect(() => registerServiceWorker()).not.toThrow();
    await settle();
    expect(startServiceWorker).not.toHaveBeenCalled();
  });
});
