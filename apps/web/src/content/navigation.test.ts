import { describe, expect, it } from "vitest";
import { routePaths } from "../../e2e/route-table.ts";
import { REDIRECTS } from "../redirects.ts";
import { FOOTER_NAV, HEADER_NAV, isMenu, isSubmenu, MOBILE_NAV, type NavLink } from "./navigation.ts";

const internalLinks = (links: readonly NavLink[]) => links.filter((link) => !link.external);

function allLinks(): NavLink[] {
  const menus = [...HEADER_NAV.filter(isMenu), ...MOBILE_NAV];
  const fromMenus = menus.flatMap((menu) =>
    menu.items.flatMap((item) => (isSubmenu(item) ? item.links : [item])),
  );
  const topLinks = HEADER_NAV.filter((item): item is NavLink => !isMenu(item));
  return internalLinks([...topLinks, ...fromMenus, ...FOOTER_NAV]);
}

describe("navigation tree", () => {
  const known = new Set([...routePaths(), ...Object.keys(REDIRECTS)]);

  it("links only to routes of the route table", () => {
    const dead = allLinks()
      .map((link) => link.to.split("#")[0] || "/")
      .filter((path) => !known.has(path));
    expect(dead).toEqual([]);
  });

  it("lists the spec's footer links in order", () => {
    expect(FOOTER_NAV.map((link) => link.to)).toEqual([
      "/basquet/federal",
      "/voley/primera",
      "/artes-marciales/judo",
      "/natacion",
      "/gimnasia",
      "/aquagym",
      "/pelota-paleta",
      "/colonia",
      "/zumba",
      "/pilates",
      "/yoga",
      "/efecto-mariposa",
      "/telas",
      "/tenis-paleta",
      "/funcional",
      "/valores-y-dias",
      "/historia",
      "/accion-social",
      "/instalaciones",
      "/#contacto",
    ]);
  });

  it("gives the phone panel the four sections of the spec, Hacete Socio last", () => {
    expect(MOBILE_NAV.map((menu) => menu.label)).toEqual([
      "El Club",
      "Deportes",
      "Actividades",
      "Hacete Socio",
    ]);
    expect(MOBILE_NAV[3]?.items).toEqual([
      { label: "Valores y Días", to: "/valores-y-dias" },
      { label: "Asociarse", to: "/#asociate" },
    ]);
  });
});
