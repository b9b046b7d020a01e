import { useState } from "react";
import { SmartLink } from "../../components/smart-link.tsx";
import { CLUB } from "../../site-data/club.ts";
import { ZUMBA } from "../../site-data/zumba.ts";

/**
 * The class video: the visitor starts it (no autoplay), nothing is downloaded before
 * that (`preload="none"`, a local poster), and if the file cannot be played the page
 * says so and points to the club's Instagram instead of leaving a dead player. Until
 * the club publishes a video (`content/embebidos.yml`), that line is all there is.
 */
export function ClassVideo({ src = ZUMBA.video.src }: { src?: string | null }) {
  const [unavailable, setUnavailable] = useState(false);
  const { video } = ZUMBA;
  const note = (
    <>
      {ZUMBA.videoUnavailable} <SmartLink to={CLUB.social.instagram}>{ZUMBA.social}</SmartLink>
    </>
  );
  if (!src) return <p className="zumba-video zumba-video__note">{note}</p>;
  return (
    <figure className="zumba-video">
      {/* biome-ignore lint/a11y/useMediaCaption: the class video is music and movement, with no speech to caption */}
      <video
        controls
        preload="none"
        playsInline
        poster={video.poster}
        width={video.width}
        height={video.height}
        aria-label={video.label}
      >
        <source src={src} type={video.type} onError={() => setUnavailable(true)} />
        {ZUMBA.videoFallback}
      </video>
      {unavailable && (
        <figcaption className="zumba-video__note" role="status">
          {note}
        </figcaption>
      )}
    </figure>
  );
}
