import { load } from "cheerio";

/** The Inertia page object metrovoley (Laravel + Inertia) embeds in every page. */
export interface InertiaPage {
  component?: string;
  props: Record<string, unknown>;
  url?: string;
}

/**
 * Reads an Inertia page from either answer metrovoley gives: the HTML page, whose
 * `<div id="app" data-page="...">` holds the HTML-escaped JSON, or the JSON itself
 * (what a request with `X-Inertia: true` returns).
 */
export function readInertiaPage(text: string): InertiaPage {
  const trimmed = text.trimStart();
  const json = trimmed.startsWith("{") ? trimmed : dataPageAttribute(text);
  let page: unknown;
  try {
    page = JSON.parse(json);
  } catch {
    throw new Error("el data-page de metrovoley no es JSON válido");
  }
  const props = (page as { props?: unknown } | null)?.props;
  if (typeof props !== "object" || props === null || Array.isArray(props)) {
    throw new Error("la página de metrovoley no trae props de Inertia");
  }
  return page as InertiaPage;
}

function dataPageAttribute(html: string): string {
  const dataPage = load(html)("#app[data-page], [data-page]").first().attr("data-page");
  if (dataPage === undefined) throw new Error('la página de metrovoley no tiene <div id="app" data-page>');
  return dataPage;
}
