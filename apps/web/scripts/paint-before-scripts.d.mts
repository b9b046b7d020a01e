// Types of paint-before-scripts.mjs, for the build's finishing (finish-page.ts) and the tests.
import type { BuiltPage, PageEdit } from "./html-elements.mjs";

export const WAITING_TYPE: string;
/** Runs in the browser: waits for the first paint and the page's photo, then preloads and runs the waiting scripts. */
export function startAfterPaint(preloads: string[], waitingType: string, photoTiming: string): Promise<void>;
export function paintBeforeScriptsEdits(page: BuiltPage): PageEdit[];
export function paintBeforeScripts(html: string): string;
