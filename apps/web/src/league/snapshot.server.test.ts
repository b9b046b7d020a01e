import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import SHIPPED from "@casa/shared/snapshot.json" with { type: "json" };
import { afterEach, describe, expect, it, vi } from "vitest";
import { leagueSnapshot } from "./snapshot.server.ts";

const servers: Server[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A league service on 127.0.0.1 that answers every call with `status` and `body`; its origin. */
async function leagueService(status: number, body: unknown): Promise<{ origin: string; paths: string[] }> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? "");
    response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  });
  servers.push(server);
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, paths };
}

const rowsOf = (answer: unknown) => (answer as { standings: Array<{ equipo: string }> }).standings;

describe("the table a league page is built with", () => {
  it("is the league service's shipped snapshot when no service is named: dated, our club in it", async () => {
    const answer = (await leagueSnapshot("basquet-federal-standings", {})) as Record<string, unknown>;
    expect(rowsOf(answer).map((row) => row.equipo)).toContain("CASA (PADUA)");
    expect(answer.last_update).toBe("2026-11-21T23:33:18.000-03:00");
    expect(answer.stale).toBe(false);
  });

  it("keeps the club's volleyball backup marked as such, never as an official table", async () => {
    const answer = (await leagueSnapshot("voley-tira-a-standings", {})) as { source: string };
    expect(answer.source).toMatch(/^fallback:/);
  });

  it("is nothing for a call the snapshot does not hold: the page is built with its loading state", async () => {
    expect(await leagueSnapshot("basquet-standings-alias", {})).toBeUndefined();
  });

  it("is the named league service's answer of the day, asked at its own address", async () => {
    const today = {
      standings: [{ equipo: "CASA (PADUA)", posicion: 1 }],
      last_update: "2026-11-27T06:17:00Z",
    };
    const service = await leagueService(200, today);
    expect(
      await leagueSnapshot("voley-primera-standings", { LEAGUE_SNAPSHOT_URL: `${service.origin}/` }),
    ).toEqual(today);
    expect(service.paths).toEqual(["/api/standings/voley/primera"]);
  });

  it("falls back to the shipped snapshot, saying so, when the named service fails or is not there", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const failing = await leagueService(503, {});
    const shipped = await leagueSnapshot("basquet-federal-standings", {});
    expect(
      await leagueSnapshot("basquet-federal-standings", { LEAGUE_SNAPSHOT_URL: failing.origin }),
    ).toEqual(shipped);
    expect(
      await leagueSnapshot("basquet-federal-standings", { LEAGUE_SNAPSHOT_URL: "http://127.0.0.1:9" }),
    ).toEqual(shipped);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/answered 503; using the shipped snapshot/);
  });
});

describe("the matches a league page is built with", () => {
  it("are the named league service's fixtures answer, official results included", async () => {
    const today = {
      fixtures: [
        {
          local: "CASA DE PADUA",
          visitante: "GELP",
          fecha: "28/11/2026",
          hora: "20:00",
          es_casa_local: true,
        },
      ],
      resultados: [
        {
          local: "FERRO",
          visitante: "CASA DE PADUA",
          fecha: "07/11/2026",
          hora: "19:00",
          es_casa_local: false,
          tantos_local: 3,
          tantos_visitante: 2,
        },
      ],
      last_update: "2026-11-22T06:00:00.000-03:00",
      source: "https://metrovoley.com.ar/clubs/77/matches",
      stale: false,
    };
    const service = await leagueService(200, today);
    expect(await leagueSnapshot("voley-primera-fixtures", { LEAGUE_SNAPSHOT_URL: service.origin })).toEqual(
      today,
    );
    expect(service.paths).toEqual(["/api/fixtures/voley/primera"]);
  });

  it("are nothing without a service, or when it fails: the shipped snapshot holds no league matches", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const name of [
      "voley-primera-fixtures",
      "voley-tira-b-fixtures",
      "basquet-federal-fixtures",
    ] as const)
      expect(await leagueSnapshot(name, {})).toBeUndefined();
    const failing = await leagueService(503, {});
    expect(
      await leagueSnapshot("voley-tira-a-fixtures", { LEAGUE_SNAPSHOT_URL: failing.origin }),
    ).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    // Why nothing is lost: the snapshot's fixtures entries have no matches and no results.
    // Should the snapshot ever carry some, this fails and shippedAnswer must serve them.
    const fixturesEntries = SHIPPED.entries.filter((entry) => entry.kind === "fixtures");
    expect(fixturesEntries).toHaveLength(4);
    for (const entry of fixturesEntries) {
      expect(entry).toMatchObject({ fixtures: [] });
      expect(entry).not.toHaveProperty("resultados");
    }
  });
});
