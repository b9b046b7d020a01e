export const ENV_DIR: string;
export function loadProjectEnv(mode: string): void;
