import { type ComponentType, useEffect, useRef, useState } from "react";
import { GALLERY_COPY as COPY, type GalleryImage } from "../site-data/gallery.ts";
import type { Lightbox as LightboxComponent } from "./lightbox.tsx";
import "./gallery.css";
// The viewer's styles come with the grid: its code is lazy, and a lazy chunk without CSS needs no preloading helper.
import "./lightbox.css";

interface GalleryProps {
  images: readonly GalleryImage[];
  /** Accessible name of the grid and of the full-screen viewer ("Fotos de Judo"). */
  label: string;
  /** Show each picture's caption under its thumbnail (the history archive). */
  captions?: boolean;
}

/** How wide a thumbnail is drawn (gallery.css), for the browser to pick a photo's width. */
const THUMB_SIZES = "(min-width: 64em) 18rem, (min-width: 40em) 33vw, 50vw";

type Viewer = ComponentType<Parameters<typeof LightboxComponent>[0]>;

// The viewer only runs on interaction, so its code is fetched on first use (or on hover).
let viewerModule: Promise<Viewer> | undefined;
const loadViewer = () => {
  viewerModule ??= import("./lightbox.tsx").then((module) => module.Lightbox);
  return viewerModule;
};

/**
 * A grid of thumbnails; each opens the picture full screen in the lightbox. When the
 * viewer closes, focus returns to the thumbnail of the last picture seen. Each
 * thumbnail is a link to its picture, which the app turns into opening the viewer: a
 * tap before the app is live (or without JavaScript) shows the picture all the same.
 */
export function Gallery({ images, label, captions = false }: GalleryProps) {
  const [Viewer, setViewer] = useState<Viewer | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLAnchorElement | null)[]>([]);
  const returnTo = useRef<number | null>(null);

  const openAt = (index: number) => {
    void loadViewer().then((viewer) => {
      setViewer(() => viewer);
      setOpen(index);
    });
  };
  const close = () => {
    returnTo.current = open;
    setOpen(null);
  };

  useEffect(() => {
    if (open !== null || returnTo.current === null) return;
    thumbnails.current[returnTo.current]?.focus();
    returnTo.current = null;
  }, [open]);

  return (
    <>
      <ul className={captions ? "gallery gallery--captions" : "gallery"} aria-label={label}>
        {images.map((image, index) => (
          <li key={image.src} className="gallery__item" data-reveal>
            {/* A real link to the picture: tapped before the app is live, it still shows it. */}
            <a
              ref={(node) => {
                thumbnails.current[index] = node;
              }}
              href={image.src}
              className="gallery__thumb"
              aria-haspopup="dialog"
              aria-label={`${COPY.open} ${image.alt}`}
              onClick={(event) => {
                event.preventDefault();
                openAt(index);
              }}
              onPointerEnter={loadViewer}
              onFocus={loadViewer}
            >
              {/* A photo: AVIF, then WebP at the thumbnail's width. */}
              <picture>
                {image.avifSrcSet && (
                  <source
                    type="image/avif"
                    srcSet={image.avifSrcSet}
                    sizes={THUMB_SIZES}
                    width={image.width}
                    height={image.height}
                  />
                )}
                <img
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes={image.srcSet && THUMB_SIZES}
                  alt={image.alt}
                  width={image.width ?? 400}
                  height={image.height ?? 300}
                  loading="lazy"
                  decoding="async"
                />
              </picture>
            </a>
            {captions && image.caption && <p className="gallery__caption">{image.caption}</p>}
          </li>
        ))}
      </ul>
      {Viewer && open !== null && (
        <Viewer images={images} index={open} label={label} onNavigate={setOpen} onClose={close} />
      )}
    </>
  );
}
