import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A stand-in for the league sites on 127.0.0.1 (random port), for tests and the
 * benchmark: it serves the recorded pages and can misbehave on demand. Never used by
 * the service itself.
 */

export type Behavior =
  | { kind: "page"; body: string; contentType?: string }
  | { kind: "status"; status: number }
  /** Accepts the request and never answers. */
  | { kind: "hang" }
  /** Closes the connection as soon as the request arrives. */
  | { kind: "reset" }
  /** Promises the whole body in Content-Length, sends half, then hangs up. */
  | { kind: "truncate"; body: string }
  /** Streams this many bytes of HTML. */
  | { kind: "huge"; bytes: number }
  | { kind: "redirect"; location: string }
  /** Each request gets the next behavior; the last one repeats. */
  | { kind: "sequence"; steps: Behavior[] };

export interface FakeLeagueServer {
  origin: string;
  url(pathname: string): string;
  /** Changes what a path answers (query strings are ignored when matching). */
  set(pathname: string, behavior: Behavior): void;
  /** Paths requested so far, in order. */
  readonly requests: string[];
  /** Headers of the latest request. */
  readonly lastHeaders: IncomingMessage["headers"];
  /** Most requests ever in flight at once. */
  readonly maxInFlight: number;
  close(): Promise<void>;
}

const FIXTURES_DIR = fileURLToPath(new URL("../scraper/parsers/fixtures/", import.meta.url));
export const readRecorded = (name: string) => readFileSync(path.join(FIXTURES_DIR, name), "utf8");

export const RECORDED = {
  hostPage: "argentina-basketball-fixture-posiciones-conferencia-metropolitana-zona-b-2025.html",
  widget: "gesdeportiva-widget-clasificacion-25419-liga-federal-metro-zona-b-2025.html",
} as const;

export const PATHS = {
  basketballPage: "/liga-federal/fixture-posiciones/conferencia-metropolitana-zona-b-2025",
  widget: "/widget/informacion/clasificacion/25419",
  volleyStandings: {
    primera: "/tournaments/11/standings",
    "tira-a": "/tournaments/12/standings",
    "tira-b": "/tournaments/13/standings",
  },
  volleyMatches: "/clubs/77/matches",
} as const;

/** Our club on the fake metrovoley. */
export const FAKE_CLUB_ID = 77;

