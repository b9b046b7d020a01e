// Made-up content for the browser tests and the content benchmark, never for the site:
// a copy of the site's content folder (its real club facts, fees and timetables) with
// test news items and events added, all titled "de prueba" so nobody takes them for
// the club's. The tests build a second site from it (build-with-content.mjs), because
// the real folder publishes no news or event yet: everything invented is a draft.
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

/**
 * The content the browser tests build their second site from, around `today`
 * (Buenos Aires): 12 published test items (two pages of the list) and one draft; an
 * event in 3 days with times, one in 40 days all day, and a draft one; embeds set.
 * Returns the folder and what the tests look for.
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
  return { dir, news: 12, draftNews: { id: draft.id, title: "Borrador de prueba" }, events };
}
