/**
 * Five caches, so that nothing a visitor does can push out what the site needs to open
 * offline: the shell (shell.ts) lives alone and is never trimmed, its files kept in step
 * with the build by Workbox's revisions; pages, other hashed files, other files and
 * league answers each have their own bound, the least recently used dropped first. A
 * URL's query string never makes a new page or hashed file (their keys are the path),
 * only a new file or league answer, and those stay within their own bound.
 *
 * A new build needs no change here: the build writes the shell's list of files with a
 * revision each into sw.js (scripts/build-service-worker.mjs), and a changed sw.js
 * replaces the changed files. `FORMAT` changes only when what a cache holds, or how it
 * is keyed, changes: activation then deletes the caches of the older format (v3: the
 * hand-written public/sw.js, whose shell had no revisions).
 */
const FORMAT = "v4";

export const CACHES = {
  shell: `casa-shell-${FORMAT}`,
  pages: `casa-pages-${FORMAT}`,
  assets: `casa-assets-${FORMAT}`,
  files: `casa-files-${FORMAT}`,
  league: `casa-league-${FORMAT}`,
} as const;

/** Entries kept per cache (old deploys' assets go away). The shell holds one build's files, nothing else. */
export const MAX_ENTRIES = { pages: 60, assets: 150, files: 150, league: 40 } as const;

/**
 * How long a page waits for the network before the saved copy is shown (only when
 * there is one). On a weak signal a page that never comes is worse than yesterday's.
 */
export const PAGE_TIMEOUT_SECONDS = 3;
/** Same for league answers; below the page's own 10 s, so the saved table wins first. */
export const LEAGUE_TIMEOUT_SECONDS = 5;

/** The site's caches that are not this worker's: an older format's, to delete on activation. */
export const outdatedCaches = (names: readonly string[]): string[] => {
  const current: readonly string[] = Object.values(CACHES);
  return names.filter((name) => name.startsWith("casa-") && !current.includes(name));
};
