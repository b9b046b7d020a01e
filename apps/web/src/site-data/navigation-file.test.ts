import { describe, expect, it, vi } from "vitest";
import {
  FOOTER_NAV,
  HEADER_NAV,
  isMenu,
  MEMBERSHIP_NAV,
  MOBILE_NAV,
  type NavMenu,
  SOCIAL_NAV,
} from "./navigation.ts";

/**
 * The menus are the file's (`content/navegacion.yml`): renamed there, an entry shows
 * renamed in the header, the phone panel and the footer alike.
 */
vi.mock("virtual:contenido/navegacion", async () => {
  const { readFileSync } = await import("node:fs");
  const { join } = await import("node:path");
  const { contentDir } = await import("./content-files/paths.ts");
  const { readNavigation } = await import("./content-files/read-navigation.ts");
  const { contentCopy } = await import("./content-files/testing.ts");
  const renamed = readFileSync(join(contentDir({}), "navegacion.yml"), "utf8")
    .replaceAll("nombre: Valores y Días", "nombre: Cuota y horarios")
    .replace("nombre: El Club", "nombre: Nuestro Club")
    .replace("nombre: Hacete Socio", "nombre: Sumate")
    .replace("portal: Portal de Socios", "portal: Mi cuenta")
    .replace("youtube: YouTube", "youtube: Videos");
  const copy = contentCopy({ "navegacion.yml": renamed });
  try {
    return { ...readNavigation(copy.dir) };
  } finally {
    copy.remove();
  }
});

const menu = (items: ReadonlyArray<unknown>, id: string) =>
  items.find((item) => isMenu(item as NavMenu) && (item as NavMenu).id === id) as NavMenu | undefined;

describe("the menus, from the menus file", () => {
  it("show a renamed link renamed in the header, the phone panel and the footer", () => {
    for (const items of [menu(HEADER_NAV, "club")?.items, menu(MOBILE_NAV, "club")?.items, FOOTER_NAV]) {
      expect(items?.find((item) => "to" in item && item.to === "/valores-y-dias")).toEqual({
        label: "Cuota y horarios",
        to: "/valores-y-dias",
      });
    }
    expect(menu(MOBILE_NAV, "socio")?.items[0]).toEqual({ label: "Cuota y horarios", to: "/valores-y-dias" });
  });

  it("show a renamed menu, phone section, button and network renamed, their keys unchanged", () => {
    expect(menu(HEADER_NAV, "club")?.label).toBe("Nuestro Club");
    expect(menu(MOBILE_NAV, "club")?.label).toBe("Nuestro Club");
    expect(menu(MOBILE_NAV, "socio")?.label).toBe("Sumate");
    expect(MEMBERSHIP_NAV.map((link) => link.label)).toEqual(["Asociarse", "Mi cuenta"]);
    expect(SOCIAL_NAV.map((link) => link.label)).toEqual(["Facebook", "Instagram", "Videos"]);
  });
});
