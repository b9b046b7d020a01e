import { afterEach, describe, expect, it, vi } from "vitest";
import { findNextMatch } from "./find-next-match.ts";
import { ourMatch as match } from "./test-matches.ts";

afterEach(() => vi.unstubAllGlobals());

// Saturday 28 November 2026, 18:00 in Buenos Aires.
const NOW = new Date("2026-11-28T21:00:00Z");

describe("findNextMatch", () => {
  it("asks for each league's fixtures and ignores one that fails", async () => {
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      if (url.includes("tira-b")) return new Response("", { status: 500 });
      return new Response(
        JSON.stringify({ fixtures: url.includes("tira-a") ? [match("01/12/2026", "20:00")] : [] }),
      );
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const next = await findNextMatch(
      ["voley/tira-a", "voley/tira-b", "basquet/federal"],
      undefined,
      () => NOW,
    );
    expect(asked.sort()).toEqual([
      "/api/fixtures/basquet/federal",
      "/api/fixtures/voley/tira-a",
      "/api/fixtures/voley/tira-b",
    ]);
    expect(next).toMatchObject({ league: "voley/tira-a", rival: "GELP", home: true });
  });
});
