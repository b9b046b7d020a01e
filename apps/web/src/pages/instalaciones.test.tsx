import facilities from "virtual:contenido/pagina/instalaciones";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import InstalacionesPage from "./instalaciones.tsx";

/** The page with the data its loader gives it when built (`content/instalaciones.yml`). */
async function renderPage(data = facilities) {
  const Stub = createRoutesStub([
    { path: "/instalaciones", Component: InstalacionesPage, loader: () => data },
  ]);
  render(<Stub initialEntries={["/instalaciones"]} />);
  await screen.findByRole("heading", { level: 1, name: "Nuestras Instalaciones" });
}

describe("/instalaciones", () => {
  it("shows each place of the file with its text and its described photo", async () => {
    await renderPage();
    expect(screen.getByText(/Independencia 725/)).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "La sede",
      "Pileta cubierta",
      "Gimnasio",
      "Cancha de básquet",
    ]);
    const pool = screen.getByRole("region", { name: "Pileta cubierta" });
    expect(within(pool).getByText(/clases de natación/)).toBeInTheDocument();
    const photo = within(pool).getByRole("img", { name: /junto a la pileta cubierta/ });
    expect(photo).toHaveAttribute("width");
    expect(photo).toHaveAttribute("loading", "lazy");
    expect(screen.getAllByRole("img")).toHaveLength(4);
  });

  it("shows a place without photos as its text alone, and a text's paragraphs apart", async () => {
    await renderPage({
      intro: "Introducción de prueba.",
      sections: [{ id: "salon", title: "Salón", paragraphs: ["Uno.", "Dos."], photos: [] }],
    });
    const hall = screen.getByRole("region", { name: "Salón" });
    expect(within(hall).getAllByText(/^(Uno|Dos)\.$/)).toHaveLength(2);
    expect(screen.queryAllByRole("img")).toHaveLength(0);
  });
});
