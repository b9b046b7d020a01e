// Types of inline-css.mjs, for the build's finishing (finish-page.ts) and the tests.
import type { BuiltPage, PageEdit } from "./html-elements.mjs";

export declare function inlineStylesheetEdits(page: BuiltPage, readCss: (href: string) => string): PageEdit[];
export declare function inlineStylesheets(html: string, readCss: (href: string) => string): string;
export declare function builtStylesheets(clientDir: string): (href: string) => string;
