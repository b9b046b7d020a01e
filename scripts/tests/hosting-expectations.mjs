/**
 * What the built site answers, path by path, wherever it is hosted: one table for nginx
 * (apps/web/deploy/nginx.conf.template, the web image and Compose) and Firebase Hosting
 * (apps/web/firebase.json, production). scripts/tests/hosting-table.test.mjs serves the
 * same build with both, in front of the same built league service, and checks every row
 * against each.
 *
 * The rules the rows hold the servers to, chosen for the visitor:
 * - one address per page: no trailing slash; `/historia/` answers 301 to `/historia`;
 * - the route table's redirects (src/redirects.ts) answer 301 with or without a trailing
 *   slash, in one hop;
 * - every answer the site itself makes carries its security headers (CSP, nosniff,
 *   Referrer-Policy, HSTS), redirects included where the server can (below);
 * - cache by kind: hashed assets for a year, other public files an hour, pages, route
 *   data, the 404 page and /sw.js always revalidated;
 * - `/api/**` is the league service's answer, untouched, whatever its extension: its own
 *   Cache-Control, type and policy, never the site's; `/api/health` says only what a
 *   monitor needs;
 * - the editor (Decap CMS) lives at /admin/ of an origin of its own; the site's /admin and
 *   anything under it answer 301 there. The editor's login relay (`/api/admin/...`) is
 *   served on the editor's origin only: the site answers it with its 404.
 *
 * A row may differ by server only where a server cannot do better, with the reason
 * (`on: { firebase: … }`).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  ADMIN_HEADERS,
  CACHE_CONTROL,
  CALENDAR_TYPE,
  CONTENT_SECURITY_POLICY,
  HSTS,
  SECURITY_HEADERS,
} from "../../apps/web/deploy/site-headers.mjs";

/** A header that must not be sent. */
const ABSENT = Symbol("absent");

/** The site's security headers, as every answer of the site sends them. */
const SITE_SECURITY = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-content-type-options": SECURITY_HEADERS["X-Content-Type-Options"],
  "referrer-policy": SECURITY_HEADERS["Referrer-Policy"],
  "strict-transport-security": HSTS,
};

/** The editor's, on every answer of its origin. */
const EDITOR_SECURITY = {
  "content-security-policy": ADMIN_HEADERS["Content-Security-Policy"],
  "x-content-type-options": ADMIN_HEADERS["X-Content-Type-Options"],
  "referrer-policy": ADMIN_HEADERS["Referrer-Policy"],
  "strict-transport-security": HSTS,
  "x-robots-tag": ADMIN_HEADERS["X-Robots-Tag"],
  // The GitHub login popup hands the token back through window.opener.
  "cross-origin-opener-policy": ABSENT,
};

/**
 * Firebase Hosting applies no `headers` rule to the answers of its `redirects` (the
 * emulator's superstatic handles redirects before headers; there is no setting for it):
 * those 301s go without the security headers. A 301 has no content for them to guard,
 * and every page it leads to carries them all, so the difference is recorded, not
 * worked around. (Its trailing-slash 301s come from serving files, and do carry them.)
 */
const FIREBASE_BARE_REDIRECT = {
  "content-security-policy": ABSENT,
  "x-content-type-options": ABSENT,
  "referrer-policy": ABSENT,
  "strict-transport-security": ABSENT,
};
const FIREBASE_BARE_EDITOR_REDIRECT = { ...FIREBASE_BARE_REDIRECT, "x-robots-tag": ABSENT };

const HTML = /^text\/html\b/;
const JAVASCRIPT = /^(application|text)\/javascript\b/;

/**
 * A path the league service answers, through the host untouched: the same status, its
 * own type, cache and policy, never the site's (nor the editor's).
 * @param {"site" | "editor"} origin
 * @param {string} path
 * @param {string} why
 * @returns {Row}
 */
function serviceRow(origin, path, why) {
  return {
    origin,
    path,
    why,
    service: {
      same: [
        "content-type",
        "cache-control",
        "content-security-policy",
        "referrer-policy",
        "x-content-type-options",
      ],
      notSite: ["content-security-policy"],
      // Hosting makes a backend's answer without a Cache-Control `private` (its CDN then
      // keeps no copy): its own default, not a header of the site.
      unsetBecomes: { firebase: { "cache-control": "private" } },
    },
  };
}

