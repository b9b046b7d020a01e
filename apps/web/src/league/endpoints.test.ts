import { afterEach, describe, expect, it, vi } from "vitest";
import {
  calendarUrl,
  endpointPath,
  LEAGUE_ENDPOINTS,
  leagueEndpoint,
  leagueUrl,
  subscribeUrl,
} from "./endpoints.ts";

afterEach(() => vi.restoreAllMocks());

describe("league endpoint map", () => {
  it("maps every logical name of the original site to the league service's path", () => {
    expect(endpointPath("basquet-federal-standings")).toBe("/api/standings/basquet/federal");
    expect(endpointPath(leagueEndpoint("basquet/federal", "fixtures"))).toBe("/api/fixtures/basquet/federal");
    expect(endpointPath(leagueEndpoint("voley/primera", "standings"))).toBe("/api/standings/voley/primera");
    expect(endpointPath(leagueEndpoint("voley/tira-a", "fixtures"))).toBe("/api/fixtures/voley/tira-a");
    expect(endpointPath(leagueEndpoint("voley/tira-b", "standings"))).toBe("/api/standings/voley/tira-b");
    expect(endpointPath("basquet-standings-alias")).toBe("/api/standings/basquet");
    expect(Object.values(LEAGUE_ENDPOINTS).every((path) => path.startsWith("/api/"))).toBe(true);
  });

  it("uses an unmapped name as a path, with a console warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(endpointPath("api/standings/voley/juveniles")).toBe("/api/standings/voley/juveniles");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("api/standings/voley/juveniles"));
  });

  it("does not mistake built-in object keys for mapped names", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(endpointPath("constructor")).toBe("/constructor");
    expect(warn).toHaveBeenCalledOnce();
  });

  it("stays on the site's own origin when no API base is configured", () => {
    expect(leagueUrl("voley-tira-a-standings")).toBe("/api/standings/voley/tira-a");
    expect(calendarUrl("voley", "tira-b")).toBe("/api/fixtures/voley/tira-b.ics");
  });
});

describe("calendar subscription", () => {
  it("is the .ics feed at webcal://, on the page's host", () => {
    expect(subscribeUrl("voley", "tira-a", "https://casadepadua.com.ar")).toBe(
      "webcal://casadepadua.com.ar/api/fixtures/voley/tira-a.ics",
    );
    expect(subscribeUrl("basquet", "federal", "http://127.0.0.1:4173")).toBe(
      "webcal://127.0.0.1:4173/api/fixtures/basquet/federal.ics",
    );
  });
});
