import { useEffect, useRef } from "react";

interface FadeInImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * An image that fades in once it has loaded. Visible from the start in the
 * prerendered HTML (and without JavaScript): only when the page is running and the
 * picture has not arrived yet is it hidden, to appear with a CSS transition on load.
 */
export function FadeInImage({ src, alt, width, height, className = "" }: FadeInImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img || img.complete) return;
    img.dataset.loading = "";
    const show = () => delete img.dataset.loading;
    img.addEventListener("load", show, { once: true });
    img.addEventListener("error", show, { once: true });
    return () => {
      img.removeEventListener("load", show);
      img.removeEventListener("error", show);
    };
  }, []);
  return (
    <img
      ref={ref}
      className={`fade-in-image ${className}`}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}
