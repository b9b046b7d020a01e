import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Link } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { NavigationState } from "./navigation-state.tsx";

/** Lets the slow page's data arrive. */
let arrive = () => {};

function Start() {
  return (
    <>
      <NavigationState />
      <Link to="/lento">Lento</Link>
    </>
  );
}

function Slow() {
  return (
    <>
      <NavigationState />
      <h1>Llegó</h1>
    </>
  );
}

const Stub = createRoutesStub([
  { path: "/", Component: Start },
  {
    path: "/lento",
    loader: () =>
      new Promise<null>((resolve) => {
        arrive = () => resolve(null);
      }),
    Component: Slow,
  },
]);

afterEach(() => {
  delete document.documentElement.dataset.navigation;
});

describe("NavigationState", () => {
  it("writes nothing while the page is only HTML (prerendered, before hydration)", () => {
    expect(renderToString(<Stub />)).not.toContain("data-navigation");
    expect(document.documentElement.dataset.navigation).toBeUndefined();
  });

  it("once live, follows the router: idle, loading while a page's data is on its way, idle again", async () => {
    render(<Stub />);
    expect(document.documentElement.dataset.navigation).toBe("idle");
    await userEvent.click(screen.getByRole("link", { name: "Lento" }));
    expect(document.documentElement.dataset.navigation).toBe("loading");
    await act(async () => arrive());
    await screen.findByRole("heading", { name: "Llegó" });
    expect(document.documentElement.dataset.navigation).toBe("idle");
  });
});
