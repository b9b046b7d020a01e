import { describe, expect, it } from "vitest";
import { pageMeta } from "./meta.ts";

describe("pageMeta", () => {
  it("names the club after the page's title, for the tab and the link preview", () => {
    const meta = pageMeta({ title: "Judo", description: "Judo para chicos y adultos." });
    expect(meta).toContainEqual({ title: "Judo | CASA de Padua" });
    expect(meta).toContainEqual({ property: "og:title", content: "Judo | CASA de Padua" });
    expect(meta).toContainEqual({ name: "description", content: "Judo para chicos y adultos." });
    expect(meta).toContainEqual({ property: "og:description", content: "Judo para chicos y adultos." });
  });

  it("does not repeat the club's name on the home page", () => {
    const meta = pageMeta({ title: "Club Atlético San Antonio de Padua", description: "x" });
    expect(meta).toContainEqual({ title: "Club Atlético San Antonio de Padua" });
  });
});
