import { describe, expect, it } from "vitest";
import { readCacheFile } from "../cache/cache-file.js";
import { PATHS, readRecorded } from "../testing/fake-league-server.js";
import { startLeagueHarness } from "../testing/league-harness.js";

describe("a scrape pass against the fake league", () => {
  // How long a pass takes is measured by `pnpm bench:api`, not asserted here.
  it("refreshes every configured source and serves the new data", async () => {
    const { league, app } = await startLeagueHarness();
    const report = await league.runPass();
    expect(report.outcomes.filter((o) => o.status !== "updated")).toEqual([]);

    const basketball = (await app.inject("/api/standings/basquet/federal")).json();
    expect(basketball.standings).toHaveLength(9);
    expect(basketball.source).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/widget\/informacion\/clasificacion\/25419$/,
    );
    expect(basketball.stale).toBe(false);
    expect(basketball.last_update).toMatch(/^2026-08-20T12:00:\d{2}\.\d{3}-03:00$/);

    const primera = (await app.inject("/api/standings/voley/primera")).json();
    expect(primera.source).not.toMatch(/fallback/);
    expect(primera.standings[1]).toMatchObject({ equipo: "CASA DE PADUA", favor: 21, contra: 6 });
    expect(primera.stale).toBe(false);
  });

  it("reads a volleyball standings page served as an HTML table", async () => {
    const { league, app, server } = await startLeagueHarness({ VOLLEY_CLUB_ID: "" });
    server.set(PATHS.volleyStandings["tira-a"], {
      kind: "page",
      body: readRecorded("metrovoley-standings-table-test-derived.html"),
    });
    const report = await league.runPass();
    expect(report.outcomes.find((o) => o.id === "standings:voley/tira-a")?.status).toBe("updated");
    const tiraA = (await app.inject("/api/standings/voley/tira-a")).json();
    expect(tiraA.standings).toHaveLength(5);
    expect(tiraA.standings[1]).toMatchObject({ equipo: "CASA DE PADUA", favor: 1053, contra: 929 });
  });

  it("turns our club's matches into fixtures, per division, upcoming only", async () => {
    const { league, app } = await startLeagueHarness();
    await league.runPass();
    const primera = (await app.inject("/api/fixtures/voley/primera")).json();
    expect(primera.fixtures).toEqual([
      {
        local: "CASA DE PADUA",
        visitante: "FERRO",
        fecha: "03/09/2026",
        hora: "21:30",
        es_casa_local: true,
        lugar: "CASA DE PADUA #1",
      },
      {
        local: "GELP",
        visitante: "CASA DE PADUA",
        fecha: "05/09/2026",
        hora: "20:00",
        es_casa_local: false,
        lugar: "GELP #1",
      },
    ]);
    expect(primera.stale).toBe(false);
    const tiraB = (await app.inject("/api/fixtures/voley/tira-b")).json();
    expect(tiraB.fixtures.map((f: { local: string }) => f.local)).toEqual(["PIEDAD"]);
  });

  it("reads the shared matches page once per pass and one request at a time per host", async () => {
    const { league, server } = await startLeagueHarness();
    await league.runPass();
    expect(server.requests.filter((p) => p === PATHS.volleyMatches)).toHaveLength(1);
    expect(server.maxInFlight).toBe(1);
    expect(server.lastHeaders["user-agent"]).toMatch(/^Mozilla\/5\.0 .*Chrome/);
  });

  it("writes the cache file, which a restart serves", async () => {
    const { league, config } = await startLeagueHarness();
    await league.runPass();
    const file = await readCacheFile(config.cacheFile);
    const basketball = file.entries.find((e) => e.kind === "standings" && e.key === "basquet/federal");
    expect(basketball).toMatchObject({ origin: "scrape", stale: false });
    expect(file.entries).toHaveLength(8);
  });

  it("leaves unconfigured volleyball sources alone and says so in health", async () => {
    const { league, app } = await startLeagueHarness({
      VOLLEY_TIRA_B_STANDINGS_URL: "",
      VOLLEY_TIRA_B_MATCH_FILTER: "",
    });
    const report = await league.runPass();
    expect(report.outcomes.filter((o) => o.status === "not configured").map((o) => o.id)).toEqual([
      "standings:voley/tira-b",
      "fixtures:voley/tira-b",
    ]);
    const tiraB = (await app.inject("/api/standings/voley/tira-b")).json();
    expect(tiraB.source).toMatch(/^fallback:/);
    const health = (await app.inject("/api/health")).json();
    const states = Object.fromEntries(
      health.sources.map((s: { id: string; state: string }) => [s.id, s.state]),
    );
    expect(states).toMatchObject({
      "standings:voley/tira-b": "not configured",
      "fixtures:voley/tira-b": "not configured",
      "standings:voley/primera": "ok",
      "fixtures:basquet/federal": "no source",
    });
    expect(health.status).toBe("ok");
  });
});
