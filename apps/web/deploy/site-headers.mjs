// The served site's response headers, in one place: the preview server
// (scripts/vite-spa-fallback.ts), nginx (deploy/security-headers.conf, included
// by deploy/nginx.conf.template) and Firebase Hosting (firebase.json) all take them from
// here. Plain JavaScript, so Node runs it without a build step (the build's page policy
// step, scripts/page-csp.mjs, reads it too). After changing it, regenerate the two generated
// files with `node apps/web/deploy/write-hosting-config.mjs` (scripts/site-headers.test.ts
// fails while they are out of date).
//
// How the Content-Security-Policy works: two policies, and a browser enforces both.
// - The header policy (below) is the same for every response and carries everything
//   that does not depend on the page: where frames, images, connections, styles may
//   come from, frame-ancestors, base-uri, form-action, object-src. Its script-src
//   allows same-origin scripts, Google's tag loader (analytics, only ever requested
//   when the build has a Firebase config) and inline scripts.
// - Each built page also carries `<meta http-equiv="Content-Security-Policy">` with its
//   own `script-src 'self' 'sha256-…'`, the hashes of that page's inline scripts (React
//   Router's context and hydration scripts, React's streamed-boundary script), written
//   at the end of the build by scripts/page-csp.mjs. A script must pass both policies, so only
//   those exact inline scripts run: an injected inline script matches no hash. The meta
//   lists Google's tag loader only in builds with analytics.
// Why not a hash list in the header: each prerendered page embeds its own data in an
// inline script, so the list would name every page's hashes (several KB on every
// response) and would have to be regenerated into the server config on each build.
//
// Styles: each built page carries its CSS inline (scripts/inline-css.mjs, so the
// first paint needs only the document); later routes load same-origin stylesheets.
// The header's style-src allows inline <style>, and the page's meta policy narrows it
// with `style-src-elem 'self' 'sha256-…'` to that page's own stylesheets, the same way
// as scripts (a browser too old for style-src-elem keeps the header's rule).
// `style=""` attributes in the prerendered HTML (aspect ratios, colour swatches, row
// counts as custom properties) need style-src-attr 'unsafe-inline': an attribute
// style cannot run script nor read the page.

/** Origins of the frames the site shows after a click (components/embed.tsx). */
export const EMBED_ORIGINS = Object.freeze([
  "https://www.google.com", // the contact section's map (pages/home/contact.tsx)
  "https://www.canva.com", // presentations of content/valores.ts and content/marca.ts
  "https://www.youtube-nocookie.com", // the history video (content/historia.ts)
]);

/** Google's tag loader, which Firebase Analytics injects (firebase/analytics 12). */
export const ANALYTICS_SCRIPT_ORIGIN = "https://www.googletagmanager.com";

/**
 * The header policy. Google hosts appear only for Firebase Analytics (lib/firebase.ts),
 * which loads nothing without a Firebase config: its config and installation calls,
 * and Google Analytics 4's collection endpoints (Google's CSP guide for GA4).
 */
