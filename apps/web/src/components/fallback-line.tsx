import { SmartLink } from "./smart-link.tsx";

// Styles in fallback-line.css, imported by the pages: it also stands in the home page's
// static parts, whose modules must not import CSS (see StaticPart).

interface FallbackLineProps {
  /** Why there is nothing to show yet, and what is true meanwhile. */
  text: string;
  /** Where to look instead (the club's Instagram, its YouTube channel, a PDF). */
  link: { label: string; to: string };
  /** Drawn but hidden: a page's script shows it when what it stands for goes (home events). */
  hidden?: boolean;
}

/**
 * What stands where content goes while the club has published none: no news or events
 * yet, a presentation or a video not online yet (`content/embebidos.yml`). One short
 * line and a link, never an empty frame, an empty grid or an invented item.
 */
export function FallbackLine({ text, link, hidden }: FallbackLineProps) {
  return (
    <p className="fallback-line" data-reveal hidden={hidden}>
      {text} <SmartLink to={link.to}>{link.label}</SmartLink>
    </p>
  );
}
