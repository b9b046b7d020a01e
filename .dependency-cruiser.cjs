// Import rules of the site (apps/web/src) and the league service (apps/api/src), checked
// by `pnpm check:imports` (dependency-cruiser) in npm test, right after Biome
// (docs/architecture.md#import-rules). Type-only imports count like any other: TypeScript
// reads them, so they tie modules together all the same (`tsPreCompilationDeps`).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Two modules that import each other, directly or round a longer loop, can no longer be " +
        "understood, tested or split into chunks one at a time, and what one of them sees of the " +
        "other at start-up depends on which is loaded first. Move the piece both need (usually a " +
        "type or a constant) into a module of its own that both import. Dynamic import() and " +
        "`import type` count too: a lazy chunk that imports back the module that loads it is a " +
        "circle all the same.",
      from: { path: "^apps/(web|api)/src/" },
      to: { circular: true },
    },
    {
      name: "content-imports-no-screens",
      severity: "error",
      comment:
        "src/site-data/ is the site's data and its types: the screens (pages/, components/, " +
        "layout/) import it, never the other way round, so content can be read, tested and " +
        "checked by the build scripts without React and without pulling a page's code into " +
        "another's chunk. A type both need goes to content (content/types.ts) or lib/; a page " +
        "composes its own sections rather than content naming them.",
      from: { path: "^apps/web/src/site-data/" },
      to: { path: "^apps/web/src/(pages|components|layout)/" },
    },
    {
      name: "src-imports-no-build-scripts",
      severity: "error",
      comment:
        "apps/web/scripts/ (the build's steps) may use the site's code in src/, not the other way " +
        "round: what both need lives in src/ (the image step's plans are " +
        "src/site-data/content-files/photo-plan.ts). Tests may import a script to check it against the site.",
      from: { path: "^apps/web/src/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^apps/web/scripts/" },
    },
  ],
  options: {
    // Packages are taken as they are: only our own modules are followed.
    doNotFollow: { path: "node_modules" },
    // Count `import type` (see the top): without it, type-only imports would be left out.
    tsPreCompilationDeps: true,
    progress: { type: "none" },
  },
};
