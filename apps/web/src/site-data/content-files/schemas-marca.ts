/**
 * The schema of the brand page, Manual de Marca (see schemas.ts for the rules every
 * schema follows: a `problema` per field, no field left open).
 */
import { Type } from "typebox";

const closed = { additionalProperties: false } as const;
const text = (problema = "no puede estar vacío") => Type.String({ minLength: 1, problema });

/** The colours the brand page may show: the site's design tokens (`--color-<name>`), whose values are code. */
export const COLORES_DE_MARCA = ["primary-dark", "accent", "primary", "surface", "text"] as const;

/** The brand page's words (`marca.yml`); its colours' values are the site's (styles/global.css). */
export const MARCA = Type.Object(
  {
    descripcion: text(),
    manual: Type.Object({ introduccion: text() }, closed),
    colores: Type.Object(
      {
        introduccion: text(),
        lista: Type.Array(
          Type.Object(
            {
              color: Type.Enum([...COLORES_DE_MARCA], {
                problema: `debe ser uno de los colores del sitio: ${COLORES_DE_MARCA.join(", ")}`,
              }),
              nombre: text(),
              uso: text(),
            },
            closed,
          ),
          { minItems: 1, problema: "debe tener al menos un color" },
        ),
      },
      closed,
    ),
    escudo: Type.Object({ texto: text() }, closed),
    tipografia: Type.Object({ texto: text() }, closed),
  },
  closed,
);
