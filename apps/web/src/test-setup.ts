import "@testing-library/jest-dom/vitest";
import { ReadableStream, TransformStream, WritableStream } from "node:stream/web";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// The DOM tests' window is jsdom's alone (vitest.config.ts), and jsdom has no web streams,
// which a browser has and React's static renderer writes a page "as built" to: Node's.
for (const [name, value] of Object.entries({ ReadableStream, TransformStream, WritableStream })) {
  if (!(name in globalThis))
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}

// Components load their code lazily (the table's view, the lightbox): on a busy 2-core CI
// machine the first import alone can take over the default 1 s of `findBy…`.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
