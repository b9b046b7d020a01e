// Made-up content for the browser tests and the content benchmark, never for the site:
// a copy of the site's content folder (its real club facts, fees and timetables) with
// test news items, events and match results added, all "de prueba" so nobody takes them
// for the club's. The tests build a second site from it (build-with-content.mjs), because
// the real folder publishes no news, event or result yet: everything invented is a draft.
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const webDir = join(dirname(fileURLToPath(import.meta.url)), "..");

/** `iso` moved by `days` (calendar days, UTC arithmetic: no time zone can shift it). */
export function addDays(iso, days) {
  const [year, month, day] = iso.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The photos and drawings the test items take turns with (all of the site's own). */
const PICTURES = [
  ["/images/club/sede-fachada.jpg", "La fachada de la sede del club, sobre la calle Independencia"],
  ["/images/club/voley-equipo.jpg", "Las jugadoras de vóley festejan junto a la red"],
  ["/images/sports/colonia.svg", "Ilustración de un día de sol en la pileta"],
];

/** Test news item `n` (1 = newest), dated one day apart back from `newest`. */
function testNewsItem(n, { newest, published = true }) {
  const [image, alt] = PICTURES[(n - 1) % PICTURES.length];
  const id = `noticia-de-prueba-${n}`;
  const text = [
    "---",
    `titulo: Noticia de prueba ${n}`,
    `fecha: ${addDays(newest, -(n - 1))}`,
    "categoria: Institucional",
    "icono: megafono",
    `resumen: El resumen de la noticia de prueba ${n}, que se lee en su tarjeta.`,
    `imagen: ${image}`,
    `texto_alternativo: ${alt}`,
    `publicado: ${published}`,
    "---",
    "",
    `El primer párrafo de la noticia de prueba ${n}, con **negrita** y un [enlace](https://www.instagram.com/casadepadua).`,
    "",
    `El segundo párrafo de la noticia de prueba ${n}.`,
    "",
  ].join("\n");
  return { id, file: `noticias/${id}.md`, text };
}

/** Writes `count` published test news items into the `noticias/` folder of `dir`. */
export function writeTestNews(dir, count, { newest }) {
  mkdirSync(join(dir, "noticias"), { recursive: true });
  for (let n = 1; n <= count; n += 1) {
    const item = testNewsItem(n, { newest });
    writeFileSync(join(dir, item.file), item.text);
  }
}

/** A content file: front matter from `fields` (YAML as given; a block starts on its own line), then `body`. */
const markdownFile = (fields, body = "") =>
  `---\n${Object.entries(fields)
    .map(([name, value]) => `${name}:${String(value).startsWith("\n") ? "" : " "}${value}`)
    .join("\n")}\n---\n${body ? `\n${body}\n` : ""}`;

/**
 * Test match results around `today`, written into `resultados/` of `dir`: Básquet
 * Federal's of yesterday (with a report and a photo) and of two weeks ago, Vóley
 * Primera's of two days ago (with its sets), Básquet Metropolitano's (a team without a
 * league table) of yesterday with a report, and a draft. Returns what the tests look for.
 */
function writeTestResults(dir, { today }) {
  const results = {
    federal: {
      id: "resultado-de-prueba-federal",
      team: "basquet-federal",
      rival: "Rival de Prueba Básquet",
      date: addDays(today, -1),
      time: "21:00",
      score: [84, 79],
    },
    voley: {
      id: "resultado-de-prueba-voley",
      team: "voley-primera",
      rival: "Rival de Prueba Vóley",
      date: addDays(today, -2),
      time: "20:00",
      score: [3, 1],
      sets: [
        [25, 20],
        [22, 25],
        [25, 18],
        [25, 23],
      ],
    },
    older: {
      id: "resultado-de-prueba-federal-anterior",
      team: "basquet-federal",
      rival: "Otro Rival de Prueba",
      date: addDays(today, -14),
      time: "20:30",
      score: [70, 75],
    },
    metropolitano: {
      id: "resultado-de-prueba-metropolitano",
      team: "basquet-metropolitano",
      rival: "Rival de Prueba Metropolitano",
      date: addDays(today, -1),
      time: "18:00",
      score: [66, 61],
    },
    draft: {
      id: "resultado-de-prueba-borrador",
      team: "voley-tira-a",
      rival: "Rival de Prueba en Borrador",
      date: addDays(today, -1),
      time: "17:00",
      score: [2, 0],
    },
  };
  const report = (what) =>
    `La crónica de prueba del partido ${what}, con **negrita**: un texto inventado para las pruebas.\n\nEl segundo párrafo de la crónica de prueba.`;
  const files = {
    federal: {
      fields: {
        condicion: "local",
        competencia: "liga",
        torneo: "Liga Federal",
        foto: "/images/club/basquet-partido.jpg",
        texto_alternativo:
          "Un jugador de CASA, de negro y amarillo, sube a la bandeja ante un defensor de blanco en un partido de local",
      },
      body: report("de Básquet Federal"),
    },
    voley: { fields: { condicion: "visitante", competencia: "liga", torneo: "Metropolitano" } },
    older: { fields: { condicion: "visitante", competencia: "liga", torneo: "Liga Federal" } },
    metropolitano: { fields: { condicion: "local", competencia: "amistoso" }, body: report("amistoso") },
    draft: { fields: { condicion: "local", competencia: "copa" }, published: false },
  };
  mkdirSync(join(dir, "resultados"), { recursive: true });
  for (const [key, result] of Object.entries(results)) {
    const { fields, body, published = true } = files[key];
    const sets = result.sets
      ? `\n${result.sets.map(([casa, rival]) => `  - { casa: ${casa}, rival: ${rival} }`).join("\n")}`
      : undefined;
    const text = markdownFile(
      {
        equipo: result.team,
        rival: result.rival,
        fecha: result.date,
        hora: `"${result.time}"`,
        ...fields,
        tantos_casa: result.score[0],
        tantos_rival: result.score[1],
        ...(sets ? { sets } : {}),
        publicado: published,
      },
      body,
    );
    writeFileSync(join(dir, "resultados", `${result.id}.md`), text);
  }
  return results;
}

/**
 * The content the browser tests build their second site from, around `today`
 * (Buenos Aires): 12 published test items (two pages of the list) and one draft; an
 * event in 3 days with times, one in 40 days all day, and a draft one; embeds set; the
 * test match results of `writeTestResults`. Returns the folder and what the tests look for.
 */
export function writeFixtureContent({ today }) {
  const dir = mkdtempSync(join(tmpdir(), "casa-contenido-pruebas-"));
  cpSync(join(webDir, "content"), dir, { recursive: true });
  writeTestNews(dir, 12, { newest: today });
  const draft = testNewsItem(13, { newest: addDays(today, 30), published: false });
  writeFileSync(join(dir, draft.file), draft.text.replace("Noticia de prueba 13", "Borrador de prueba"));
  const events = {
    soon: { id: "evento-de-prueba-pronto", date: addDays(today, 3), title: "Evento de prueba pronto" },
    later: { id: "evento-de-prueba-despues", date: addDays(today, 40), title: "Evento de prueba después" },
    draft: {
      id: "evento-de-prueba-borrador",
      date: addDays(today, 5),
      title: "Evento de prueba en borrador",
    },
  };
  const event = (fields) =>
    `${Object.entries(fields)
      .map(([name, value]) => `${name}: ${value}`)
      .join("\n")}\n`;
  writeFileSync(
    join(dir, "eventos", `${events.soon.id}.yml`),
    event({
      titulo: events.soon.title,
      fecha: events.soon.date,
      hora_inicio: '"20:00"',
      hora_fin: '"23:30"',
      lugar: "Sede social",
      descripcion: "Un evento de prueba, con hora de inicio y de fin.",
      publicado: true,
    }),
  );
  writeFileSync(
    join(dir, "eventos", `${events.later.id}.yml`),
    event({
      titulo: events.later.title,
      fecha: events.later.date,
      lugar: "Pileta del club",
      publicado: true,
    }),
  );
  writeFileSync(
    join(dir, "eventos", `${events.draft.id}.yml`),
    event({
      titulo: events.draft.title,
      fecha: events.draft.date,
      lugar: "Salón del club",
      publicado: false,
    }),
  );
  writeFileSync(
    join(dir, "embebidos.yml"),
    [
      "valores_y_dias:",
      "  canva: https://www.canva.com/design/DAGpruebaValores/view",
      "marca:",
      "  canva: https://www.canva.com/design/DAGpruebaMarca/view",
      "historia:",
      "  youtube: https://www.youtube.com/watch?v=pruebaVideo",
      "zumba:",
      '  video: ""',
      "",
    ].join("\n"),
  );
  const results = writeTestResults(dir, { today });
  return { dir, news: 12, draftNews: { id: draft.id, title: "Borrador de prueba" }, events, results };
}
