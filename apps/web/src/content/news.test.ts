import { describe, expect, it } from "vitest";
import { NEWS, newsAt, newsPath } from "./news.ts";
import { NEWS_STORIES } from "./news-stories.ts";

describe("the news data", () => {
  it("gives every item an address of its own, found back from its page's path", () => {
    const paths = NEWS.map(newsPath);
    expect(new Set(paths).size).toBe(NEWS.length);
    for (const item of NEWS) {
      expect(newsPath(item)).toMatch(/^\/novedades\/[a-z0-9-]+$/);
      expect(newsAt(newsPath(item))).toBe(item);
      expect(newsAt(`${newsPath(item)}/`)).toBe(item);
    }
    expect(newsAt("/novedades")).toBeUndefined();
  });

  it("has a story of a few paragraphs for every item, and none without an item", () => {
    for (const item of NEWS) expect(NEWS_STORIES[item.id]?.body.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(Object.keys(NEWS_STORIES).sort()).toEqual(NEWS.map((item) => item.id).sort());
  });

  it("describes every picture, and says when it is a drawing", () => {
    for (const item of NEWS) {
      expect(item.image.alt.trim()).not.toBe("");
      if (item.image.src.endsWith(".svg")) expect(item.image.alt).toMatch(/^Ilustración/);
    }
  });
});
