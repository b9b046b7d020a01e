import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Embed } from "./embed.tsx";

const MAP = {
  title: "Mapa de la sede",
  src: "https://maps.example.com/embed?q=club",
  href: "https://maps.example.com/?q=club",
  aspectRatio: "4 / 3",
};

describe("Embed", () => {
  it("requests nothing from the third party until the visitor asks", async () => {
    const { container } = render(<Embed {...MAP} />);
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("link", { name: /Abrir mapa de la sede/ })).toHaveAttribute("href", MAP.href);

    await userEvent.click(screen.getByRole("button", { name: "Cargar mapa de la sede" }));
    expect(screen.getByTitle("Mapa de la sede")).toHaveAttribute("src", MAP.src);
  });
});
