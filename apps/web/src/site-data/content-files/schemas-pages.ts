/**
 * The schemas of two pages' own words (see schemas.ts for the rules every schema
 * follows: a `problema` per field, no field left open): the week, /horarios
 * (`horarios.yml`), and the news list, /novedades (`novedades.yml`). What they list is
 * the activities' timetables and the news files; these are only the club's lines around them.
 */
import { Type } from "typebox";

const closed = { additionalProperties: false } as const;
const text = (problema = "no puede estar vacío") => Type.String({ minLength: 1, problema });

/** /horarios' words (`horarios.yml`): its description for search results, and the line under its title. */
export const HORARIOS = Type.Object({ descripcion: text(), entradilla: text() }, closed);

/** /novedades' words (`novedades.yml`): its description, also the line under its title. */
export const NOVEDADES = Type.Object({ descripcion: text() }, closed);
