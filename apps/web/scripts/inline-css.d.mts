// Types of inline-css.mjs, for the tests that import it.
export declare function inlineStylesheets(html: string, readCss: (href: string) => string): string;
