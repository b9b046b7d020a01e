/**
 * The schema of the site's menus (see schemas.ts for the rules every schema follows: a
 * `problema` per field, no field left open).
 */
import { type Static, Type } from "typebox";

const closed = { additionalProperties: false } as const;
const text = (problema = "no puede estar vacío") => Type.String({ minLength: 1, problema });

/** An address of the site, with or without a section of its page: `/`, `/marca`, `/#contacto`. */
const SITE_LINK = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?(#[a-z0-9]+(-[a-z0-9]+)*)?$/;
const LINK_PROBLEM =
  "debe ser una dirección del sitio como /historia o /#contacto (minúsculas, sin acentos ni espacios)";
const siteLink = () => Type.String({ pattern: SITE_LINK.source, problema: LINK_PROBLEM });
const optionalSiteLink = () =>
  Type.String({
    pattern: `^(${SITE_LINK.source.slice(1, -1)})?$`,
    problema: `${LINK_PROBLEM}, o quedar vacía`,
  });

/** A menu's key: it names the menu's elements on the page (`menu-club`), so it never shows. */
const KEY = /^[a-z]+(-[a-z]+)*$/;
const KEY_PROBLEM = "debe ser una palabra corta en minúsculas, sin acentos ni espacios (por ejemplo club)";
const key = () => Type.String({ pattern: KEY.source, problema: KEY_PROBLEM });

const ENLACE = Type.Object({ nombre: text(), ruta: siteLink() }, closed);
const enlaces = () => Type.Array(ENLACE, { problema: "debe ser una lista de enlaces (nombre y dirección)" });

/** The activities a menu lists: those whose file picks that menu (`menu: deportes`). */
export const MENUS_DE_ACTIVIDADES = ["deportes", "actividades"] as const;

/** One entry of the header: a plain link (`ruta`) or a menu (`clave` and its links). */
const ENTRADA = Type.Object(
  {
    nombre: text(),
    ruta: Type.Optional(optionalSiteLink()),
    clave: Type.Optional(
      Type.String({ pattern: `^(${KEY.source.slice(1, -1)})?$`, problema: `${KEY_PROBLEM}, o quedar vacía` }),
    ),
    actividades: Type.Optional(
      Type.String({
        pattern: `^(${MENUS_DE_ACTIVIDADES.join("|")})?$`,
        problema: `debe ser uno de estos: ${MENUS_DE_ACTIVIDADES.join(", ")}, o quedar vacío`,
      }),
    ),
    enlaces: Type.Optional(enlaces()),
  },
  closed,
);

/** The site's menus (`navegacion.yml`): the header, the phone panel's own section, the footer's links. */
export const NAVEGACION = Type.Object(
  {
    encabezado: Type.Array(ENTRADA, { minItems: 1, problema: "debe tener al menos una entrada" }),
    grupos: Type.Array(Type.Object({ nombre: text() }, closed), {
      problema: "debe ser una lista de submenús (cada uno con su nombre)",
    }),
    seccion_telefono: Type.Object({ nombre: text(), clave: key(), enlaces: enlaces() }, closed),
    botones_socios: Type.Object({ asociarse: text(), portal: text() }, closed),
    pie: enlaces(),
    redes: Type.Object({ facebook: text(), instagram: text(), youtube: text() }, closed),
  },
  closed,
);
export type Navegacion = Static<typeof NAVEGACION>;
