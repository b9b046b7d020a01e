// Types of sandbox.mjs, for the TypeScript that imports it.
import type { Page } from "@playwright/test";

export declare function startSandbox(): Promise<{
  root: string;
  news: string;
  photos: string;
  backend: { url: string; stop(): Promise<void>; output(): string };
  close(): Promise<void>;
}>;
export declare function connectToSandbox(page: Page, backendUrl: string): Promise<void>;
