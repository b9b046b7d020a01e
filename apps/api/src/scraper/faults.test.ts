import { describe, expect, it } from "vitest";
import { buildHealthReport, NO_SCHEDULER } from "../health-report.js";
import type { LeagueService } from "../league-service.js";
import {
  type Behavior,
  basketballHostPage,
  inertiaHtml,
  PATHS,
  RECORDED,
  readRecorded,
  startFakeLeagueServer,
} from "../testing/fake-league-server.js";
import { startLeagueHarness } from "../testing/league-harness.js";

const widget = readRecorded(RECORDED.widget);
const rowsOf = (html: string) => html.match(/<tr>\s*<td class="text-center">[\s\S]*?<\/tr>/g) ?? [];
const keepRows = (count: number) => {
  const rows = rowsOf(widget);
  return rows.slice(count).reduce((html, row) => html.replace(row, ""), widget);
};
const page = (body: string): Behavior => ({ kind: "page", body });

/**
 * A source in the operator's whole health report, which the service logs on a change:
 * the errors and dates the public /api/health leaves out.
 */
const detailOf = (league: LeagueService, id: string) =>
  buildHealthReport({
    cache: league.cache,
    sources: league.describeSources,
    scrapeState: () => NO_SCHEDULER,
    cacheWrites: league.cacheWrites,
  }).sources.find((source) => source.id === id);

interface FaultCase {
  path: string;
  behavior: Behavior | ((origin: string) => Behavior);
  error: RegExp;
  /** The cache entry the fault hits (basketball standings unless said). */
  url?: string;
}

/** The fault list of docs/quality.md#reliability-and-security, each against a league that answered well on the previous pass. */
const FAULTS: Record<string, FaultCase> = {
  "HTTP 500": {
    path: PATHS.basketballPage,
    behavior: { kind: "status", status: 500 },
    error: /HTTP 500 en 127\.0\.0\.1/,
  },
  "HTTP 404": {
    path: PATHS.widget,
    behavior: { kind: "status", status: 404 },
    error: /HTTP 404 en 127\.0\.0\.1/,
  },
  "a time-out": { path: PATHS.basketballPage, behavior: { kind: "hang" }, error: /no respondió a tiempo/ },
  "a connection reset": { path: PATHS.widget, behavior: { kind: "reset" }, error: /error de red/ },
  "a truncated body": {
    path: PATHS.widget,
    behavior: { kind: "truncate", body: widget },
    error: /error de red/,
  },
  "an oversized body (10 MB)": {
    path: PATHS.widget,
    behavior: { kind: "huge", bytes: 10 * 1024 * 1024 },
    error: /supera el tamaño máximo/,
  },
  "an empty table": { path: PATHS.widget, behavior: page(keepRows(0)), error: /la tabla está vacía/ },
  "renamed columns": {
    path: PATHS.widget,
    behavior: page(widget.replace('<th title="Partidos ganados">P.G</th>', '<th title="Triunfos">TRI</th>')),
    error: /faltan columnas en la tabla \(ganados\)/,
  },
  "non-numeric cells": {
    path: PATHS.widget,
    behavior: page(widget.replace('<td class="text-center">1269</td>', '<td class="text-center">n/d</td>')),
    error: /RIVER: valor no numérico en favor/,
  },
  "half the teams missing": {
    path: PATHS.widget,
    behavior: page(keepRows(4)),
    error: /la tabla trae 4 equipos y la última buena tenía 9/,
  },
  "played ≠ won + lost": {
    path: PATHS.widget,
    behavior: page(widget.replace('<td class="text-center">16</td>', '<td class="text-center">17</td>')),
    error: /RIVER: jugados 17 ≠ ganados 15 \+ perdidos 1/,
  },
  "an iframe that points elsewhere": {
    path: PATHS.basketballPage,
    behavior: page(basketballHostPage("https://evil.example/widget/informacion/clasificacion/25419")),
    error: /apunta a evil\.example/,
  },
  "a widget that redirects to another host": {
    path: PATHS.widget,
    behavior: (origin) => ({
      kind: "redirect",
      location: `${origin.replace("127.0.0.1", "localhost")}${PATHS.widget}`,
    }),
    error: /redirige a localhost:\d+, que no es un sitio permitido/,
  },
  "a volleyball standings table without its columns": {
    path: PATHS.volleyStandings["tira-b"],
    behavior: page(
      "<table><tr><th>Fecha</th><th>Local</th><th>Visitante</th></tr><tr><td>1</td><td>A</td><td>B</td></tr></table>",
    ),
    error: /no trae una tabla con Equipo, PTS, PJ, PG y PP/,
    url: "/api/standings/voley/tira-b",
  },
  "volleyball standings without the expected fields": {
    path: PATHS.volleyStandings.primera,
    behavior: page(inertiaHtml({ standings: [{ team: { name: "GELP" }, points: 3 }] })),
    error: /no trae played, won, lost/,
    url: "/api/standings/voley/primera",
  },
  "a volleyball page without Inertia data": {
    path: PATHS.volleyStandings["tira-a"],
    behavior: page("<html><body>En mantenimiento</body></html>"),
    error: /ni una tabla <table> de posiciones/,
    url: "/api/standings/voley/tira-a",
  },
  "a matches page failing": {
    path: PATHS.volleyMatches,
    behavior: { kind: "status", status: 503 },
    error: /HTTP 503/,
    url: "/api/fixtures/voley/primera",
  },
};

