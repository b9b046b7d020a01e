import * as NAV_FILE from "virtual:contenido/navegacion";
import { ACTIVITY_LIST, type Activity, type MenuPlacement } from "./activities/index.ts";
import { CLUB } from "./club.ts";
import type { NavMenuData } from "./content-files/read-navigation.ts";

/** A link in the navigation. `external` links open the member portal or a social network in a new tab. */
export interface NavLink {
  label: string;
  to: string;
  external?: boolean;
}

/** A titled group of links inside a menu (the Básquet, Vóley and Artes Marciales submenus). */
export interface NavSubmenu {
  label: string;
  links: readonly NavLink[];
}

/**
 * A top-level menu: El Club, Deportes, Actividades (and Hacete Socio on phones), from
 * `content/navegacion.yml`. Its `id` (the file's `clave`, unique: the build checks it)
 * names the menu's element ids (`menu-club`).
 */
export interface NavMenu {
  id: string;
  label: string;
  items: ReadonlyArray<NavLink | NavSubmenu>;
}

export const isSubmenu = (item: NavLink | NavSubmenu): item is NavSubmenu => "links" in item;
export const isMenu = (item: NavLink | NavMenu): item is NavMenu => "items" in item;

const link = (activity: Activity, label: string = activity.name): NavLink => ({ label, to: activity.path });

const byOrder =
  <T>(order: (item: T) => number) =>
  (a: T, b: T) =>
    order(a) - order(b);

/**
 * The links of a menu from the activities' files, in their order; each submenu sits
 * where its first member would (docs/product.md#navigation).
 */
function activityItems(menu: MenuPlacement["menu"]): Array<NavLink | NavSubmenu> {
  const members = ACTIVITY_LIST.filter((activity) => activity.menu?.menu === menu).sort(
    byOrder((activity) => activity.menu?.order ?? 0),
  );
  const items: Array<NavLink | NavSubmenu> = [];
  const submenus = new Map<string, NavLink[]>();
  for (const activity of members) {
    const entry = link(activity, activity.menu?.label);
    const group = activity.menu?.group;
    if (!group) {
      items.push(entry);
      continue;
    }
    const links = submenus.get(group);
    if (links) links.push(entry);
    else {
      const first = [entry];
      submenus.set(group, first);
      items.push({ label: group, links: first });
    }
  }
  return items;
}

/** A menu of `content/navegacion.yml`: the activities it lists (in their order), then its own links. */
const menuOf = (menu: NavMenuData): NavMenu => ({
  id: menu.id,
  label: menu.label,
  items: menu.activities ? [...activityItems(menu.activities), ...menu.items] : menu.items,
});

/** The header's entries, each menu made once: the header and the phone panel share them. */
const ENTRIES = NAV_FILE.header.map((entry) => ("id" in entry ? menuOf(entry) : entry));

export const SIGN_UP_LINK: NavLink = { label: NAV_FILE.signUp, to: CLUB.portal.signupUrl, external: true };
export const PORTAL_LINK: NavLink = { label: NAV_FILE.portal, to: CLUB.portal.homeUrl, external: true };

/** The desktop header, left to right (`content/navegacion.yml`). */
export const HEADER_NAV: ReadonlyArray<NavLink | NavMenu> = ENTRIES;

/** The header's membership buttons (external portal). */
export const MEMBERSHIP_NAV: readonly NavLink[] = [SIGN_UP_LINK, PORTAL_LINK];

/** Where the phone panel's own section goes: after the header's last menu. */
const AFTER_MENUS = ENTRIES.findLastIndex(isMenu) + 1;

/**
 * The phone panel, top to bottom: the header's entries, and its own section (Hacete
 * Socio: joining the club; the header has the portal buttons instead) after the last
 * menu, so that nothing of the desktop header is out of reach on a phone.
 */
export const MOBILE_NAV: ReadonlyArray<NavLink | NavMenu> = [
  ...ENTRIES.slice(0, AFTER_MENUS),
  menuOf(NAV_FILE.phone),
  ...ENTRIES.slice(AFTER_MENUS),
];

/** The footer's links: the activities with a footer place, in their order, then the file's. */
export const FOOTER_NAV: readonly NavLink[] = [
  ...ACTIVITY_LIST.filter((activity) => activity.footer !== undefined)
    .sort(byOrder((activity) => activity.footer ?? 0))
    .map((activity) => link(activity)),
  ...NAV_FILE.footer,
];

/** The club's social networks (footer; new tab): names from the file, addresses from club.yml. */
export const SOCIAL_NAV: readonly NavLink[] = [
  { label: NAV_FILE.social.facebook, to: CLUB.social.facebook, external: true },
  { label: NAV_FILE.social.instagram, to: CLUB.social.instagram, external: true },
  { label: NAV_FILE.social.youtube, to: CLUB.social.youtube, external: true },
];

/** The words of the shell itself: landmarks, buttons and headings around the links. */
export const SHELL_COPY = {
  skipLink: "Saltar al contenido",
  mainNav: "Principal",
  /** The phone and tablet menu's copy of the navigation: a name of its own, distinct from the header's. */
  phoneNav: "Menú del teléfono",
  openMenu: "Menú",
  closeMenu: "Cerrar menú",
  panelLabel: "Menú",
  footerLinks: "Deportes y secciones",
  footerHours: "Horarios de atención",
  footerSocial: "Seguinos",
  phone: "Teléfono",
  email: "Email",
  whatsapp: "WhatsApp",
  founded: "Fundado el",
} as const;
