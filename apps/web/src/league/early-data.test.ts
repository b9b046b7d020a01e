import { describe, expect, it, vi } from "vitest";
import { leaguePreloads, loadSoon } from "./early-data.ts";
import { leagueUrl } from "./endpoints.ts";

describe("leaguePreloads", () => {
  it("names exactly the address the app fetches, as a CORS fetch like fetch()'s own", () => {
    expect(leaguePreloads(["basquet-federal-standings", "voley-primera-standings"])).toEqual([
      {
        tagName: "link",
        rel: "preload",
        as: "fetch",
        href: leagueUrl("basquet-federal-standings"),
        crossOrigin: "anonymous",
      },
      {
        tagName: "link",
        rel: "preload",
        as: "fetch",
        href: leagueUrl("voley-primera-standings"),
        crossOrigin: "anonymous",
      },
    ]);
  });
});

describe("loadSoon", () => {
  it("starts loading at once in the browser and gives every caller the same answer", async () => {
    const load = vi.fn(async () => "table");
    const get = loadSoon(load);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(get()).resolves.toBe("table");
    await expect(get()).resolves.toBe("table");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load (the original site's Reintentar)", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue("table");
    const get = loadSoon(load);
    await expect(get()).rejects.toThrow("offline");
    await expect(get()).resolves.toBe("table");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
