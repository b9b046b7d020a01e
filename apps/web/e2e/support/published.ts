import { loadContent } from "../../src/content/files/load.ts";
import { contentDir } from "../../src/content/files/paths.ts";
import type { Content } from "../../src/content/files/types.ts";

/**
 * What the production build under test published from the content folder
 * (`CONTENT_DIR`, as the build was given): read as the build reads it, drafts left out.
 */
export function publishedContent(): Promise<Content> {
  return loadContent({ dir: contentDir(), drafts: false });
}
