/**
 * A news item's text, Markdown → HTML, at build time only (no Markdown code reaches a
 * visitor). micromark follows CommonMark and is safe by default: HTML typed into the
 * text is shown as text, never run, and `javascript:` links lose their address.
 */
import { micromark } from "micromark";
import { ContentProblem } from "./problem.ts";

/** The HTML of `markdown`; `file` names it in the line of a problem. */
export function renderMarkdown(markdown: string, file: string): string {
  if (markdown.trim() === "")
    throw new ContentProblem(file, "falta el texto de la noticia, debajo de sus datos");
  const html = micromark(markdown);
  // The page has its own photo, through the image pipeline (sizes, AVIF/WebP, lazy);
  // a picture in the text would have none of that.
  if (/<img\b/.test(html)) {
    throw new ContentProblem(file, 'el texto no puede llevar fotos: usá el campo "imagen" de la noticia');
  }
  // The page's title is its one h1: a "# Título" in the text becomes a section title.
  return html.replace(/<(\/?)h1>/g, "<$1h2>");
}
