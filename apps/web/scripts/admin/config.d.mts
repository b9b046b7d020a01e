// Types of config.mjs, for the TypeScript that imports it.
export interface AdminField {
  name: string;
  widget?: string;
  fields?: AdminField[];
  options?: Array<{ label: string; value: string }>;
  [key: string]: unknown;
}
export interface AdminCollection {
  name: string;
  folder?: string;
  fields?: AdminField[];
  files?: Array<{ name: string; file: string; fields: AdminField[] }>;
  [key: string]: unknown;
}
export interface AdminConfig {
  collections: AdminCollection[];
  media_folder: string;
  public_folder: string;
  local_backend?: { url: string };
  [key: string]: unknown;
}
export declare const ADMIN_SOURCE: string;
export declare const ADMIN_PAGE_FILES: readonly string[];
export declare const BRAND_SOURCE: string;
export declare const ADMIN_BRAND_FILES: readonly string[];
export declare const REPO_PLACEHOLDER: string;
export declare function sourceConfig(): AdminConfig;
export declare function authScope(setting: string | undefined): "public_repo" | "repo";
export declare function adminConfig(
  env: Record<string, string | undefined>,
  options: { dev: boolean },
): string;
