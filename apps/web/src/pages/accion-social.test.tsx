import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import AccionSocialPage from "./accion-social.tsx";

/** An initiative's card, by its title. */
const initiative = (title: string) => {
  const card = screen
    .getAllByRole("article")
    .find((article) => within(article).queryByRole("heading", { name: title }));
  if (!card) throw new Error(`no initiative "${title}"`);
  return card;
};

/** A card's figures as "value label". */
const figures = (card: HTMLElement) =>
  within(card)
    .getAllByRole("term")
    .map((term) => `${term.nextElementSibling?.textContent} ${term.textContent}`);

describe("/accion-social", () => {
  it("shows the initiatives of content/accion-social.yml, each with its drawing and figures", () => {
    render(<AccionSocialPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Acción Social" })).toBeInTheDocument();
    expect(screen.getByText(/El club es parte del barrio desde 1926/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Nuestras iniciativas" })).toBeInTheDocument();

    const flood = initiative("Campaña solidaria por las inundaciones");
    expect(figures(flood)).toEqual(["+3 toneladas de ayuda reunidas"]);
    expect(within(flood).getByRole("img", { name: /cajas de donaciones/ })).toHaveAttribute(
      "src",
      "/images/pages/accion-social-inundaciones.svg",
    );
    expect(figures(initiative("Colecta de donación de sangre"))).toEqual([
      "4 vidas puede salvar cada donante",
      "+200 donantes",
      "4 colectas al año, una por trimestre",
    ]);
    expect(figures(initiative("Natación gratuita para chicos"))).toEqual([
      "+100 chicos y chicas aprendieron a nadar",
      "2019 el año en que empezó el programa",
    ]);
  });

  it("lists the ways to help, and the button writes to Acción Social with the file's subject", () => {
    render(<AccionSocialPage />);
    const volunteer = screen.getByRole("region", { name: "Sumate como voluntario" });
    expect(
      within(volunteer)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Donaciones", "Eventos", "Enseñanza", "¿Querés colaborar?"]);
    expect(screen.getByRole("link", { name: "Quiero colaborar" })).toHaveAttribute(
      "href",
      `mailto:accionsocial@casadepadua.com.ar?subject=${encodeURIComponent("Quiero colaborar con Acción Social")}`,
    );
  });
});
