export const clientDir: string;
export function builtFiles(dir?: string): string[];
export function builtPages(dir?: string): string[];
