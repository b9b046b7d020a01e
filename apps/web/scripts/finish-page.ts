import { editPage, type PageEdit, readPage } from "./html-elements.mjs";
import { inlineStylesheetEdits } from "./inline-css.mjs";
import { type PageOptions, pagePolicyEdits } from "./page-csp.mjs";
import { paintBeforeScriptsEdits } from "./paint-before-scripts.mjs";

export interface PageFinishing {
  /** The text of a stylesheet of the build, by its path (`/assets/…css`). */
  readCss: (href: string) => string;
  /** What the page's policy allows besides its own inline code. */
  policy: PageOptions;
}

/**
 * A prerendered page as it deploys, from the page React Router wrote: read by the HTML
 * parser once, each step says what it changes as edits of that one reading, and the
 * page's text is made once from all of them. In this order, because each step after the
 * first needs what the ones before it add.
 */
export function finishPage(html: string, { readCss, policy }: PageFinishing): string {
  const page = readPage(html);
  const edits: PageEdit[] = [];
  // 1. Its stylesheets inside it, so the first paint needs only the document (inline-css.mjs).
  edits.push(...inlineStylesheetEdits(page, readCss));
  // 2. The app's code fetched after the first paint (paint-before-scripts.mjs).
  edits.push(...paintBeforeScriptsEdits(page));
  // 3. Last, its policy: the hashes of every inline script and style the page will have,
  //    the ones steps 1 and 2 add included (page-csp.mjs).
  edits.push(...pagePolicyEdits(page, edits, policy));
  return editPage(html, edits);
}
