import { describe, expect, it } from "vitest";
import { readStandings } from "../league/payload.ts";
import { markOffline, OFFLINE_FIELD, offlineCopy } from "./offline-copy.ts";

const saved = (body: string) => new Response(body, { headers: { "Content-Type": "application/json" } });

describe("markOffline", () => {
  it("adds offline_copy to a saved answer and keeps the rest, which the page reads as this phone's copy", async () => {
    const answer = {
      standings: [{ equipo: "CASA DE PADUA" }],
      last_update: "2025-05-01T12:00:00Z",
      stale: false,
    };
    const marked = await markOffline(saved(JSON.stringify(answer)));
    expect(marked.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    const body = await marked.json();
    expect(body).toEqual({ ...answer, [OFFLINE_FIELD]: true });
    expect(readStandings(body)).toMatchObject({ offline: true, lastUpdate: "2025-05-01T12:00:00Z" });
  });

  it("passes on as saved what is no JSON object: a bare list, or no JSON at all", async () => {
    expect(await (await markOffline(saved("[1,2]"))).json()).toEqual([1, 2]);
    expect(await (await markOffline(saved("<html>"))).text()).toBe("<html>");
  });
});

describe("the offlineCopy plugin", () => {
  const use = offlineCopy.cachedResponseWillBeUsed;
  if (!use) throw new Error("offlineCopy marks no saved answer");
  const args = {
    cacheName: "casa-league-v4",
    request: new Request("https://x.test/api/standings/a/b"),
    event: {} as ExtendableEvent,
  };

  it("marks every copy the league strategy hands out", async () => {
    const copy = await use({ ...args, cachedResponse: saved('{"standings":[]}'), state: {} });
    expect(await copy?.json()).toEqual({ standings: [], [OFFLINE_FIELD]: true });
  });

  it("leaves a missing copy missing", async () => {
    expect(await use({ ...args, cachedResponse: undefined, state: {} })).toBeUndefined();
  });
});