/** The first file of `dir` (under the build) whose name matches. */
function firstFile(dir, pattern) {
  const name = readdirSync(dir)
    .filter((entry) => pattern.test(entry))
    .sort()[0];
  if (!name) throw new Error(`no file like ${pattern} in ${dir}: build the site first`);
  return name;
}

/**
 * The table, for the build in `buildDir` (apps/web/build or WEB_BUILD_DIR): some paths
 * are the build's own files (a hashed script, a photo, a calendar file).
 * @param {{ buildDir: string, redirects: Readonly<Record<string, string>> }} options
 * @returns {Row[]}
 *
 * @typedef {{
 *   origin: "site" | "editor",
 *   path: string,
 *   why: string,
 *   status: number,
 *   location?: string | ((context: { editorOrigin: string }) => string),
 *   headers?: Record<string, string | RegExp | typeof ABSENT>,
 *   body?: { sameAsFile: string },
 *   service?: { same: string[], notSite: string[], unsetBecomes?: Record<string, Record<string, string>> },
 *   json?: { keys: string[], eachOf?: Record<string, string[]> },
 *   on?: Partial<Record<"nginx" | "firebase", { headers?: Record<string, string | RegExp | typeof ABSENT>, why: string }>>,
 * }} Row
 */
export function hostingExpectations({ buildDir, redirects }) {
  const client = join(buildDir, "client");
  const script = firstFile(join(client, "assets"), /\.js$/);
  const photo = firstFile(join(client, "images", "club"), /\.(webp|avif|jpg)$/);
  const calendar = firstFile(join(client, "calendario"), /\.ics$/);
  const notFoundPage = readFileSync(join(client, "404.html"), "utf8");
  const page = (path, why) => ({
    origin: "site",
    path,
    why,
    status: 200,
    headers: { ...SITE_SECURITY, "content-type": HTML, "cache-control": CACHE_CONTROL.revalidate },
  });
  /** @type {Row[]} */
  const rows = [
    page("/", "the home page"),
    page("/historia", "a page"),
    page("/basquet/federal", "a page two folders down"),
    {
      origin: "site",
      path: "/historia/",
      why: "one address per page: the trailing slash leads to the page's own address",
      status: 301,
      location: "/historia",
      headers: SITE_SECURITY,
    },
    {
      origin: "site",
      path: "/historia/?desde=inicio",
      why: "the trailing slash's redirect keeps the query",
      status: 301,
      location: "/historia?desde=inicio",
      headers: SITE_SECURITY,
    },
    ...Object.entries(redirects).flatMap(([source, destination]) =>
      [source, `${source}/`].map((path) => ({
        origin: "site",
        path,
        why: `the route table's redirect of ${source}, in one hop`,
        status: 301,
        location: destination,
        headers: SITE_SECURITY,
        on: {
          firebase: { headers: FIREBASE_BARE_REDIRECT, why: "Firebase's redirects carry no custom header" },
        },
      })),
    ),
    {
      origin: "site",
      path: `/assets/${script}`,
      why: "a hashed script: cached for a year",
      status: 200,
      headers: { ...SITE_SECURITY, "content-type": JAVASCRIPT, "cache-control": CACHE_CONTROL.hashed },
    },
    {
      origin: "site",
      path: `/images/club/${photo}`,
      why: "a photo with an unhashed name: a short cache",
      status: 200,
      headers: { ...SITE_SECURITY, "content-type": /^image\//, "cache-control": CACHE_CONTROL.short },
    },
    {
      origin: "site",
      path: "/manifest.webmanifest",
      why: "the web app manifest: a short cache, its own type",
      status: 200,
      headers: {
        ...SITE_SECURITY,
        "content-type": /^application\/manifest\+json\b/,
        "cache-control": CACHE_CONTROL.short,
      },
    },
    {
      origin: "site",
      path: "/sw.js",
      why: "the service worker: always revalidated, so a new one is found",
      status: 200,
      headers: { ...SITE_SECURITY, "content-type": JAVASCRIPT, "cache-control": CACHE_CONTROL.revalidate },
    },
    {
      origin: "site",
      path: "/novedades.data",
      why: "route data, as React Router's own server types it (and compressible as text)",
      status: 200,
      headers: {
        ...SITE_SECURITY,
        "content-type": /^text\/x-script\b/,
        "cache-control": CACHE_CONTROL.revalidate,
      },
    },
    {
      origin: "site",
      path: `/calendario/${calendar}`,
      why: "an activity's weekly classes: a phone adds it to its calendar only as text/calendar",
      status: 200,
      headers: { ...SITE_SECURITY, "content-type": CALENDAR_TYPE, "cache-control": CACHE_CONTROL.revalidate },
    },
    {
      origin: "site",
      path: "/no-existe",
      why: "an unknown path: the site's Spanish 404 page, with status 404",
      status: 404,
      headers: { ...SITE_SECURITY, "content-type": HTML, "cache-control": CACHE_CONTROL.revalidate },
      body: { sameAsFile: notFoundPage },
    },
    {
      origin: "site",
      path: "/no-existe/",
      why: "an unknown path with a trailing slash: the same 404 (there is no page to lead to)",
      status: 404,
      headers: { ...SITE_SECURITY, "content-type": HTML },
      body: { sameAsFile: notFoundPage },
    },
    {
      origin: "site",
      path: "/api",
      why: "/api alone is no path of the service: the site's 404",
      status: 404,
      headers: { ...SITE_SECURITY, "content-type": HTML },
      body: { sameAsFile: notFoundPage },
    },
    ...[
      ["/api/standings/voley/primera", "a table's minute of cache"],
      ["/api/unknown", "its JSON 404"],
      ["/api/unknown.txt", "its JSON 404, not an hour of cache for the extension"],
      ["/api/unknown.data", "its JSON 404, not the route data's type for the extension"],
    ].map(([path, what]) => serviceRow("site", path, `the league service's own answer (${what}), untouched`)),
    {
      ...serviceRow(
        "site",
        "/api/health",
        "the service's health, for a monitor: its status and each source's freshness, nothing more",
      ),
      json: {
        keys: ["sources", "status"],
        eachOf: { sources: ["age_seconds", "id", "last_update", "state"] },
      },
    },
    ...["/api/admin/auth", "/api/admin/callback"].map((path) => ({
      origin: "site",
      path,
      why: "the editor's login relay is not the public site's: no script of a public page reaches it (the site's 404)",
      status: 404,
      headers: { ...SITE_SECURITY, "content-type": HTML },
      body: { sameAsFile: notFoundPage },
    })),
    serviceRow(
      "editor",
      "/api/admin/callback",
      "the editor's login relay, on the editor's origin: its page's no-store and hash-only policy, untouched",
    ),
    {
      origin: "editor",
      path: "/api/standings/voley/primera",
      why: "the editor's origin serves the login relay of the league service and nothing else of it",
      status: 404,
      headers: EDITOR_SECURITY,
    },
    ...["/admin", "/admin/", "/admin/config.yml"].map((path) => ({
      origin: "site",
      path,
      why: "the editor lives on its own origin: the site's /admin leads to its page there",
      status: 301,
      location: ({ editorOrigin }) => `${editorOrigin}/admin/`,
      headers: SITE_SECURITY,
      on: {
        firebase: { headers: FIREBASE_BARE_REDIRECT, why: "Firebase's redirects carry no custom header" },
      },
    })),
    {
      origin: "editor",
      path: "/admin/",
      why: "the editor's page: its own policy, never indexed, always revalidated",
      status: 200,
      headers: { ...EDITOR_SECURITY, "content-type": HTML, "cache-control": CACHE_CONTROL.revalidate },
    },
    {
      origin: "editor",
      path: "/",
      why: "the editor's origin has one page: / leads there",
      status: 301,
      location: "/admin/",
      headers: EDITOR_SECURITY,
      on: {
        firebase: {
          headers: FIREBASE_BARE_EDITOR_REDIRECT,
          why: "Firebase's redirects carry no custom header",
        },
      },
    },
    {
      origin: "editor",
      path: "/admin",
      why: "the editor's page has one address, with its slash (Decap's files are named from it)",
      status: 301,
      location: "/admin/",
      headers: EDITOR_SECURITY,
    },
    {
      origin: "editor",
      path: "/admin/config.yml",
      why: "the editor's configuration, as YAML (nosniff refuses a file of another type)",
      status: 200,
      headers: {
        ...EDITOR_SECURITY,
        "content-type": /^text\/yaml\b/,
        "cache-control": CACHE_CONTROL.revalidate,
      },
    },
    {
      origin: "editor",
      path: "/admin/decap-cms.js",
      why: "Decap's code, as a script, always revalidated (its names do not change across releases)",
      status: 200,
      headers: { ...EDITOR_SECURITY, "content-type": JAVASCRIPT, "cache-control": CACHE_CONTROL.revalidate },
    },
    {
      origin: "editor",
      path: "/admin/phone.css",
      why: "the editor's phone layout, as a stylesheet (nosniff refuses a file of another type)",
      status: 200,
      headers: {
        ...EDITOR_SECURITY,
        "content-type": /^text\/css\b/,
        "cache-control": CACHE_CONTROL.revalidate,
      },
    },
    {
      origin: "editor",
      path: "/admin/equipos.json",
      why: "each team's sport, for the editor's check of a result, as JSON (nosniff: fetch reads it either way, the type says what it is)",
      status: 200,
      headers: {
        ...EDITOR_SECURITY,
        "content-type": /^application\/json\b/,
        "cache-control": CACHE_CONTROL.revalidate,
      },
    },
    {
      origin: "editor",
      path: "/no-existe",
      why: "nothing else on the editor's origin",
      status: 404,
      headers: EDITOR_SECURITY,
    },
  ];
  return rows;
}

/**
 * What `answer` (status, lower-case headers, body as text) breaks of `row`, served by
 * `server`; `service` is the league service's own answer to the same path (for /api
 * rows). An empty list: the row holds.
 */
export function failuresOf(row, server, answer, { editorOrigin, service }) {
  const failures = [];
  const say = (what) => failures.push(`${server} ${row.origin} ${row.path}: ${what}`);
  if (row.service) {
    if (answer.status !== service.status)
      say(`status ${answer.status}, the service answers ${service.status}`);
    for (const name of row.service.same) {
      const sent = service.headers[name] ?? row.service.unsetBecomes?.[server]?.[name];
      if (answer.headers[name] !== sent)
        say(
          `${name} is ${JSON.stringify(answer.headers[name])}, the service sends ${JSON.stringify(service.headers[name])}`,
        );
    }
    for (const name of row.service.notSite) {
      const host = row.origin === "site" ? SITE_SECURITY : EDITOR_SECURITY;
      if (answer.headers[name] === host[name]) say(`${name} is the ${row.origin}'s, not the service's`);
    }
    if (row.json)
      failures.push(
        ...jsonFailures(row.json, answer.body).map((what) => `${server} ${row.origin} ${row.path}: ${what}`),
      );
    return failures;
  }
  if (answer.status !== row.status) say(`status ${answer.status}, expected ${row.status}`);
  const location = typeof row.location === "function" ? row.location({ editorOrigin }) : row.location;
  if (location !== undefined && answer.headers.location !== location)
    say(`Location ${JSON.stringify(answer.headers.location)}, expected ${JSON.stringify(location)}`);
  const headers = { ...row.headers, ...row.on?.[server]?.headers };
  for (const [name, expected] of Object.entries(headers)) {
    const actual = answer.headers[name];
    if (expected === ABSENT) {
      if (actual !== undefined) say(`${name} is ${JSON.stringify(actual)}, expected none`);
    } else if (expected instanceof RegExp) {
      if (!expected.test(actual ?? "")) say(`${name} is ${JSON.stringify(actual)}, expected ${expected}`);
    } else if (actual !== expected) {
      say(`${name} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
    }
  }
  if (row.body && answer.body !== row.body.sameAsFile) say("the body is not the build's page");
  return failures;
}

/** What a JSON answer says beyond `shape`: its keys exactly, and those of each item of a list. */
function jsonFailures(shape, body) {
  let value;
  try {
    value = JSON.parse(body);
  } catch {
    return ["the body is not JSON"];
  }
  const keysOf = (object) =>
    Object.keys(object ?? {})
      .sort()
      .join(", ");
  const failures = [];
  if (keysOf(value) !== shape.keys.join(", "))
    failures.push(`its keys are ${keysOf(value)}, expected ${shape.keys.join(", ")}`);
  for (const [list, keys] of Object.entries(shape.eachOf ?? {})) {
    for (const item of value[list] ?? []) {
      if (keysOf(item) !== keys.join(", "))
        failures.push(`an item of ${list} has ${keysOf(item)}, expected ${keys.join(", ")}`);
    }
  }
  return failures;
}
