export function paintBeforeScripts(html: string): string;
