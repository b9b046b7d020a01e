/** Types of built-site-servers.mjs, for the browser tests. */
import type { ChildProcess } from "node:child_process";

export type Started = ChildProcess & { output(): string };
export const webDir: string;
export function start(command: string, args: string[], env: Record<string, string>, name: string): Started;
export function stop(child: Started): Promise<void>;
export function waitForUrl(url: string, child: Started, timeoutMs?: number): Promise<void>;
export function serveBuiltSite(options: {
  buildDir: string;
  webPort: number;
  apiPort: number;
}): Promise<{ origin: string; close(): Promise<unknown> }>;
export function serveBuiltEditor(options: {
  buildDir: string;
  clientDir: string;
  editorPort: number;
  webPort: number;
  apiPort: number;
}): Promise<{ origin: string; close(): Promise<void> }>;
