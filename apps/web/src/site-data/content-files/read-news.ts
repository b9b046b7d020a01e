/** The news collection: `noticias/<id>.md`, front matter and Markdown text. */
import { join } from "node:path";
import { checkAgainst } from "./check.ts";
import { checkDay } from "./dates.ts";
import { type PhotoSources, photoAt } from "./images.ts";
import { renderMarkdown } from "./markdown.ts";
import { markdownText } from "./markdown-text.ts";
import { collectionFiles, displayPath } from "./paths.ts";
import { ContentProblem } from "./problem.ts";
import { markdownFile } from "./read-once.ts";
import { type ICONOS, NOTICIA } from "./schemas.ts";
import type { NewsIcon, NewsItem } from "./types.ts";

/** A card's drawing, by its Spanish name in the files (the home's highlights add theirs to these). */
export const NEWS_ICONS: Record<(typeof ICONOS)[number], NewsIcon> = {
  trofeo: "trophy",
  calendario: "calendar",
  corazon: "heart",
  personas: "users",
  estrella: "star",
  megafono: "megaphone",
};

export interface ReadOptions extends PhotoSources {
  /** Keep the unpublished items (the dev server), marked as drafts. */
  drafts: boolean;
}

/** Every item (drafts only when asked), newest first, and each one's text as HTML and as plain text. */
export function readNews(dir: string, options: ReadOptions) {
  const news: NewsItem[] = [];
  const bodies: Record<string, string> = {};
  const texts: Record<string, string> = {};
  for (const { id, file } of collectionFiles(join(dir, "noticias"), ".md")) {
    const name = displayPath(file);
    const { data, body } = markdownFile(file);
    const item = checkAgainst(NOTICIA, data, name);
    checkDay(item.fecha, "fecha", name);
    // Every file is checked, drafts too: what the editor saves must build once published.
    const html = renderMarkdown(body, name);
    let image: NewsItem["image"];
    if (item.imagen) {
      const alt = item.texto_alternativo?.trim();
      if (!alt) {
        throw new ContentProblem(
          name,
          '"texto_alternativo" falta: describí la foto para quien no puede verla',
        );
      }
      image = { ...photoAt(item.imagen, { file: name, field: "imagen", folder: "noticias" }, options), alt };
    }
    if (!item.publicado && !options.drafts) continue;
    news.push({
      id,
      date: item.fecha,
      category: item.categoria,
      icon: NEWS_ICONS[item.icono],
      title: item.titulo,
      description: item.resumen,
      ...(image ? { image } : {}),
      ...(item.publicado ? {} : { draft: true as const }),
    });
    bodies[id] = html;
    texts[id] = markdownText(body);
  }
  news.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  return { news, bodies, texts };
}
