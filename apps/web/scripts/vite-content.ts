import { isAbsolute, relative } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { type LoadOptions, loadContent } from "../src/site-data/content-files/load.ts";
import { contentDir } from "../src/site-data/content-files/paths.ts";
import { forgetContentFile } from "../src/site-data/content-files/read-once.ts";
import type { Content } from "../src/site-data/content-files/types.ts";
import { NEWS_SECTION } from "../src/site-data/home-news.ts";
import { checkContent } from "./check-content.mjs";

/**
 * The content files (`apps/web/content/`, or `CONTENT_DIR`) as modules the site imports:
 * `virtual:contenido/<name>`, each a plain data export made at build time from the
 * checked files (src/site-data/content-files/load.ts). No YAML or Markdown code ever reaches a
 * visitor, and a page's JavaScript holds only the data its code imports (most pages
 * read news and events in their build-time loaders, whose imports stay out of it).
 *
 * The dev server reads the drafts too (marked: the pages show "Borrador"); a build
 * never does. A build checks every file before anything else (`check-content.mjs`, from
 * `buildStart`): a mistake stops it with its one Spanish line, nothing built. On the dev
 * server it shows in the overlay. Each file is read once per process, whoever asks
 * (src/site-data/content-files/read-once.ts); the dev server's watcher makes an edited file read again.
 */
const exportDefault = (data: unknown) => `export default ${JSON.stringify(data)};\n`;
const exportEach = (data: object) =>
  Object.entries(data)
    .map(
      ([name, value]) =>
        `export const ${name} = ${value === undefined ? "undefined" : JSON.stringify(value)};\n`,
    )
    .join("");

/** The volleyball divisions with a page of their own (`actividades/voley-<division>.md`). */
const VOLLEY_DIVISIONS = ["primera", "tira-a", "tira-b"] as const;

/** An activity, by its file's name. */
const activityOf = (content: Content, id: string) => content.activities.find(({ entry }) => entry.id === id);
const scheduleOf = (content: Content, id: string) => activityOf(content, id)?.listing.schedule;

