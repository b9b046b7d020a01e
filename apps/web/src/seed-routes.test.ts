import { describe, expect, it } from "vitest";
import { routePaths } from "../e2e/support/route-table.ts";
import { canonicalPath } from "./lib/canonical-path.ts";
import { REDIRECTS } from "./redirects.ts";

/**
 * Every address the site answered before its activities became content files (the
 * route table of 2026-11-27): links people saved, shared or printed keep working,
 * whatever the files now say. Redirects keep sending where they sent.
 */
const SEED_PAGES = [
  "/",
  "/valores-y-dias",
  "/marca",
  "/historia",
  "/accion-social",
  "/novedades",
  "/deportes-y-actividades",
  "/comision",
  "/instalaciones",
  "/basquet/federal",
  "/basquet/metropolitano",
  "/basquet/inferiores-tira-a",
  "/basquet/inferiores-tira-b",
  "/basquet/inferiores-tira-flex",
  "/voley",
  "/voley/primera",
  "/voley/tira-a",
  "/voley/tira-b",
  "/voley/voley-liga",
  "/voley/maxy-femenino",
  "/voley/maxy-masculino",
  "/artes-marciales/aikido",
  "/aikido",
  "/artes-marciales/judo",
  "/judo",
  "/artes-marciales/taekwondo",
  "/taekwondo",
  "/natacion",
  "/gimnasia",
  "/gimnasia-artistica",
  "/aquagym",
  "/pelota-paleta",
  "/telas",
  "/tenis-paleta",
  "/tenis-mesa",
  "/funcional",
  "/colonia",
  "/zumba",
  "/pilates",
  "/yoga",
  "/efecto-mariposa",
];

const SEED_ALIASES: Record<string, string> = {
  "/aikido": "/artes-marciales/aikido",
  "/judo": "/artes-marciales/judo",
  "/taekwondo": "/artes-marciales/taekwondo",
  "/gimnasia-artistica": "/gimnasia",
};

describe("the seed's addresses", () => {
  it("are all still pages of the route table", () => {
    const routes = new Set(routePaths({ news: [] }));
    expect(SEED_PAGES.filter((path) => !routes.has(path))).toEqual([]);
  });

  it("keep their aliases naming the same page", () => {
    for (const [alias, page] of Object.entries(SEED_ALIASES)) expect(canonicalPath(alias), alias).toBe(page);
  });

  it("keep their redirects", () => {
    expect(REDIRECTS).toMatchObject({
      "/basquet": "/basquet/federal",
      "/tira-a": "/voley/tira-a",
      "/tira-b": "/voley/tira-b",
      "/contacto": "/#contacto",
    });
  });
});
