import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NEWS } from "../content/news.ts";
import { formatCalendarDate } from "../lib/calendar-date.ts";
import { NewsCard } from "./news-card.tsx";

describe("NewsCard", () => {
  it("shows the category, a machine-readable date and the title at the level asked", () => {
    const item = NEWS[0];
    if (!item) throw new Error("no news");
    render(<NewsCard item={item} level={2} />);
    expect(screen.getByRole("heading", { level: 2, name: item.title })).toBeInTheDocument();
    expect(screen.getByText(item.category)).toBeInTheDocument();
    expect(screen.getByText(formatCalendarDate(item.date))).toHaveAttribute("datetime", item.date);
    expect(screen.getByText(item.description)).toBeInTheDocument();
  });
});
