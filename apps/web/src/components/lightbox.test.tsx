import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GalleryImage } from "../site-data/gallery.ts";
import { Lightbox } from "./lightbox.tsx";

const IMAGES: GalleryImage[] = [1, 2, 3, 4].map((n) => ({
  src: `/images/gallery/foto-${n}.svg`,
  alt: `Foto número ${n}`,
  caption: n === 2 ? "Un título" : undefined,
  description: n === 2 ? "Una descripción más larga." : undefined,
}));

/** The viewer as a gallery drives it: it owns the position and unmounts it on close. */
function Harness({ start = 0, onClose = () => {} }: { start?: number; onClose?: () => void }) {
  const [index, setIndex] = useState<number | null>(start);
  return (
    <>
      <button type="button">Detrás del visor</button>
      {index !== null && (
        <Lightbox
          images={IMAGES}
          index={index}
          label="Fotos de prueba"
          onNavigate={setIndex}
          onClose={() => {
            setIndex(null);
            onClose();
          }}
        />
      )}
    </>
  );
}

const image = () => screen.getByRole("dialog").querySelector("img");

afterEach(() => {
  document.documentElement.style.overflow = "";
});

describe("Lightbox", () => {
  it("is a labelled modal dialog that shows the picture, its counter and its texts", () => {
    render(<Harness start={1} />);
    const dialog = screen.getByRole("dialog", { name: "Fotos de prueba" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.getByRole("img", { name: "Foto número 2" })).toBeInTheDocument();
    expect(screen.getByText("2 de 4")).toBeInTheDocument();
    expect(screen.getByText("Un título")).toBeInTheDocument();
    expect(screen.getByText("Una descripción más larga.")).toBeInTheDocument();
  });

  it("starts with focus on the close button and keeps Tab inside the dialog", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const close = screen.getByRole("button", { name: "Cerrar" });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Foto anterior" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Foto siguiente" })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Foto siguiente" })).toHaveFocus();
  });

  it("moves with the arrow keys and the buttons, going round at both ends", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByText("4 de 4")).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByText("1 de 4")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Foto siguiente" }));
    expect(image()).toHaveAttribute("alt", "Foto número 2");
    await user.click(screen.getByRole("button", { name: "Foto anterior" }));
    expect(image()).toHaveAttribute("alt", "Foto número 1");
  });

  it("changes picture on a horizontal swipe longer than 50 px, and not on a short or vertical one", () => {
    render(<Harness />);
    const dialog = screen.getByRole("dialog");
    const swipe = (dx: number, dy = 0) => {
      fireEvent.touchStart(dialog, { touches: [{ clientX: 200, clientY: 300 }] });
      fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: 200 + dx, clientY: 300 + dy }] });
    };
    swipe(-80);
    expect(screen.getByText("2 de 4")).toBeInTheDocument();
    swipe(80);
    expect(screen.getByText("1 de 4")).toBeInTheDocument();
    swipe(-40);
    expect(screen.getByText("1 de 4")).toBeInTheDocument();
    swipe(-60, 120);
    expect(screen.getByText("1 de 4")).toBeInTheDocument();
  });

  it("closes on Escape, on the close button and on the backdrop, but not on the picture", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { unmount } = render(<Harness onClose={onClose} />);
    await user.click(image() as HTMLImageElement);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole("dialog"));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();

    render(<Harness onClose={onClose} />);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("locks the page's scroll while open, as a modal dialog that keeps the page behind out of reach", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    // aria-modal keeps screen readers inside; the focus trap is tested above and in the browser.
    expect(screen.getByRole("dialog")).toHaveAttribute("aria-modal", "true");
    expect(document.documentElement.style.overflow).toBe("hidden");
    await user.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(document.documentElement.style.overflow).toBe("");
  });
});
