// Types of validate-html.mjs, for the tests that import it.
export interface PageProblem {
  file: string;
  line: number;
  column: number;
  rule: string;
  message: string;
}
export declare function validatePages(files: string[]): Promise<PageProblem[]>;
export declare function formatProblem(problem: PageProblem, from?: string): string;
