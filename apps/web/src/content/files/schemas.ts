/**
 * One schema per collection of `apps/web/content/` (TypeBox, as the league types in
 * packages/shared: plain JSON Schema, so a test can hold the editor's fields in
 * `admin/config.yml` to exactly these names). Every field says, in `problema`, what
 * it must be, in words for the club's staff: `check.ts` turns the first mistake into
 * the one line the build prints. No field is left open (`additionalProperties: false`):
 * a misspelt name is a mistake, not a field silently ignored.
 */
import { type Static, type TSchema, Type } from "typebox";

const closed = { additionalProperties: false } as const;

const text = (problema = "no puede estar vacío") => Type.String({ minLength: 1, problema });
const optionalText = () => Type.String({ problema: "debe ser un texto" });

/** A calendar day; that it exists (no 30 February) is checked after the schema. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = () => Type.String({ pattern: ISO_DATE.source, problema: "debe ser una fecha AAAA-MM-DD" });

/** A time of day as the club writes it: `9:00`, `20:30`. */
export const CLOCK = /^([01]?\d|2[0-3]):[0-5]\d$/;
const clock = () => Type.String({ pattern: CLOCK.source, problema: "debe ser una hora como 9:00 o 20:30" });
/** The same, or empty (the editor writes an empty field as ""). */
const optionalClock = () =>
  Type.String({
    pattern: `^(${CLOCK.source.slice(1, -1)})?$`,
    problema: "debe ser una hora como 9:00 o 20:30, o quedar vacía",
  });

const https = () =>
  Type.String({ pattern: "^https://[^\\s]+$", problema: "debe ser una dirección que empiece con https://" });

const email = () =>
  Type.String({
    pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
    problema: "debe ser un email como nombre@dominio.com.ar",
  });

const published = () => Type.Boolean({ problema: "debe ser true (publicado) o false (borrador)" });

/** The card icons, in Spanish (`icono: trofeo`); `load.ts` maps them to the drawings' names. */
export const ICONOS = ["trofeo", "calendario", "corazon", "personas", "estrella", "megafono"] as const;

export const DIAS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"] as const;

/** A news item's front matter (`noticias/<id>.md`; the text of the news is the file's body, Markdown). */
export const NOTICIA = Type.Object(
  {
    titulo: text(),
    fecha: isoDate(),
    categoria: text(),
    icono: Type.Enum([...ICONOS], { problema: `debe ser uno de estos: ${ICONOS.join(", ")}` }),
    resumen: Type.String({
      minLength: 1,
      maxLength: 280,
      problema: "debe tener entre 1 y 280 letras (es lo que se lee en la tarjeta)",
    }),
    /** The photo as the editor writes it: `/images/noticias/foto.jpg` (from images-src/) or a drawing `/images/…svg`. */
    imagen: Type.Optional(
      Type.String({
        pattern: '^(/images/[^\\n"]+\\.(jpe?g|JPE?G|png|PNG|webp|WEBP|svg))?$',
        problema: "debe ser una foto subida desde el editor (/images/…, JPEG, PNG o WebP)",
      }),
    ),
    texto_alternativo: Type.Optional(optionalText()),
    publicado: published(),
  },
  closed,
);
export type Noticia = Static<typeof NOTICIA>;

/** One event of the calendar (`eventos/<id>.yml`). */
export const EVENTO = Type.Object(
  {
    titulo: text(),
    fecha: isoDate(),
    /** Empty: an all-day event. */
    hora_inicio: Type.Optional(optionalClock()),
    hora_fin: Type.Optional(optionalClock()),
    lugar: text(),
    descripcion: Type.Optional(optionalText()),
    publicado: published(),
  },
  closed,
);
export type Evento = Static<typeof EVENTO>;

/** The membership fee and the family discounts (`valores.yml`). */
export const VALORES = Type.Object(
  {
    cuota: Type.Object(
      {
        titulo: text(),
        precio: Type.Integer({
          minimum: 0,
          problema: "debe ser un número entero de pesos, sin puntos ni signo $ (por ejemplo 15000)",
        }),
        periodo: text(),
        descripcion: text(),
      },
      closed,
    ),
    descuentos_familiares: Type.Array(
      Type.Object(
        {
          integrantes: text(),
          descuento: Type.Integer({
            minimum: 1,
            maximum: 100,
            problema: "debe ser un porcentaje entre 1 y 100, sin el signo % (por ejemplo 10)",
          }),
        },
        closed,
      ),
      { problema: "debe ser una lista" },
    ),
    nota_descuentos: text(),
  },
  closed,
);
export type Valores = Static<typeof VALORES>;

