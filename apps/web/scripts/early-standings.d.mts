export function buildPainter(): Promise<string>;
export function addPainter(html: string, code: string): string;
