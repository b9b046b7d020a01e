/**
 * A text's words without its markup (a news item's `articleBody` in its structured
 * data), read from micromark's parse of the Markdown: the same events its HTML is made
 * from (markdown.ts), so the words are those the page shows, never a guess made by
 * cutting tags out of HTML. Paragraphs, titles, list items and quotes end in a blank
 * line; a line break inside one stays a line break; link addresses and titles are left out.
 */
import { parse, postprocess, preprocess } from "micromark";
import { parseFragment } from "parse5";

type Event = ReturnType<typeof postprocess>[number];

/** Tokens whose source is the words themselves. */
const WORDS = new Set([
  "data",
  "characterEscapeValue",
  "codeTextData",
  "codeFlowValue",
  "htmlFlowData",
  "htmlTextData",
  "autolinkProtocol",
  "autolinkEmail",
]);

/** Blocks of words (`<p>`, `<h2>`, `<blockquote>` in the HTML): a blank line after each. A list item's words are a paragraph too. */
const BLOCKS = new Set(["paragraph", "atxHeading", "setextHeading", "blockQuote"]);

/** What a reader never sees as text: a link's address and title, a reference's label, a code fence's language. */
const UNSEEN = new Set(["resource", "reference", "definition", "codeFencedFence"]);

/** micromark's rule for a numeric reference (`&#39;`, `&#x26;`): what cannot be a character is U+FFFD. */
function numericReference(value: string, base: number): string {
  const code = Number.parseInt(value, base);
  const unusable =
    code < 9 ||
    code === 11 ||
    (code > 13 && code < 32) ||
    (code > 126 && code < 160) ||
    (code > 55_295 && code < 57_344) ||
    (code > 64_975 && code < 65_008) ||
    (code & 65_535) === 65_535 ||
    (code & 65_535) === 65_534 ||
    code > 1_114_111;
  return unusable ? "\uFFFD" : String.fromCodePoint(code);
}

/** A named reference (`&amp;`, `&ntilde;`): CommonMark takes HTML's names, so an HTML parser decodes it. */
function namedReference(name: string): string {
  const [node] = parseFragment(`&${name};`).childNodes;
  return node && "value" in node ? node.value : `&${name};`;
}

/** The events of `markdown` in document order (micromark's parse, before any HTML). */
const eventsOf = (markdown: string): Event[] =>
  postprocess(
    parse()
      .document()
      .write(preprocess()(markdown, undefined, true)),
  );

/** `markdown`'s words as plain text. */
export function markdownText(markdown: string): string {
  let text = "";
  let unseen = 0;
  let referenceBase = 0;
  let inCodeText = false;
  let fences = 0;
  let skipLineEnding = false;
  for (const [kind, token, context] of eventsOf(markdown)) {
    const { type } = token;
    if (UNSEEN.has(type)) {
      unseen += kind === "enter" ? 1 : -1;
      // The line ending after a code block's opening fence is not part of its code.
      if (type === "codeFencedFence" && kind === "exit") skipLineEnding = fences++ === 0;
      continue;
    }
    if (unseen > 0) continue;
    if (type === "codeText") inCodeText = kind === "enter";
    if (type === "codeFenced" && kind === "enter") fences = 0;
    if (kind === "exit") {
      // A code block's last line ends its code, as in `<pre>`, even where the source ends it after the block.
      if ((type === "codeFenced" || type === "codeIndented") && text !== "" && !text.endsWith("\n")) {
        text += "\n";
      }
      if (BLOCKS.has(type)) text += "\n\n";
      continue;
    }
    if (type === "characterReferenceMarkerNumeric") referenceBase = 10;
    else if (type === "characterReferenceMarkerHexadecimal") referenceBase = 16;
    else if (type === "characterReferenceValue") {
      const value = context.sliceSerialize(token);
      text += referenceBase ? numericReference(value, referenceBase) : namedReference(value);
      referenceBase = 0;
    } else if (WORDS.has(type)) text += context.sliceSerialize(token);
    else if (type === "lineEnding") {
      // In a code span a line break is a space, as CommonMark reads it.
      if (!skipLineEnding) text += inCodeText ? " " : "\n";
      skipLineEnding = false;
    }
  }
  return text.replace(/\n{3,}/g, "\n\n").trim();
}
