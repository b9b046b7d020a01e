import type { Plugin } from "vite";
import { imageStep } from "./build-images.mjs";

/**
 * The image step (scripts/build-images.mjs) inside `react-router build`, in `buildStart`
 * right after the content plugin's check: Rolldown runs the plugins' `buildStart` one
 * after the other, in the order of vite.config.ts, so a bad content file stops the build
 * before any photo is encoded (on a fresh clone that is every photo, minutes of both
 * cores). Once per build process: React Router builds the client and the server in one.
 * The dev server runs the step itself before it starts (`pnpm dev`).
 */
export function imagesStep(): Plugin {
  let building = false;
  let done: Promise<void> | undefined;
  return {
    name: "casa:images",
    configResolved(config) {
      building = config.command === "build";
    },
    async buildStart() {
      if (!building) return;
      done ??= imageStep().then((line) => console.log(line));
      try {
        await done;
      } catch (error) {
        this.error(`images: ${error instanceof Error ? error.message : error}`);
      }
    },
  };
}
