// Types of build-admin.mjs, for the build's finishing (vite-post-build.ts).
export declare function buildAdmin(
  adminDir: string,
  settings: Record<string, string | undefined>,
  log: { info: (line: string) => void; warn: (line: string) => void },
): void;
