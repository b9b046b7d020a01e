import { useLocation, useMatches } from "react-router";
import { config } from "../config.ts";
import { ACTIVITY_PAGES, type ActivityPage } from "../content/activity-pages.ts";

/**
 * The canonical address of this page: the site's public address and the path, never a
 * trailing slash; an activity's other paths (`/judo`) name its own (`/artes-marciales/judo`).
 * None on the 404 page. Rendered by the layout (React places it in the head), so the
 * document served for unknown paths, which shows no route yet, has none either.
 */
export function Canonical() {
  const { pathname } = useLocation();
  const page = useMatches().at(-1)?.id;
  if (page === "pages/not-found") return null;
  const path = pathname.replace(/(.)\/$/, "$1");
  const activity = (Object.values(ACTIVITY_PAGES) as ActivityPage[]).find((entry) =>
    entry.aliases?.includes(path),
  );
  const url = config.siteUrl + (activity?.path ?? path);
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
    </>
  );
}
