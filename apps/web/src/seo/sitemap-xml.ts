import { config } from "../config.ts";
import { sitemapPaths } from "../site-data/sitemap.ts";

/**
 * `/sitemap.xml`, written once at build time (a prerendered resource route): every page
 * of the navigation tree and the route table at its canonical address, home first.
 */
export function loader() {
  const urls = sitemapPaths().map((path) => `  <url><loc>${config.siteUrl}${path}</loc></url>`);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
