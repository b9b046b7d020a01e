import { describe, expect, it } from "vitest";
import { displayPath, WEB_DIR } from "./paths.ts";
import { fieldName } from "./problem.ts";
import { NEWS_FIELDS, newsFile, problemWith } from "./testing.ts";

/**
 * A bad file stops the build with ONE Spanish line that names the file, the field and
 * the problem, quoting what the file says: what the club's staff read when a build fails.
 */

const news = (changes: Record<string, string | null>, body?: string) => {
  const fields = Object.fromEntries(
    Object.entries({ ...NEWS_FIELDS, ...changes }).filter(
      (entry): entry is [string, string] => entry[1] !== null,
    ),
  );
  return { "noticias/prueba.md": newsFile(fields, body) };
};

describe("a news file", () => {
  it("names a date in another format, quoting it", async () => {
    expect(await problemWith(news({ fecha: "12/13/2026" }))).toBe(
      'noticias/prueba.md: "fecha" debe ser una fecha AAAA-MM-DD (dice "12/13/2026")',
    );
  });

  it("names a day the calendar does not have", async () => {
    expect(await problemWith(news({ fecha: "2026-02-30" }))).toBe(
      'noticias/prueba.md: "fecha" no es un día del calendario (dice "2026-02-30")',
    );
  });

  it("names a missing title, and a field it does not know (a typo)", async () => {
    expect(await problemWith(news({ titulo: null }))).toBe('noticias/prueba.md: falta el campo "titulo"');
    expect(await problemWith(news({ titulo: null, titlo: "Prueba" }))).toMatch(
      /^noticias\/prueba\.md: falta el campo "titulo"$/,
    );
    expect(await problemWith(news({ subtitulo: "Otra cosa" }))).toBe(
      'noticias/prueba.md: "subtitulo" no es un campo de este archivo (los campos son: titulo, fecha, categoria, icono, resumen, imagen, texto_alternativo, publicado)',
    );
  });

  it("says an empty title cannot be, and what publicado and icono take", async () => {
    expect(await problemWith(news({ titulo: '""' }))).toBe(
      'noticias/prueba.md: "titulo" no puede estar vacío (dice "")',
    );
    expect(await problemWith(news({ publicado: "si" }))).toBe(
      'noticias/prueba.md: "publicado" debe ser true (publicado) o false (borrador) (dice "si")',
    );
    expect(await problemWith(news({ icono: "pelota" }))).toBe(
      'noticias/prueba.md: "icono" debe ser uno de estos: trofeo, calendario, corazon, personas, estrella, megafono (dice "pelota")',
    );
  });

  it("asks for the photo's text alternative, and for a photo that exists", async () => {
    expect(await problemWith(news({ texto_alternativo: null }))).toBe(
      'noticias/prueba.md: "texto_alternativo" falta: describí la foto para quien no puede verla',
    );
    expect(await problemWith(news({ imagen: "/images/noticias/no-esta.jpg" }))).toBe(
      'noticias/prueba.md: "imagen" no se encuentra (dice "/images/noticias/no-esta.jpg"): subí la foto desde el editor, a apps/web/images-src/noticias/',
    );
  });

  it("wants a text, without pictures in it (the photo goes in its field)", async () => {
    expect(await problemWith(news({}, ""))).toBe(
      "noticias/prueba.md: falta el texto de la noticia, debajo de sus datos",
    );
    expect(await problemWith(news({}, "Mirá: ![foto](/images/x.jpg)"))).toBe(
      'noticias/prueba.md: el texto no puede llevar fotos: usá el campo "imagen" de la noticia',
    );
  });

  it("points at the line it cannot read, counted in the file", async () => {
    const file = '---\ntitulo: "Sin cerrar\nfecha: 2026-11-20\n---\n\nTexto.\n';
    expect(await problemWith({ "noticias/prueba.md": file })).toMatch(
      /^noticias\/prueba\.md: la línea [23] no se entiende \(revisá los dos puntos, las comillas y la sangría\)$/,
    );
    expect(await problemWith({ "noticias/prueba.md": "Solo texto, sin datos." })).toBe(
      'noticias/prueba.md: debe empezar con sus datos entre dos líneas "---" (titulo, fecha…)',
    );
  });

  it("needs a name that can be its page's address", async () => {
    expect(await problemWith({ "noticias/Fiesta del Club.md": newsFile(NEWS_FIELDS) })).toBe(
      "noticias/Fiesta del Club.md: el nombre del archivo debe ir en minúsculas, sin acentos ni espacios, con guiones (por ejemplo fiesta-de-fin-de-ano.md)",
    );
  });

  it("is checked even as a draft: what the editor saves must build once published", async () => {
    expect(await problemWith(news({ publicado: "false", fecha: "mañana" }))).toBe(
      'noticias/prueba.md: "fecha" debe ser una fecha AAAA-MM-DD (dice "mañana")',
    );
  });
});

