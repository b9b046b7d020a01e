import { load } from "cheerio";

/**
 * argentina.basketball's standings page has no table of its own: it embeds the
 * Gesdeportiva standings widget in an iframe. Returns that iframe's absolute URL.
 */
export function findStandingsWidgetUrl(html: string, pageUrl: string): string {
  const $ = load(html);
  const sources = $("iframe[src]")
    .map((_, el) => $(el).attr("src") ?? "")
    .get()
    .filter((src) => src.trim() !== "");
  const widget = sources.find((src) => /clasificacion/i.test(src)) ?? sources[0];
  if (widget === undefined)
    throw new Error("la página de la liga no tiene el iframe de la tabla de posiciones");
  try {
    return new URL(widget.trim(), pageUrl).toString();
  } catch {
    throw new Error(`el iframe de la tabla tiene una dirección inválida: ${widget.slice(0, 200)}`);
  }
}
