/**
 * The diagnostics pages (`/api-test`, `/config-test`): always in development, in a
 * production build only when VITE_ENABLE_DIAGNOSTICS=true is in the build's
 * environment (docs/product.md#site-wide, rule 11). Read by the route table and the tests.
 */
export const DIAGNOSTICS_PATHS = ["/api-test", "/config-test"] as const;

export function diagnosticsInBuild(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV !== "production" || env.VITE_ENABLE_DIAGNOSTICS === "true";
}
