import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { formatCalendarDate } from "../lib/calendar-date.ts";
import { sampleNews } from "../site-data/content-files/testing.ts";
import { NewsCard } from "./news-card.tsx";

const NEWS = sampleNews(3);

describe("NewsCard", () => {
  it("shows the category, a machine-readable date and the title at the level asked", () => {
    const item = NEWS[0];
    if (!item) throw new Error("no news");
    render(
      <MemoryRouter>
        <NewsCard item={item} level={2} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 2, name: item.title })).toBeInTheDocument();
    expect(screen.getByText(item.category)).toBeInTheDocument();
    expect(screen.getByText(formatCalendarDate(item.date))).toHaveAttribute("datetime", item.date);
    expect(screen.getByText(item.description)).toBeInTheDocument();
    expect(screen.queryByText("Borrador")).toBeNull();
  });

  it('opens the item\'s own page from "Leer más", named after the item for screen readers, with its picture described', () => {
    for (const item of NEWS) {
      const { unmount } = render(
        <MemoryRouter>
          <NewsCard item={item} />
        </MemoryRouter>,
      );
      expect(
        screen.getByRole("link", {
          name: (name) => name.startsWith("Leer más") && name.endsWith(item.title),
        }),
      ).toHaveAttribute("href", `/novedades/${item.id}`);
      expect(screen.getByRole("img").getAttribute("alt")?.trim()).not.toBe("");
      unmount();
    }
  });

  it('marks a draft (the dev server shows them) with "Borrador", and draws no picture when the item has none', () => {
    const [item] = NEWS;
    if (!item) throw new Error("no news");
    const { image: _, ...withoutImage } = item;
    render(
      <MemoryRouter>
        <NewsCard item={{ ...withoutImage, draft: true }} />
      </MemoryRouter>,
    );
    expect(screen.getByText("Borrador")).toBeVisible();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
