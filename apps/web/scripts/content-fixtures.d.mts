/** Types of content-fixtures.mjs, for the browser tests. */
export function addDays(iso: string, days: number): string;
export function writeTestNews(dir: string, count: number, options: { newest: string }): void;
export interface FixtureEvent {
  id: string;
  date: string;
  title: string;
}
export function writeFixtureContent(options: { today: string }): {
  dir: string;
  news: number;
  draftNews: { id: string; title: string };
  events: { soon: FixtureEvent; later: FixtureEvent; draft: FixtureEvent };
};
