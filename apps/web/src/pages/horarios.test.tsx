import { act, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub, MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { horariosData } from "../horarios/page-data.ts";
import { horariosFiltersOf } from "../horarios/paths.ts";
import { TODAY_FIRST } from "../horarios/today-first.ts";
import { type WeekActivity, weekOf } from "../horarios/week.ts";
import type { Weekday } from "../site-data/content-files/weekdays.ts";
import { WEEK_ID, WeekDays } from "./horarios/week-days.tsx";
import HorariosPage from "./horarios.tsx";

const row = (group: string, weekdays: Weekday[], hours: string) => ({ group, days: "", weekdays, hours });
const ACTIVITIES: WeekActivity[] = [
  {
    id: "judo",
    name: "Judo",
    path: "/artes-marciales/judo",
    menu: { menu: "deportes" },
    schedule: [{ caption: "Clases", rows: [row("Niños", [1, 3, 5], "18:00 a 19:00")] }],
  },
  {
    id: "zumba",
    name: "Zumba",
    path: "/zumba",
    menu: { menu: "actividades" },
    schedule: [{ caption: "Clases", rows: [row("Todos los niveles", [2, 4], "20:00")] }],
  },
];

/** The page's words, as `content/horarios.yml` gives them. */
const WORDS = { description: "La semana de prueba.", lead: "La línea de prueba debajo del título." };

/** Tuesday 1 December 2026, 10:00 in Buenos Aires. */
const TUESDAY = new Date("2026-12-01T13:00:00Z");

/** The days' headings as shown (a hidden "Hoy" left out), in the page's order. */
const dayNames = (root: ParentNode) =>
  [...root.querySelectorAll("section[data-dia] h2")].map((heading) => {
    const shown = heading.cloneNode(true) as HTMLElement;
    for (const hidden of shown.querySelectorAll("[hidden]")) hidden.remove();
    return shown.textContent?.trim();
  });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

async function renderPage(path: string) {
  const Stub = createRoutesStub([
    {
      path: "/horarios/:filtro?/:dia?",
      Component: HorariosPage,
      loader: ({ params }) => ({
        ...horariosData(ACTIVITIES, horariosFiltersOf([params.filtro, params.dia]) ?? {}),
        words: WORDS,
      }),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  await screen.findByRole("heading", { level: 1, name: "Horarios" });
  expect(screen.getByText(WORDS.lead)).toBeVisible();
}

describe("/horarios", () => {
  it("lists each day's classes with the activity linked to its page", async () => {
    await renderPage("/horarios");
    const wednesday = screen.getByRole("region", { name: /Miércoles/ });
    const table = within(wednesday).getByRole("table", { name: "Clases del miércoles" });
    expect(within(table).getByRole("columnheader", { name: "Horario" })).toBeInTheDocument();
    expect(within(table).getByRole("link", { name: "Judo" })).toHaveAttribute(
      "href",
      "/artes-marciales/judo",
    );
    expect(within(table).getByRole("cell", { name: "18:00 a 19:00" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: /Domingo/ })).getByText("No hay clases publicadas este día."),
    ).toBeVisible();
  });

  it("filters by kind and day with links to their pages, each keeping the other filter, the chosen ones current", async () => {
    await renderPage("/horarios/actividades/martes");
    const nav = screen.getByRole("navigation", { name: "Filtrar horarios" });
    const kinds = within(nav).getByRole("list", { name: "Mostrar" });
    const days = within(nav).getByRole("list", { name: "Día" });
    expect(within(kinds).getByRole("link", { name: "Actividades" })).toHaveAttribute("aria-current", "page");
    expect(within(kinds).getByRole("link", { name: "Deportes" })).toHaveAttribute(
      "href",
      "/horarios/deportes/martes",
    );
    expect(within(kinds).getByRole("link", { name: "Todo" })).toHaveAttribute("href", "/horarios/martes");
    expect(within(days).getByRole("link", { name: "Martes" })).toHaveAttribute("aria-current", "page");
    expect(within(days).getByRole("link", { name: "Jueves" })).toHaveAttribute(
      "href",
      "/horarios/actividades/jueves",
    );
    expect(within(days).getByRole("link", { name: "Toda la semana" })).not.toHaveAttribute("aria-current");
    expect(dayNames(document)).toEqual([expect.stringMatching(/^Martes/)]);
    expect(screen.queryByRole("link", { name: "Judo" })).toBeNull();
    expect(screen.getByRole("link", { name: "Zumba" })).toHaveAttribute("href", "/zumba");
  });

  it("offers each activity of the page's kind as a calendar file", async () => {
    await renderPage("/horarios");
    const section = screen.getByRole("region", { name: "Llevalo a tu calendario" });
    expect(within(section).getByRole("link", { name: /^Judo/ })).toHaveAttribute(
      "href",
      "/calendario/judo.ics",
    );
    expect(within(section).getByRole("link", { name: /^Zumba/ })).toHaveAttribute(
      "href",
      "/calendario/zumba.ics",
    );
  });
});

describe("today first", () => {
  const week = () => (
    <MemoryRouter>
      <WeekDays days={weekOf(ACTIVITIES)} />
    </MemoryRouter>
  );

  /** The page as the build writes it: no document, so no today. */
  function prerendered(): string {
    vi.stubGlobal("document", undefined);
    try {
      return renderToString(week());
    } finally {
      vi.unstubAllGlobals();
    }
  }

  /** What the browser does as it reads the page: the script after the days runs. */
  function readByBrowser(html: string): HTMLElement {
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const script = container.querySelector("script");
    Object.defineProperty(document, "currentScript", { value: script, configurable: true });
    new Function(TODAY_FIRST)();
    return container;
  }

  it("is built Monday first, with no day marked", () => {
    const container = document.createElement("div");
    container.innerHTML = prerendered();
    expect(dayNames(container)[0]).toBe("Lunes");
    expect(container.querySelector("[aria-current]")).toBeNull();
  });

  it("puts the visitor's day first as the page is read, and the app hydrates that page without a mismatch", async () => {
    const html = prerendered();
    vi.useFakeTimers({ now: TUESDAY, toFake: ["Date"] });
    const container = readByBrowser(html);
    expect(dayNames(container)).toEqual([
      "Martes Hoy",
      "Miércoles",
      "Jueves",
      "Viernes",
      "Sábado",
      "Domingo",
      "Lunes",
    ]);
    const today = container.querySelector("section[aria-current='date']");
    expect(today?.querySelector("h2")?.textContent).toMatch(/^Martes/);
    expect(within(today as HTMLElement).getByText("Hoy")).toBeVisible();

    const before = container.innerHTML;
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, week(), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(container.innerHTML).toBe(before);
    expect(container.querySelector(`#${WEEK_ID}`)?.getAttribute("data-hoy")).toBe("2");
  });

  it("drawn by the app after a client-side visit, starts from the device's day in Buenos Aires", () => {
    vi.useFakeTimers({ now: TUESDAY, toFake: ["Date"] });
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(week());
    expect(dayNames(container)[0]).toBe("Martes Hoy");
    expect(dayNames(container).at(-1)).toBe("Lunes");
    // No script: the app's week needs none (and React would warn that it never runs).
    expect(container.querySelector("script")).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
