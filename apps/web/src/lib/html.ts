/**
 * HTML built as text, for the parts of a page that must be painted before the app is
 * live (the league tables: src/league/early-standings.ts) and that the app then shows
 * the same way. Everything put into the `html` template is escaped unless it is
 * `Markup` itself, so a team name scraped from a league's page is only ever text.
 */
export class Markup {
  constructor(readonly value: string) {}
}

/** The empty markup. */
export const NO_MARKUP = new Markup("");

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text as HTML: the five characters that could end a text or an attribute, escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** What a template may hold: markup as is, text and numbers escaped, nothing for false or undefined. */
export type HtmlPart = Markup | string | number | false | null | undefined | readonly HtmlPart[];

const render = (part: HtmlPart): string => {
  if (part === false || part === null || part === undefined) return "";
  if (part instanceof Markup) return part.value;
  if (Array.isArray(part)) return part.map(render).join("");
  return escapeHtml(String(part));
};

/** `html\`<td>${team}</td>\`` → Markup, with `team` escaped. */
export function html(strings: TemplateStringsArray, ...parts: readonly HtmlPart[]): Markup {
  let out = strings[0] ?? "";
  parts.forEach((part, index) => {
    out += render(part) + (strings[index + 1] ?? "");
  });
  return new Markup(out);
}
