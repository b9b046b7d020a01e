/**
 * A news item's or an activity's text, Markdown → HTML, at build time only (no Markdown code reaches a
 * visitor). micromark follows CommonMark and is safe by default: HTML typed into the
 * text is shown as text, never run, and `javascript:` links lose their address.
 */
import { micromark } from "micromark";
import { ContentProblem } from "./problem.ts";

/** The HTML of a news item's `markdown`, which must have some; `file` names it in the line of a problem. */
export function renderMarkdown(markdown: string, file: string): string {
  if (markdown.trim() === "")
    throw new ContentProblem(file, "falta el texto de la noticia, debajo de sus datos");
  return micromarkHtml(markdown, file, 'usá el campo "imagen" de la noticia');
}

/** The HTML of `markdown` (a news item's or an activity's text); `photoField` says where its photos go instead. */
export function micromarkHtml(markdown: string, file: string, photoField: string): string {
  const html = micromark(markdown);
  // The page has its own photos, through the image pipeline (sizes, AVIF/WebP, lazy);
  // a picture in the text would have none of that.
  if (/<img\b/.test(html)) {
    throw new ContentProblem(file, `el texto no puede llevar fotos: ${photoField}`);
  }
  // The page's title is its one h1: a "# Título" in the text becomes a section title.
  return html.replace(/<(\/?)h1>/g, "<$1h2>");
}
