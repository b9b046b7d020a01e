// The elements of a built page, read by an HTML parser (parse5) as a browser reads them:
// for the post-build steps and checks that look at what the page's markup contains,
// instead of regular expressions over it (which also match inside comments and
// attribute values, and break on a change of attribute order or case).
import { parse } from "parse5";

/**
 * @typedef {{ startOffset: number, endOffset: number }} Span
 * @typedef {{ tagName?: string, attrs?: { name: string, value: string }[], childNodes?: Node[],
 *   sourceCodeLocation?: (Span & { startTag?: Span, endTag?: Span }) | null }} Node
 */

/**
 * Every element of the page in document order, with where it is in the text.
 * @param {string} html
 * @returns {Node[]}
 */
export function elementsOf(html) {
  /** @type {Node[]} */
  const found = [];
  /** @param {Node} node */
  const walk = (node) => {
    if (node.tagName) found.push(node);
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(/** @type {Node} */ (parse(html, { sourceCodeLocationInfo: true })));
  return found;
}

/**
 * An attribute's value (names are lower case, as the parser gives them), or undefined.
 * @param {Node} element
 * @param {string} name
 */
export const attribute = (element, name) => element.attrs?.find((attr) => attr.name === name)?.value;

/**
 * An element's content exactly as written in the page (for a script or a style: the
 * text browsers hash for a Content-Security-Policy).
 * @param {string} html
 * @param {Node} element
 */
export function sourceText(html, element) {
  const at = element.sourceCodeLocation;
  if (!at?.startTag || !at.endTag) return "";
  return html.slice(at.startTag.endOffset, at.endTag.startOffset);
}

/**
 * Where an element is in the page's text.
 * @param {Node} element
 * @returns {{ start: number, end: number }}
 */
export function spanOf(element) {
  const at = element.sourceCodeLocation;
  if (!at) throw new Error(`a <${element.tagName}> without its place in the page`);
  return { start: at.startOffset, end: at.endOffset };
}

/**
 * Where an element's start tag is in the page's text (`<script type="module" async>`).
 * @param {Node} element
 * @returns {{ start: number, end: number }}
 */
export function startTagOf(element) {
  const at = element.sourceCodeLocation?.startTag;
  if (!at) throw new Error(`a <${element.tagName}> without its place in the page`);
  return { start: at.startOffset, end: at.endOffset };
}

/**
 * The page with each edit made: `text` in place of what is between `start` and `end`
 * (offsets into `html` as given, from {@link spanOf}). The edits must not overlap.
 * @param {string} html
 * @param {Array<{ start: number, end: number, text: string }>} edits
 */
export function editPage(html, edits) {
  // From the last to the first, so the offsets of those before stay right.
  return edits
    .toSorted((a, b) => b.start - a.start)
    .reduce((page, { start, end, text }) => page.slice(0, start) + text + page.slice(end), html);
}
