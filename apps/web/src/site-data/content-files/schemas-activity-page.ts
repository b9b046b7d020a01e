/**
 * The sections of an activity's page beyond its facts and text (`pagina` in
 * `actividades/<id>.md`): judo's values, a gallery, the instructor, the closing call,
 * the league pages' team, training and tournament, Zumba's intro… Every block is
 * optional; a page shows the blocks its file has. Texts the club has not confirmed
 * carry `publicado: false` (a draft: only the dev server shows them).
 */
import { Type } from "typebox";

const closed = { additionalProperties: false } as const;
const text = (problema = "no puede estar vacío") => Type.String({ minLength: 1, problema });
const optionalText = () => Type.String({ problema: "debe ser un texto" });
const list = <T extends Parameters<typeof Type.Array>[0]>(items: T, problema = "debe ser una lista") =>
  Type.Array(items, { problema });
const published = () =>
  Type.Optional(Type.Boolean({ problema: "debe ser true (publicado) o false (borrador)" }));

/** A picture of the page: one of the club's photos or a drawing of the site (`/images/…svg`). */
const IMAGEN = Type.String({
  pattern: '^/images/[^\\n"]+\\.(jpe?g|JPE?G|png|PNG|webp|WEBP|svg)$',
  problema: "debe ser una foto subida desde el editor (/images/…, JPEG, PNG o WebP) o un dibujo (.svg)",
});
const TEXTO_ALTERNATIVO = text("no puede estar vacío: describí la imagen para quien no puede verla");

/** A heading and its paragraphs, each one published or a draft. */
const BLOQUE_DE_TEXTO = Type.Optional(
  Type.Object(
    {
      titulo: text(),
      parrafos: list(Type.Object({ texto: text(), publicado: published() }, closed)),
    },
    closed,
  ),
);

/** Where a button of a closing call goes. */
export const TIPOS_DE_BOTON = ["instagram", "valores", "llamar", "inicio", "contacto"] as const;

export const PAGINA = Type.Optional(
  Type.Object(
    {
      /** The line under the page's title. */
      entradilla: Type.Optional(optionalText()),
      /** For search results and link previews; empty: the summary. */
      descripcion: Type.Optional(optionalText()),
      /** The section of the file's text: its title, a picture beside it, values under it. */
      presentacion: Type.Optional(
        Type.Object(
          {
            titulo: text(),
            parrafos: Type.Optional(list(text())),
            imagen: Type.Optional(IMAGEN),
            texto_alternativo: Type.Optional(optionalText()),
            valores: Type.Optional(
              Type.Object(
                {
                  titulo: text(),
                  lista: list(Type.Object({ titulo: text(), descripcion: text() }, closed)),
                  publicado: published(),
                },
                closed,
              ),
            ),
          },
          closed,
        ),
      ),
      /** The timetable's section: its title, anchor and lines under the tables. */
      horarios: Type.Optional(
        Type.Object(
          {
            titulo: text(),
            ancla: Type.Optional(
              Type.String({
                pattern: "^([a-z0-9]+(-[a-z0-9]+)*)?$",
                problema: "debe ser una palabra en minúsculas, sin acentos ni espacios (como entrenamientos)",
              }),
            ),
            destacado: Type.Optional(optionalText()),
            datos: Type.Optional(list(text())),
            datos_en_negrita: Type.Optional(Type.Boolean({ problema: "debe ser true o false" })),
          },
          closed,
        ),
      ),
      galeria: Type.Optional(
        Type.Object(
          {
            titulo: text(),
            introduccion: text(),
            nombre_accesible: text(),
            imagenes: list(Type.Object({ imagen: IMAGEN, texto_alternativo: TEXTO_ALTERNATIVO }, closed)),
            publicado: published(),
          },
          closed,
        ),
      ),
      beneficios: Type.Optional(
        Type.Object({ titulo: text(), lista: list(text()), publicado: published() }, closed),
      ),
      /** Who teaches the classes. */
      quien_ensena: BLOQUE_DE_TEXTO,
      /** The league pages: the team. */
      equipo: BLOQUE_DE_TEXTO,
      /** The sport's history in the club. */
      historia: BLOQUE_DE_TEXTO,
      /** Básquet Federal's training card (its rows are the file's `horarios`). */
      entrenamientos: Type.Optional(
        Type.Object({ titulo: text(), titulo_tabla: text(), nota: Type.Optional(optionalText()) }, closed),
      ),
      /** What the tournament is: pairs of a name and its detail. */
      torneo: Type.Optional(
        Type.Object(
          { titulo: text(), datos: list(Type.Object({ nombre: text(), detalle: text() }, closed)) },
          closed,
        ),
      ),
      /** The federation's card (Vóley Primera). */
      federacion: BLOQUE_DE_TEXTO,
      /** The teams' cards (Vóley). */
      equipos: Type.Optional(
        Type.Object(
          {
            titulo: text(),
            tarjetas: list(
              Type.Object(
                {
                  titulo: text(),
                  texto: text(),
                  boton: text(),
                  enlace: Type.String({
                    pattern: "^/[a-z0-9/#-]*$",
                    problema: "debe ser una dirección del sitio, como /voley/tira-a",
                  }),
                },
                closed,
              ),
            ),
          },
          closed,
        ),
      ),
      /** The school (Vóley): its rows are those of the file's `horarios` whose group says "escuela". */
      escuela: Type.Optional(
        Type.Object({ titulo: text(), texto: text(), titulo_tabla: text(), boton: text() }, closed),
      ),
      /** The closing call: a heading, a line and its buttons. */
      cierre: Type.Optional(
        Type.Object(
          {
            antetitulo: Type.Optional(optionalText()),
            titulo: text(),
            texto: text(),
            botones: list(
              Type.Object(
                {
                  tipo: Type.Enum([...TIPOS_DE_BOTON], {
                    problema: `debe ser uno de estos: ${TIPOS_DE_BOTON.join(", ")}`,
                  }),
                  texto: text(),
                },
                closed,
              ),
            ),
            ancla: Type.Optional(
              Type.String({
                pattern: "^([a-z0-9]+(-[a-z0-9]+)*)?$",
                problema: "debe ser una palabra en minúsculas, sin acentos ni espacios (como judo-redes)",
              }),
            ),
            en_tarjeta: Type.Optional(Type.Boolean({ problema: "debe ser true o false" })),
          },
          closed,
        ),
      ),
    },
    closed,
  ),
);
