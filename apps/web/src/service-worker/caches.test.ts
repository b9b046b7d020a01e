import { describe, expect, it } from "vitest";
import { CACHES, MAX_ENTRIES, outdatedCaches } from "./caches.ts";

describe("the worker's caches", () => {
  it("are five, each with its own name, four with a bound", () => {
    expect(new Set(Object.values(CACHES)).size).toBe(5);
    expect(Object.values(CACHES).every((name) => name.startsWith("casa-"))).toBe(true);
    expect(MAX_ENTRIES).toEqual({ pages: 60, assets: 150, files: 150, league: 40 });
  });

  it("delete on activation the site's caches of an older format, and only those", () => {
    const older = ["casa-shell-v3", "casa-pages-v3", "casa-assets-v3", "casa-files-v3", "casa-league-v3"];
    expect(outdatedCaches([...older, ...Object.values(CACHES), "workbox-precache-v2-x", "otra-app"])).toEqual(
      older,
    );
  });
});
