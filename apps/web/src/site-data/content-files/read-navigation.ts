/**
 * The site's menus (`navegacion.yml`): the header's entries, the phone panel's own
 * section, the membership buttons' names, the footer's links and the social networks'
 * names. The activities are not listed there: each one's file says its menu, submenu
 * and place (docs/architecture.md#activities), and the site puts them in (navigation.ts);
 * this reader checks that every submenu an activity names is one of the file's `grupos`.
 */
import { join } from "node:path";
import { checkAgainst } from "./check.ts";
import { collectionFiles, displayPath } from "./paths.ts";
import { ContentProblem, quote } from "./problem.ts";
import { markdownFile, yamlFile } from "./read-once.ts";
import { MENUS_DE_ACTIVIDADES, NAVEGACION, type Navegacion } from "./schemas-navigation.ts";

/** A link of the menus: its name and the address it opens. */
interface NavLinkData {
  label: string;
  to: string;
}

/** A menu: its key (its elements' ids, `menu-club`), name, the activities it lists first, then its own links. */
export interface NavMenuData {
  id: string;
  label: string;
  /** The activities whose file picks this menu (`menu: deportes`) go first, in their order. */
  activities?: (typeof MENUS_DE_ACTIVIDADES)[number];
  items: readonly NavLinkData[];
}

/** `navegacion.yml`, read: what the header, the phone panel and the footer of every page show. */
export interface NavigationFile {
  /** The header, left to right (the phone panel too, top to bottom). */
  header: ReadonlyArray<NavLinkData | NavMenuData>;
  /** The phone panel's own section, after the header's last menu ("Hacete Socio"). */
  phone: NavMenuData;
  /** The names of the header's membership buttons (their addresses are club.yml's portal). */
  signUp: string;
  portal: string;
  /** The footer's links after the activities that have a footer place. */
  footer: readonly NavLinkData[];
  /** The social networks' names, by network (their addresses are club.yml's). */
  social: Navegacion["redes"];
}

const FILE = "navegacion.yml";

const links = (enlaces: Navegacion["pie"]): NavLinkData[] =>
  enlaces.map((enlace) => ({ label: enlace.nombre.trim(), to: enlace.ruta }));

/** The header's entries, each a link or a menu; the first mistake of their shape is the build's line. */
function headerOf(data: Navegacion, name: string): Array<NavLinkData | NavMenuData> {
  const listed = new Map<string, number>();
  return data.encabezado.map((entry, index) => {
    const at = `encabezado[${index + 1}]`;
    const ruta = entry.ruta?.trim();
    const clave = entry.clave?.trim();
    if (ruta && clave) {
      throw new ContentProblem(
        name,
        `"${at}" es un enlace ("ruta") o un menú ("clave"), no los dos: dejá vacío uno de los dos`,
      );
    }
    if (ruta) {
      if (entry.enlaces?.length || entry.actividades) {
        throw new ContentProblem(
          name,
          `"${at}" es un enlace (tiene "ruta"): un enlace no lleva "enlaces" ni "actividades"; para un menú, dejá vacía la "ruta" y poné una "clave"`,
        );
      }
      return { label: entry.nombre.trim(), to: ruta };
    }
    if (!clave) {
      throw new ContentProblem(
        name,
        `"${at}" necesita una "ruta" (si es un enlace) o una "clave" y sus "enlaces" (si es un menú)`,
      );
    }
    const activities = (entry.actividades || undefined) as NavMenuData["activities"];
    if (activities) {
      const other = listed.get(activities);
      if (other !== undefined) {
        throw new ContentProblem(
          name,
          `"${at}.actividades": las actividades de ${activities} ya van en "encabezado[${other}]"; dejalo vacío en uno de los dos`,
        );
      }
      listed.set(activities, index + 1);
    }
    return {
      id: clave,
      label: entry.nombre.trim(),
      ...(activities ? { activities } : {}),
      items: links(entry.enlaces ?? []),
    };
  });
}

/** The menus' keys name their elements on the page: two alike would give two elements one id. */
function checkKeys(menus: readonly NavMenuData[], name: string) {
  const seen = new Set<string>();
  for (const menu of menus) {
    if (seen.has(menu.id)) {
      throw new ContentProblem(
        name,
        `la clave ${quote(menu.id)} está en dos menús: cada menú necesita la suya ("clave")`,
      );
    }
    seen.add(menu.id);
  }
}

/**
 * Every activity file's `grupo` (drafts too: a draft is checked as any file) must be one
 * of the file's `grupos`, and an activity in a menu must have that menu in the header.
 */
function checkActivities(dir: string, data: Navegacion, header: ReadonlyArray<NavLinkData | NavMenuData>) {
  const groups = data.grupos.map((grupo) => grupo.nombre.trim());
  const menus = new Set(header.flatMap((entry) => ("activities" in entry ? [entry.activities] : [])));
  for (const { file } of collectionFiles(join(dir, "actividades"), ".md")) {
    const fields = markdownFile(file).data as { grupo?: unknown; menu?: unknown } | null;
    const group = typeof fields?.grupo === "string" ? fields.grupo.trim() : "";
    if (group && !groups.includes(group)) {
      throw new ContentProblem(
        displayPath(file),
        `"grupo" debe ser uno de los submenús de «Menús y pie» (${FILE}): ${groups.join(", ")}; o quedar vacío (dice ${quote(group)})`,
      );
    }
    const menu = fields?.menu;
    const listsMenu = (MENUS_DE_ACTIVIDADES as readonly unknown[]).includes(menu);
    if (listsMenu && !menus.has(menu as NavMenuData["activities"])) {
      throw new ContentProblem(
        displayPath(join(dir, FILE)),
        `ningún menú del encabezado lista las actividades de ${menu} (las de ${displayPath(file)}): elegilo en "actividades" de un menú`,
      );
    }
  }
}

export function readNavigation(dir: string): NavigationFile {
  const name = displayPath(join(dir, FILE));
  const data = checkAgainst(NAVEGACION, yamlFile(join(dir, FILE)), name);
  const seen = new Set<string>();
  for (const [index, grupo] of data.grupos.entries()) {
    const group = grupo.nombre.trim();
    if (seen.has(group))
      throw new ContentProblem(
        name,
        `"grupos[${index + 1}].nombre": el submenú ${quote(group)} está dos veces`,
      );
    seen.add(group);
  }
  const header = headerOf(data, name);
  const phone: NavMenuData = {
    id: data.seccion_telefono.clave,
    label: data.seccion_telefono.nombre.trim(),
    items: links(data.seccion_telefono.enlaces),
  };
  checkKeys([...header.filter((entry): entry is NavMenuData => "id" in entry), phone], name);
  checkActivities(dir, data, header);
  return {
    header,
    phone,
    signUp: data.botones_socios.asociarse.trim(),
    portal: data.botones_socios.portal.trim(),
    footer: links(data.pie),
    social: {
      facebook: data.redes.facebook.trim(),
      instagram: data.redes.instagram.trim(),
      youtube: data.redes.youtube.trim(),
    },
  };
}
