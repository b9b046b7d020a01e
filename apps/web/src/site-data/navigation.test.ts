import { describe, expect, it } from "vitest";
import { ACTIVITY_LIST } from "./activities/index.ts";
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
  it("sends every anchor link to a section the home page promises (#club, #asociate, #contacto)", () => {
    const anchors = new Set(navigationLinks().flatMap((link) => (link.to.includes("#") ? [link.to] : [])));
    expect([...anchors].sort()).toEqual(["/#asociate", "/#club", "/#contacto"]);
  });

  it("gives the desktop header its three menus, Deportes with its three submenus", () => {
    expect(menus(HEADER_NAV).map((menu) => menu.label)).toEqual(["El Club", "Deportes", "Actividades"]);
    const sports = menus(HEADER_NAV)[1];
    expect(sports?.items.filter(isSubmenu).map((submenu) => submenu.label)).toEqual([
      "Básquet",
      "Vóley",
      "Artes Marciales",
    ]);
  });

  it("lists the El Club menu's pages in the order the product keeps (docs/product.md#navigation)", () => {
    const [club] = menus(HEADER_NAV);
    expect(club?.items.map((item) => ("to" in item ? item.to : item.label))).toEqual([
      "/#club",
      "/marca",
      "/historia",
      "/comision",
      "/instalaciones",
      "/valores-y-dias",
      "/horarios",
      "/accion-social",
    ]);
  });

  it("puts each activity in its menu once, in their menu order, submenus where their first member is", () => {
    const [, sports, activities] = menus(HEADER_NAV);
    for (const [menu, id] of [
      [sports, "deportes"],
      [activities, "actividades"],
    ] as const) {
      const links = menu?.items.flatMap((item) => (isSubmenu(item) ? item.links : [item])) ?? [];
      const byOrder = ACTIVITY_LIST.filter((activity) => activity.menu?.menu === id).sort(
        (a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0),
      );
      const plain = byOrder.filter((activity) => !activity.menu?.group).map((activity) => activity.path);
      expect(links.filter((link) => plain.includes(link.to)).map((link) => link.to)).toEqual(plain);
      for (const submenu of menu?.items.filter(isSubmenu) ?? []) {
        expect(submenu.links.map((link) => link.to)).toEqual(
          byOrder
            .filter((activity) => activity.menu?.group === submenu.label)
            .map((activity) => activity.path),
        );
      }
      expect(new Set(links.map((link) => link.to)).size).toBe(links.length);
      expect(links.length).toBeGreaterThanOrEqual(byOrder.length);
    }
    expect(sports?.items.at(-1)).toEqual({
      label: "Todos los deportes y actividades",
      to: "/deportes-y-actividades",
    });
  });

  it("lists the activities with a footer place in their order, then the club's pages", () => {
    const footed = ACTIVITY_LIST.filter((activity) => activity.footer !== undefined)
      .sort((a, b) => (a.footer ?? 0) - (b.footer ?? 0))
      .map((activity) => activity.path);
    expect(FOOTER_NAV.map((link) => link.to)).toEqual([
      ...footed,
      "/valores-y-dias",
      "/historia",
      "/accion-social",
      "/instalaciones",
      "/#contacto",
    ]);
  });

  it("gives the phone panel its four sections, Hacete Socio last", () => {
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
