import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { preloadStaticParts, StaticPart } from "./static-part.tsx";

function Section({ title }: { title: string }) {
  return (
    <section>
      <h2>{title}</h2>
      <Link to="/novedades">Leer más</Link>
      <a href="https://example.com/afuera" target="_blank" rel="noopener noreferrer">
        Afuera
      </a>
    </section>
  );
}

/** A part's code, counting how often it is asked for (a new loader per test: the cache is per loader). */
const loader = () => vi.fn(async () => Section);

function router(load: ReturnType<typeof loader>) {
  return createMemoryRouter([
    {
      path: "/",
      element: <StaticPart id="inicio-novedades" load={load} props={{ title: "Novedades del club" }} />,
    },
    { path: "/novedades", element: <h1>Página de novedades</h1> },
  ]);
}

/** What the build wrote for "/" (the part's wrapper and its HTML). */
function prerendered(html: string) {
  const container = document.createElement("div");
  container.innerHTML = `<div id="inicio-novedades">${html}</div>`;
  document.body.append(container);
  return container;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

describe("StaticPart", () => {
  it("keeps the prerendered HTML as it is, without a hydration error, and never loads the part's code", async () => {
    const container = prerendered(
      '<section><h2>Novedades del club</h2><a href="/novedades">Leer más</a></section>',
    );
    const heading = container.querySelector("h2");
    const load = loader();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});

    await act(async () => {
      root = hydrateRoot(container, <RouterProvider router={router(load)} />);
    });

    expect(container.querySelector("h2")).toBe(heading);
    expect(screen.getByRole("heading", { name: "Novedades del club" })).toBeVisible();
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("routes a click on an internal link of the kept HTML inside the app", async () => {
    const container = prerendered('<section><a href="/novedades">Leer más</a></section>');
    const memory = router(loader());
    await act(async () => {
      root = hydrateRoot(container, <RouterProvider router={memory} />);
    });

    await userEvent.click(screen.getByRole("link", { name: "Leer más" }));
    expect(memory.state.location.pathname).toBe("/novedades");
    expect(await screen.findByRole("heading", { name: "Página de novedades" })).toBeVisible();
  });

  it("renders a preloaded part at once when the page renders in the browser (a client-side navigation)", async () => {
    const load = loader();
    await preloadStaticParts([load]);
    render(<RouterProvider router={router(load)} />);
    // No suspending, no empty frame: the part is there in the first render.
    expect(screen.getByRole("heading", { name: "Novedades del club" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Afuera" })).toHaveAttribute("target", "_blank");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("still loads a part that nobody preloaded", async () => {
    const load = loader();
    render(<RouterProvider router={router(load)} />);
    expect(await screen.findByRole("heading", { name: "Novedades del club" })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
