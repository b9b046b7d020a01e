import { readFileSync } from "node:fs";
import { join } from "node:path";
import { resolveConfig } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { ENV_DIR, loadProjectEnv } from "./project-env.mjs";

const saved = { ...process.env };
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

describe("the site's settings file", () => {
  it("is the repository's root .env, where .env.example is, for the build and the dev server", async () => {
    expect(readFileSync(join(ENV_DIR, ".env.example"), "utf8")).toContain("VITE_SITE_URL=");
    const config = await resolveConfig({ configFile: join(ENV_DIR, "apps/web/vite.config.ts") }, "build");
    expect(config.envDir).toBe(ENV_DIR);
    // Resolving loads React Router's plugin and the route table: seconds on a busy machine.
  }, 60_000);

  it("hands the root files' settings to what runs in Node, without overriding the environment", () => {
    delete process.env.API_PROXY_TARGET;
    delete process.env.VITE_ENABLE_DIAGNOSTICS;
    process.env.WEB_PORT = "4999";
    // Mode "example" makes Vite read .env.example (as .env.[mode]) from the root.
    loadProjectEnv("example");
    expect(process.env.API_PROXY_TARGET).toBe("http://127.0.0.1:8787");
    expect(process.env.VITE_ENABLE_DIAGNOSTICS).toBe("false");
    expect(process.env.WEB_PORT).toBe("4999");
  });
});
