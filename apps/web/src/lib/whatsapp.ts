/** Half of a UTF-16 surrogate pair without its other half (encodeURIComponent throws on it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The wa.me link that opens a chat with `number` and `text` already typed. The number
 * keeps only its digits (wa.me wants the international number without `+` or spaces);
 * the text is URL-encoded whole, so accents, line breaks, emoji, `&` and `#` arrive intact.
 */
export function whatsAppUrl(number: string, text: string): string {
  return `${whatsAppChatUrl(number)}?text=${encodeURIComponent(text.replace(LONE_SURROGATE, "\uFFFD"))}`;
}

/**
 * The wa.me link to `number`'s chat with nothing typed: what a link on a page may hold
 * when the text is the visitor's (analytics report a link's whole address when clicked).
 */
export function whatsAppChatUrl(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}`;
}
