import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import {
  basketballHostPage,
  type FakeLeagueServer,
  fakeLeagueEnv,
  inertiaHtml,
  PATHS,
  RECORDED,
  readRecorded,
  startFakeLeagueServer,
} from "../testing/fake-league-server.js";
import { runCli } from "../testing/run-cli.js";
import { checkLeaguePage, formatResult, guessPageKind, type PageKind } from "./check-page.js";
import { createPageFetcher, type PageFetcher } from "./fetch-page.js";

let server: FakeLeagueServer | undefined;
let fetcher: PageFetcher | undefined;
afterEach(async () => {
  await fetcher?.close();
  await server?.close();
  fetcher = undefined;
  server = undefined;
});

async function check(path: string, kind: PageKind, env: Record<string, string> = {}) {
  if (!server) throw new Error("start the fake league first");
  const config = loadConfig({ ...fakeLeagueEnv(server), ...env });
  fetcher = createPageFetcher(config.fetch);
  const result = await checkLeaguePage(server.url(path), { kind }, config, fetcher.fetchPage);
  return { result, printed: formatResult(result).join("\n") };
}

describe("checkLeaguePage", () => {
  it("reads a basketball host page through its widget and prints the table", async () => {
    server = await startFakeLeagueServer();
    const { result, printed } = await check(PATHS.basketballPage, "basquet");
    expect(result.ok).toBe(true);
    expect(printed).toMatch(/^OK: tabla de 9 equipos, válida/);
    expect(printed).toMatch(/2\s+CASA \(PADUA\)\s+30\s+16\s+14\s+2\s+1224\s+1073/);
  });

  it.each([
    [PATHS.widget, "widget", /OK: tabla de 9 equipos/],
    [PATHS.volleyStandings.primera, "voley-posiciones", /OK: tabla de 6 equipos/],
    [PATHS.volleyMatches, "voley-partidos", /OK: \d+ partidos próximos de nuestro club/],
  ] as const)("reads %s as %s", async (path, kind, expected) => {
    server = await startFakeLeagueServer();
    const { result, printed } = await check(path, kind);
    expect(result.ok).toBe(true);
    expect(printed).toMatch(expected);
  });

  it("prints a matches page's official results after its upcoming matches", async () => {
    server = await startFakeLeagueServer();
    server.set(PATHS.volleyMatches, {
      kind: "page",
      body: inertiaHtml(JSON.parse(readRecorded("metrovoley-club-matches-finished.TEST-DERIVED.json"))),
    });
    const { printed } = await check(PATHS.volleyMatches, "voley-partidos");
    expect(printed).toMatch(/^OK: \d+ partidos próximos de nuestro club\n/);
    expect(printed).toContain("y 5 resultados oficiales");
    expect(printed).toContain("31/10/2026 20:00  CASA DE PADUA 3-1 GELP  (25-20, 22-25, 25-18, 25-23)");
  });

  it("reads a volleyball standings page served as an HTML table", async () => {
    server = await startFakeLeagueServer();
    server.set("/tournaments/9/standings", {
      kind: "page",
      body: readRecorded("metrovoley-standings-table-test-derived.html"),
    });
    const { printed } = await check("/tournaments/9/standings", "voley-posiciones", { VOLLEY_CLUB_ID: "" });
    expect(printed).toMatch(/OK: tabla de 5 equipos[\s\S]*CASA DE PADUA/);
  });

  it.each([
    ["an HTTP error", { kind: "status", status: 404 }, "HTTP", /HTTP 404 en 127\.0\.0\.1/],
    ["a silent host", { kind: "hang" }, "tiempo agotado", /no respondió a tiempo/],
    [
      "a page without the table",
      { kind: "page", body: "<p>Mantenimiento</p>" },
      "tabla no encontrada",
      /tablaClasificacion/,
    ],
    [
      "a table that does not add up",
      {
        kind: "page",
        body: readRecorded(RECORDED.widget).replace(
          '<td class="text-center">16</td>',
          '<td class="text-center">17</td>',
        ),
      },
      "validación",
      /jugados 17 ≠ ganados 15/,
    ],
    [
      "a redirect elsewhere",
      { kind: "redirect", location: "http://localhost:9/widget" },
      "sitio no permitido",
      /redirige a localhost:9/,
    ],
  ] as const)("names the reason for %s", async (_name, behavior, failure, message) => {
    server = await startFakeLeagueServer();
    server.set(PATHS.widget, behavior);
    const env: Record<string, string> = behavior.kind === "hang" ? { FETCH_TIMEOUT_MS: "700" } : {};
    const { result, printed } = await check(PATHS.widget, "widget", env);
    expect(result).toMatchObject({ ok: false, failure });
    expect(printed).toMatch(new RegExp(`^FALLÓ \\(${failure}\\): `));
    expect(printed).toMatch(message);
  });

  it("refuses a basketball page whose iframe points to a host not in the settings", async () => {
    server = await startFakeLeagueServer();
    server.set(PATHS.basketballPage, {
      kind: "page",
      body: basketballHostPage("https://evil.example/widget/informacion/clasificacion/1"),
    });
    const { result } = await check(PATHS.basketballPage, "basquet");
    expect(result).toMatchObject({ ok: false, failure: "sitio no permitido" });
  });
});

describe("guessPageKind", () => {
  const config = loadConfig({});
  it.each([
    [
      "https://www.argentina.basketball/liga-federal/fixture-posiciones/conferencia-metropolitana-zona-b-2026",
      "basquet",
    ],
    ["https://widgetscab.gesdeportiva.es/widget/informacion/clasificacion/25419?key=x", "widget"],
    ["https://metrovoley.com.ar/tournaments/31/standings?stage=2&group=5&category=all", "voley-posiciones"],
    ["https://metrovoley.com.ar/clubs/77/matches", "voley-partidos"],
    ["https://example.com/otra-cosa", undefined],
  ])("%s is %s", (url, kind) => {
    expect(guessPageKind(new URL(url), config)).toBe(kind);
  });
});

describe("pnpm league:check", () => {
  const run = (args: string[], env: Record<string, string>) => runCli("src/cli/league-check.ts", args, env);

  it("exits 0 with the table, 1 naming the reason, 2 on a bad address", { timeout: 120_000 }, async () => {
    server = await startFakeLeagueServer();
    const env = fakeLeagueEnv(server);
    const good = await run([server.url(PATHS.volleyStandings["tira-a"])], env);
    expect(good.output).toMatch(/como voley-posiciones[\s\S]*OK: tabla de 6 equipos/);
    expect(good.code).toBe(0);
    server.set(PATHS.volleyStandings["tira-a"], { kind: "status", status: 500 });
    const bad = await run([server.url(PATHS.volleyStandings["tira-a"])], { ...env, FETCH_RETRIES: "0" });
    expect(bad.output).toMatch(/FALLÓ \(HTTP\): HTTP 500/);
    expect(bad.code).toBe(1);
    const usage = await run(["no-es-una-url"], env);
    expect(usage.output).toMatch(/no es una dirección válida/);
    expect(usage.code).toBe(2);
  });
});
