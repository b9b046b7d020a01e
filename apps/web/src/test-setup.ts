import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Components load their code lazily (the table's view, the lightbox): on a busy 2-core CI
// machine the first import alone can take over the default 1 s of `findBy…`.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