describe("the other collections", () => {
  const event = (lines: string) => ({ "eventos/prueba.yml": lines });

  it("an event ending before it starts, or with an hour in another format", async () => {
    const base = "titulo: Fiesta\nfecha: 2026-12-12\nlugar: Sede social\npublicado: true\n";
    expect(await problemWith(event(`${base}hora_inicio: "20:00"\nhora_fin: "19:00"\n`))).toBe(
      'eventos/prueba.yml: "hora_fin" debe ser después de "hora_inicio" (dice "19:00", empieza a las 20:00)',
    );
    expect(await problemWith(event(`${base}hora_inicio: 8pm\n`))).toBe(
      'eventos/prueba.yml: "hora_inicio" debe ser una hora como 9:00 o 20:30, o quedar vacía (dice "8pm")',
    );
  });

  it("a price written as text, and a WhatsApp number with signs", async () => {
    const valores = (await import("node:fs")).readFileSync(`${WEB_DIR}/content/valores.yml`, "utf8");
    expect(await problemWith({ "valores.yml": valores.replace("precio: 15000", 'precio: "$15.000"') })).toBe(
      'valores.yml: "cuota.precio" debe ser un número entero de pesos, sin puntos ni signo $ (por ejemplo 15000) (dice "$15.000")',
    );
    const club = (await import("node:fs")).readFileSync(`${WEB_DIR}/content/club.yml`, "utf8");
    expect(await problemWith({ "club.yml": club.replace('"5491135781105"', '"+54 9 11 3578-1105"') })).toBe(
      'club.yml: "whatsapp" debe tener solo números, con el código de país y sin el 0 ni el 15 (por ejemplo 5491135781105) (dice "+54 9 11 3578-1105")',
    );
  });

  it("an embed that is not the club's kind of link, and a video that is not there", async () => {
    const embeds = (video: string, canva = '""') =>
      `valores_y_dias:\n  canva: ${canva}\nmarca:\n  canva: ""\nhistoria:\n  youtube: ""\nzumba:\n  video: ${video}\n`;
    expect(await problemWith({ "embebidos.yml": embeds('""', "DAGcasaValores") })).toBe(
      'embebidos.yml: "valores_y_dias.canva" debe ser el enlace de Canva (https://www.canva.com/design/…/view) o quedar vacío (dice "DAGcasaValores")',
    );
    expect(await problemWith({ "embebidos.yml": embeds("/videos/zumba.mp4") })).toBe(
      'embebidos.yml: "zumba.video" no se encuentra el archivo apps/web/public/videos/zumba.mp4 (subilo desde el editor o dejá el campo vacío)',
    );
  });

  it("a missing file", async () => {
    expect(await problemWith({ "club.yml": null })).toBe("club.yml: falta este archivo");
  });
});

describe("how a line names things", () => {
  it("names a file by its path in the repository", () => {
    expect(displayPath(`${WEB_DIR}/content/noticias/x.md`)).toBe("apps/web/content/noticias/x.md");
  });

  it("names a field inside lists by its position, counted from 1", () => {
    expect(fieldName("/horarios/0/filas/2/horas")).toBe("horarios[1].filas[3].horas");
    expect(fieldName("/cuota/precio")).toBe("cuota.precio");
  });
});

