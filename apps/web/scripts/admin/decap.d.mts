// Types of decap.mjs, for the TypeScript that imports it.
export declare const DECAP_DIST: string;
export declare const DECAP_SERVER: string;
export declare function decapFiles(): string[];
export declare const ADMIN_TYPES: Readonly<Record<string, string>>;
