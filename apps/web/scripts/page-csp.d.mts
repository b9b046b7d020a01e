// Types of page-csp.mjs, for the build's finishing (finish-page.ts) and the tests.
import type { BuiltPage, PageEdit } from "./html-elements.mjs";

export interface PageOptions {
  analytics: boolean;
}
export declare function scriptHash(text: string): string;
export declare function pageScriptPolicy(html: string, options: PageOptions): string;
export declare function pageStylePolicy(html: string): string;
export declare function pagePolicyEdits(
  page: BuiltPage,
  earlier: PageEdit[],
  options: PageOptions,
): PageEdit[];
export declare function addPagePolicy(html: string, options: PageOptions): string;
export declare function buildSettings(env: Record<string, string | undefined>): PageOptions;
