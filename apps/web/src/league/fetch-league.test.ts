import { afterEach, describe, expect, it, vi } from "vitest";
import { LEAGUE_TIMEOUT_MS } from "./fetch-json.ts";
import { fetchLeague } from "./fetch-league.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("fetchLeague", () => {
  it("GETs the mapped path and returns its JSON", async () => {
    const fetch = vi.fn(async () => json({ standings: [] }));
    vi.stubGlobal("fetch", fetch);
    await expect(fetchLeague("voley-primera-standings")).resolves.toEqual({ standings: [] });
    expect(fetch).toHaveBeenCalledWith("/api/standings/voley/primera", expect.any(Object));
  });

  it("throws and logs the original site's message on a non-OK status", async () => {
    vi.stubGlobal("fetch", async () => json({ error: "boom" }, 503));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const call = fetchLeague("basquet-federal-standings");
    await expect(call).rejects.toThrow("Error en la respuesta del servidor: 503");
    await expect(call).rejects.toMatchObject({ status: 503 });
    expect(log).toHaveBeenCalledWith("Error en la respuesta del servidor: 503");
  });

  it("gives up on a service that never answers", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    const call = fetchLeague("basquet-federal-standings");
    const failed = expect(call).rejects.toThrow("aborted");
    await vi.advanceTimersByTimeAsync(LEAGUE_TIMEOUT_MS);
    await failed;
  });
});