const MODULES: Record<string, (content: Content) => string> = {
  // One export per fact: every page's code carries them (config.ts), so they go in as
  // bare constants, without an object's key names around them.
  club: (content) => exportEach(content.club),
  valores: (content) => exportDefault(content.membership),
  // The activities, split by who reads them (docs/architecture.md#activities): the
  // header's entries on every page; their listings for the pages that list them; their
  // pages' data for the activity page's loaders (a chunk of its own in the browser).
  actividades: (content) => exportDefault(content.activities.map(({ entry }) => entry)),
  "actividades/listas": (content) =>
    exportDefault(content.activities.map(({ entry, listing }) => ({ ...entry, ...listing }))),
  "actividades/paginas": (content) =>
    exportDefault(
      Object.fromEntries(
        content.activities.map(({ entry, listing, details, design }) => [
          entry.id,
          { ...entry, ...listing, ...details, ...(design ? { design } : {}) },
        ]),
      ),
    ),
  // What one page's own code shows of the files (`virtual:contenido/pagina/zumba`), and
  // nothing else: these pages are within bytes of their budget (docs/quality.md).
  "pagina/valores-y-dias": (content) =>
    exportEach({ presentation: content.embeds.valoresYDias, ...content.valuesPage }),
  "pagina/marca": (content) => exportEach({ manual: content.embeds.marca, ...content.brand }),
  // Historia's words (its code) and its archive's photos (its loader: in its HTML).
  "pagina/historia": (content) => {
    const { archive, ...words } = content.history;
    return exportEach({
      video: content.embeds.historia,
      ...words,
      archive: { title: archive.title, lead: archive.lead },
    });
  },
  "pagina/historia/fotos": (content) => exportDefault(content.history.archive.photos),
  "pagina/zumba": (content) =>
    exportEach({
      name: activityOf(content, "zumba")?.entry.name,
      summary: activityOf(content, "zumba")?.listing.summary,
      video: content.embeds.zumbaVideo,
      schedule: scheduleOf(content, "zumba")?.[0],
      page: activityOf(content, "zumba")?.design,
    }),
  // The league pages' own sections (their activity files' `pagina`): the head's line
  // for the page's code, the rest for its static part alone (pages/basquet/, pages/voley/).
  "pagina/basquet-federal": (content) =>
    exportEach({ lead: activityOf(content, "basquet-federal")?.design?.lead }),
  "pagina/basquet-federal-detalles": (content) => {
    const design = activityOf(content, "basquet-federal")?.design;
    const rows = scheduleOf(content, "basquet-federal")?.flatMap((table) => table.rows) ?? [];
    return exportEach({
      team: design?.team,
      // The training card's rows: the activity's own timetable, never a copy.
      training: design?.training && rows.length ? { ...design.training, rows } : undefined,
      tournament: design?.tournament,
      promo: design?.cta,
    });
  },
  "pagina/voley": (content) => exportEach({ lead: activityOf(content, "voley")?.design?.lead }),
  "pagina/voley-detalles": (content) => {
    const design = activityOf(content, "voley")?.design;
    // The school's rows: those of the volleyball timetable whose group names the school.
    const rows = scheduleOf(content, "voley")
      ?.flatMap((table) => table.rows)
      .filter((row) => /escuela/i.test(row.group));
    return exportEach({
      history: design?.history,
      teams: design?.teams,
      school: design?.school && rows?.length ? { ...design.school, rows } : undefined,
    });
  },
  "pagina/voley-divisiones": (content) =>
    exportEach({
      taglines: Object.fromEntries(
        VOLLEY_DIVISIONS.map((division) => [
          division,
          activityOf(content, `voley-${division}`)?.design?.lead ?? "",
        ]),
      ),
    }),
  // Below a division's table: its team and federation, Primera's training card (the
  // Primera line of the volleyball timetable) and the call shared by the divisions (voley.md).
  "pagina/voley-division-detalles": (content) =>
    exportEach({
      divisions: Object.fromEntries(
        VOLLEY_DIVISIONS.map((division) => {
          const design = activityOf(content, `voley-${division}`)?.design;
          return [division, { team: design?.team, federation: design?.federation }];
        }),
      ),
      training: scheduleOf(content, "voley")
        ?.flatMap((table) => table.rows)
        .find((row) => /primera/i.test(row.group)),
      joinUs: activityOf(content, "voley")?.design?.cta,
    }),
  // The club's own pages: each one's data alone. Instalaciones' photos reach the page
  // through its loader (in its HTML) and, in the browser, a chunk of their own.
  "pagina/comision": (content) =>
    exportEach({
      description: content.board.description,
      mandate: content.board.mandate,
      members: content.board.members,
    }),
  "pagina/instalaciones": (content) => exportDefault(content.facilities),
  "pagina/accion-social": (content) => exportDefault(content.socialAction),
  // The menus: every page's header, phone panel and footer carry them (navigation.ts).
  navegacion: (content) => exportEach(content.navigation),
  eventos: (content) => exportDefault(content.events),
  noticias: (content) =>
    exportEach({ news: content.news, bodies: content.newsBodies, texts: content.newsTexts }),
  // The teams' match results, with their reports (crónicas) for the pages of their own.
  resultados: (content) =>
    exportEach({ results: content.results, bodies: content.resultBodies, texts: content.resultTexts }),
  // The home page's newest items alone: its code (loaded when "/" renders in the
  // browser) must not carry the whole archive.
  portada: (content) => exportDefault(content.news.slice(0, NEWS_SECTION.count)),
  // The home page's files (portada.yml): what its loader gives its own code (headings,
  // counts, the figures of historia.yml), what its static parts show, and the welcome
  // modal's words (its chunk, loaded on a first visit only).
  "pagina/inicio": (content) =>
    exportEach({
      description: content.home.description,
      heroCount: content.home.hero.length,
      activities: { ...content.home.activities, count: content.home.activitySlides.length },
      figures: content.history.figures,
    }),
  "pagina/inicio/partes": (content) =>
    exportEach({
      hero: content.home.hero,
      activitySlides: content.home.activitySlides,
      history: content.home.history,
      membership: content.home.membership,
    }),
  // The lines under the headings of the home's lists (their static parts alone).
  "pagina/inicio/secciones": (content) => exportDefault(content.home.sectionLeads),
  "pagina/bienvenida": (content) => exportEach(content.home.welcome),
  // Deportes y actividades' words and cards, for its loader (in its HTML) alone.
  "pagina/deportes": (content) => exportDefault(content.sportsPage),
  // The words of /horarios and /novedades, for their loaders (in their HTML) alone.
  "pagina/horarios": (content) => exportDefault(content.weekPage),
  "pagina/novedades": (content) => exportDefault(content.newsList),
};

const PREFIX = "virtual:contenido/";
const RESOLVED = `\0${PREFIX}`;

export function contentFiles(overrides: Partial<LoadOptions> = {}): Plugin {
  let options: LoadOptions = { dir: contentDir(), drafts: false, ...overrides };
  let loading: Promise<Content> | undefined;
  let building = false;
  let checked = false;
  const content = () => {
    loading ??= loadContent(options);
    return loading;
  };

  /** A change to a file: read it again, shape them all again, and reload the pages that show them. */
  function watch(server: ViteDevServer) {
    server.watcher.add(options.dir);
    const inContent = (file: string) => {
      const path = relative(options.dir, file);
      return !path.startsWith("..") && !isAbsolute(path);
    };
    const reload = (file: string) => {
      if (!inContent(file)) return;
      forgetContentFile(file);
      loading = undefined;
      for (const environment of Object.values(server.environments)) {
        for (const name of Object.keys(MODULES)) {
          const module = environment.moduleGraph.getModuleById(`${RESOLVED}${name}`);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      }
      server.ws.send({ type: "full-reload" });
    };
    for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, reload);
  }

  return {
    name: "casa:content-files",
    configResolved(config) {
      // Drafts on the dev server (and in unit tests), never in a build.
      options = { ...options, drafts: overrides.drafts ?? config.command === "serve" };
      building = config.command === "build";
    },
    // The build's content check, before any module is made (and once, though each of
    // the build's environments starts): a mistake stops the build with its one line.
    async buildStart() {
      if (!building || checked) return;
      checked = true;
      const { ok, line } = await checkContent(content());
      if (!ok) this.error(line);
      console.log(line);
    },
    configureServer: watch,
    resolveId(id) {
      return id.startsWith(PREFIX) && id.slice(PREFIX.length) in MODULES ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const make = MODULES[id.slice(RESOLVED.length)];
      return make ? make(await content()) : undefined;
    },
  };
}
