export const clientDir: string;
export const adminDir: string;
export function builtFiles(dir?: string): string[];
export function builtPages(dir?: string): string[];
