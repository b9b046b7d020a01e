#!/usr/bin/env node
import { fileURLToPath } from "node:url";
// What the framework alone costs a first visit, before any code of ours: the smallest
// app each way of using React Router can be, built with this project's Vite, React and
// React Router, minified and gzipped at level 9 as nginx sends it. The first-visit
// budget (docs/quality.md#web-budgets) is this floor (framework mode) plus the site's
// own share, OUR_SHARE_BYTES: check-first-visit.mjs imports `frameworkFloor` and
// computes it in the same run. Run alone, two floors are printed:
//
//   framework mode  React Router's HydratedRouter hydrating a prerendered document, as
//                   this site does (its root renders Meta, Links, Outlet, Scripts and
//                   ScrollRestoration)
//   data mode       createBrowserRouter + RouterProvider, the router the budget's
//                   "~98 KB" was estimated with
//
// Run alone it prints figures and never fails on one. No browser, no server: about 1 s.
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { webDir } from "./built-site-servers.mjs";
import { kb, OUR_SHARE_BYTES } from "./web-budgets.mjs";

const APPS = {
  "framework mode": `
    import { createElement as h } from "react";
    import { hydrateRoot } from "react-dom/client";
    import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
    import { HydratedRouter } from "react-router/dom";
    // The root route's parts, as a framework-mode root renders them.
    export const root = () =>
      h("html", null, h("head", null, h(Meta), h(Links)), h("body", null, h(Outlet), h(ScrollRestoration), h(Scripts)));
    hydrateRoot(document, h(HydratedRouter));
  `,
  "data mode": `
    import { createElement as h } from "react";
    import { hydrateRoot } from "react-dom/client";
    import { createBrowserRouter, RouterProvider } from "react-router";
    const router = createBrowserRouter([{ path: "/", Component: () => h("p", null, "CASA") }]);
    hydrateRoot(document.getElementById("app"), h(RouterProvider, { router }));
  `,
};

const ENTRY = "\0framework-floor-entry";

/** The app's JavaScript once bundled and minified for production, as one string. */
async function bundled(source) {
  const output = await build({
    root: webDir,
    configFile: false,
    logLevel: "silent",
    mode: "production",
    plugins: [
      {
        name: "framework-floor-entry",
        resolveId: (id) => (id === ENTRY ? ENTRY : null),
        load: (id) => (id === ENTRY ? source : null),
      },
    ],
    build: {
      write: false,
      // Kept as a library would keep them: an app build drops an entry's exports, and
      // with them the root's parts.
      rolldownOptions: { input: ENTRY, preserveEntrySignatures: "strict", output: { codeSplitting: false } },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  return chunks
    .filter((file) => file.type === "chunk")
    .map((chunk) => chunk.code)
    .join("\n");
}

/** The smallest app of a way of using React Router, gzip bytes. */
const floorOf = async (mode) => gzipSync(await bundled(APPS[mode]), { level: 9 }).length;

/** The floor the first-visit budget stands on: framework mode, as this site uses React Router. */
export const frameworkFloor = () => floorOf("framework mode");

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log("The framework alone, gzip (React, React DOM, React Router; nothing of the site's):");
  for (const mode of Object.keys(APPS)) {
    const gzip = await floorOf(mode);
    console.log(
      `  ${mode.padEnd(15)} ${kb(gzip).padStart(9)}   budget with the site's share: ${kb(gzip + OUR_SHARE_BYTES)}`,
    );
  }
}
