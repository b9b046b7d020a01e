import type { MetaDescriptor } from "react-router";
import { CLUB } from "../content/club.ts";
import type { PageCopy } from "../content/pages.ts";

/** The head of a page: its Spanish title (with the club's name) and description. */
export function pageMeta({ title, description }: PageCopy): MetaDescriptor[] {
  const fullTitle = title === CLUB.name ? title : `${title} | ${CLUB.shortName}`;
  return [{ title: fullTitle }, { name: "description", content: description }];
}
