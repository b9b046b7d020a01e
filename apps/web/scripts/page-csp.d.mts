// Types of page-csp.mjs, for the tests that import it.
export interface PageOptions {
  analytics: boolean;
}
export declare function scriptHash(text: string): string;
export declare function pageScriptPolicy(html: string, options: PageOptions): string;
export declare function addPagePolicy(html: string, options: PageOptions): string;
export declare function buildSettings(env: Record<string, string | undefined>): PageOptions;
export declare function pageStylePolicy(html: string): string;
