import { loadProjectEnv } from "../../scripts/project-env.mjs";
import { loadContent } from "../../src/site-data/content-files/load.ts";
import { contentDir } from "../../src/site-data/content-files/paths.ts";
import type { Content } from "../../src/site-data/content-files/types.ts";

/**
 * What the production build under test published from the content folder (CONTENT_DIR
 * as the build had it, from the environment or the root .env): read as the build reads
 * it, drafts left out.
 */
export function publishedContent(): Promise<Content> {
  loadProjectEnv("production");
  return loadContent({ dir: contentDir(), drafts: false });
}
