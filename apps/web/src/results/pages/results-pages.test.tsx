import type { OfficialResult } from "@casa/shared";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MatchResult } from "../../site-data/content-files/types-results.ts";
import { BASKET_WIN, VOLLEY_LOSS } from "../sample-results.ts";

// The three pages as the build makes them: their loaders read the club's results (the
// content module, replaced here) and the leagues' official ones (the league snapshot,
// replaced here), and the page renders what they give it.

/** Invented results, newest first: the Federal's win with a report, Primera's loss, an October away loss. */
const WIN: MatchResult = {
  ...BASKET_WIN,
  summary: "Un partidazo en casa, con la tribuna llena.",
  image: {
    src: "/images/club/basquet-partido.jpg",
    width: 1600,
    height: 1067,
    alt: "Un jugador de CASA sube a la bandeja",
  },
};
const LOSS: MatchResult = { ...VOLLEY_LOSS, source: "club", path: "/resultados/2026-11-15-primera-moron" };
const OCTOBER: MatchResult = {
  ...BASKET_WIN,
  id: "2026-10-31-federal-club-z",
  rival: "Club Z",
  date: "2026-10-31",
  home: false,
  score: { club: 60, rival: 65 },
  outcome: "lost",
  path: undefined,
};
const RESULTS = [WIN, LOSS, OCTOBER];
const BODIES = {
  [WIN.id]: "<p>Un partidazo en casa.</p>",
  [LOSS.id]: "<p>Se escapó en el cuarto set.</p>",
};

/** Primera's match of LOSS as the league published it: we won 3–2 away. */
const PRIMERA_WON: OfficialResult = {
  local: "Morón",
  visitante: "CASA de Padua",
  fecha: "15/11/2026",
  hora: "18:00",
  es_casa_local: false,
  tantos_local: 2,
  tantos_visitante: 3,
};

/** The pages' modules, reading `results` and the leagues' `official` results (by fixtures endpoint). */
async function pages(official: Record<string, OfficialResult[]> = {}) {
  vi.resetModules();
  vi.doMock("virtual:contenido/resultados", () => ({ results: RESULTS, bodies: BODIES, texts: {} }));
  vi.doMock("../../league/snapshot.server.ts", () => ({
    leagueSnapshot: async (name: string) => (official[name] ? { resultados: official[name] } : undefined),
  }));
  return {
    result: await import("./resultado.tsx"),
    team: await import("./resultados-equipo.tsx"),
    all: await import("./resultados.tsx"),
  };
}

afterEach(() => {
  vi.doUnmock("virtual:contenido/resultados");
  vi.doUnmock("../../league/snapshot.server.ts");
});

type Loader = (args: { params: Record<string, string> }) => unknown;

/** `path` rendered by `module` at `pattern`, with its own loader. */
async function renderPage(module: { default: unknown; loader: unknown }, pattern: string, path: string) {
  const Stub = createRoutesStub([
    { path: pattern, Component: module.default as never, loader: module.loader as never },
  ]);
  render(<Stub initialEntries={[path]} />);
  return screen.findByRole("heading", { level: 1 });
}

/** The page's schema.org data. */
const jsonLd = () =>
  JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "null");

/** A loader's answer for `params`, or what it threw. */
const answer = (loader: unknown, params: Record<string, string>) =>
  Promise.resolve()
    .then(() => (loader as Loader)({ params }))
    .catch((error: unknown) => error);

