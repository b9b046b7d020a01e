import { describe, expect, it } from "vitest";
import { readRecorded } from "../../testing/fake-league-server.js";
import { readInertiaPage } from "./metrovoley-inertia.js";

describe("readInertiaPage", () => {
  it("unescapes the data-page JSON of the recorded metrovoley page", () => {
    const page = readInertiaPage(readRecorded("metrovoley-minimal-inertia-data-page.html"));
    const matches = page.props.matches as Array<{ homeTeam: { name: string } }>;
    expect(matches[0]?.homeTeam.name).toBe("ECHAGÜE B");
  });

  it("accepts the JSON answer of an X-Inertia request as well", () => {
    const page = readInertiaPage(JSON.stringify({ component: "Clubs/Matches", props: { matches: [] } }));
    expect(page.props).toEqual({ matches: [] });
  });

  it("fails loudly on a page without data-page", () => {
    expect(() => readInertiaPage("<html><body>Hola</body></html>")).toThrow(/data-page/);
  });

  it("fails loudly on broken JSON or missing props", () => {
    expect(() => readInertiaPage('<div id="app" data-page="{&quot;props"></div>')).toThrow(/JSON/);
    expect(() => readInertiaPage('{"component":"X"}')).toThrow(/props/);
  });
});
