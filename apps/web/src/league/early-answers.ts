/**
 * The hand-over between a page's early painter (early-standings.ts, inline in the
 * prerendered page) and the app: the painter makes a league call before the app is
 * live and leaves the answer here; the app's first call to the same address takes it
 * instead of asking again. One request per table, whoever needs it first.
 */

declare global {
  interface Window {
    /** Answers (or failures) of calls made before the app was live, by URL; each taken once. */
    casaEarlyAnswers?: Map<string, Promise<unknown>>;
  }
}

/** Leaves a call made before the app was live for the app to take. */
export function leaveEarlyAnswer(url: string, answer: Promise<unknown>): void {
  window.casaEarlyAnswers ??= new Map();
  window.casaEarlyAnswers.set(url, answer);
}

/** The answer the page's early painter got for this address, once; `undefined` otherwise. */
export function takeEarlyAnswer(url: string): Promise<unknown> | undefined {
  if (typeof window === "undefined") return undefined;
  const answer = window.casaEarlyAnswers?.get(url);
  window.casaEarlyAnswers?.delete(url);
  return answer;
}
