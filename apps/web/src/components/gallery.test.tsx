import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { GalleryImage } from "../site-data/gallery.ts";
import { Gallery } from "./gallery.tsx";

const IMAGES: GalleryImage[] = [1, 2, 3].map((n) => ({
  src: `/images/gallery/foto-${n}.svg`,
  alt: `Foto número ${n}`,
  caption: `Pie ${n}`,
}));

describe("Gallery", () => {
  it("lists every picture as a lazy thumbnail link to the picture, with its description and reserved size", () => {
    render(<Gallery images={IMAGES} label="Fotos de prueba" />);
    const buttons = screen.getAllByRole("link", { name: /^Ver en pantalla completa: Foto número \d$/ });
    expect(buttons).toHaveLength(3);
    for (const img of screen.getAllByRole("img")) {
      expect(img).toHaveAttribute("loading", "lazy");
      expect(img).toHaveAttribute("width", "400");
      expect(img).toHaveAttribute("height", "300");
    }
    expect(screen.getByRole("list", { name: "Fotos de prueba" })).toBeInTheDocument();
    expect(screen.queryByText("Pie 1")).toBeNull();
  });

  it("shows captions under the thumbnails when asked", () => {
    render(<Gallery images={IMAGES} label="Archivo" captions />);
    expect(screen.getByText("Pie 2")).toBeInTheDocument();
  });

  it("opens the chosen picture full screen and gives focus back to the last one seen", async () => {
    const user = userEvent.setup();
    render(<Gallery images={IMAGES} label="Fotos de prueba" />);
    await user.click(screen.getByRole("link", { name: /Foto número 2$/ }));
    const dialog = await screen.findByRole("dialog", { name: "Fotos de prueba" });
    expect(dialog).toHaveTextContent("2 de 3");
    await user.keyboard("{ArrowRight}");
    expect(dialog).toHaveTextContent("3 de 3");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(screen.getByRole("link", { name: /Foto número 3$/ })).toHaveFocus());
  });
});
