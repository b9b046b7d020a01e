/**
 * A match result's front matter (`resultados/<id>.md`; see schemas.ts for the rules
 * every schema follows: a `problema` per field, no field left open). What needs the
 * other files or the sport (that the team is one, the volleyball sets add up, the match
 * was played by the build's day) is checked after the schema, in `read-results.ts`.
 */
import { Type } from "typebox";
import { CLOCK, ISO_DATE } from "./dates.ts";

const closed = { additionalProperties: false } as const;
const text = (problema = "no puede estar vacío") => Type.String({ minLength: 1, problema });
const oneOf = <const Values extends readonly string[]>(values: Values) =>
  Type.Enum([...values] as Values[number][], { problema: `debe ser uno de estos: ${values.join(", ")}` });

/** The sports whose teams post results (`deporte_de_equipo` of an activity); the score's terms follow it. */
const DEPORTES_DE_EQUIPO = ["basquet", "voley"] as const;

/** An activity's `deporte_de_equipo`: the team plays matches of that sport, and posts its results. */
export const DEPORTE_DE_EQUIPO = Type.Optional(oneOf(DEPORTES_DE_EQUIPO));

const CONDICIONES = ["local", "visitante"] as const;
const COMPETENCIAS = ["liga", "copa", "amistoso"] as const;

/** Basketball points or volleyball sets, as the scoreboard shows them. */
const tally = (what: string) =>
  Type.Integer({
    minimum: 0,
    problema: `debe ser un número entero, 0 o más: ${what} (en básquet los puntos, en vóley los sets ganados)`,
  });
const setPoints = () =>
  Type.Integer({ minimum: 0, problema: "debe ser un número entero, 0 o más: los puntos del set" });

/** A result (the report, "crónica", is the file's body, Markdown, and may be empty). */
export const RESULTADO = Type.Object(
  {
    /** An activity's file name (`basquet-federal`) whose `deporte_de_equipo` is set. */
    equipo: text("debe ser el nombre del archivo de un equipo del club (por ejemplo basquet-federal)"),
    rival: text(),
    fecha: Type.String({ pattern: ISO_DATE.source, problema: "debe ser una fecha AAAA-MM-DD" }),
    /** When the match started, Buenos Aires time. */
    hora: Type.String({ pattern: CLOCK.source, problema: "debe ser una hora como 9:00 o 20:30" }),
    condicion: oneOf(CONDICIONES),
    competencia: oneOf(COMPETENCIAS),
    torneo: Type.Optional(Type.String({ problema: "debe ser un texto" })),
    tantos_casa: tally("lo que hizo CASA"),
    tantos_rival: tally("lo que hizo el rival"),
    /** Volleyball only, when known: each set's points, in order. */
    sets: Type.Optional(
      Type.Array(Type.Object({ casa: setPoints(), rival: setPoints() }, closed), {
        problema: "debe ser una lista de sets, cada uno con los puntos de CASA y del rival",
      }),
    ),
    /** As a news item's `imagen`: uploaded from the editor to images-src/resultados/. */
    foto: Type.Optional(
      Type.String({
        pattern: '^(/images/[^\\n"]+\\.(jpe?g|JPE?G|png|PNG|webp|WEBP))?$',
        problema: "debe ser una foto subida desde el editor (/images/…, JPEG, PNG o WebP)",
      }),
    ),
    texto_alternativo: Type.Optional(Type.String({ problema: "debe ser un texto" })),
    publicado: Type.Boolean({ problema: "debe ser true (publicado) o false (borrador)" }),
  },
  closed,
);
