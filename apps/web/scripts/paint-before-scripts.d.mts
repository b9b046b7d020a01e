export const WAITING_TYPE: string;
/** Runs in the browser: waits for the first paint and the page's photo, then preloads and runs the waiting scripts. */
export function startAfterPaint(preloads: string[], waitingType: string, photoTiming: string): Promise<void>;
export function paintBeforeScripts(html: string): string;
