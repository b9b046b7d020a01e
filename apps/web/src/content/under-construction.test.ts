import { describe, expect, it } from "vitest";
import { pageInProgressAt, UNDER_CONSTRUCTION_COPY } from "./under-construction.ts";

describe("under-construction pages", () => {
  it("name their own activity, at the canonical path and the alias", () => {
    expect(pageInProgressAt("/taekwondo")?.name).toBe("Taekwondo");
    expect(pageInProgressAt("/artes-marciales/taekwondo")?.name).toBe("Taekwondo");
    expect(pageInProgressAt("/basquet/metropolitano")?.name).toBe("Básquet Metropolitano");
    expect(pageInProgressAt("/comision")?.name).toBe("Comisión Directiva");
  });

  it("never talk about an activity other than their own (the original's aerial-fabrics slip)", () => {
    for (const path of ["/basquet/inferiores-tira-a", "/voley/voley-liga", "/voley/maxy-femenino"]) {
      const page = pageInProgressAt(path);
      expect(page).toBeDefined();
      expect(UNDER_CONSTRUCTION_COPY.text(page?.name ?? "")).not.toMatch(/telas|acrobacia/i);
    }
  });

  it("are not used for pages that have their own content", () => {
    expect(pageInProgressAt("/judo")).toBeUndefined();
    expect(pageInProgressAt("/voley/primera")).toBeUndefined();
  });
});
