import type { Markup } from "../lib/html.ts";

/**
 * A markup built by one of the functions the page's early painter also uses
 * (src/lib/html.ts), shown inside the app: one way to write each of those blocks.
 * Nothing at all for an empty markup.
 */
export function MarkupBlock({ markup }: { markup: Markup }) {
  if (!markup.value) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: `html` escapes every text it is given (src/lib/html.ts).
  return <div className="markup-block" dangerouslySetInnerHTML={{ __html: markup.value }} />;
}
