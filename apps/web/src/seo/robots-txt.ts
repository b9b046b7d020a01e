import { config } from "../config.ts";

/**
 * `/robots.txt`, written at build time: every page may be crawled but the league
 * service's API. The diagnostics pages are not named: a production build answers 404
 * there (unless VITE_ENABLE_DIAGNOSTICS=true, and then they say noindex themselves), and
 * a public file listing them would only point at them.
 */
export function loader() {
  const text = ["User-agent: *", "Disallow: /api/", "", `Sitemap: ${config.siteUrl}/sitemap.xml`, ""].join(
    "\n",
  );
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
