/**
 * The `source` an answer names: the page's address without its query string, which
 * for the Gesdeportiva widget holds an access key that has no business in API answers.
 */
export function sourceLabel(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
