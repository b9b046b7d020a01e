import type { MetaDescriptor } from "react-router";
import { CLUB } from "../site-data/club.ts";
import type { PageCopy } from "../site-data/pages.ts";

/**
 * The head of a page: its Spanish title (with the club's name), description, and the
 * same two for link previews (Open Graph: WhatsApp and Facebook read it, and X falls
 * back to it where its own `twitter:` tags are missing). The document adds what every
 * page shares: canonical address, preview image, site name, locale.
 */
export function pageMeta({ title, description }: PageCopy): MetaDescriptor[] {
  const fullTitle = title === CLUB.name ? title : `${title} | ${CLUB.shortName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
  ];
}
