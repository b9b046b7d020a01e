import { describe, expect, it } from "vitest";
import { rememberRequests } from "./remember.ts";

const WORKER = "http://localhost:3000/sw.js";

describe("rememberRequests", () => {
  it("saves a first visit's page and what it loaded, each in its own case", () => {
    const remembered = rememberRequests(
      [
        "http://localhost:3000/basquet/federal?utm_source=x",
        "http://localhost:3000/assets/shell-abc.js",
        "http://localhost:3000/api/standings/basquet/federal",
        "http://localhost:3000/images/club/escudo.webp",
        "/basquet/federal.data",
      ],
      WORKER,
    );
    expect(remembered.map(({ kind, request }) => [kind, request.url])).toEqual([
      ["page", "http://localhost:3000/basquet/federal?utm_source=x"],
      ["asset", "http://localhost:3000/assets/shell-abc.js"],
      ["league", "http://localhost:3000/api/standings/basquet/federal"],
      ["file", "http://localhost:3000/images/club/escudo.webp"],
      ["file", "http://localhost:3000/basquet/federal.data"],
    ]);
    // A league answer is asked for as the page asks for it.
    expect(remembered[2]?.request.headers.get("Accept")).toBe("application/json");
  });

  it("leaves out what the worker would not have answered, and what is no address", () => {
    const remembered = rememberRequests(
      [
        "http://localhost:3000/admin/",
        "http://localhost:3000/admin/decap-cms.js",
        "http://localhost:3000/api/health",
        "http://localhost:3000/api/fixtures/voley/primera.ics",
        "http://localhost:3000/sw.js",
        "https://www.googletagmanager.com/gtag/js?id=G-1",
        "http://[",
      ],
      WORKER,
    );
    expect(remembered).toEqual([]);
  });

  it("takes no other message for such a list", () => {
    expect(rememberRequests({ type: "CACHE_URLS", payload: {} }, WORKER)).toEqual([]);
    expect(rememberRequests(undefined, WORKER)).toEqual([]);
    expect(rememberRequests([], WORKER)).toEqual([]);
  });
});
