import { type CSSProperties, useState } from "react";
import type { EmbedSource } from "../site-data/types.ts";
import { SmartLink } from "./smart-link.tsx";
import "./embed.css";

/**
 * A third-party frame (map, presentation, video) behind a light preview: nothing is
 * requested from the third party until the visitor presses the button, and the
 * original is always one link away (docs/product.md#site-wide, rule 9).
 */
export function Embed({ title, src, href, aspectRatio }: EmbedSource) {
  const [loaded, setLoaded] = useState(false);
  return (
    // The ratio is the embed's data, handed to embed.css as a variable: the style stays there.
    <figure className="embed" style={{ "--embed-ratio": aspectRatio } as CSSProperties}>
      {loaded ? (
        <iframe
          className="embed__frame"
          src={src}
          title={title}
          loading="lazy"
          allow="fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className="embed__preview">
          <p className="embed__title">{title}</p>
          <button type="button" className="button" onClick={() => setLoaded(true)}>
            Cargar {title.charAt(0).toLowerCase() + title.slice(1)}
          </button>
          <p className="embed__note">Se carga desde un sitio externo.</p>
        </div>
      )}
      <figcaption className="embed__caption">
        <a href={href} target="_blank" rel="noopener noreferrer">
          Abrir {title.charAt(0).toLowerCase() + title.slice(1)} en una pestaña nueva
        </a>
      </figcaption>
    </figure>
  );
}

interface PublishedEmbedProps {
  /** The club's published embed (`content/embebidos.yml`); none yet: `missing` instead. */
  source: EmbedSource | undefined;
  /** The line and link that stand in its place until then. */
  missing: { text: string; link: { label: string; to: string; external?: boolean } };
}

/**
 * An embed the club publishes from the editor (a presentation, a video), or, while it
 * has not, one line and a link in its place, never someone else's design or an empty
 * frame. The line is FallbackLine's markup and style (fallback-line.css), written here
 * again so that these pages load one small module rather than two.
 */
export function PublishedEmbed({ source, missing }: PublishedEmbedProps) {
  if (source) return <Embed {...source} />;
  return (
    <p className="fallback-line" data-reveal>
      {missing.text}{" "}
      <SmartLink to={missing.link.to} external={missing.link.external}>
        {missing.link.label}
      </SmartLink>
    </p>
  );
}
