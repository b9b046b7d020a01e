/**
 * The README names every setting of .env.example (which gives its default and meaning),
 * so a developer reading either finds them all: a setting added to one and not the other
 * fails here.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { readRepoFile } from "./helpers.mjs";

/** Every setting of .env.example, whether it is set there or shown commented out. */
const settings = [...readRepoFile(".env.example").matchAll(/^(?:# ?)?([A-Z][A-Z0-9_]{2,})=/gm)].map(
  (match) => match[1],
);
const readme = readRepoFile("README.md");

test(".env.example has the settings of both the site and the league service", () => {
  assert.ok(settings.includes("VITE_SITE_URL") && settings.includes("PORT"), settings.join(" "));
  assert.ok(settings.length > 50, `${settings.length} settings`);
});

test("the README names every setting of .env.example", () => {
  const missing = settings.filter((name) => !new RegExp(`\\b${name}\\b`).test(readme));
  assert.deepEqual(missing, []);
});
