// The build check of the image rule of docs/quality.md#web-budgets, on prerendered HTML: every raster image
// (JPEG, PNG, WebP, AVIF) has its width and height, a responsive srcset in a modern
// format, and loads lazily unless it is the page's largest paint (fetchpriority=high).
// Used by e2e/build-output.spec.ts; artwork (SVG) is exempt.

const RASTER = /\.(jpe?g|png|webp|avif)$/i;
const MODERN = /\.(webp|avif)$/i;

/** A tag's attributes, names in lowercase (React writes `srcSet`, HTML does not care). */
function attributes(tag) {
  const found = {};
  for (const [, name, value] of tag.matchAll(/\s([a-zA-Z:-]+)(?:="([^"]*)")?/g)) {
    found[name.toLowerCase()] = (value ?? "").replaceAll("&amp;", "&");
  }
  return found;
}

/** The URL and descriptor of each candidate of a srcset. */
function candidates(srcset) {
  return srcset
    .split(/,\s+/)
    .map((part) => part.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, descriptor = ""]) => ({ url: url.replace(/[?#].*$/, ""), descriptor }));
}

/** What breaks the image rule in one page's HTML (empty when nothing does). */
export function imageProblems(html) {
  const problems = [];
  let high = 0;
  for (const [tag, element] of html.matchAll(/<(img|source)\b[^>]*>/gi)) {
    const name = element.toLowerCase();
    const a = attributes(tag);
    const set = candidates(a.srcset ?? "");
    const urls = [...(a.src ? [a.src.replace(/[?#].*$/, "")] : []), ...set.map((c) => c.url)];
    if (name === "img" && a.fetchpriority === "high") high += 1;
    if (!urls.some((url) => RASTER.test(url))) continue;
    const report = (problem) => problems.push(`${problem}: ${tag.slice(0, 160)}`);
    if (!/^\d+$/.test(a.width ?? "") || !/^\d+$/.test(a.height ?? "")) report("no width/height");
    if (set.length === 0) report("no srcset");
    else if (!set.every((c) => MODERN.test(c.url))) report("srcset not all in a modern format (AVIF, WebP)");
    if (set.some((c) => c.descriptor.endsWith("w")) && !a.sizes) report("srcset with widths but no sizes");
    if (name === "source" && set.some((c) => /\.avif$/i.test(c.url)) && a.type !== "image/avif") {
      report('AVIF source without type="image/avif"');
    }
    if (name === "img" && a.fetchpriority !== "high" && a.loading !== "lazy") {
      report('neither loading="lazy" nor fetchpriority="high"');
    }
  }
  if (high > 1) problems.push(`${high} images with fetchpriority="high" (only the largest paint should be)`);
  return problems;
}
