/**
 * The schemas of Deportes y actividades (see schemas.ts for the rules every schema
 * follows: a `problema` per field, no field left open): a main sport's card, in the
 * activity file it stands for (`deporte_principal` in `actividades/<id>.md`), and the
 * page's own words (`deportes.yml`).
 */
import { Type } from "typebox";

const closed = { additionalProperties: false } as const;
const text = (problema = "no puede estar vacío") => Type.String({ minLength: 1, problema });

/**
 * The activity's card among the main sports; none: no card. The card links to the
 * activity's page; `disciplinas` lists under its text the other activities of its
 * submenu (`grupo`), the activity first (Artes Marciales: Judo, Aikido, Taekwondo).
 */
export const DEPORTE_PRINCIPAL = Type.Optional(
  Type.Object(
    {
      orden: Type.Integer({
        minimum: 0,
        problema: "debe ser un número entero: su lugar entre los deportes principales, los más bajos primero",
      }),
      titulo: text(),
      descripcion: text(),
      imagen: Type.String({
        pattern: '^/images/[^\\n"]+\\.(jpe?g|JPE?G|png|PNG|webp|WEBP)$',
        problema: "debe ser una foto subida desde el editor (/images/…, JPEG, PNG o WebP)",
      }),
      texto_alternativo: text("no puede estar vacío: describí la foto para quien no puede verla"),
      disciplinas: Type.Optional(Type.Boolean({ problema: "debe ser true o false" })),
    },
    closed,
  ),
);

/** Deportes y actividades' own words (`deportes.yml`); its cards and tiles are the activities'. */
export const DEPORTES = Type.Object(
  {
    descripcion: text(),
    entradilla: text(),
    complementarias: Type.Object({ introduccion: text(), texto_valores: text() }, closed),
    colonia: Type.Object({ texto: text() }, closed),
  },
  closed,
);
