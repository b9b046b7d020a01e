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
 * @typedef {{ tagName: "script" | "style", text: string }} InlineElement
 * @typedef {{ start: number, end: number, text: string, inline?: InlineElement[] }} PageEdit
 *   `text` in place of what is between `start` and `end` (offsets into the page as read);
 *   `inline`: the inline scripts and styles `text` holds, for the page's policy.
 * @typedef {{ html: string, elements: Node[] }} BuiltPage
 */

/**
 * A page read once: its text and its elements, which every post-build step looks at as
 * React Router wrote them, each saying what it changes as edits ({@link editPage}).
 * @param {string} html
 * @returns {BuiltPage}
 */
export const readPage = (html) => ({ html, elements: elementsOf(html) });

/**
 * The edits in the order their texts end up in the page: by place; at the same place, an
 * insertion before what replaces the text there, insertions in the order given.
 * @param {PageEdit[]} edits
 */
const inPageOrder = (edits) =>
  edits.toSorted((a, b) => a.start - b.start || a.end - a.start - (b.end - b.start));

/**
 * The page with each edit made: `text` in place of what is between `start` and `end`
 * (offsets into `html` as given, from {@link spanOf}). The edits must not overlap.
 * @param {string} html
 * @param {PageEdit[]} edits
 */
export function editPage(html, edits) {
  let page = "";
  let done = 0;
  for (const { start, end, text } of inPageOrder(edits)) {
    if (start < done) throw new Error(`two edits of the page overlap at ${start}`);
    page += html.slice(done, start) + text;
    done = end;
  }
  return page + html.slice(done);
}

/**
 * The text of each inline `<tagName>` (no `src`) the page will have once `edits` are made,
 * in the page's order, without writing it: those of the page as read that no edit
 * removes, and those the edits add (their `inline`). So a page's policy can hash the page
 * as it will be from the one reading of it. An edit inside one of those elements' text
 * would make its hash wrong: that throws.
 * @param {BuiltPage} page
 * @param {PageEdit[]} edits
 * @param {"script" | "style"} tagName
 * @returns {string[]}
 */
export function inlineTexts(page, edits, tagName) {
  /** @type {{ at: number, added: boolean, text: string }[]} */
  const found = [];
  for (const element of page.elements) {
    if (element.tagName !== tagName || attribute(element, "src") !== undefined) continue;
    const { start, end } = spanOf(element);
    if (edits.some((edit) => edit.start <= start && end <= edit.end)) continue;
    const textStart = element.sourceCodeLocation?.startTag?.endOffset ?? start;
    const textEnd = element.sourceCodeLocation?.endTag?.startOffset ?? end;
    const touched = edits.find((edit) =>
      edit.start === edit.end
        ? textStart <= edit.start && edit.start <= textEnd
        : edit.start < textEnd && edit.end > textStart,
    );
    if (touched) throw new Error(`an edit at ${touched.start} changes the text of an inline <${tagName}>`);
    found.push({ at: start, added: false, text: sourceText(page.html, element) });
  }
  for (const edit of inPageOrder(edits)) {
    for (const inline of edit.inline ?? []) {
      if (inline.tagName === tagName) found.push({ at: edit.start, added: true, text: inline.text });
    }
  }
  // An edit's text comes before the element that starts where it is inserted.
  return found.toSorted((a, b) => a.at - b.at || Number(b.added) - Number(a.added)).map(({ text }) => text);
}
