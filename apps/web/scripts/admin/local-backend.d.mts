// Types of local-backend.mjs, for the TypeScript that imports it.
export declare function backendInfo(url: string): Promise<{ type?: string; repo?: string } | undefined>;
export declare function servesFolder(
  info: { type?: string; repo?: string } | undefined,
  root: string,
): boolean;
export declare function startLocalBackend(options: { root: string; port: number }): Promise<{
  url: string;
  stop(): Promise<void>;
  output(): string;
}>;
