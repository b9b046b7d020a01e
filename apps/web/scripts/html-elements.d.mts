// Types of html-elements.mjs, for the build's finishing (finish-page.ts) and the steps' types.
export interface Span {
  startOffset: number;
  endOffset: number;
}
export interface Node {
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  sourceCodeLocation?: (Span & { startTag?: Span; endTag?: Span }) | null;
}
/** An inline script or style that an edit's text holds. */
export interface InlineElement {
  tagName: "script" | "style";
  text: string;
}
/** `text` in place of what is between `start` and `end` of the page as read. */
export interface PageEdit {
  start: number;
  end: number;
  text: string;
  inline?: InlineElement[];
}
/** A page read once: its text and its elements. */
export interface BuiltPage {
  html: string;
  elements: Node[];
}
export declare function elementsOf(html: string): Node[];
export declare function attribute(element: Node, name: string): string | undefined;
export declare function sourceText(html: string, element: Node): string;
export declare function spanOf(element: Node): { start: number; end: number };
export declare function startTagOf(element: Node): { start: number; end: number };
export declare function readPage(html: string): BuiltPage;
export declare function editPage(html: string, edits: PageEdit[]): string;
export declare function inlineTexts(
  page: BuiltPage,
  edits: PageEdit[],
  tagName: "script" | "style",
): string[];
