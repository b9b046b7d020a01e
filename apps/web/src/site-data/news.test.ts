import { describe, expect, it } from "vitest";
import { NEWS, newsAt, newsBody, newsPath } from "./news.ts";
import { laterNewsListPaths, NEWS_PAGE_SIZE, newsListPath, newsPageCount } from "./news-path.ts";

// The unit tests read the content files as the dev server does: drafts included.
describe("the news data", () => {
  it("gives every item an address of its own, found back from its page's path", () => {
    expect(NEWS.length).toBeGreaterThan(0);
    const paths = NEWS.map(newsPath);
    expect(new Set(paths).size).toBe(NEWS.length);
    for (const item of NEWS) {
      expect(newsPath(item)).toMatch(/^\/novedades\/[a-z0-9-]+$/);
      expect(newsAt(newsPath(item))).toBe(item);
      expect(newsAt(`${newsPath(item)}/`)).toBe(item);
    }
    expect(newsAt("/novedades")).toBeUndefined();
  });

  it("has a text of a few paragraphs for every item", () => {
    for (const item of NEWS) expect(newsBody(item.id)?.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  it("describes every picture, and says when it is a drawing", () => {
    for (const item of NEWS) {
      if (!item.image) continue;
      expect(item.image.alt.trim()).not.toBe("");
      if (item.image.src.endsWith(".svg")) expect(item.image.alt).toMatch(/^Ilustración/);
    }
  });

  it("marks as drafts the items written for the site and never confirmed by the club", () => {
    expect(NEWS.every((item) => item.draft)).toBe(true);
  });
});

describe("the news list's pages", () => {
  it("are /novedades, then /novedades/pagina/2…, as many as the items need", () => {
    expect(newsListPath(1)).toBe("/novedades");
    expect(newsListPath(2)).toBe("/novedades/pagina/2");
    expect(newsPageCount(0)).toBe(1);
    expect(newsPageCount(NEWS_PAGE_SIZE)).toBe(1);
    expect(newsPageCount(NEWS_PAGE_SIZE + 1)).toBe(2);
    expect(laterNewsListPaths(0)).toEqual([]);
    expect(laterNewsListPaths(1000)).toHaveLength(Math.ceil(1000 / NEWS_PAGE_SIZE) - 1);
    expect(laterNewsListPaths(1000).at(-1)).toBe(`/novedades/pagina/${Math.ceil(1000 / NEWS_PAGE_SIZE)}`);
  });
});
