import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { sampleNews } from "../site-data/content-files/testing.ts";
import { NEWS_PAGE_SIZE } from "../site-data/news-path.ts";
import { newsPage } from "./news-page.ts";
import NovedadesPage from "./novedades.tsx";

/** The page with `count` items, its later pages' data as the build prerenders them. */
async function renderPage(count: number) {
  const news = sampleNews(count);
  const Stub = createRoutesStub([
    { path: "/novedades", Component: NovedadesPage, loader: () => newsPage(news, 1) },
    {
      path: "/novedades/pagina/:pagina",
      Component: NovedadesPage,
      loader: ({ params }) => newsPage(news, Number(params.pagina)),
    },
  ]);
  render(<Stub initialEntries={["/novedades"]} />);
  await screen.findByRole("heading", { level: 1 });
  return news;
}

const titles = () => screen.queryAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

describe("/novedades", () => {
  it("shows the newest page of items first, and links to the next page", async () => {
    const news = await renderPage(NEWS_PAGE_SIZE * 2 + 2);
    expect(titles()).toEqual(news.slice(0, NEWS_PAGE_SIZE).map((item) => item.title));
    expect(screen.getByRole("link", { name: "Cargar más noticias" })).toHaveAttribute(
      "href",
      "/novedades/pagina/2",
    );
  });

  it("adds the next page's items per press, focusing the first new title, and drops the link at the end", async () => {
    const user = userEvent.setup();
    const news = await renderPage(NEWS_PAGE_SIZE * 2 + 2);
    await user.click(screen.getByRole("link", { name: "Cargar más noticias" }));
    await screen.findByRole("heading", { level: 2, name: news[NEWS_PAGE_SIZE]?.title });
    expect(titles()).toEqual(news.slice(0, NEWS_PAGE_SIZE * 2).map((item) => item.title));
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 2, name: news[NEWS_PAGE_SIZE]?.title })).toHaveFocus(),
    );
    expect(screen.getByRole("link", { name: "Cargar más noticias" })).toHaveAttribute(
      "href",
      "/novedades/pagina/3",
    );

    await user.click(screen.getByRole("link", { name: "Cargar más noticias" }));
    await screen.findByRole("heading", { level: 2, name: news.at(-1)?.title });
    expect(titles()).toHaveLength(news.length);
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 2, name: news[NEWS_PAGE_SIZE * 2]?.title })).toHaveFocus(),
    );
    expect(screen.queryByRole("link", { name: "Cargar más noticias" })).toBeNull();
  });

  it("with nothing published, says so and sends to the club's Instagram: no empty list", async () => {
    await renderPage(0);
    expect(titles()).toEqual([]);
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByText(/Todavía no publicamos novedades en el sitio\./)).toBeVisible();
    expect(screen.getByRole("link", { name: /Mirá lo último del club en Instagram/ })).toHaveAttribute(
      "href",
      "https://www.instagram.com/casadepadua",
    );
  });
});

describe("the news list's data", () => {
  it("is a page of items with the next page's address; none past the last", () => {
    const news = sampleNews(NEWS_PAGE_SIZE + 1);
    expect(newsPage(news, 1)).toEqual({
      page: 1,
      items: news.slice(0, NEWS_PAGE_SIZE),
      next: "/novedades/pagina/2",
    });
    expect(newsPage(news, 2)).toEqual({ page: 2, items: news.slice(NEWS_PAGE_SIZE) });
    expect(newsPage(news, 3)).toBeUndefined();
    expect(newsPage([], 1)).toEqual({ page: 1, items: [] });
    expect(newsPage(news, 1.5)).toBeUndefined();
  });
});
