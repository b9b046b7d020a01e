/**
 * The home page (`portada.yml`) and the club's history (`historia.yml`) as files: their
 * schemas, with the Spanish `problema` of every field (see `schemas.ts`, whose `SCHEMAS`
 * map lists them for the editor's test). What needs the other files (an activity's
 * timetable row, a photo of images-src/) is checked after the schema, in `read-home.ts`.
 */
import { Type } from "typebox";

const closed = { additionalProperties: false } as const;

const text = (problema = "no puede estar vacío") => Type.String({ minLength: 1, problema });
const optionalText = () => Type.Optional(Type.String({ problema: "debe ser un texto" }));
const published = () => Type.Boolean({ problema: "debe ser true (publicado) o false (borrador)" });

/** A photo of images-src/ as the editor writes it (`/images/club/foto.jpg`). */
const photo = () =>
  Type.String({
    pattern: '^/images/[^\\n"]+\\.(jpe?g|JPE?G|png|PNG|webp|WEBP)$',
    problema: "debe ser una foto subida desde el editor (/images/…, JPEG, PNG o WebP)",
  });
/** The same, or a drawing of public/ (`/images/sports/colonia.svg`). */
const photoOrDrawing = () =>
  Type.String({
    pattern: '^/images/[^\\n"]+\\.(jpe?g|JPE?G|png|PNG|webp|WEBP|svg)$',
    problema: "debe ser una foto subida desde el editor (/images/…, JPEG, PNG o WebP)",
  });
const alt = () => text("no puede estar vacío: describí la foto para quien no puede verla");

/** A page of the site or an address outside it. */
const link = () =>
  Type.String({
    pattern: "^(/[^\\s]*|https://[^\\s]+)$",
    problema: "debe ser una página del sitio (/voley, /#contacto) o una dirección que empiece con https://",
  });

/** The small drawings beside a highlight of an activity slide, in Spanish (`read-home.ts` maps them). */
export const ICONOS_PORTADA = [
  "trofeo",
  "calendario",
  "corazon",
  "personas",
  "estrella",
  "megafono",
  "reloj",
  "ubicacion",
  "tilde",
  "sol",
] as const;

/** The home page (`portada.yml`): its carousels, history summary, membership section, welcome and description. */
export const PORTADA = Type.Object(
  {
    descripcion: Type.String({
      minLength: 1,
      maxLength: 300,
      problema: "debe tener entre 1 y 300 letras (es lo que muestran los buscadores)",
    }),
    bienvenida: Type.Object({ titulo: text(), texto: text() }, closed),
    carrusel: Type.Array(
      Type.Object({ titulo: text(), descripcion: text(), foto: photo(), texto_alternativo: alt() }, closed),
      { minItems: 1, problema: "debe tener al menos una diapositiva" },
    ),
    actividades: Type.Object(
      {
        titulo: text(),
        introduccion: text(),
        diapositivas: Type.Array(
          Type.Object(
            {
              titulo: text(),
              subtitulo: text(),
              descripcion: text(),
              foto: photoOrDrawing(),
              texto_alternativo: alt(),
              destacados: Type.Array(
                Type.Object(
                  {
                    icono: Type.Enum([...ICONOS_PORTADA], {
                      problema: `debe ser uno de estos: ${ICONOS_PORTADA.join(", ")}`,
                    }),
                    texto: optionalText(),
                    horario_de: optionalText(),
                    grupo: optionalText(),
                    etiqueta: optionalText(),
                  },
                  closed,
                ),
                { minItems: 4, maxItems: 4, problema: "debe tener exactamente cuatro destacados" },
              ),
              enlace: link(),
              boton: text(),
            },
            closed,
          ),
          { minItems: 1, problema: "debe tener al menos una diapositiva" },
        ),
      },
      closed,
    ),
    /** The line under the heading of the home's lists: news, events, sports. */
    secciones: Type.Object({ novedades: text(), eventos: text(), deportes: text() }, closed),
    historia: Type.Object({ titulo: text(), texto: text() }, closed),
    asociate: Type.Object(
      {
        titulo: text(),
        introduccion: text(),
        socio_individual: Type.Object(
          {
            descripcion: text(),
            beneficios: Type.Array(text(), { minItems: 1, problema: "debe tener al menos un beneficio" }),
          },
          closed,
        ),
        grupo_familiar: Type.Object(
          { titulo: text(), descripcion: text(), despues_del_descuento: text() },
          closed,
        ),
      },
      closed,
    ),
  },
  closed,
);

/** The club's history (`historia.yml`): its figures (also on the home page), milestones, photos, video and links. */
export const HISTORIA = Type.Object(
  {
    descripcion: Type.String({
      minLength: 1,
      maxLength: 300,
      problema: "debe tener entre 1 y 300 letras (es lo que muestran los buscadores)",
    }),
    introduccion: text(),
    cifras: Type.Object(
      {
        anios: text(),
        otras: Type.Array(Type.Object({ valor: text(), texto: text() }, closed), {
          problema: "debe ser una lista de cifras",
        }),
      },
      closed,
    ),
    momentos: Type.Object(
      {
        titulo: text(),
        lista: Type.Array(
          Type.Object({ fecha: text(), titulo: text(), descripcion: text(), publicado: published() }, closed),
          { problema: "debe ser una lista de momentos" },
        ),
      },
      closed,
    ),
    archivo: Type.Object(
      {
        titulo: text(),
        introduccion: text(),
        fotos: Type.Array(
          Type.Object(
            { imagen: photo(), texto_alternativo: alt(), titulo: text(), descripcion: text() },
            closed,
          ),
          { problema: "debe ser una lista de fotos" },
        ),
      },
      closed,
    ),
    video: Type.Object({ titulo: text(), introduccion: text() }, closed),
    saber_mas: Type.Object({ titulo: text(), texto: text(), boton: text() }, closed),
  },
  closed,
);
