/**
 * One schema per collection of `apps/web/content/` (TypeBox, as the league types in
 * packages/shared: plain JSON Schema, so a test can hold the editor's fields in
 * `admin/config.yml` to exactly these names). Every field says, in `problema`, what
 * it must be, in words for the club's staff: `check.ts` turns the first mistake into
 * the one line the build prints. No field is left open (`additionalProperties: false`):
 * a misspelt name is a mistake, not a field silently ignored.
 */
import { type Static, type TSchema, Type } from "typebox";
import { CLOCK, ISO_DATE } from "./dates.ts";
import { PAGINA } from "./schemas-activity-page.ts";
import { DEPORTE_PRINCIPAL, DEPORTES } from "./schemas-deportes.ts";
import { HISTORIA, PORTADA } from "./schemas-home.ts";
import { MARCA } from "./schemas-marca.ts";
import { NAVEGACION } from "./schemas-navigation.ts";
import { HORARIOS, NOVEDADES } from "./schemas-pages.ts";
import { DEPORTE_DE_EQUIPO, RESULTADO } from "./schemas-results.ts";
import { DIAS } from "./weekdays.ts";

const closed = { additionalProperties: false } as const;

const text = (problema = "no puede estar vacío") => Type.String({ minLength: 1, problema });
const optionalText = () => Type.String({ problema: "debe ser un texto" });

/** A calendar day; that it exists (no 30 February) is checked after the schema. */
const isoDate = () => Type.String({ pattern: ISO_DATE.source, problema: "debe ser una fecha AAAA-MM-DD" });

/** A time of day as the club writes it: `9:00`, `20:30`. */
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

export { DIAS };

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
    /** The words of Valores y Días around the fee and the days. */
    descripcion: text(),
    introduccion_dias: text(),
    introduccion_presentacion: text(),
    invitacion: Type.Object({ titulo: text(), texto: text() }, closed),
  },
  closed,
);

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

/** A Canva link (Compartir → Más → Insertar), or empty until the club publishes its design. */
export const CANVA_LINK =
  /^(https:\/\/(www\.)?canva\.com\/design\/([A-Za-z0-9_-]+)(\/([A-Za-z0-9_-]+))?\/(view|watch)\S*)?$/;
