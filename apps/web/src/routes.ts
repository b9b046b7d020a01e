import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { diagnosticsInBuild } from "./diagnostics.ts";
import { REDIRECTS } from "./redirects.ts";

/**
 * THE route table: every path of the spec, its aliases and redirects. A page used at
 * several paths gets one route id per path. Each page module is its own chunk.
 */

/** Pages the spec calls "under construction": one module, each names its own activity. */
const UNDER_CONSTRUCTION = [
  "comision",
  "instalaciones",
  "basquet/metropolitano",
  "basquet/inferiores-tira-a",
  "basquet/inferiores-tira-b",
  "basquet/inferiores-tira-flex",
  "voley/voley-liga",
  "voley/maxy-femenino",
  "voley/maxy-masculino",
  "aquagym",
  "natacion",
  "efecto-mariposa",
  "pelota-paleta",
  "telas",
  "tenis-paleta",
  "funcional",
  "colonia",
  "pilates",
  "yoga",
  "taekwondo",
  "artes-marciales/taekwondo",
];

/** One page module served at several paths. */
const aliases = (file: string, paths: readonly string[]) =>
  paths.map((path) => route(path, file, { id: `${file}#${path}` }));

export default [
  // Files for search engines, written at build time.
  route("sitemap.xml", "seo/sitemap-xml.ts"),
  route("robots.txt", "seo/robots-txt.ts"),
  layout("layout/site-layout.tsx", [
    index("pages/home.tsx"),
    route("valores-y-dias", "pages/valores-y-dias.tsx"),
    route("marca", "pages/marca.tsx"),
    route("historia", "pages/historia.tsx"),
    route("accion-social", "pages/accion-social.tsx"),
    route("novedades", "pages/novedades.tsx"),
    // One page per news item, prerendered from the news data (react-router.config.ts).
    route("novedades/:id", "pages/noticia.tsx"),
    route("deportes-y-actividades", "pages/deportes-y-actividades.tsx"),
    route("basquet/federal", "pages/basquet-federal.tsx"),
    route("voley", "pages/voley.tsx"),
    ...aliases("pages/voley-division.tsx", ["voley/primera", "voley/tira-a", "voley/tira-b"]),
    ...aliases("pages/gimnasia.tsx", ["gimnasia", "gimnasia-artistica"]),
    ...aliases("pages/judo.tsx", ["judo", "artes-marciales/judo"]),
    ...aliases("pages/aikido.tsx", ["aikido", "artes-marciales/aikido"]),
    route("tenis-mesa", "pages/tenis-mesa.tsx"),
    route("zumba", "pages/zumba.tsx"),
    ...aliases("pages/under-construction.tsx", UNDER_CONSTRUCTION),
    ...(diagnosticsInBuild(process.env)
      ? [route("api-test", "pages/api-test.tsx"), route("config-test", "pages/config-test.tsx")]
      : []),
    ...aliases(
      "pages/redirect.tsx",
      Object.keys(REDIRECTS).map((path) => path.slice(1)),
    ),
    route("*", "pages/not-found.tsx"),
  ]),
] satisfies RouteConfig;
