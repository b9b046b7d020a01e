// Types of config.mjs, for the TypeScript that imports it.
export declare const ADMIN_SOURCE: string;
export declare const ADMIN_PAGE_FILES: readonly string[];
export declare const REPO_PLACEHOLDER: string;
export declare function sourceConfig(): Record<string, unknown>;
export declare function adminConfig(
  env: Record<string, string | undefined>,
  options: { dev: boolean },
): string;
