import { type FocusEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useSwipe } from "../lib/use-swipe.ts";
import "./carousel.css";

/** The original site's constant (docs/product.md#business-constants): a slide every 5 s. */
const CAROUSEL_INTERVAL_MS = 5000;

const LABELS = {
  previous: "Diapositiva anterior",
  next: "Diapositiva siguiente",
  goTo: (n: number) => `Ir a la diapositiva ${n}`,
  pause: "Pausar",
  resume: "Reanudar",
  slide: (n: number, total: number) => `${n} de ${total}`,
};

interface CarouselProps {
  /** What the carousel shows, for assistive technology ("Destacados"). */
  label: string;
  /** One node per slide; all are rendered (and prerendered), only the current one is visible. */
  slides: readonly ReactNode[];
  /** `hero` sits on the dark hero band; `light` on a light section. */
  tone?: "hero" | "light";
  className?: string;
  interval?: number;
}

/**
 * The one carousel of the site (hero and activities). Advances every 5 s with
 * wrap-around; stops while the pointer is over it or focus is inside it, when the
 * visitor presses "Pausar", and (until they ask for it) under reduced motion.
 * Previous/next buttons, dots, touch swipe. Follows the WAI-ARIA carousel pattern:
 * the rotation control comes first in the tab order, hidden slides are inert, and the
 * slides are a polite live region only while nothing rotates on its own.
 */
export function Carousel({
  label,
  slides,
  tone = "light",
  className = "",
  interval = CAROUSEL_INTERVAL_MS,
}: CarouselProps) {
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = count > 1 && !paused && !hovered && !focused;

  // Reduced motion is only known in the browser: applied after hydration, so the
  // prerendered HTML and the first client render agree. The visitor may still press
  // "Reanudar" to opt in.
  useEffect(() => {
    const query = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    if (!query) return;
    const apply = () => {
      if (query.matches) setPaused(true);
    };
    apply();
    query.addEventListener?.("change", apply);
    return () => query.removeEventListener?.("change", apply);
  }, []);

  // Once the page has loaded, the slides either side of the one on show are marked
  // `data-near`: a carousel whose hidden slides keep their pictures waiting (the home
  // hero's, hero.css) fetches them then, before their turn, and never during the first paint.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") return setLoaded(true);
    const done = () => setLoaded(true);
    window.addEventListener("load", done, { once: true });
    return () => window.removeEventListener("load", done);
  }, []);
  const isNear = (index: number) =>
    loaded && (index === (current + 1) % count || index === (current - 1 + count) % count);

  // One timeout per shown slide: any change of slide (by hand or by time) restarts the 5 s.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setCurrent((current + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count, interval]);

  const show = (index: number) => setCurrent((index + count) % count);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const track = useRef<HTMLDivElement>(null);
  useSwipe(track, (step) => show(current + step));

  return (
    <section
      className={`carousel carousel--${tone} ${className}`}
      aria-roledescription="carrusel"
      aria-label={label}
      // Mouse only: a tap on a phone also fires pointerenter and would pause for good.
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__button"
          aria-label={paused ? LABELS.resume : LABELS.pause}
          onClick={() => {
            // Resuming is an explicit request: it wins over the pause that the
            // pointer or the focus on this very button would otherwise hold.
            if (paused) {
              setHovered(false);
              setFocused(false);
            }
            setPaused(!paused);
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={paused ? "M8 5v14l11-7z" : "M7 5h3v14H7zM14 5h3v14h-3z"} />
          </svg>
        </button>
        <button
          type="button"
          className="carousel__button"
          aria-label={LABELS.previous}
          onClick={() => show(current - 1)}
        >
          <svg className="carousel__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <div className="carousel__dots">
          {slides.map((_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: the dots are the slide positions
              key={index}
              type="button"
              className="carousel__dot"
              aria-label={LABELS.goTo(index + 1)}
              aria-current={index === current ? "true" : undefined}
              onClick={() => show(index)}
            />
          ))}
        </div>
        <button
          type="button"
          className="carousel__button"
          aria-label={LABELS.next}
          onClick={() => show(current + 1)}
        >
          <svg className="carousel__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
      </div>
      <div ref={track} className="carousel__track" aria-live={rotating ? "off" : "polite"}>
        {slides.map((slide, index) => {
          const hidden = index !== current;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides never reorder
              key={index}
              className="carousel__slide"
              role="group"
              aria-roledescription="diapositiva"
              aria-label={LABELS.slide(index + 1, count)}
              aria-hidden={hidden || undefined}
              data-near={(hidden && isNear(index)) || undefined}
              inert={hidden}
            >
              {slide}
            </div>
          );
        })}
      </div>
    </section>
  );
}
