/** Types of build-with-content.mjs. */
export function buildWithContent(options: {
  contentDir: string;
  buildDir: string;
  quiet?: boolean;
  webDir?: string;
  env?: Record<string, string>;
}): Promise<number>;
