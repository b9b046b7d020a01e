import { describe, expect, it } from "vitest";
import { routePaths } from "../../e2e/route-table.ts";
import { REDIRECTS } from "../redirects.ts";
import {
  FOOTER_NAV,
  HEADER_NAV,
  isMenu,
  isSubmenu,
  MEMBERSHIP_NAV,
  MOBILE_NAV,
  type NavMenu,
  SOCIAL_NAV,
} from "./navigation.ts";
import { navigationLinks } from "./sitemap.ts";

const menus = (items: ReadonlyArray<unknown>) => items.filter(isMenu as (item: unknown) => item is NavMenu);

describe("navigation tree", () => {
  const known = new Set([...routePaths(), ...Object.keys(REDIRECTS)]);

  it("links only to routes of the route table", () => {
    const dead = navigationLinks()
      .filter((link) => !link.external)
      .map((link) => link.to.split("#")[0] || "/")
      .filter((path) => !known.has(path));
    expect(dead).toEqual([]);
  });

  it("sends every anchor link to a section the home page promises (#club, #asociate, #contacto)", () => {
    const anchors = new Set(navigationLinks().flatMap((link) => (link.to.includes("#") ? [link.to] : [])));
    expect([...anchors].sort()).toEqual(["/#asociate", "/#club", "/#contacto"]);
  });

  it("gives the desktop header the spec's three menus, Deportes with its three submenus", () => {
    expect(menus(HEADER_NAV).map((menu) => menu.label)).toEqual(["El Club", "Deportes", "Actividades"]);
    const sports = menus(HEADER_NAV)[1];
    expect(sports?.items.filter(isSubmenu).map((submenu) => submenu.label)).toEqual([
      "Básquet",
      "Vóley",
      "Artes Marciales",
    ]);
  });

  it("lists the spec's pages in each menu, in its order", () => {
    const paths = (menu: NavMenu | undefined) =>
      menu?.items.flatMap((item) => (isSubmenu(item) ? item.links : [item])).map((link) => link.to);
    const [club, sports, activities] = menus(HEADER_NAV);
    expect(paths(club)).toEqual([
      "/#club",
      "/marca",
      "/historia",
      "/comision",
      "/instalaciones",
      "/valores-y-dias",
      "/accion-social",
    ]);
    expect(paths(sports)).toEqual([
      "/basquet/federal",
      "/basquet/metropolitano",
      "/basquet/inferiores-tira-a",
      "/basquet/inferiores-tira-b",
      "/basquet/inferiores-tira-flex",
      "/voley/primera",
      "/voley/tira-a",
      "/voley/tira-b",
      "/voley/voley-liga",
      "/voley/maxy-femenino",
      "/voley/maxy-masculino",
      "/artes-marciales/aikido",
      "/artes-marciales/judo",
      "/artes-marciales/taekwondo",
      "/natacion",
      "/gimnasia",
      "/aquagym",
      "/pelota-paleta",
      "/telas",
      "/tenis-paleta",
      "/tenis-mesa",
      "/funcional",
      "/deportes-y-actividades",
    ]);
    expect(paths(activities)).toEqual(["/colonia", "/zumba", "/pilates", "/yoga", "/efecto-mariposa"]);
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
    const sections = menus(MOBILE_NAV);
    expect(sections.map((menu) => menu.label)).toEqual([
      "El Club",
      "Deportes",
      "Actividades",
      "Hacete Socio",
    ]);
    expect(sections[3]?.items).toEqual([
      { label: "Valores y Días", to: "/valores-y-dias" },
      { label: "Asociarse", to: "/#asociate" },
    ]);
  });

  it("leaves nothing of the desktop header out of the phone panel", () => {
    const header = HEADER_NAV.map((item) => (isMenu(item) ? item.id : item.to));
    const panel = MOBILE_NAV.map((item) => (isMenu(item) ? item.id : item.to));
    expect(panel.filter((entry) => entry !== "socio")).toEqual(header);
  });

  it("opens the member portal and the social networks in a new tab", () => {
    expect(MEMBERSHIP_NAV.map((link) => link.label)).toEqual(["Asociarse", "Portal de Socios"]);
    for (const link of [...MEMBERSHIP_NAV, ...SOCIAL_NAV]) {
      expect(link.external).toBe(true);
      expect(link.to).toMatch(/^https:\/\//);
    }
  });
});
