// Types of sandbox.mjs, for the TypeScript that imports it.
import type { Page } from "@playwright/test";

export declare const SAMPLE_CONTENT: string;
export interface Sandbox {
  root: string;
  content: string;
  photos: string;
  backend: { url: string; stop(): Promise<void>; output(): string };
  close(): Promise<void>;
}
export declare function startSandbox(): Promise<Sandbox>;
export declare function startSiteSandbox(): Promise<Sandbox & { web: string }>;
export declare function connectToSandbox(page: Page, backendUrl: string): Promise<void>;
export declare function closeEditor(page: Page): Promise<void>;