export const CSP_DIRECTIVES = Object.freeze({
  "default-src": ["'self'"],
  "script-src": ["'self'", "'unsafe-inline'", ANALYTICS_SCRIPT_ORIGIN],
  "style-src": ["'self'", "'unsafe-inline'"],
  "style-src-attr": ["'unsafe-inline'"],
  "img-src": ["'self'", "data:", "https://*.google-analytics.com", "https://*.googletagmanager.com"],
  "font-src": ["'self'"],
  "media-src": ["'self'"],
  "connect-src": [
    "'self'",
    "https://firebase.googleapis.com",
    "https://firebaseinstallations.googleapis.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
  "frame-src": [...EMBED_ORIGINS],
  "worker-src": ["'self'"],
  "manifest-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
});

/** @param {Readonly<Record<string, readonly string[]>>} directives */
export function serializeCsp(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

export const CONTENT_SECURITY_POLICY = serializeCsp(CSP_DIRECTIVES);

/** Sent with every response of the site (not with /api, whose service sends its own). */
export const SECURITY_HEADERS = Object.freeze({
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
});

/**
 * The editor at /admin (Decap CMS, for the club's staff; scripts/build-admin.mjs) is a
 * page of its own, with headers of its own: Decap is a 5 MB app that needs what the
 * site's pages must never allow, so it gets a policy of its own and no visitor page
 * loads any of it.
 */
export const ADMIN_PATH = "/admin";

/** Whether a request path is the editor's: `/admin` or anything under `/admin/`. */
export function isAdminPath(path) {
  return path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`);
}

/**
 * Where the editor's local backend listens (decap-server, started by `pnpm admin` and
 * `pnpm dev`): on this machine only. The dev server's /admin may connect to it; the
 * built site's never does.
 */
export const ADMIN_LOCAL_BACKEND = "http://127.0.0.1:8081";

/**
 * The editor's policy. Checked in Chromium against Decap 3.16 (e2e/admin.spec.ts
 * records every violation while an editor logs in, uploads a photo and publishes):
 * - script-src: Decap's own files from /admin/, and 'unsafe-eval' because Decap checks
 *   config.yml with Ajv, which compiles its schema with `new Function`; without it the
 *   editor stops at "Error loading the CMS configuration". The page has no inline script.
 * - style-src 'unsafe-inline': Decap's styles are injected <style> elements (emotion).
 * - img-src: data: and blob: for the photo being uploaded and the editor's icons,
 *   *.githubusercontent.com for editors' avatars and photos read from the repository.
 * - connect-src: the GitHub API (Decap's GitHub backend reads and commits through it;
 *   its login goes through this origin's own /api/admin/auth, docs/deployment.md), and blob:
 *   because Decap reads a photo being uploaded back from its blob: URL to save it (without
 *   it, publishing a news item with a photo fails with "Failed to fetch").
 * No Cross-Origin-Opener-Policy: the GitHub login popup hands the token back through
 * `window.opener`, which `same-origin` would cut.
 */
export const ADMIN_CSP_DIRECTIVES = Object.freeze({
  "default-src": ["'self'"],
  "script-src": ["'self'", "'unsafe-eval'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:", "https://*.githubusercontent.com"],
  "connect-src": ["'self'", "blob:", "https://api.github.com"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
});

/**
 * The editor's policy as served: the built site's (nginx, Firebase, preview), or the dev
 * server's, which may also reach the local backend.
 * @param {{ dev?: boolean }} [options]
 */
export function adminContentSecurityPolicy({ dev = false } = {}) {
  const connect = ADMIN_CSP_DIRECTIVES["connect-src"];
  return serializeCsp({
    ...ADMIN_CSP_DIRECTIVES,
    "connect-src": dev ? [...connect, ADMIN_LOCAL_BACKEND] : connect,
  });
}

/** Sent with every answer under /admin instead of SECURITY_HEADERS: its policy, and never indexed. */
export const ADMIN_HEADERS = Object.freeze({
  ...SECURITY_HEADERS,
  "Content-Security-Policy": adminContentSecurityPolicy(),
  "X-Robots-Tag": "noindex, nofollow",
});

/**
 * HTTPS only, for a year, this host only (no includeSubDomains: the club's other
 * subdomains are not ours to vouch for). Sent by nginx and Firebase, which sit behind
 * or are the TLS end; the local preview speaks plain HTTP, where browsers ignore it.
 */
export const HSTS = "max-age=31536000";

/** Cache-Control by kind of file. */
export const CACHE_CONTROL = Object.freeze({
  /** `/assets/*`: names carry a content hash, so a copy never goes stale. */
  hashed: "public, max-age=31536000, immutable",
  /** Pages, the 404 page, route data (`*.data`) and `/sw.js`: always revalidated. */
  revalidate: "no-cache",
  /** Other public files (images, the brand manual, icons): unhashed names, a short cache. */
  short: "public, max-age=3600",
});

/** Extensions of the unhashed public files that get the short cache. */
export const SHORT_CACHE_EXTENSIONS = Object.freeze([
  "avif",
  "gif",
  "ico",
  "jpg",
  "jpeg",
  "mp4",
  "pdf",
  "png",
  "svg",
  "txt",
  "webm",
  "webmanifest",
  "webp",
  "xml",
]);

/**
 * The folders of the site's calendar files, written at build time: each announced
 * event's (`/eventos/<id>.ics`) and each timetabled activity's weekly classes
 * (`/calendario/<id>.ics`). Served as text/calendar (a phone adds a file to its calendar
 * only as that) and always revalidated: nginx has a location for each
 * (deploy/nginx.conf.template), Firebase a header rule.
 */
export const CALENDAR_FOLDERS = Object.freeze(["/eventos", "/calendario"]);

/** The Content-Type of a calendar file. */
export const CALENDAR_TYPE = "text/calendar; charset=utf-8";

/**
 * Cache-Control for a request path of the site (what the preview server sends; nginx
 * and Firebase express the same rules in their own syntax).
 * @param {string} path
 */
export function cacheControlFor(path) {
  if (path.startsWith("/assets/")) return CACHE_CONTROL.hashed;
  // The editor's files keep their names across Decap's releases: always revalidated.
  if (isAdminPath(path)) return CACHE_CONTROL.revalidate;
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  if (extension && SHORT_CACHE_EXTENSIONS.includes(extension)) return CACHE_CONTROL.short;
  return CACHE_CONTROL.revalidate;
}

/** Where Firebase Hosting sends `/api/**`: the league service on Cloud Run (set to the club's deployment). */
export const FIREBASE_API_SERVICE = Object.freeze({ serviceId: "casa-api", region: "southamerica-east1" });

/**
 * The editor's own origin on Firebase Hosting: the second Hosting site (target "editor"
 * in apps/web/.firebaserc), where build/editor is served and the public site's /admin
 * leads. The club's to change: its editor site's address (`https://<site id>.web.app`, or
 * a domain of its own connected to that site; docs/deployment.md). nginx takes the same
 * from the web container's EDITOR_ORIGIN instead.
 */
export const EDITOR_ORIGIN = "https://casa-padua-editor.web.app";

/**
 * Every path of a Hosting site except the league service's (`/api/<anything>`), as a Hosting
 * glob (minimatch with extglob): the root, `/api` itself (the site's 404 page), any first
 * segment but `api` alone or with anything under it. Hosting applies every header rule
 * whose glob matches, over the headers a rewrite's backend sent, so a `**` rule would
 * replace the service's own (no-store and a hash-only policy on the login callback, a
 * minute's cache on the tables). Not a `regex`: Hosting's is RE2, with no lookahead.
 */
export const SITE_PATHS = "{/,/api,/!(api),/!(api)/**}";

/**
 * The same paths, for the rules that pick files by extension: every `<name>.<extension>`
 * but the league service's (`/api/unknown.txt` keeps the service's answer, not an hour
 * of cache at the CDN).
 * @param {string} extensions a glob of the extensions, e.g. `@(txt|xml)` or `data`
 */
const sitePathsEndingIn = (extensions) => `{/*.${extensions},/!(api)/**/*.${extensions}}`;

/**
 * The league service's paths on the public site: all of `/api/...` but the editor's
 * login relay (`/api/admin/...`), which only the editor's origin serves: a script of a
 * public page must never reach it (docs/deployment.md). Left unrewritten, they get the
 * site's 404 page.
 */
export const SITE_API_PATHS = "/api/{!(admin),!(admin)/**}";

/** The editor's login relay, the one path of the editor's site that is the service's. */
export const EDITOR_API_PATHS = "/api/admin/**";

/**
 * Route data (`/novedades.data`: what a client-side navigation and the service worker's
 * first-visit copy fetch) as React Router's own server sends it; Hosting knows no type
 * for `.data` and nginx sends the same (deploy/nginx.conf.template).
 */
export const ROUTE_DATA_TYPE = "text/x-script";

/**
 * firebase.json for Firebase Hosting, from `apps/web` (`firebase deploy --only hosting`
 * after `pnpm --filter @casa/web build`): two sites, by target (apps/web/.firebaserc
 * names each target's site).
 *
 * "site", build/client. Header rules: Hosting applies every matching rule in order, a
 * later one overriding an earlier one's header, so the first rule sets the security
 * headers and the default no-cache on every path but the league service's (SITE_PATHS),
 * and the next ones relax the cache (route data and the calendar files get their type, as
 * nginx gives it). Pages are served at their path without a trailing slash (`/historia`
 * is historia/index.html; `/historia/` answers 301 to it); unknown paths get 404.html (the
 * SPA fallback, written by scripts/vite-post-build.ts) with status 404. `/admin` and anything
 * under it answer 301 to the editor's site. Hosting sends no custom header with the
 * answers of its `redirects` (the route table's, /admin): scripts/tests/hosting-expectations.mjs records
 * it.
 *
 * "editor", build/editor: the editor (Decap CMS) at /admin/ of its own origin, every
 * answer with the editor's headers (its policy, noindex, HSTS) and no-cache; `/` answers
 * 301 to /admin/. Its `/api/admin/**` goes to the league service (the GitHub login's
 * relay), with the service's own headers.
 * @param {Readonly<Record<string, string>>} redirects the route table's redirects (src/redirects.ts)
 */
export function firebaseConfig(redirects) {
  const header = (key, value) => ({ key, value });
  const ignore = ["firebase.json", "**/.*", "**/node_modules/**"];
  const redirect = (source, destination) => ({ source, destination, type: 301 });
  return {
    hosting: [
      {
        target: "site",
        public: "build/client",
        ignore: [...ignore, "__spa-fallback.html"],
        trailingSlash: false,
        redirects: [
          ...Object.entries(redirects).map(([source, destination]) => redirect(source, destination)),
          redirect(ADMIN_PATH, `${EDITOR_ORIGIN}${ADMIN_PATH}/`),
          redirect(`${ADMIN_PATH}/**`, `${EDITOR_ORIGIN}${ADMIN_PATH}/`),
        ],
        rewrites: [{ source: SITE_API_PATHS, run: { ...FIREBASE_API_SERVICE } }],
        headers: [
          {
            source: SITE_PATHS,
            headers: [
              ...Object.entries(SECURITY_HEADERS).map(([key, value]) => header(key, value)),
              header("Strict-Transport-Security", HSTS),
              header("Cache-Control", CACHE_CONTROL.revalidate),
            ],
          },
          {
            source: sitePathsEndingIn(`@(${SHORT_CACHE_EXTENSIONS.join("|")})`),
            headers: [header("Cache-Control", CACHE_CONTROL.short)],
          },
          { source: sitePathsEndingIn("data"), headers: [header("Content-Type", ROUTE_DATA_TYPE)] },
          ...CALENDAR_FOLDERS.map((folder) => ({
            source: `${folder}/*.ics`,
            headers: [
              header("Content-Type", CALENDAR_TYPE),
              header("Cache-Control", CACHE_CONTROL.revalidate),
            ],
          })),
          { source: "/assets/**", headers: [header("Cache-Control", CACHE_CONTROL.hashed)] },
        ],
      },
      {
        target: "editor",
        public: "build/editor",
        ignore,
        redirects: [redirect("/", `${ADMIN_PATH}/`)],
        rewrites: [{ source: EDITOR_API_PATHS, run: { ...FIREBASE_API_SERVICE } }],
        headers: [
          {
            source: SITE_PATHS,
            headers: [
              ...Object.entries(ADMIN_HEADERS).map(([key, value]) => header(key, value)),
              header("Strict-Transport-Security", HSTS),
              header("Cache-Control", CACHE_CONTROL.revalidate),
            ],
          },
        ],
      },
    ],
  };
}

/** The nginx snippet every site location includes (nginx drops inherited add_header once a location sets its own). */
export function nginxSecurityHeaders() {
  const lines = Object.entries({ ...SECURITY_HEADERS, "Strict-Transport-Security": HSTS }).map(
    ([name, value]) => `add_header ${name} "${value}" always;`,
  );
  return [
    "# Generated from apps/web/deploy/site-headers.mjs (do not edit; see there how to regenerate).",
    "# Security headers of every response of the site; included by each location of",
    "# nginx.conf.template. HSTS: TLS terminates in front of this nginx (the host's proxy",
    "# or load balancer); the header travels back through it to the browser over HTTPS.",
    ...lines,
    "",
  ].join("\n");
}

/** The nginx snippet of the editor's locations (/admin): the same headers, its own policy, noindex. */
export function nginxAdminHeaders() {
  const lines = Object.entries({ ...ADMIN_HEADERS, "Strict-Transport-Security": HSTS }).map(
    ([name, value]) => `add_header ${name} "${value}" always;`,
  );
  return [
    "# Generated from apps/web/deploy/site-headers.mjs (do not edit; see there how to regenerate).",
    "# Headers of the editor at /admin (Decap CMS): included by its locations of",
    "# nginx.conf.template instead of security-headers.conf.",
    ...lines,
    "",
  ].join("\n");
}
