import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NEWS } from "../content/news.ts";
import NovedadesPage, { loader } from "./novedades.tsx";

async function renderPage() {
  const Stub = createRoutesStub([{ path: "/novedades", Component: NovedadesPage, loader }]);
  render(<Stub initialEntries={["/novedades"]} />);
  await screen.findAllByRole("heading", { level: 2 });
}

const titles = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

describe("/novedades", () => {
  it("shows the three newest items first", async () => {
    await renderPage();
    expect(titles()).toEqual(NEWS.slice(0, 3).map((item) => item.title));
  });

  it("reveals three more per press, focusing the first new title, and drops the button at the end", async () => {
    expect(NEWS.length).toBeGreaterThan(6); // the test walks through three pages
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole("button", { name: "Cargar más noticias" }));
    expect(titles()).toEqual(NEWS.slice(0, 6).map((item) => item.title));
    expect(screen.getByRole("heading", { level: 2, name: NEWS[3]?.title })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Cargar más noticias" }));
    expect(titles()).toHaveLength(NEWS.length);
    expect(screen.getByRole("heading", { level: 2, name: NEWS[6]?.title })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Cargar más noticias" })).toBeNull();
  });
});
