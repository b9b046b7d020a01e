/** Types of check-content.mjs, for the content plugin (vite-content.ts). */
type Published = { news: unknown[]; events: unknown[] };
export function checkContent(loading: Promise<Published>): Promise<{ ok: boolean; line: string }>;
