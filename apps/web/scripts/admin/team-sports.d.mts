// Types of team-sports.mjs, for the TypeScript that imports it.
export declare const TEAM_SPORTS_FILE: string;
export declare function teamSports(dir?: string): Record<string, "basquet" | "voley">;