/** A YouTube link or id, or empty. */
export const YOUTUBE_LINK =
  /^((https:\/\/)?((www\.|m\.)?youtube(-nocookie)?\.com\/(watch\?(\S*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)?[A-Za-z0-9_-]{11}(\S*)?)?$/;
/** A video of the site's own (`public/videos/`), or empty. */
const VIDEO_PATH = /^(\/videos\/[A-Za-z0-9_-]+\.(mp4|webm))?$/;

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

/** Hours as the club writes them: `20:00`, or `18:00 a 19:30`. */
const HOURS = /^([01]?\d|2[0-3]):[0-5]\d( a ([01]?\d|2[0-3]):[0-5]\d)?$/;

/**
 * An activity's timetables (the `horarios` of its file): each a title and its rows,
 * the days as a list (`[lunes, miércoles]`), the hours as the club writes them.
 */
const TABLAS_DE_HORARIOS = Type.Optional(
  Type.Array(
    Type.Object(
      {
        titulo: text(),
        filas: Type.Array(
          Type.Object(
            {
              grupo: text(),
              dias: Type.Array(Type.Enum([...DIAS], { problema: `debe ser un día: ${DIAS.join(", ")}` }), {
                minItems: 1,
                uniqueItems: true,
                problema: "debe tener al menos un día, sin repetir",
              }),
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
);

/** The menus an activity can be listed in (`ninguno`: a page only reached from its sport's pages). */
const MENUS = ["deportes", "actividades", "ninguno"] as const;
/** A page address of the site: `/natacion`, `/artes-marciales/judo`. */
const PAGE_PATH = /^\/[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;
const PATH_PROBLEM =
  "debe ser una dirección como /natacion o /artes-marciales/judo (minúsculas, sin acentos ni espacios)";
const pagePath = () => Type.String({ pattern: PAGE_PATH.source, problema: PATH_PROBLEM });
/** An address, or empty for the default. */
const optionalPagePath = () =>
  Type.String({
    pattern: `^(${PAGE_PATH.source.slice(1, -1)})?$`,
    problema: `${PATH_PROBLEM}, o quedar vacía`,
  });
const order = (what: string) =>
  Type.Integer({ minimum: 0, problema: `debe ser un número entero: ${what}, los más bajos primero` });

/** One photo of an activity: uploaded from the editor (images-src/actividades/) or one of the club's (images-src/club/). */
const FOTO = Type.Object(
  {
    imagen: Type.String({
      pattern: '^/images/[^\\n"]+\\.(jpe?g|JPE?G|png|PNG|webp|WEBP)$',
      problema: "debe ser una foto subida desde el editor (/images/…, JPEG, PNG o WebP)",
    }),
    texto_alternativo: text("no puede estar vacío: describí la foto para quien no puede verla"),
  },
  closed,
);

/**
 * A sport or activity (`actividades/<id>.md`): its page, its places in the site's menus
 * and lists, its timetable; the page's text is the file's body, Markdown (it may be empty
 * while the club writes it: the page then shows what the fields say).
 */
export const ACTIVIDAD = Type.Object(
  {
    nombre: text(),
    /** Its address; empty: `/<file name>`. */
    ruta: Type.Optional(optionalPagePath()),
    /** Other addresses that show the same page (`/judo` for `/artes-marciales/judo`). */
    otras_rutas: Type.Optional(Type.Array(pagePath(), { problema: "debe ser una lista de direcciones" })),
    menu: Type.Enum([...MENUS], { problema: `debe ser uno de estos: ${MENUS.join(", ")}` }),
    /** A submenu of `navegacion.yml` (read-navigation.ts checks it); empty: straight in the menu. */
    grupo: Type.Optional(optionalText()),
    etiqueta_menu: Type.Optional(optionalText()),
    orden: order("su lugar en el menú"),
    /** Its place among the footer's links; none: not in the footer. */
    pie: Type.Optional(order("su lugar en el pie de página")),
    resumen: Type.String({
      minLength: 1,
      maxLength: 200,
      problema: "debe tener entre 1 y 200 letras (es la línea que se lee en las tarjetas)",
    }),
    /** A team that plays matches of this sport: it posts its results (`resultados/`); none: no matches. */
    deporte_de_equipo: DEPORTE_DE_EQUIPO,
    para_quien: Type.Optional(optionalText()),
    lugar: Type.Optional(optionalText()),
    profes: Type.Optional(optionalText()),
    fotos: Type.Optional(Type.Array(FOTO, { problema: "debe ser una lista de fotos" })),
    horarios: TABLAS_DE_HORARIOS,
    /** Only when it differs from the membership fee. */
    cuota: Type.Optional(optionalText()),
    /** What the WhatsApp button types for the visitor; empty: "Hola, quiero información sobre <nombre>". */
    consulta_whatsapp: Type.Optional(optionalText()),
    /** Its line on Valores y Días; none: not listed there. */
    valores: Type.Optional(
      Type.Object(
        {
          orden: order("su lugar en Valores y Días"),
          nombre: Type.Optional(optionalText()),
          nota: Type.Optional(optionalText()),
        },
        closed,
      ),
    ),
    /** Its card on the home page's grid; none: no card. */
    portada: Type.Optional(
      Type.Object(
        {
          orden: order("su lugar en la portada"),
          nombre: Type.Optional(optionalText()),
          ruta: Type.Optional(optionalPagePath()),
          resumen: Type.Optional(optionalText()),
        },
        closed,
      ),
    ),
    /** Its tile among the complementary activities of Deportes y actividades; none: no tile. */
    complementaria: Type.Optional(order("su lugar entre las actividades complementarias")),
    /** The page's own sections (schemas-activity-page.ts); none: the page of every activity. */
    pagina: PAGINA,
    /** Its card among the main sports of Deportes y actividades (schemas-deportes.ts); none: no card. */
    deporte_principal: DEPORTE_PRINCIPAL,
    publicado: published(),
  },
  closed,
);
export type Actividad = Static<typeof ACTIVIDAD>;

/** The years of a mandate as the club writes them (`2025–2027`, `2025-2027`), or empty. */
const MANDATE = /^(\d{4} ?[–-] ?\d{4})?$/;

/** The Comisión Directiva (`comision.yml`): empty until the club publishes who is on it. */
export const COMISION = Type.Object(
  {
    descripcion: text(),
    mandato: Type.Optional(
      Type.String({
        pattern: MANDATE.source,
        problema: "debe ser los años del mandato, como 2025–2027, o quedar vacío",
      }),
    ),
    integrantes: Type.Optional(
      Type.Array(Type.Object({ cargo: text(), nombre: text() }, closed), {
        problema: "debe ser una lista (vacía mientras el club no publique quiénes son)",
      }),
    ),
  },
  closed,
);

/** A photo of the club's (images-src/club/) or one uploaded from the editor (images-src/instalaciones/). */
const PHOTO_PATH = '^/images/[^\\n"]+\\.(jpe?g|JPE?G|png|PNG|webp|WEBP)$';

/** The club's facilities (`instalaciones.yml`): a line, then one section per place. */
export const INSTALACIONES = Type.Object(
  {
    introduccion: text(),
    secciones: Type.Array(
      Type.Object(
        {
          titulo: text(),
          texto: text(),
          fotos: Type.Optional(
            Type.Array(
              Type.Object(
                {
                  imagen: Type.String({
                    pattern: PHOTO_PATH,
                    problema: "debe ser una foto subida desde el editor (/images/…, JPEG, PNG o WebP)",
                  }),
                  texto_alternativo: text("no puede estar vacío: describí la foto para quien no puede verla"),
                },
                closed,
              ),
              { problema: "debe ser una lista de fotos" },
            ),
          ),
        },
        closed,
      ),
      { minItems: 1, problema: "debe tener al menos una sección" },
    ),
  },
  closed,
);

/** The drawings an initiative of Acción Social can show (`public/images/pages/accion-social-<name>.svg`). */
const ILUSTRACIONES = ["inundaciones", "sangre", "natacion"] as const;

/** The Acción Social page (`accion-social.yml`): its initiatives, the ways to help, the call to write. */
export const ACCION_SOCIAL = Type.Object(
  {
    descripcion: text(),
    introduccion: text(),
    iniciativas: Type.Object(
      {
        titulo: text(),
        lista: Type.Array(
          Type.Object(
            {
              titulo: text(),
              ilustracion: Type.Enum([...ILUSTRACIONES], {
                problema: `debe ser uno de estos: ${ILUSTRACIONES.join(", ")}`,
              }),
              descripcion: text(),
              cifras: Type.Optional(
                Type.Array(
                  Type.Object(
                    {
                      // Text, not a number: YAML reads `+3` as 3 and the "+" would be lost.
                      valor: text('debe ser un texto entre comillas, como "+200" o "4"'),
                      detalle: text(),
                    },
                    closed,
                  ),
                  { problema: "debe ser una lista" },
                ),
              ),
            },
            closed,
          ),
          { minItems: 1, problema: "debe tener al menos una iniciativa" },
        ),
      },
      closed,
    ),
    voluntariado: Type.Object(
      {
        titulo: text(),
        introduccion: text(),
        formas_de_ayudar: Type.Array(Type.Object({ titulo: text(), descripcion: text() }, closed), {
          minItems: 1,
          problema: "debe tener al menos una forma de ayudar",
        }),
      },
      closed,
    ),
    colaborar: Type.Object({ titulo: text(), texto: text(), boton: text(), asunto_del_mail: text() }, closed),
  },
  closed,
);

/** Every schema by collection, for the tests that hold the editor's configuration to them. */
export const SCHEMAS: Record<string, TSchema> = {
  noticias: NOTICIA,
  eventos: EVENTO,
  valores: VALORES,
  club: CLUB_DATOS,
  embebidos: EMBEBIDOS,
  comision: COMISION,
  instalaciones: INSTALACIONES,
  "accion-social": ACCION_SOCIAL,
  actividades: ACTIVIDAD,
  navegacion: NAVEGACION,
  marca: MARCA,
  portada: PORTADA,
  historia: HISTORIA,
  deportes: DEPORTES,
  horarios: HORARIOS,
  novedades: NOVEDADES,
  resultados: RESULTADO,
};