/** The club's contact facts (`club.yml`); each one a `VITE_CLUB_*` setting can still override. */
export const CLUB_DATOS = Type.Object(
  {
    direccion: text(),
    telefono: text(),
    whatsapp: Type.String({
      pattern: "^\\d{10,15}$",
      problema:
        "debe tener solo números, con el código de país y sin el 0 ni el 15 (por ejemplo 5491135781105)",
    }),
    email: email(),
    email_comunicacion: email(),
    email_accion_social: email(),
    /** What the map searches for; empty: the club's name and address. */
    mapa: Type.Optional(optionalText()),
    horario_secretaria: Type.Array(
      Type.Object(
        {
          desde: Type.Enum([...DIAS], { problema: `debe ser un día: ${DIAS.join(", ")}` }),
          hasta: Type.Enum([...DIAS], { problema: `debe ser un día: ${DIAS.join(", ")}` }),
          abre: clock(),
          cierra: clock(),
        },
        closed,
      ),
      { minItems: 1, problema: "debe tener al menos un horario" },
    ),
    portal_alta: https(),
    portal_socios: https(),
    facebook: https(),
    instagram: https(),
    youtube: https(),
  },
  closed,
);
export type ClubDatos = Static<typeof CLUB_DATOS>;

/** A Canva link (Compartir → Más → Insertar), or empty until the club publishes its design. */
export const CANVA_LINK =
  /^(https:\/\/(www\.)?canva\.com\/design\/([A-Za-z0-9_-]+)(\/([A-Za-z0-9_-]+))?\/(view|watch)\S*)?$/;
/** A YouTube link or id, or empty. */
export const YOUTUBE_LINK =
  /^((https:\/\/)?((www\.|m\.)?youtube(-nocookie)?\.com\/(watch\?(\S*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)?[A-Za-z0-9_-]{11}(\S*)?)?$/;
/** A video of the site's own (`public/videos/`), or empty. */
export const VIDEO_PATH = /^(\/videos\/[A-Za-z0-9_-]+\.(mp4|webm))?$/;

const canva = () =>
  Type.Optional(
    Type.String({
      pattern: CANVA_LINK.source,
      problema: "debe ser el enlace de Canva (https://www.canva.com/design/…/view) o quedar vacío",
    }),
  );

/** The embeds of the pages (`embebidos.yml`): empty means "not published yet", and the page says so. */
export const EMBEBIDOS = Type.Object(
  {
    valores_y_dias: Type.Object({ canva: canva() }, closed),
    marca: Type.Object({ canva: canva() }, closed),
    historia: Type.Object(
      {
        youtube: Type.Optional(
          Type.String({
            pattern: YOUTUBE_LINK.source,
            problema:
              "debe ser el enlace del video de YouTube (https://www.youtube.com/watch?v=…) o quedar vacío",
          }),
        ),
      },
      closed,
    ),
    zumba: Type.Object(
      {
        video: Type.Optional(
          Type.String({
            pattern: VIDEO_PATH.source,
            problema: "debe ser un video subido desde el editor (/videos/clase.mp4) o quedar vacío",
          }),
        ),
      },
      closed,
    ),
  },
  closed,
);
export type Embebidos = Static<typeof EMBEBIDOS>;

/** Hours as the club writes them: `20:00`, or `18:00 a 19:30`. */
export const HOURS = /^([01]?\d|2[0-3]):[0-5]\d( a ([01]?\d|2[0-3]):[0-5]\d)?$/;

/** An activity's timetables (`horarios/<actividad>.yml`, one file per activity of the registry). */
export const HORARIOS = Type.Object(
  {
    /** The activity's name, to find it in the editor's list (the site names it from the registry). */
    actividad: text(),
    horarios: Type.Optional(
      Type.Array(
        Type.Object(
          {
            titulo: text(),
            filas: Type.Array(
              Type.Object(
                {
                  grupo: text(),
                  dias: text(),
                  horas: Type.String({
                    pattern: HOURS.source,
                    problema: "debe ser una hora (20:00) o un rango (18:00 a 19:30)",
                  }),
                  nota: Type.Optional(optionalText()),
                },
                closed,
              ),
              { minItems: 1, problema: "debe tener al menos una fila" },
            ),
          },
          closed,
        ),
        { problema: "debe ser una lista (vacía si la actividad no tiene horarios publicados)" },
      ),
    ),
  },
  closed,
);
export type Horarios = Static<typeof HORARIOS>;

/** Every schema by collection, for the tests that hold the editor's configuration to them. */
export const SCHEMAS: Record<string, TSchema> = {
  noticias: NOTICIA,
  eventos: EVENTO,
  valores: VALORES,
  club: CLUB_DATOS,
  embebidos: EMBEBIDOS,
  horarios: HORARIOS,
};
