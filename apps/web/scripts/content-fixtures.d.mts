/** Types of content-fixtures.mjs, for the browser tests. */
export function addDays(iso: string, days: number): string;
export function writeTestNews(dir: string, count: number, options: { newest: string }): void;
export interface FixtureEvent {
  id: string;
  date: string;
  title: string;
}
/** A test match result as the tests look for it (its file writes more). */
export interface FixtureResult {
  id: string;
  team: string;
  rival: string;
  date: string;
  time: string;
  score: [number, number];
  sets?: Array<[number, number]>;
}
export function writeFixtureContent(options: { today: string }): {
  dir: string;
  news: number;
  draftNews: { id: string; title: string };
  events: { soon: FixtureEvent; later: FixtureEvent; draft: FixtureEvent };
  results: Record<"federal" | "voley" | "older" | "metropolitano" | "draft", FixtureResult>;
};