export async function startFakeLeagueServer(): Promise<FakeLeagueServer> {
  const routes = new Map<string, Behavior>();
  const sockets = new Set<Socket>();
  const requests: string[] = [];
  const sequenceSteps = new Map<string, number>();
  let lastHeaders: IncomingMessage["headers"] = {};
  let inFlight = 0;
  let maxInFlight = 0;

  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://x").pathname;
    requests.push(pathname);
    lastHeaders = req.headers;
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on("close", () => inFlight--);
    let behavior = routes.get(pathname) ?? { kind: "status", status: 404 };
    if (behavior.kind === "sequence") {
      const step = sequenceSteps.get(pathname) ?? 0;
      sequenceSteps.set(pathname, step + 1);
      behavior = behavior.steps[Math.min(step, behavior.steps.length - 1)] ?? { kind: "status", status: 404 };
    }
    answer(behavior, req, res);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  for (const [pathname, behavior] of Object.entries(goodLeagueRoutes(origin))) routes.set(pathname, behavior);

  return {
    origin,
    url: (pathname) => `${origin}${pathname}`,
    set: (pathname, behavior) => {
      routes.set(pathname, behavior);
      sequenceSteps.delete(pathname);
    },
    requests,
    get lastHeaders() {
      return lastHeaders;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function answer(behavior: Behavior, _req: IncomingMessage, res: ServerResponse): void {
  switch (behavior.kind) {
    case "page":
      res.writeHead(200, { "content-type": behavior.contentType ?? "text/html; charset=utf-8" });
      res.end(behavior.body);
      return;
    case "status":
      res.writeHead(behavior.status, { "content-type": "text/html" });
      res.end(`<h1>${behavior.status}</h1>`);
      return;
    case "hang":
      return;
    case "reset":
      res.socket?.destroy();
      return;
    case "truncate": {
      const bytes = Buffer.from(behavior.body);
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": bytes.length });
      res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.socket?.destroy());
      return;
    }
    case "huge": {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      const chunk = Buffer.alloc(64 * 1024, "<p>relleno</p>");
      let sent = 0;
      const pump = () => {
        while (sent < behavior.bytes) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      res.on("error", () => {});
      pump();
      return;
    }
    case "redirect":
      res.writeHead(302, { location: behavior.location });
      res.end();
      return;
    case "sequence":
      res.writeHead(500);
      res.end();
      return;
  }
}

/** Every league page answering well: the recorded basketball pages and a made-up metrovoley. */
function goodLeagueRoutes(origin: string): Record<string, Behavior> {
  return {
    [PATHS.basketballPage]: { kind: "page", body: basketballHostPage(`${origin}${PATHS.widget}?key=prueba`) },
    [PATHS.widget]: { kind: "page", body: readRecorded(RECORDED.widget) },
    [PATHS.volleyStandings.primera]: { kind: "page", body: inertiaHtml(volleyStandingsProps("primera")) },
    [PATHS.volleyStandings["tira-a"]]: { kind: "page", body: inertiaHtml(volleyStandingsProps("tira-a")) },
    [PATHS.volleyStandings["tira-b"]]: { kind: "page", body: inertiaHtml(volleyStandingsProps("tira-b")) },
    [PATHS.volleyMatches]: { kind: "page", body: inertiaHtml(volleyMatchesProps()) },
  };
}

/** The recorded host page with its iframe pointing at `widgetUrl`. */
export function basketballHostPage(widgetUrl: string): string {
  return readRecorded(RECORDED.hostPage).replace(
    /https:\/\/widgetscab\.gesdeportiva\.es\/widget\/informacion\/clasificacion\/25419\?key=[\w-]+/,
    widgetUrl,
  );
}

/** An Inertia page as metrovoley serves it: JSON, HTML-escaped, in `data-page`. */
export function inertiaHtml(props: unknown, component = "Page"): string {
  const page = JSON.stringify({ component, props, url: "/", version: "1" });
  const escaped = page
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
  return `<!DOCTYPE html><html><head><title>Metro Voley</title></head><body><div id="app" data-page="${escaped}"></div></body></html>`;
}

type Division = "primera" | "tira-a" | "tira-b";

/**
 * A metrovoley standings page in the shape the parser expects (never recorded for
 * real: see parsers/metrovoley-standings.ts). Six teams, played = won + lost.
 */
export function volleyStandingsProps(division: Division): Record<string, unknown> {
  const ours = division === "tira-b" ? "CASA DE PADUA B" : "CASA DE PADUA";
  const teams: Array<[string, number | undefined, number, number]> = [
    ["GELP", 12, 8, 1],
    [ours, FAKE_CLUB_ID, 7, 2],
    ["CIUDAD", 31, 5, 4],
    ["FERRO", 40, 4, 5],
    ["ECHAGÜE", 420, 2, 7],
    ["PIEDAD", 51, 1, 8],
  ];
  return {
    tournament: { id: 11, name: `Metropolitano ${division}` },
    standings: teams.map(([name, clubId, won, lost], index) => ({
      position: index + 1,
      team: { id: 1000 + index, name, clubId },
      played: won + lost,
      won,
      lost,
      points: won * 3,
      setsWon: won * 3,
      setsLost: lost * 3,
      pointsFor: 900 + won,
      pointsAgainst: 900 + lost,
    })),
  };
}

/** Our club's matches page: two divisions' matches, some past, some of other clubs. */
export function volleyMatchesProps(): Record<string, unknown> {
  const match = (
    id: number,
    scheduledAt: string,
    division: string,
    home: [string, number?],
    away: [string, number?],
  ) => ({
    id,
    number: id,
    scheduledAt,
    categoryName: "Superiores",
    divisionName: division,
    venue: home[0] === "CASA DE PADUA" ? "CASA DE PADUA #1" : `${home[0]} #1`,
    homeTeam: { name: home[0], ...(home[1] ? { clubId: home[1] } : {}) },
    awayTeam: { name: away[0], ...(away[1] ? { clubId: away[1] } : {}) },
    statusLabel: "Programado",
  });
  return {
    matches: [
      match(1, "2026-08-01T20:00:00", "Primera", ["CASA DE PADUA", FAKE_CLUB_ID], ["GELP"]),
      match(2, "2026-09-05T20:00:00", "Primera", ["GELP"], ["CASA DE PADUA", FAKE_CLUB_ID]),
      match(3, "2026-09-03T21:30:00", "Primera", ["CASA DE PADUA", FAKE_CLUB_ID], ["FERRO"]),
      match(4, "2026-09-04T19:00:00", "Tira A", ["CASA DE PADUA", FAKE_CLUB_ID], ["CIUDAD"]),
      match(5, "2026-09-10T18:00:00", "Tira B", ["PIEDAD"], ["CASA DE PADUA B", FAKE_CLUB_ID]),
    ],
    addresses: [
      { name: "Club Atlético San Antonio de Padua", address: "a confirmar", city: "San Antonio de Padua" },
    ],
  };
}

/** Environment pointing every source at the fake server, with short test budgets. */
export function fakeLeagueEnv(server: FakeLeagueServer): Record<string, string> {
  return {
    BASKETBALL_FEDERAL_URL: server.url(PATHS.basketballPage),
    BASKETBALL_WIDGET_HOSTS: "127.0.0.1",
    VOLLEY_PRIMERA_STANDINGS_URL: server.url(PATHS.volleyStandings.primera),
    VOLLEY_TIRA_A_STANDINGS_URL: server.url(PATHS.volleyStandings["tira-a"]),
    VOLLEY_TIRA_B_STANDINGS_URL: server.url(PATHS.volleyStandings["tira-b"]),
    VOLLEY_MATCHES_URL: server.url(PATHS.volleyMatches),
    VOLLEY_CLUB_ID: String(FAKE_CLUB_ID),
    VOLLEY_PRIMERA_MATCH_FILTER: "Superiores/Primera",
    VOLLEY_TIRA_A_MATCH_FILTER: "Superiores/Tira A",
    VOLLEY_TIRA_B_MATCH_FILTER: "Superiores/Tira B",
    // Generous enough for a loaded 2-core CI machine (builds and browser tests run beside
    // these), short enough that the hanging-host case stays quick.
    FETCH_TIMEOUT_MS: "2500",
    FETCH_CONNECT_TIMEOUT_MS: "1500",
    FETCH_RETRIES: "2",
    FETCH_RETRY_BASE_MS: "1",
  };
}
