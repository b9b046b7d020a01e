import { describe, expect, it } from "vitest";
import { RECORDED, readRecorded } from "../../testing/fake-league-server.js";
import { findStandingsWidgetUrl } from "./argentina-basketball-iframe.js";

const pageUrl =
  "https://www.argentina.basketball/liga-federal/fixture-posiciones/conferencia-metropolitana-zona-b-2025";

describe("findStandingsWidgetUrl", () => {
  it("reads the Gesdeportiva widget address from the recorded host page", () => {
    expect(findStandingsWidgetUrl(readRecorded(RECORDED.hostPage), pageUrl)).toBe(
      "https://widgetscab.gesdeportiva.es/widget/informacion/clasificacion/25419?key=c93924c3-1e13-4bf5-8f86-6386aeebba20",
    );
  });

  it("resolves a relative iframe address against the page", () => {
    const html = '<iframe src="/widget/informacion/clasificacion/1?key=x"></iframe>';
    expect(findStandingsWidgetUrl(html, pageUrl)).toBe(
      "https://www.argentina.basketball/widget/informacion/clasificacion/1?key=x",
    );
  });

  it("throws when the page has no iframe", () => {
    expect(() => findStandingsWidgetUrl("<html><body><p>Sin tabla</p></body></html>", pageUrl)).toThrow(
      /iframe/,
    );
  });
});
