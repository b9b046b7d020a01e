import { useLocation, useMatches } from "react-router";
import { config } from "../config.ts";
import { canonicalPath } from "../lib/canonical-path.ts";

/**
 * The canonical address of this page: the site's public address and the path, never a
 * trailing slash; an activity's other paths (`/judo`) name its own (`/artes-marciales/judo`).
 * None on the 404 page. Rendered by the layout (React places it in the head), so the
 * document served for unknown paths, which shows no route yet, has none either.
 */
export function Canonical() {
  const { pathname } = useLocation();
  const page = useMatches().at(-1);
  if (page?.id === "pages/not-found") return null;
  // A page that shows part of another (a filter of /horarios) names that one in its `handle`.
  const own = (page?.handle as { canonical?: string } | undefined)?.canonical;
  const url = config.siteUrl + (own ?? canonicalPath(pathname));
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
    </>
  );
}
