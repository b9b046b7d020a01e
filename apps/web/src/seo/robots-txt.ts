import { config } from "../config.ts";
import { DIAGNOSTICS_PATHS } from "../diagnostics.ts";

/**
 * `/robots.txt`, written at build time: every page may be crawled but the diagnostics
 * pages (even when a build has them) and the league service's API.
 */
export function loader() {
  const text = [
    "User-agent: *",
    ...DIAGNOSTICS_PATHS.map((path) => `Disallow: ${path}`),
    "Disallow: /api/",
    "",
    `Sitemap: ${config.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
