import { describe, expect, it } from "vitest";
import { shellChunk } from "./vite-shell-chunk.ts";

/** A module graph from "importer → what it imports statically". */
function graphOf(imports: Record<string, string[]>) {
  const importers = new Map<string, string[]>();
  for (const [importer, targets] of Object.entries(imports))
    for (const target of targets) importers.set(target, [...(importers.get(target) ?? []), importer]);
  return { getModuleInfo: (id: string) => ({ importers: importers.get(id) ?? [] }) };
}

const ROOT = "/site/apps/web/src/root.tsx";
const LAYOUT = "/site/apps/web/src/layout/site-layout.tsx";
const ENTRY = "/site/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx";
const PAGE = "/site/apps/web/src/pages/judo.tsx";

describe("shellChunk", () => {
  it("puts in the shell what the entry, the root or the layout reach through static imports", () => {
    const graph = graphOf({
      [ENTRY]: ["/site/node_modules/react-dom/client.js"],
      [`${ROOT}?__react-router-build-client-route`]: [ROOT],
      [ROOT]: ["/site/node_modules/react-router/index.mjs"],
      [`${LAYOUT}?__react-router-build-client-route`]: [LAYOUT],
      [LAYOUT]: ["/site/apps/web/src/layout/site-header.tsx"],
      "/site/apps/web/src/layout/site-header.tsx": ["/site/apps/web/src/site-data/navigation.ts"],
      [PAGE]: ["/site/apps/web/src/components/gallery.tsx", "/site/apps/web/src/site-data/navigation.ts"],
    });
    const name = shellChunk();
    for (const id of [
      "/site/node_modules/react-dom/client.js",
      "/site/node_modules/react-router/index.mjs",
      "/site/apps/web/src/layout/site-header.tsx",
      "/site/apps/web/src/site-data/navigation.ts",
      LAYOUT,
    ])
      expect(name(id, graph), id).toBe("shell");
    expect(name("/site/apps/web/src/components/gallery.tsx", graph)).toBeNull();
    expect(name(PAGE, graph)).toBeNull();
  });

  it("keeps the client entry out: it hydrates as it runs, so it runs only when imported itself", () => {
    const graph = graphOf({ [ENTRY]: ["/site/node_modules/react-dom/client.js"] });
    expect(shellChunk()(ENTRY, graph)).toBeNull();
  });

  it("leaves out what only a page reaches, also through an import cycle", () => {
    const a = "/site/apps/web/src/lib/a.ts";
    const b = "/site/apps/web/src/lib/b.ts";
    const graph = graphOf({ [PAGE]: [a], [a]: [b], [b]: [a] });
    const name = shellChunk();
    expect(name(a, graph)).toBeNull();
    expect(name(b, graph)).toBeNull();
  });

  it("finds the frame behind a cycle another module's walk cut short", () => {
    const a = "/site/apps/web/src/lib/a.ts";
    const b = "/site/apps/web/src/lib/b.ts";
    // b's importers are a (on the path when b is reached from a) and the layout.
    const graph = graphOf({ [a]: [b], [b]: [a], [`${LAYOUT}?__react-router-build-client-route`]: [b] });
    const name = shellChunk();
    expect(name(a, graph)).toBe("shell");
    expect(name(b, graph)).toBe("shell");
  });
});
