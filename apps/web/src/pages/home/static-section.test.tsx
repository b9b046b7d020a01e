import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazy } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StaticSection } from "./static-section.tsx";

function Section() {
  return (
    <section>
      <h2>Novedades del club</h2>
      <Link to="/novedades">Leer más</Link>
      <a href="https://example.com/afuera" target="_blank" rel="noopener noreferrer">
        Afuera
      </a>
    </section>
  );
}

/** The section's code, counted each time it is asked for. */
function lazySection() {
  const load = vi.fn(async () => ({ default: Section }));
  return { load, Lazy: lazy(load) };
}

function router(Lazy: ReturnType<typeof lazySection>["Lazy"]) {
  return createMemoryRouter([
    { path: "/", element: <StaticSection id="inicio-novedades" lazy={Lazy} /> },
    { path: "/novedades", element: <h1>Página de novedades</h1> },
  ]);
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

describe("StaticSection", () => {
  it("keeps the prerendered HTML as it is and never loads the section's code on a first visit", async () => {
    const container = document.createElement("div");
    container.innerHTML =
      '<div id="inicio-novedades"><section><h2>Novedades del club</h2><a href="/novedades">Leer más</a></section></div>';
    document.body.append(container);
    const prerendered = container.querySelector("h2");
    const { load, Lazy } = lazySection();

    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, <RouterProvider router={router(Lazy)} />);
    });

    expect(container.querySelector("h2")).toBe(prerendered);
    expect(screen.getByRole("heading", { name: "Novedades del club" })).toBeVisible();
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("routes a click on a link of the kept HTML inside the app, without reloading", async () => {
    const container = document.createElement("div");
    container.innerHTML =
      '<div id="inicio-novedades"><section><a href="/novedades">Leer más</a></section></div>';
    document.body.append(container);
    const { Lazy } = lazySection();
    const memory = router(Lazy);
    await act(async () => {
      root = hydrateRoot(container, <RouterProvider router={memory} />);
    });

    await userEvent.click(screen.getByRole("link", { name: "Leer más" }));
    expect(memory.state.location.pathname).toBe("/novedades");
    expect(await screen.findByRole("heading", { name: "Página de novedades" })).toBeVisible();
  });

  it("loads and renders the section when the page is rendered in the browser (a client-side navigation)", async () => {
    const { load, Lazy } = lazySection();
    render(<RouterProvider router={router(Lazy)} />);
    expect(await screen.findByRole("heading", { name: "Novedades del club" })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Afuera" })).toHaveAttribute("target", "_blank");
  });
});
