import { type CSSProperties, type KeyboardEvent, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { trapFocus } from "../lib/focus.ts";
import { lockScroll } from "../lib/scroll-lock.ts";
import { useSwipe } from "../lib/use-swipe.ts";
import { GALLERY_COPY as COPY, type GalleryImage } from "../site-data/gallery.ts";

interface LightboxProps {
  images: readonly GalleryImage[];
  /** Position of the picture on show. */
  index: number;
  /** The dialog's accessible name ("Fotos de Judo"). */
  label: string;
  onNavigate: (index: number) => void;
  onClose: () => void;
}

/**
 * A picture full screen, over the page: a modal dialog that closes on the backdrop,
 * the close button and Escape; moves with the buttons, the arrow keys and a swipe;
 * keeps focus inside and the page still behind it (the same focus trap and scroll
 * lock as the site's other dialogs). The first button, Cerrar, takes focus; the
 * gallery gives focus back to its thumbnail when it closes. Loaded only when a
 * visitor first opens a picture.
 */
export function Lightbox({ images, index, label, onNavigate, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const image = images[index];
  const total = images.length;
  const go = (step: number) => onNavigate((index + step + total) % total);

  // While open: the page behind neither scrolls nor takes focus or a screen reader's
  // cursor, Tab goes round inside and Escape closes (the site's one modal mechanism).
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const unlock = lockScroll();
    const release = trapFocus(dialog, () => close.current());
    return () => {
      unlock();
      release();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    go(event.key === "ArrowRight" ? 1 : -1);
  };

  useSwipe(dialogRef, go);

  if (!image) return null;
  return createPortal(
    // The backdrop click is a mouse and touch convenience; keyboards have Escape and the close button.
    <div
      ref={dialogRef}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <button type="button" className="lightbox__button lightbox__close" onClick={onClose}>
        <span className="visually-hidden">{COPY.close}</span>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
      <figure className="lightbox__figure">
        <img
          key={image.src}
          className="lightbox__image"
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet && "100vw"}
          alt={image.alt}
          width={image.width ?? 400}
          height={image.height ?? 300}
          style={{ "--ratio": (image.width ?? 400) / (image.height ?? 300) } as CSSProperties}
          decoding="async"
        />
        <figcaption className="lightbox__caption">
          <span className="lightbox__counter" aria-live="polite">
            {COPY.counter(index + 1, total)}
          </span>
          {image.caption && <strong className="lightbox__title">{image.caption}</strong>}
          {image.description && <span className="lightbox__text">{image.description}</span>}
        </figcaption>
      </figure>
      <button type="button" className="lightbox__button lightbox__prev" onClick={() => go(-1)}>
        <span className="visually-hidden">{COPY.previous}</span>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5 8 12l7 7" />
        </svg>
      </button>
      <button type="button" className="lightbox__button lightbox__next" onClick={() => go(1)}>
        <span className="visually-hidden">{COPY.next}</span>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="m9 5 7 7-7 7" />
        </svg>
      </button>
    </div>,
    document.body,
  );
}
