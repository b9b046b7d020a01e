import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  ADMIN_CSP_DIRECTIVES,
  ADMIN_HEADERS,
  ADMIN_LOCAL_BACKEND,
  adminContentSecurityPolicy,
  CACHE_CONTROL,
  CALENDAR_FOLDERS,
  CALENDAR_TYPE,
  CSP_DIRECTIVES,
  cacheControlFor,
  EDITOR_API_PATHS,
  EDITOR_ORIGIN,
  EMBED_ORIGINS,
  FIREBASE_API_SERVICE,
  firebaseConfig,
  HSTS,
  nginxAdminHeaders,
  nginxSecurityHeaders,
  ROUTE_DATA_TYPE,
  SECURITY_HEADERS,
  SHORT_CACHE_EXTENSIONS,
  SITE_API_PATHS,
  SITE_PATHS,
} from "../deploy/site-headers.mjs";
import { REDIRECTS } from "../src/redirects.ts";
import { canvaEmbed, youtubeEmbed } from "../src/site-data/content-files/read-embeds.ts";
import { addPagePolicy, buildSettings, pageScriptPolicy, scriptHash } from "./page-csp.mjs";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const read = (path: string) => readFileSync(join(web, path), "utf8");
const REGENERATE = "out of date: run `node apps/web/deploy/write-hosting-config.mjs`";

describe("the header policy", () => {
  it("lets in frames from exactly the embeds the site shows", () => {
    const contact = read("src/pages/home/contact.tsx");
    const mapSrc = /src=\{`(https:\/\/[^`$]+)/.exec(contact)?.[1] ?? "";
    // The frames the content files can name (content/embebidos.yml), as the editor pastes their links.
    const canva = canvaEmbed("https://www.canva.com/design/DAGabc123/xyz789/view?utm_content=x")?.src ?? "";
    const youtube = youtubeEmbed("https://youtu.be/dQw4w9WgXcQ")?.src ?? "";
    const used = [mapSrc, canva, youtube].map((src) => new URL(src).origin);
    expect([...new Set(used)].sort()).toEqual([...EMBED_ORIGINS].sort());
    expect(CSP_DIRECTIVES["frame-src"]).toEqual(EMBED_ORIGINS);
  });

  it("refuses plugins, foreign bases and forms, and being framed", () => {
    expect(CSP_DIRECTIVES).toMatchObject({
      "default-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
      "worker-src": ["'self'"],
    });
    expect(SECURITY_HEADERS).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
  });

  it("gives each kind of file its cache", () => {
    expect(cacheControlFor("/assets/shell-CeXBSGuq.js")).toBe(CACHE_CONTROL.hashed);
    expect(cacheControlFor("/assets/logo-abc123.svg")).toBe(CACHE_CONTROL.hashed);
    expect(cacheControlFor("/")).toBe(CACHE_CONTROL.revalidate);
    expect(cacheControlFor("/voley/tira-a")).toBe(CACHE_CONTROL.revalidate);
    expect(cacheControlFor("/_.data")).toBe(CACHE_CONTROL.revalidate);
    expect(cacheControlFor("/sw.js")).toBe(CACHE_CONTROL.revalidate);
    expect(cacheControlFor("/images/sports/judo.svg")).toBe(CACHE_CONTROL.short);
    expect(cacheControlFor("/manual-de-marca.pdf")).toBe(CACHE_CONTROL.short);
  });
});

