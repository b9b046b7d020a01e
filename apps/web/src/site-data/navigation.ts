import { ACTIVITY_LIST, type Activity, type MenuPlacement } from "./activities/index.ts";
import { CLUB } from "./club.ts";

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
 * A top-level menu: El Club, Deportes, Actividades (and Hacete Socio on phones). Its
 * `id` names the menu's element ids (`menu-club`), so keep it short and unique.
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

const CLUB_MENU: NavMenu = {
  id: "club",
  label: "El Club",
  items: [
    { label: "Quiénes somos", to: "/#club" },
    { label: "Manual de Marca", to: "/marca" },
    { label: "Historia", to: "/historia" },
    { label: "Comisión Directiva", to: "/comision" },
    { label: "Instalaciones", to: "/instalaciones" },
    { label: "Valores y Días", to: "/valores-y-dias" },
    { label: "Horarios", to: "/horarios" },
    { label: "Acción Social", to: "/accion-social" },
  ],
};

const SPORTS_MENU: NavMenu = {
  id: "deportes",
  label: "Deportes",
  items: [
    ...activityItems("deportes"),
    { label: "Todos los deportes y actividades", to: "/deportes-y-actividades" },
  ],
};

const ACTIVITIES_MENU: NavMenu = {
  id: "actividades",
  label: "Actividades",
  items: activityItems("actividades"),
};

export const SIGN_UP_LINK: NavLink = { label: "Asociarse", to: CLUB.portal.signupUrl, external: true };
export const PORTAL_LINK: NavLink = { label: "Portal de Socios", to: CLUB.portal.homeUrl, external: true };

/** The desktop header, left to right. */
export const HEADER_NAV: ReadonlyArray<NavLink | NavMenu> = [
  { label: "Inicio", to: "/" },
  CLUB_MENU,
  { label: "Novedades", to: "/novedades" },
  SPORTS_MENU,
  ACTIVITIES_MENU,
  { label: "Contacto", to: "/#contacto" },
];

/** The header's membership buttons (external portal). */
export const MEMBERSHIP_NAV: readonly NavLink[] = [SIGN_UP_LINK, PORTAL_LINK];

/** The phone panel's own section: joining the club (the header has the portal buttons instead). */
const MEMBERSHIP_MENU: NavMenu = {
  id: "socio",
  label: "Hacete Socio",
  items: [
    { label: "Valores y Días", to: "/valores-y-dias" },
    { label: "Asociarse", to: "/#asociate" },
  ],
};

/**
 * The phone panel, top to bottom: the original site's accordion sections (El Club, Deportes,
 * Actividades, Hacete Socio) between the header's plain links, so that nothing of
 * the desktop header is out of reach on a phone.
 */
export const MOBILE_NAV: ReadonlyArray<NavLink | NavMenu> = [
  { label: "Inicio", to: "/" },
  CLUB_MENU,
  { label: "Novedades", to: "/novedades" },
  SPORTS_MENU,
  ACTIVITIES_MENU,
  MEMBERSHIP_MENU,
  { label: "Contacto", to: "/#contacto" },
];

/** The footer's links, in the original site's order. */
export const FOOTER_NAV: readonly NavLink[] = [
  ...ACTIVITY_LIST.filter((activity) => activity.footer !== undefined)
    .sort(byOrder((activity) => activity.footer ?? 0))
    .map((activity) => link(activity)),
  { label: "Valores y Días", to: "/valores-y-dias" },
  { label: "Historia", to: "/historia" },
  { label: "Acción Social", to: "/accion-social" },
  { label: "Instalaciones", to: "/instalaciones" },
  { label: "Contacto", to: "/#contacto" },
];

/** The club's social networks (footer; new tab). */
export const SOCIAL_NAV: readonly NavLink[] = [
  { label: "Facebook", to: CLUB.social.facebook, external: true },
  { label: "Instagram", to: CLUB.social.instagram, external: true },
  { label: "YouTube", to: CLUB.social.youtube, external: true },
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