describe("league faults: the last good data stays served, marked stale, and health names the error", () => {
  it.each(Object.entries(FAULTS))("%s", async (_name, fault) => {
    const { league, app, server } = await startLeagueHarness();
    const url = fault.url ?? "/api/standings/basquet/federal";
    const first = await league.runPass();
    expect(first.outcomes.every((o) => o.status === "updated")).toBe(true);
    const good = (await app.inject(url)).json();

    server.set(
      fault.path,
      typeof fault.behavior === "function" ? fault.behavior(server.origin) : fault.behavior,
    );
    const second = await league.runPass();

    const id = url.startsWith("/api/fixtures") ? `fixtures:${url.slice(14)}` : `standings:${url.slice(15)}`;
    const outcome = second.outcomes.find((o) => o.id === id);
    expect(outcome?.status).toBe("failed");
    expect(outcome?.error).toMatch(fault.error);

    const served = (await app.inject(url)).json();
    expect(served.standings ?? served.fixtures).toEqual(good.standings ?? good.fixtures);
    expect(served.last_update).toBe(good.last_update);
    expect(served.stale).toBe(true);
    expect(served.error).toMatch(fault.error);

    const health = (await app.inject("/api/health")).json();
    expect(health.status).toBe("degraded");
    expect(health.sources.find((s: { id: string }) => s.id === id)?.state).toBe("stale");
    const source = detailOf(league, id);
    expect(source).toMatchObject({ state: "stale", stale: true, last_success: good.last_update });
    expect(source?.last_error).toMatch(fault.error);

    // Still alive and serving everything else.
    expect((await app.inject("/api/standings/voley/tira-b")).statusCode).toBe(200);
  });

  it("retries a 5xx but never a 4xx", async () => {
    const { league, server } = await startLeagueHarness();
    server.set(PATHS.basketballPage, { kind: "status", status: 502 });
    server.set(PATHS.volleyStandings.primera, { kind: "status", status: 404 });
    await league.runPass();
    expect(server.requests.filter((p) => p === PATHS.basketballPage)).toHaveLength(3);
    expect(server.requests.filter((p) => p === PATHS.volleyStandings.primera)).toHaveLength(1);
  });

  it("recovers on the next good pass and clears the stale flag", async () => {
    const { league, app, server } = await startLeagueHarness();
    server.set(PATHS.widget, { kind: "status", status: 500 });
    await league.runPass();
    expect((await app.inject("/api/standings/basquet/federal")).json().stale).toBe(true);
    server.set(PATHS.widget, page(widget));
    await league.runPass();
    const body = (await app.inject("/api/standings/basquet/federal")).json();
    expect(body.stale).toBe(false);
    expect(body.error).toBeUndefined();
    const health = (await app.inject("/api/health")).json();
    const source = health.sources.find((s: { id: string }) => s.id === "standings:basquet/federal");
    expect(source.state).toBe("ok");
    expect(detailOf(league, "standings:basquet/federal")?.last_error).toMatch(/HTTP 500/);
  });

  it("keeps serving the volleyball backup when the first real scrape fails", async () => {
    const { league, app, server } = await startLeagueHarness();
    server.set(PATHS.volleyStandings.primera, { kind: "status", status: 500 });
    await league.runPass();
    const body = (await app.inject("/api/standings/voley/primera")).json();
    expect(body.source).toMatch(/^fallback:/);
    expect(body.standings).toHaveLength(4);
    expect(body.error).toMatch(/HTTP 500/);
  });

  it("a host that never answers delays the pass by at most the time-out", async () => {
    const silent = await startFakeLeagueServer();
    try {
      for (const path of [...Object.values(PATHS.volleyStandings), PATHS.volleyMatches])
        silent.set(path, { kind: "hang" });
      const { league } = await startLeagueHarness({
        FETCH_TIMEOUT_MS: "500",
        VOLLEY_PRIMERA_STANDINGS_URL: silent.url(PATHS.volleyStandings.primera),
        VOLLEY_TIRA_A_STANDINGS_URL: silent.url(PATHS.volleyStandings["tira-a"]),
        VOLLEY_TIRA_B_STANDINGS_URL: silent.url(PATHS.volleyStandings["tira-b"]),
        VOLLEY_MATCHES_URL: silent.url(PATHS.volleyMatches),
      });
      const report = await league.runPass();
      expect(report.duration_ms).toBeGreaterThanOrEqual(450);
      // One time-out for the whole silent host (not one per page), plus slack for a loaded machine.
      expect(report.duration_ms).toBeLessThan(500 + 1500);
      const status = Object.fromEntries(report.outcomes.map((o) => [o.id, o.status]));
      expect(status["standings:basquet/federal"]).toBe("updated");
      expect(Object.values(status).filter((s) => s === "failed")).toHaveLength(6);
    } finally {
      await silent.close();
    }
  });
});
