import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import {
  type FakeLeagueServer,
  fakeLeagueEnv,
  startFakeLeagueServer,
} from "../testing/fake-league-server.js";
import { createPageFetcher, type FetchPageError, type PageFetcher } from "./fetch-page.js";
import { createPassFetcher } from "./pass-fetcher.js";

let server: FakeLeagueServer;
let fetcher: PageFetcher;
afterEach(async () => {
  await fetcher?.close();
  await server?.close();
});

async function setup(env: Record<string, string> = {}) {
  server = await startFakeLeagueServer();
  fetcher = createPageFetcher(loadConfig({ ...fakeLeagueEnv(server), ...env }).fetch);
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: FetchPageError) => error,
  );

describe("fetchPage", () => {
  it("sends a browser-like User-Agent and returns the page text", async () => {
    await setup();
    server.set("/p", { kind: "page", body: "<p>ñandú</p>" });
    expect((await fetcher.fetchPage(server.url("/p"))).text).toBe("<p>ñandú</p>");
    expect(server.lastHeaders["user-agent"]).toMatch(/Mozilla\/5\.0/);
  });

  it("retries a 5xx with back-off and succeeds when the league recovers", async () => {
    await setup();
    server.set("/p", {
      kind: "sequence",
      steps: [{ kind: "status", status: 503 }, { kind: "reset" }, { kind: "page", body: "ok" }],
    });
    expect((await fetcher.fetchPage(server.url("/p"))).text).toBe("ok");
    expect(server.requests).toEqual(["/p", "/p", "/p"]);
  });

  it("refuses a redirect to a host that is not allowed, without asking it", async () => {
    await setup();
    const other = await startFakeLeagueServer();
    try {
      other.set("/tabla", { kind: "page", body: "<table>otra liga</table>" });
      const elsewhere = other.url("/tabla").replace("127.0.0.1", "localhost");
      server.set("/widget", { kind: "redirect", location: elsewhere });
      const failure = await failureOf(fetcher.fetchPage(server.url("/widget")));
      expect(failure?.failure).toBe("host-not-allowed");
      expect(failure?.message).toMatch(/redirige a localhost:\d+, que no es un sitio permitido/);
      expect(other.requests).toEqual([]);
      // Listed hosts are followed.
      const page = await fetcher.fetchPage(server.url("/widget"), {
        allowedHosts: ["127.0.0.1", "localhost"],
      });
      expect(page.text).toBe("<table>otra liga</table>");
      expect(page.url).toBe(elsewhere);
    } finally {
      await other.close();
    }
  });

  it("refuses a first address outside the allowed hosts", async () => {
    await setup();
    const failure = await failureOf(fetcher.fetchPage(server.url("/p"), { allowedHosts: ["liga.example"] }));
    expect(failure?.failure).toBe("host-not-allowed");
    expect(server.requests).toEqual([]);
  });

  it("follows a few redirects but not a loop", async () => {
    await setup();
    server.set("/a", { kind: "redirect", location: "/b" });
    server.set("/b", { kind: "page", body: "llegó" });
    expect((await fetcher.fetchPage(server.url("/a"))).text).toBe("llegó");
    server.set("/loop", { kind: "redirect", location: "/loop" });
    expect((await failureOf(fetcher.fetchPage(server.url("/loop"))))?.failure).toBe("redirect");
    for (const n of [1, 2, 3, 4]) server.set(`/r${n}`, { kind: "redirect", location: `/r${n + 1}` });
    server.set("/r5", { kind: "page", body: "demasiado lejos" });
    expect((await failureOf(fetcher.fetchPage(server.url("/r1"))))?.failure).toBe("redirect");
  });

  it("gives up on a body over the size cap", async () => {
    await setup({ FETCH_MAX_BYTES: "100000" });
    server.set("/big", { kind: "huge", bytes: 1_000_000 });
    expect((await failureOf(fetcher.fetchPage(server.url("/big"))))?.failure).toBe("too-large");
  });

  it("spends at most the time budget on a host that never answers, retries included", async () => {
    await setup({ FETCH_TIMEOUT_MS: "300" });
    server.set("/hang", { kind: "hang" });
    const started = Date.now();
    const error = await failureOf(fetcher.fetchPage(server.url("/hang")));
    expect(error?.failure).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(300 + 400);
  });
});

describe("the pass fetcher", () => {
  it("skips a host's queued pages once it has timed out", async () => {
    await setup({ FETCH_TIMEOUT_MS: "300" });
    server.set("/hang", { kind: "hang" });
    const fetchPage = createPassFetcher(fetcher.fetchPage);
    const started = Date.now();
    const results = await Promise.all(
      ["/hang", "/p2", "/p3"].map((p) => failureOf(fetchPage(server.url(p)))),
    );
    expect(results.map((e) => e?.failure)).toEqual(["timeout", "timeout", "timeout"]);
    expect(server.requests).toEqual(["/hang"]);
    expect(Date.now() - started).toBeLessThan(300 + 400);
  });
});