describe("/resultados/<id>", () => {
  it("shows the score as its title, the match in words, the report, and the way to the team", async () => {
    const { result } = await pages();
    const title = await renderPage(result, "/resultados/:id", WIN.path as string);
    expect(title).toHaveTextContent("CASA 78 – 70 Club X");
    expect(
      screen.getByText(
        "Liga Federal: Básquet Federal ganó de local el sábado 21 de noviembre de 2026 a las 20:30.",
      ),
    ).toBeVisible();
    expect(screen.getByText("Un partidazo en casa.")).toBeVisible();
    expect(screen.queryByText("Resultado oficial de la liga")).toBeNull();
    const more = screen.getByRole("navigation", { name: "Más resultados" });
    expect(
      within(more).getByRole("link", { name: "Ver todos los resultados de Básquet Federal" }),
    ).toHaveAttribute("href", "/resultados/equipo/basquet-federal");
    expect(within(more).getByRole("link", { name: "Ir a la página de Básquet Federal" })).toHaveAttribute(
      "href",
      "/basquet/federal",
    );
    expect(jsonLd()).toMatchObject({
      "@type": "SportsEvent",
      url: `https://casadepadua.com.ar${WIN.path}`,
      description: "CASA de Padua le ganó a Club X 78 a 70.",
    });
  });

  it("previews on a link with the score, the report's summary and its photo", async () => {
    const { result } = await pages();
    const data = (await answer(result.loader, { id: WIN.id })) as Awaited<ReturnType<typeof result.loader>>;
    const head = result.meta({ loaderData: data } as never);
    expect(head).toContainEqual({ title: "CASA 78 – 70 Club X | CASA de Padua" });
    expect(head).toContainEqual({ name: "description", content: WIN.summary });
    expect(data.preview).toEqual({
      type: "article",
      image: { src: "/images/club/basquet-partido.jpg", width: 1600, height: 1067 },
    });
  });

  it("shows the league's official score instead of the club's, and says so", async () => {
    const { result } = await pages({ "voley-primera-fixtures": [PRIMERA_WON] });
    const title = await renderPage(result, "/resultados/:id", LOSS.path as string);
    expect(title).toHaveTextContent("CASA 3 – 2 Morón");
    expect(
      screen.getByText(
        "Copa: Vóley Primera ganó de visitante el domingo 15 de noviembre de 2026 a las 18:00.",
      ),
    ).toBeVisible();
    expect(screen.getByText("Resultado oficial de la liga")).toBeVisible();
  });

  it("is a 404 for an id without a page: no such result, or one without a report", async () => {
    const { result } = await pages();
    for (const id of ["no-existe", OCTOBER.id]) {
      expect(await answer(result.loader, { id })).toMatchObject({ init: { status: 404 } });
    }
  });
});

describe("/resultados/equipo/<id>", () => {
  it("lists all of the team's results newest first, and links back to its page and to every team's", async () => {
    const { team } = await pages();
    const title = await renderPage(team, "/resultados/equipo/:equipo", "/resultados/equipo/basquet-federal");
    expect(title).toHaveTextContent("Resultados de Básquet Federal");
    const list = screen.getByRole("region", { name: "Partidos de Básquet Federal" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((card) => within(card).getByText(/^(Club X|Club Z|Morón)$/).textContent),
    ).toEqual(["Club X", "Club Z"]);
    expect(screen.getByRole("link", { name: "Ir a la página de Básquet Federal" })).toHaveAttribute(
      "href",
      "/basquet/federal",
    );
    expect(screen.getByRole("link", { name: "Ver los resultados de todos los equipos" })).toHaveAttribute(
      "href",
      "/resultados",
    );
    expect(jsonLd()).toEqual([
      expect.objectContaining({ "@type": "SportsEvent", startDate: "2026-11-21T20:30:00-03:00" }),
      expect.objectContaining({ "@type": "SportsEvent", startDate: "2026-10-31T20:30:00-03:00" }),
    ]);
  });

  it("is a 404 for a team without results", async () => {
    const { team } = await pages();
    expect(await answer(team.loader, { equipo: "voley-tira-a" })).toMatchObject({ init: { status: 404 } });
  });
});

describe("/resultados", () => {
  it("shows every team's results newest first, a month per section, each card naming its team", async () => {
    const { all } = await pages({ "voley-primera-fixtures": [PRIMERA_WON] });
    await renderPage(all, "/resultados", "/resultados");
    const months = screen.getAllByRole("region");
    expect(months.map((month) => within(month).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "Noviembre de 2026",
      "Octubre de 2026",
    ]);
    const november = within(months[0] as HTMLElement).getAllByRole("listitem");
    expect(november.map((card) => card.querySelector(".result-card__team")?.textContent)).toEqual([
      "Básquet Federal",
      "Vóley Primera",
    ]);
    // The same score as the match's own page: the league's.
    expect(within(november[1] as HTMLElement).getByText("Resultado oficial de la liga")).toBeVisible();
  });

  it("links to each team's results, by name", async () => {
    const { all } = await pages();
    await renderPage(all, "/resultados", "/resultados");
    const teams = screen.getByRole("navigation", { name: "Resultados por equipo" });
    expect(
      within(teams)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Básquet Federal", "/resultados/equipo/basquet-federal"],
      ["Vóley Primera", "/resultados/equipo/voley-primera"],
    ]);
  });
});