describe("the editor's policy (/admin)", () => {
  const policy = (dev: boolean) =>
    Object.fromEntries(
      adminContentSecurityPolicy({ dev })
        .split("; ")
        .map((directive) => {
          const [name = "", ...sources] = directive.split(" ");
          return [name, sources];
        }),
    );

  it("runs Decap's own files and nothing inline; eval only because Decap's config check needs it", () => {
    expect(ADMIN_CSP_DIRECTIVES["script-src"]).toEqual(["'self'", "'unsafe-eval'"]);
    expect(ADMIN_CSP_DIRECTIVES["default-src"]).toEqual(["'self'"]);
    expect(ADMIN_CSP_DIRECTIVES["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("reaches the GitHub API, and the local backend only from the dev server", () => {
    expect(policy(false)["connect-src"]).toEqual(["'self'", "blob:", "https://api.github.com"]);
    expect(policy(true)["connect-src"]).toEqual([
      "'self'",
      "blob:",
      "https://api.github.com",
      ADMIN_LOCAL_BACKEND,
    ]);
    expect(ADMIN_HEADERS["Content-Security-Policy"]).toBe(adminContentSecurityPolicy());
    expect(ADMIN_HEADERS["Content-Security-Policy"]).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it("shows uploaded photos and GitHub's images, refuses plugins, foreign bases and forms, and being framed", () => {
    expect(ADMIN_CSP_DIRECTIVES).toMatchObject({
      "img-src": ["'self'", "data:", "blob:", "https://*.githubusercontent.com"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
  });

  it("is never indexed, keeps the site's other headers, and sends no opener policy (the GitHub login popup needs its opener)", () => {
    expect(ADMIN_HEADERS).toEqual({
      ...SECURITY_HEADERS,
      "Content-Security-Policy": adminContentSecurityPolicy(),
      "X-Robots-Tag": "noindex, nofollow",
    });
    expect(Object.keys(ADMIN_HEADERS).map((name) => name.toLowerCase())).not.toContain(
      "cross-origin-opener-policy",
    );
  });

  it("is always revalidated: Decap's files keep their names across releases", () => {
    for (const path of ["/admin", "/admin/", "/admin/decap-cms.js", "/admin/config.yml", "/admin/x.wasm"]) {
      expect(cacheControlFor(path), path).toBe(CACHE_CONTROL.revalidate);
    }
    expect(cacheControlFor("/administracion.png")).toBe(CACHE_CONTROL.short);
  });
});

describe("firebase.json", () => {
  const config = JSON.parse(read("firebase.json"));
  type Rule = { source: string; headers: { key: string; value: string }[] };
  type Site = {
    target: string;
    public: string;
    trailingSlash?: boolean;
    redirects: { source: string; destination: string; type: number }[];
    rewrites?: unknown[];
    headers: Rule[];
  };
  const sites: Site[] = config.hosting;
  const site = sites.find((entry) => entry.target === "site") as Site;
  const editor = sites.find((entry) => entry.target === "editor") as Site;
  const headersOf = (rule: Rule | undefined) =>
    Object.fromEntries((rule?.headers ?? []).map(({ key, value }) => [key, value]));

  it("is the one site-headers.mjs describes", () => {
    expect(config, REGENERATE).toEqual(firebaseConfig(REDIRECTS));
  });

  it("has two Hosting sites by target, each named for a site of the project in .firebaserc", () => {
    expect(sites.map((entry) => [entry.target, entry.public])).toEqual([
      ["site", "build/client"],
      ["editor", "build/editor"],
    ]);
    const firebaserc = JSON.parse(read(".firebaserc"));
    const project = firebaserc.projects.default;
    expect(Object.keys(firebaserc.targets[project].hosting).sort()).toEqual(["editor", "site"]);
    // The editor's site is the one EDITOR_ORIGIN names (https://<site id>.web.app).
    expect(EDITOR_ORIGIN).toBe(`https://${firebaserc.targets[project].hosting.editor[0]}.web.app`);
  });

  it("serves the web build without trailing slashes, redirects like the route table and sends /api/** but the login relay to the league service", () => {
    expect(site.trailingSlash).toBe(false);
    const redirects = Object.fromEntries(site.redirects.map((r) => [r.source, r.destination]));
    expect(redirects).toEqual({
      ...REDIRECTS,
      "/admin": `${EDITOR_ORIGIN}/admin/`,
      "/admin/**": `${EDITOR_ORIGIN}/admin/`,
    });
    expect(site.redirects.every((r) => r.type === 301)).toBe(true);
    expect(site.rewrites).toEqual([{ source: SITE_API_PATHS, run: { ...FIREBASE_API_SERVICE } }]);
  });

  it("sends the security headers and HSTS on every path but /api/**, then relaxes the cache of static files (last rule wins)", () => {
    const rules = site.headers;
    expect(rules[0]?.source).toBe(SITE_PATHS);
    expect(headersOf(rules[0])).toEqual({
      ...SECURITY_HEADERS,
      "Strict-Transport-Security": HSTS,
      "Cache-Control": "no-cache",
    });
    // No rule reaches the league service's answers (the hosting table checks the globs as served).
    for (const rule of rules) expect(rule.source, rule.source).not.toMatch(/^\*\*$|^\/api\b/);
    // Hosting's `regex` is RE2, with no lookahead: globs only.
    expect(sites.flatMap((entry) => entry.headers).every((rule) => "source" in rule)).toBe(true);
    expect(rules.find((rule) => rule.source.includes("*.data"))).toEqual({
      source: "{/*.data,/!(api)/**/*.data}",
      headers: [{ key: "Content-Type", value: ROUTE_DATA_TYPE }],
    });
    expect(rules.at(-1)).toEqual({
      source: "/assets/**",
      headers: [{ key: "Cache-Control", value: CACHE_CONTROL.hashed }],
    });
  });

  it("serves the calendar files of events and of activities' weekly classes as text/calendar, always revalidated", () => {
    expect(CALENDAR_FOLDERS).toEqual(["/eventos", "/calendario"]);
    for (const folder of CALENDAR_FOLDERS) {
      const rule = site.headers.find((candidate) => candidate.source === `${folder}/*.ics`);
      expect(headersOf(rule), folder).toEqual({
        "Content-Type": CALENDAR_TYPE,
        "Cache-Control": CACHE_CONTROL.revalidate,
      });
    }
  });

  it("serves the editor on its own site: the editor's headers, noindex and no-cache on everything but the login relay, / leading to /admin/", () => {
    expect(editor.redirects).toEqual([{ source: "/", destination: "/admin/", type: 301 }]);
    expect(editor.rewrites).toEqual([{ source: EDITOR_API_PATHS, run: { ...FIREBASE_API_SERVICE } }]);
    expect(editor.headers).toHaveLength(1);
    expect(editor.headers[0]?.source).toBe(SITE_PATHS);
    expect(headersOf(editor.headers[0])).toEqual({
      ...ADMIN_HEADERS,
      "Strict-Transport-Security": HSTS,
      "Cache-Control": CACHE_CONTROL.revalidate,
    });
    const sent = sites.flatMap((entry) =>
      entry.headers.flatMap((rule) => rule.headers.map(({ key }) => key.toLowerCase())),
    );
    expect(sent).not.toContain("cross-origin-opener-policy");
  });
});

describe("nginx", () => {
  const template = read("deploy/nginx.conf.template").replace(/^\s*#.*$/gm, "");
  const snippet = read("deploy/security-headers.conf");
  const INCLUDE = "include /etc/nginx/casa/security-headers.conf;";
  const ADMIN_INCLUDE = "include /etc/nginx/casa/admin-headers.conf;";
  // The template's two servers: the site's (8080), then the editor's (8081).
  const [, siteServer = "", editorServer = ""] = template.split(/^server \{/m);
  // `location <match> { … }` blocks, with at most one level of inner braces (the editor's
  // `types { … }`, the trailing-slash rule's `if`); comments are gone.
  const locationsOf = (server: string) =>
    [...server.matchAll(/location\s+([^{]+?)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g)].map(
      ([, match = "", body = ""]) => ({ match, body }),
    );
  const locations = locationsOf(siteServer);
  const editorLocations = locationsOf(editorServer);
  const blockIn = (list: { match: string; body: string }[], match: string) =>
    list.find((location) => location.match === match)?.body ?? "";
  const block = (match: string) => blockIn(locations, match);
  const editorBlock = (match: string) => blockIn(editorLocations, match);
  const cacheOf = (body: string) => /add_header Cache-Control "([^"]+)"/.exec(body)?.[1];

  it("includes the snippet site-headers.mjs describes", () => {
    expect(snippet, REGENERATE).toBe(nginxSecurityHeaders());
    for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, "Strict-Transport-Security": HSTS })) {
      expect(snippet).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(read("Dockerfile")).toContain(
      "COPY apps/web/deploy/security-headers.conf /etc/nginx/casa/security-headers.conf",
    );
  });

  it("sends the security headers from every location of the site, and leaves /api to its service", () => {
    expect(siteServer).toMatch(/^\s*listen 8080;$/m);
    expect(locations.length).toBeGreaterThan(10);
    for (const { match, body } of locations) {
      if (match === "^~ /api/") expect(body).not.toContain("add_header");
      else expect(body, `location ${match}`).toContain(INCLUDE);
    }
    expect(template).not.toMatch(/^\s{2}add_header/m);
  });

  it("serves the editor on a server of its own, at /admin/, with its own headers snippet, always revalidated", () => {
    expect(read("deploy/admin-headers.conf"), REGENERATE).toBe(nginxAdminHeaders());
    expect(editorServer).toMatch(/^\s*listen 8081;$/m);
    expect(editorServer).toMatch(/^\s*root \/usr\/share\/nginx\/editor;$/m);
    for (const { match, body } of editorLocations) {
      // The login relay is the league service's: its answers keep the service's headers.
      if (match === "^~ /api/admin/") expect(body).not.toContain("add_header");
      else expect(body, `location ${match}`).toContain(ADMIN_INCLUDE);
      expect(body, `location ${match}`).not.toContain(INCLUDE);
    }
    for (const match of ["= /", "= /admin"])
      expect(editorBlock(match), match).toMatch(/return 301 \/admin\/;/);
    expect(cacheOf(editorBlock("^~ /admin/"))).toBe(CACHE_CONTROL.revalidate);
    expect(cacheOf(editorBlock("/"))).toBe(CACHE_CONTROL.revalidate);
    // config.yml as YAML, Decap's scripts as scripts (nosniff refuses one of another type).
    expect(editorBlock("^~ /admin/")).toMatch(/text\/yaml yml;/);
    expect(editorBlock("^~ /admin/")).toMatch(/application\/javascript js;/);
    expect(read("Dockerfile")).toContain(
      "COPY apps/web/deploy/admin-headers.conf /etc/nginx/casa/admin-headers.conf",
    );
    expect(read("deploy/render-nginx.sh")).toContain("admin-headers.conf");
  });

  it("sends the site's /admin and everything under it to the editor's origin", () => {
    for (const match of ["= /admin", "^~ /admin/"]) {
      expect(block(match), match).toMatch(/return 301 \$\{EDITOR_ORIGIN\}\/admin\/;/);
    }
  });

  it("caches like site-headers.mjs says", () => {
    expect(cacheOf(block("^~ /assets/"))).toBe(CACHE_CONTROL.hashed);
    expect(cacheOf(block("= /sw.js"))).toBe(CACHE_CONTROL.revalidate);
    expect(cacheOf(block("/"))).toBe(CACHE_CONTROL.revalidate);
    expect(cacheOf(block("= /__spa-fallback.html"))).toBe(CACHE_CONTROL.revalidate);
    const byExtension = locations.find((location) => location.match.startsWith("~*"));
    const extensions = /\(\?:([^)]+)\)/.exec(byExtension?.match ?? "")?.[1]?.split("|");
    expect(extensions).toEqual([...SHORT_CACHE_EXTENSIONS]);
    expect(cacheOf(byExtension?.body ?? "")).toBe(CACHE_CONTROL.short);
  });

  it("serves each folder of calendar files as text/calendar, always revalidated", () => {
    for (const folder of CALENDAR_FOLDERS) {
      const body = block(`~ ^${folder}/[^/]+\\.ics$`);
      expect(body, folder).toContain(INCLUDE);
      expect(body, folder).toMatch(/types \{\s*\}/);
      expect(body, folder).toContain(`default_type "${CALENDAR_TYPE}";`);
      expect(cacheOf(body), folder).toBe(CACHE_CONTROL.revalidate);
    }
  });

  it("redirects like the route table, with or without a trailing slash", () => {
    const redirects = Object.fromEntries(
      locations.flatMap(({ match, body }) => {
        const source = /^~ \^(\/[^/]+)\/\?\$$/.exec(match)?.[1];
        const target = /return 301 (\S+);/.exec(body)?.[1];
        return source && target ? [[source, target]] : [];
      }),
    );
    expect(redirects).toEqual(REDIRECTS);
  });

  it("answers a path with a trailing slash with 301 to the path without it", () => {
    const rule = block("~ ^/.+/$");
    expect(rule).toMatch(/return 301 \$slashless\$query;/);
    // After the route table's redirects (nginx tries regex locations in order).
    const order = locations.map(({ match }) => match);
    expect(order.indexOf("~ ^/.+/$")).toBeGreaterThan(order.indexOf("~ ^/basquet/?$"));
  });
});

describe("each page's script policy (scripts/page-csp.mjs)", () => {
  const page = [
    '<!DOCTYPE html><html lang="es-AR"><head><meta charSet="utf-8"/><title>t</title>',
    '<link rel="modulepreload" href="/assets/a.js"/></head><body>',
    "<script>window.a = 1;</script>",
    '<script type="module" async="">import "/assets/a.js";\n</script>',
    '<script src="/assets/b.js"></script>',
    "<script>window.a = 1;</script>",
    "</body></html>",
  ].join("");

  it("names each inline script by the hash browsers compute, once, and no external one", () => {
    expect(scriptHash("window.a = 1;")).toBe("'sha256-ShPZs6SyOIfeOg7tsGkUC0BIIQiM/4HlSLumBwNEK6k='");
    expect(pageScriptPolicy(page, { analytics: false })).toBe(
      `script-src 'self' ${scriptHash("window.a = 1;")} ${scriptHash('import "/assets/a.js";\n')}`,
    );
  });

  it("goes right after the charset, before any script, and replaces an earlier one", () => {
    const once = addPagePolicy(page, { analytics: false });
    expect(once.indexOf('<meta http-equiv="Content-Security-Policy"')).toBe(page.indexOf("<title>"));
    expect(addPagePolicy(once, { analytics: false })).toBe(once);
    expect(once.match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it("reads the page as a browser does: no hash for a script in a comment or an attribute's text", () => {
    const tricky = [
      '<!DOCTYPE html><html><head><meta charset="utf-8"><title>t</title></head><body>',
      "<!-- <script>window.old = 1;</script> -->",
      '<img alt="<script>window.alt = 1;</script>" src="/a.png">',
      "<SCRIPT>window.b = 2;</SCRIPT>",
      "</body></html>",
    ].join("");
    expect(pageScriptPolicy(tricky, { analytics: false })).toBe(
      `script-src 'self' ${scriptHash("window.b = 2;")}`,
    );
    const policy = addPagePolicy(tricky, { analytics: false });
    expect(policy.indexOf("Content-Security-Policy")).toBeLessThan(policy.indexOf("<title>"));
  });

  it("lets Google's tag loader in only when the build runs analytics", () => {
    expect(pageScriptPolicy(page, { analytics: true })).toMatch(/ https:\/\/www\.googletagmanager\.com$/);
    const firebase = { VITE_FIREBASE_API_KEY: "k", VITE_FIREBASE_PROJECT_ID: "p", VITE_FIREBASE_APP_ID: "a" };
    expect(buildSettings(firebase)).toEqual({ analytics: true });
    expect(buildSettings({ ...firebase, VITE_FIREBASE_APP_ID: " " })).toEqual({ analytics: false });
    expect(buildSettings({})).toEqual({ analytics: false });
  });

  it("refuses to build a site whose league service the policy would block", () => {
    expect(() => buildSettings({ VITE_API_BASE_URL: "https://ligas.example.com" })).toThrow(/connect-src/);
    expect(
      buildSettings({
        VITE_API_BASE_URL: "https://casadepadua.com.ar/",
        VITE_SITE_URL: "https://casadepadua.com.ar",
      }),
    ).toEqual({ analytics: false });
    expect(buildSettings({ VITE_API_BASE_URL: "/api" })).toEqual({ analytics: false });
  });
});
