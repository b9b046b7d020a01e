import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "./carousel.tsx";

const SLIDES = ["Básquet", "Vóley", "Gimnasia", "Pileta"].map((title) => (
  <div key={title}>
    <h2>{title}</h2>
    <a href={`/${title}`}>Ver {title}</a>
  </div>
));

/** The title of the slide a visitor (or a screen reader) sees now. */
const shown = () =>
  screen
    .getAllByRole("group")
    .filter((slide) => slide.getAttribute("aria-hidden") !== "true")
    .map((slide) => slide.querySelector("h2")?.textContent);

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const carousel = () => screen.getByRole("region", { name: "Destacados" });
const track = () => carousel().querySelector(".carousel__track") as HTMLElement;

function swipe(fromX: number, toX: number, fromY = 100, toY = 100) {
  fireEvent.touchStart(track(), { touches: [{ clientX: fromX, clientY: fromY }] });
  fireEvent.touchEnd(track(), { changedTouches: [{ clientX: toX, clientY: toY }] });
}

function prefersReducedMotion(matches: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => ({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Carousel", () => {
  it("shows the first slide and hides the others from everyone (inert, aria-hidden)", () => {
    render(<Carousel label="Destacados" slides={SLIDES} />);
    expect(carousel()).toHaveAttribute("aria-roledescription", "carrusel");
    const slides = screen.getAllByRole("group", { hidden: true });
    expect(slides).toHaveLength(4);
    expect(slides[0]).toHaveAttribute("aria-roledescription", "diapositiva");
    expect(slides[0]).toHaveAttribute("aria-label", "1 de 4");
    expect(slides[0]).not.toHaveAttribute("inert");
    for (const hidden of slides.slice(1)) {
      expect(hidden).toHaveAttribute("inert");
      expect(hidden).toHaveAttribute("aria-hidden", "true");
    }
    expect(shown()).toEqual(["Básquet"]);
  });

  it("advances every 5 seconds and wraps around to the first slide", () => {
    render(<Carousel label="Destacados" slides={SLIDES} />);
    tick(4999);
    expect(shown()).toEqual(["Básquet"]);
    tick(1);
    expect(shown()).toEqual(["Vóley"]);
    tick(5000);
    tick(5000);
    expect(shown()).toEqual(["Pileta"]);
    tick(5000);
    expect(shown()).toEqual(["Básquet"]);
  });

  it("keeps the live region off while rotating and polite once paused", () => {
    render(<Carousel label="Destacados" slides={SLIDES} />);
    expect(track()).toHaveAttribute("aria-live", "off");
    fireEvent.click(screen.getByRole("button", { name: "Pausar" }));
    expect(track()).toHaveAttribute("aria-live", "polite");
  });

  it("goes back and forth with the buttons, wrapping at both ends", () => {
    render(<Carousel label="Destacados" slides={SLIDES} />);
    fireEvent.click(screen.getByRole("button", { name: "Diapositiva anterior" }));
    expect(shown()).toEqual(["Pileta"]);
    fireEvent.click(screen.getByRole("button", { name: "Diapositiva siguiente" }));
    expect(shown()).toEqual(["Básquet"]);
    fireEvent.click(screen.getByRole("button", { name: "Diapositiva siguiente" }));
    expect(shown()).toEqual(["Vóley"]);
  });

  it("jumps to a slide with its dot and marks that dot as current", () => {
    render(<Carousel label="Destacados" slides={SLIDES} />);
    const dot = screen.getByRole("button", { name: "Ir a la diapositiva 3" });
    fireEvent.click(dot);
    expect(shown()).toEqual(["Gimnasia"]);
    expect(dot).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Ir a la diapositiva 1" })).not.toHaveAttribute("aria-current");
  });

  it("gives a slide changed by hand its full 5 seconds", () => {
    render(<Carousel label="Destacados" slides={SLIDES} />);
    tick(4000);
    fireEvent.click(screen.getByRole("button", { name: "Ir a la diapositiva 3" }));
    tick(4000);
    expect(shown()).toEqual(["Gimnasia"]);
    tick(1000);
    expect(shown()).toEqual(["Pileta"]);
  });

  it("stops while the mouse is over it and starts again when it leaves", () => {
    render(<Carousel label="Destacados" slides={SLIDES} />);
    fireEvent.pointerOver(carousel(), { pointerType: "mouse" });
    tick(15000);
    expect(shown()).toEqual(["Básquet"]);
    fireEvent.pointerOut(carousel(), { pointerType: "mouse", relatedTarget: document.body });
    tick(5000);
    expect(shown()).toEqual(["Vóley"]);
  });

  it("does not take a finger's touch for a hovering mouse", () => {
    render(<Carousel label="Destacados" slides={SLIDES} />);
    fireEvent.pointerOver(carousel(), { pointerType: "touch" });
    tick(5000);
    expect(shown()).toEqual(["Vóley"]);
  });

  it("stops while focus is inside it and starts again when focus leaves", () => {
    render(
      <>
        <Carousel label="Destacados" slides={SLIDES} />
        <button type="button">Fuera</button>
      </>,
    );
    act(() => screen.getByRole("link", { name: "Ver Básquet" }).focus());
    tick(15000);
    expect(shown()).toEqual(["Básquet"]);
    act(() => screen.getByRole("button", { name: "Diapositiva siguiente" }).focus());
    tick(15000);
    expect(shown()).toEqual(["Básquet"]);
    act(() => screen.getByRole("button", { name: "Fuera" }).focus());
    tick(5000);
    expect(shown()).toEqual(["Vóley"]);
  });

  it('pauses with "Pausar" and resumes with "Reanudar", even with the pointer and focus on that button', () => {
    render(<Carousel label="Destacados" slides={SLIDES} />);
    const toggle = screen.getByRole("button", { name: "Pausar" });
    fireEvent.pointerOver(toggle, { pointerType: "mouse" });
    act(() => toggle.focus());
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName("Reanudar");
    fireEvent.pointerOut(toggle, { pointerType: "mouse", relatedTarget: document.body });
    act(() => toggle.blur());
    tick(15000);
    expect(shown()).toEqual(["Básquet"]);

    fireEvent.pointerOver(toggle, { pointerType: "mouse" });
    act(() => toggle.focus());
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName("Pausar");
    tick(5000);
    expect(shown()).toEqual(["Vóley"]);
  });

  it("does not move on its own when the visitor prefers reduced motion, until they press Reanudar", () => {
    prefersReducedMotion(true);
    render(<Carousel label="Destacados" slides={SLIDES} />);
    expect(screen.getByRole("button", { name: "Reanudar" })).toBeInTheDocument();
    tick(20000);
    expect(shown()).toEqual(["Básquet"]);
    fireEvent.click(screen.getByRole("button", { name: "Diapositiva siguiente" }));
    expect(shown()).toEqual(["Vóley"]);
    fireEvent.click(screen.getByRole("button", { name: "Reanudar" }));
    tick(5000);
    expect(shown()).toEqual(["Gimnasia"]);
  });

  it("rotates normally when reduced motion is not asked for", () => {
    prefersReducedMotion(false);
    render(<Carousel label="Destacados" slides={SLIDES} />);
    tick(5000);
    expect(shown()).toEqual(["Vóley"]);
  });

  it("changes slide on a swipe longer than 50 px: left is next, right is previous", () => {
    render(<Carousel label="Destacados" slides={SLIDES} />);
    swipe(300, 249);
    expect(shown()).toEqual(["Vóley"]);
    swipe(100, 151);
    expect(shown()).toEqual(["Básquet"]);
    swipe(100, 160);
    expect(shown()).toEqual(["Pileta"]);
  });

  it("ignores short swipes and mostly vertical gestures (page scrolling)", () => {
    render(<Carousel label="Destacados" slides={SLIDES} />);
    swipe(300, 250);
    expect(shown()).toEqual(["Básquet"]);
    swipe(300, 220, 100, 300);
    expect(shown()).toEqual(["Básquet"]);
  });
});