describe("an activity file", () => {
  /** A new activity's file: `fields` as YAML lines under the required ones. */
  const activity = (fields = "", body = "") =>
    `---\nnombre: Básquet Femenino\nmenu: deportes\norden: 15\nresumen: El equipo femenino de básquet del club.\n${fields}publicado: true\n---\n${body}`;
  const timetable = (hours: string, days = "[lunes, jueves]") =>
    `horarios:\n  - titulo: Entrenamientos\n    filas:\n      - grupo: Primera\n        dias: ${days}\n        horas: ${hours}\n`;

  it("names a missing name", async () => {
    const file = activity().replace("nombre: Básquet Femenino\n", "");
    expect(await problemWith({ "actividades/basquet-femenino.md": file })).toBe(
      'actividades/basquet-femenino.md: falta el campo "nombre"',
    );
  });

  it("names an hour the day does not have, by its place in the lists (counted from 1)", async () => {
    expect(
      await problemWith({ "actividades/basquet-femenino.md": activity(timetable("20:00 a 25:00")) }),
    ).toBe(
      'actividades/basquet-femenino.md: "horarios[1].filas[1].horas" debe ser una hora (20:00) o un rango (18:00 a 19:30) (dice "20:00 a 25:00")',
    );
  });

  it("names a day that is not a day of the week", async () => {
    expect(
      await problemWith({
        "actividades/basquet-femenino.md": activity(timetable("20:00", "[lunes, finde]")),
      }),
    ).toBe(
      'actividades/basquet-femenino.md: "horarios[1].filas[1].dias[2]" debe ser un día: lunes, martes, miércoles, jueves, viernes, sábado, domingo (dice "finde")',
    );
  });

  it("names a submenu the header does not have", async () => {
    expect(await problemWith({ "actividades/basquet-femenino.md": activity("grupo: Handball\n") })).toBe(
      'actividades/basquet-femenino.md: "grupo" debe ser uno de los submenús de «Menús y pie» (navegacion.yml): Básquet, Vóley, Artes Marciales; o quedar vacío (dice "Handball")',
    );
  });

  it("names an address another activity already has, and one of the site's own pages", async () => {
    expect(
      await problemWith({ "actividades/zz-judo-infantil.md": activity("ruta: /artes-marciales/judo\n") }),
    ).toBe(
      'actividades/zz-judo-infantil.md: la dirección /artes-marciales/judo ya es de otra actividad (actividades/judo.md): elegí otra en "ruta"',
    );
    expect(
      await problemWith({ "actividades/basquet-femenino.md": activity("otras_rutas: [/judo]\n") }),
    ).toMatch(/la dirección \/judo ya es de otra actividad/);
    expect(
      await problemWith({ "actividades/basquet-femenino.md": activity("ruta: /horarios/martes\n") }),
    ).toBe(
      'actividades/basquet-femenino.md: la dirección /horarios/martes es de otra página del sitio: elegí otra en "ruta"',
    );
  });

  it("names an address written another way", async () => {
    expect(
      await problemWith({ "actividades/basquet-femenino.md": activity("ruta: /Básquet Femenino\n") }),
    ).toMatch(/^actividades\/basquet-femenino\.md: "ruta" debe ser una dirección como \/natacion/);
  });

  it("names a photo that is not there, and a picture typed into the text", async () => {
    const photo = "fotos:\n  - imagen: /images/actividades/no-esta.jpg\n    texto_alternativo: Una foto\n";
    expect(await problemWith({ "actividades/basquet-femenino.md": activity(photo) })).toBe(
      'actividades/basquet-femenino.md: "fotos[1].imagen" no se encuentra (dice "/images/actividades/no-esta.jpg"): subí la foto desde el editor, a apps/web/images-src/actividades/',
    );
    expect(
      await problemWith({
        "actividades/basquet-femenino.md": activity("", "![equipo](/images/club/basquet-partido.jpg)\n"),
      }),
    ).toBe(
      'actividades/basquet-femenino.md: el texto no puede llevar fotos: usá el campo "fotos" de la actividad',
    );
  });
});
