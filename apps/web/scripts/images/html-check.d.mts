/** What breaks the image rule of docs/quality.md#web-budgets in one page's HTML (empty when nothing does). */
export function imageProblems(html: string): string[];
