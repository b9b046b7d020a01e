/** What breaks QUALITY.md's image rule in one page's HTML (empty when nothing does). */
export function imageProblems(html: string): string[];
