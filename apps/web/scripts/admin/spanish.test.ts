import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_SOURCE } from "./config.mjs";

/**
 * The editor's Spanish (admin/spanish.js): Decap's own Spanish with every phrase it lacks.
 * Decap's phrases are those of the decap-cms-locales its build bundles; that the editor
 * shows no English on the screens the staff use is seen in Chromium by
 * scripts/admin-phone-check.mjs.
 */
type Phrases = { [key: string]: string | Phrases };

/** Decap's phrases in `locale`: an ES module file of a package Node reads as CommonJS, so its text is run. */
function decapPhrases(locale: string): Phrases {
  const require = createRequire(createRequire(import.meta.url).resolve("decap-cms/package.json"));
  const app = createRequire(require.resolve("decap-cms-app/package.json"));
  const folder = dirname(app.resolve("decap-cms-locales/package.json"));
  const source = readFileSync(join(folder, "dist", "esm", locale, "index.js"), "utf8");
  return new Function(source.replace(/export default (\w+);\s*$/, "return $1;"))();
}

/** What admin/spanish.js registers, given Decap's Spanish. */
function registeredSpanish(): Phrases {
  let registered: Phrases | undefined;
  const CMS = {
    getLocale: (locale: string) => decapPhrases(locale),
    registerLocale: (locale: string, phrases: Phrases) => {
      expect(locale).toBe("es");
      registered = phrases;
    },
  };
  // Its watch for the selects' own words needs a page: none here (scripts/admin-phone-check.mjs sees it).
  const MutationObserver = class {
    observe() {}
  };
  const source = readFileSync(join(ADMIN_SOURCE, "spanish.js"), "utf8");
  new Function("window", "document", "MutationObserver", source)({ CMS }, { body: {} }, MutationObserver);
  if (!registered) throw new Error("spanish.js registered nothing");
  return registered;
}

const flat = (phrases: Phrases, path = ""): Array<[string, string]> =>
  Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${path}${key}`, value]] : flat(value, `${path}${key}.`),
  );

describe("the editor's Spanish", () => {
  const spanish = new Map(flat(registeredSpanish()));

  it("has every phrase of Decap's English, so none is shown in English", () => {
    const missing = flat(decapPhrases("en")).filter(([key]) => !spanish.has(key));
    expect(missing).toEqual([]);
    expect(spanish.get("collection.collectionTop.filterBy")).toBe("Filtrar por");
    expect(spanish.get("editor.editorWidgets.list.add")).toBe("Agregar %{item}");
  });

  it("keeps Decap's own Spanish as it is: the staff guide and the editor's tests quote it", () => {
    for (const [key, phrase] of flat(decapPhrases("es"))) expect(spanish.get(key), key).toBe(phrase);
  });
});
