import { jsonLdText } from "../lib/structured-data.ts";

/** Structured data for search engines; browsers never run it (it is data, not a script). */
export function JsonLd({ data }: { data: Parameters<typeof jsonLdText>[0] }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (jsonLdText)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
