/** Types of build-with-content.mjs. */
export function buildWithContent(options: {
  contentDir: string;
  buildDir: string;
  quiet?: boolean;
  webDir?: string;
}): Promise<number>;
