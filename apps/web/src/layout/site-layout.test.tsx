import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MENU_CLOSE_MS, SUBMENU_CLOSE_MS } from "./desktop-nav.tsx";
import SiteLayout, { ErrorBoundary } from "./site-layout.tsx";
import { WELCOME_SEEN_KEY } from "./welcome-gate.ts";

/** How many times the header and the page rendered: the modal must cost neither a render. */
const renders = vi.hoisted(() => ({ header: 0, page: 0 }));
vi.mock("./site-header.tsx", async (importOriginal) => {
  const original = await importOriginal<typeof import("./site-header.tsx")>();
  return {
    ...original,
    SiteHeader: () => {
      renders.header += 1;
      return original.SiteHeader();
    },
  };
});

function Broken(): never {
  throw new Error("Falla de prueba");
}

const Home = () => {
  renders.page += 1;
  return <h1>Inicio</h1>;
};
const History = () => <h1>Historia</h1>;

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      Component: SiteLayout,
      ErrorBoundary,
      children: [
        { path: "/", Component: Home },
        { path: "/historia", Component: History },
        { path: "/roto", Component: Broken },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

beforeEach(() => {
  Element.prototype.scrollIntoView = () => {};
  // jsdom has <dialog> but not its modal methods: the browser tests cover the real ones.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("error page", () => {
  // Its code is fetched when a page fails (LazyErrorPage); transformed once here, so the
  // test waits for the page and not for a busy machine's first transform.
  beforeAll(() => import("../components/error-page.tsx"), 60_000);

  it("shows the Spanish error page inside the header and footer when a page fails to render", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/roto");
    expect(await screen.findByRole("heading", { level: 1, name: "Algo salió mal" })).toBeVisible();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(screen.getByRole("link", { name: "Volver al Inicio" })).toHaveAttribute("href", "/");
  });

  it("reloads the page from its button", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    renderAt("/roto");
    await userEvent.click(await screen.findByRole("button", { name: "Recargar la página" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("welcome modal", () => {
  it("greets the first visit of the home page once, and never on later visits, rendering nothing else again", async () => {
    window.localStorage.clear();
    const first = renderAt("/");
    // Rendered, effects run, the modal's code still on its way: opening and closing the
    // modal must render neither the header nor the page again.
    const before = { ...renders };
    expect(before.header).toBeGreaterThan(0);
    expect(before.page).toBeGreaterThan(0);
    // The modal's code is a lazy chunk: give its first load time.
    const dialog = await screen.findByRole(
      "dialog",
      { name: "¡Bienvenido a CASA de Padua!" },
      { timeout: 5000 },
    );
    expect(within(dialog).getByRole("link", { name: /Asociarse/ })).toHaveAttribute("target", "_blank");
    expect(within(dialog).getByRole("link", { name: /Portal de Socios/ })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    expect(window.localStorage.getItem(WELCOME_SEEN_KEY)).not.toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Explorar el sitio" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(renders).toEqual(before);
    first.unmount();

    renderAt("/");
    await screen.findByRole("heading", { name: "Inicio" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("desktop menus", () => {
  it("close after the original site's delays once the mouse leaves: 500 ms for a menu, 300 ms for a submenu", async () => {
    window.localStorage.setItem(WELCOME_SEEN_KEY, "1");
    renderAt("/historia");
    const nav = await screen.findByRole("navigation", { name: "Principal" });
    vi.useFakeTimers();
    const mouse = { pointerType: "mouse" };
    const sports = within(nav).getByRole("button", { name: "Deportes" });
    const basketball = within(nav).getByRole("button", { name: "Básquet", hidden: true });
    const swimming = within(nav).getByRole("link", { name: "Natación", hidden: true });

    fireEvent.pointerOver(sports, mouse);
    expect(sports).toHaveAttribute("aria-expanded", "true");
    fireEvent.pointerOver(basketball, mouse);
    expect(basketball).toHaveAttribute("aria-expanded", "true");

    fireEvent.pointerOut(basketball, { ...mouse, relatedTarget: swimming });
    fireEvent.pointerOver(swimming, { ...mouse, relatedTarget: basketball });
    act(() => vi.advanceTimersByTime(SUBMENU_CLOSE_MS - 50));
    expect(basketball).toHaveAttribute("aria-expanded", "true");
    act(() => vi.advanceTimersByTime(60));
    expect(basketball).toHaveAttribute("aria-expanded", "false");

    const main = screen.getByRole("main");
    fireEvent.pointerOut(swimming, { ...mouse, relatedTarget: main });
    fireEvent.pointerOver(main, { ...mouse, relatedTarget: swimming });
    act(() => vi.advanceTimersByTime(MENU_CLOSE_MS - 50));
    expect(sports).toHaveAttribute("aria-expanded", "true");
    act(() => vi.advanceTimersByTime(60));
    expect(sports).toHaveAttribute("aria-expanded", "false");
  });

  it("show one menu at a time", async () => {
    window.localStorage.setItem(WELCOME_SEEN_KEY, "1");
    renderAt("/historia");
    const nav = await screen.findByRole("navigation", { name: "Principal" });
    const club = within(nav).getByRole("button", { name: "El Club" });
    const sports = within(nav).getByRole("button", { name: "Deportes" });
    await userEvent.hover(club);
    await userEvent.hover(sports);
    expect(club).toHaveAttribute("aria-expanded", "false");
    expect(sports).toHaveAttribute("aria-expanded", "true");
  });

  it("open by keyboard, move with the arrow keys and close on Escape", async () => {
    window.localStorage.setItem(WELCOME_SEEN_KEY, "1");
    renderAt("/historia");
    const nav = await screen.findByRole("navigation", { name: "Principal" });
    const sports = within(nav).getByRole("button", { name: "Deportes" });
    sports.focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(sports).toHaveAttribute("aria-expanded", "true");
    await vi.waitFor(() => expect(within(nav).getByRole("button", { name: "Básquet" })).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}");
    await vi.waitFor(() => expect(within(nav).getByRole("link", { name: "Federal" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    expect(within(nav).getByRole("link", { name: "Metropolitano" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(within(nav).getByRole("button", { name: "Básquet" })).toHaveFocus();
    expect(within(nav).getByRole("button", { name: "Básquet" })).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{End}");
    expect(within(nav).getByRole("link", { name: "Todos los deportes y actividades" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(sports).toHaveFocus();
    expect(sports).toHaveAttribute("aria-expanded", "false");
  });

  it("keep a menu the mouse opened open on its first click, and close it on the next", async () => {
    window.localStorage.setItem(WELCOME_SEEN_KEY, "1");
    renderAt("/historia");
    const nav = await screen.findByRole("navigation", { name: "Principal" });
    const club = within(nav).getByRole("button", { name: "El Club" });
    // userEvent's click moves the mouse over the button first: hover opens, the click keeps it.
    await userEvent.click(club);
    expect(club).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(club);
    expect(club).toHaveAttribute("aria-expanded", "false");
  });

  it("toggle with Enter, and close when focus moves on to another item", async () => {
    window.localStorage.setItem(WELCOME_SEEN_KEY, "1");
    renderAt("/historia");
    const nav = await screen.findByRole("navigation", { name: "Principal" });
    const club = within(nav).getByRole("button", { name: "El Club" });
    club.focus();
    await userEvent.keyboard("{Enter}");
    expect(club).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{Enter}");
    expect(club).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{Enter}");
    act(() => within(nav).getByRole("link", { name: "Novedades" }).focus());
    expect(club).toHaveAttribute("aria-expanded", "false");
  });
});
