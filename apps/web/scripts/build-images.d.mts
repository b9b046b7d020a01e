export function imageStep(): Promise<string>;
