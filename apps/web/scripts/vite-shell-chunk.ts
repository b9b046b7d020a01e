/**
 * The "shell" chunk: what every page loads, in one file. A module belongs to it when the
 * app's client entry, the root route or the layout route around every page
 * (src/routes.ts) imports it statically, directly or through other modules: React,
 * React Router, the site's frame and its content. It is read from the module graph, not
 * from a list of files, so a renamed or new module of the frame lands in the shell by
 * itself. The client entry stays out: it starts the hydration as it runs, so it must run
 * when React Router's bootstrap imports it, after the route modules are in place, not
 * whenever the shell is loaded.
 *
 * Why one chunk: gzip compresses them together, which takes about 3 KB off every
 * route's first-load JavaScript compared with the dozen files the bundler would make
 * (docs/quality.md#web-budgets). The price is that a change to the frame also renews the
 * cached copy of React; for a site deployed now and then that is the better trade.
 */

/** The modules every page starts from: React Router's client entry, the root and the site's layout. */
const FRAME_ENTRIES = /[\\/](entry\.client|src[\\/]root|src[\\/]layout[\\/]site-layout)\.tsx(\?|$)/;

/** What the bundler tells about a module (rolldown's `getModuleInfo`, the fields used here). */
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/**
 * A `codeSplitting` group name function: "shell" for a module that some frame entry
 * reaches through static imports, nothing for the others (they split as usual).
 */
export function shellChunk(): (id: string, graph: ModuleGraph) => string | null {
  const known = new Map<string, boolean>();
  const inFrame = (id: string, graph: ModuleGraph, path: Set<string>): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    path.add(id);
    const importers = graph.getModuleInfo(id)?.importers ?? [];
    const answer = importers.some(
      (importer) => FRAME_ENTRIES.test(importer) || (!path.has(importer) && inFrame(importer, graph, path)),
    );
    path.delete(id);
    // An answer reached while a cycle was cut short may be a false "no": keep only the yeses
    // and the answers of modules outside any open path.
    if (answer || path.size === 0) known.set(id, answer);
    return answer;
  };
  return (id, graph) => (inFrame(id, graph, new Set()) ? "shell" : null);
}
