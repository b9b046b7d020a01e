/**
 * The built site as the image's nginx sends it (apps/web/deploy/nginx.conf.template,
 * rendered as the image does, over apps/web/build/client): compressed as tightly as the
 * size budgets count. `pnpm size` measures each file gzipped at level 9 (docs/quality.md);
 * nginx's default level 1 sent the app's main chunk as 131 KB instead of 115 KB, over
 * the first-load budget (then 120 KB), on every first visit. A browser that asks for no
 * compression still gets the plain file, and every compressed answer says it varies.
 * And the editor, on its own server (apps/web/build/editor): its own headers, its files
 * with their types; the site's /admin leads there.
 *
 * Needs the built site (apps/web/build) and nginx; `npm test` has both.
 */
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { gzipSync } from "node:zlib";
import { ADMIN_HEADERS, CONTENT_SECURITY_POLICY, HSTS } from "../../apps/web/deploy/site-headers.mjs";
import { ROOT, startSiteNginx, waitUntilAnswers } from "./helpers.mjs";

// WEB_BUILD_DIR picks another build, as the web's own scripts do.
const SITE = join(ROOT, "apps/web", process.env.WEB_BUILD_DIR ?? "build", "client");
const EDITOR = join(ROOT, "apps/web", process.env.WEB_BUILD_DIR ?? "build", "editor");
/** What nginx may add to a level-9 gzip of the same file: 1% and a few header bytes. */
const SLACK = (bytes) => bytes * 1.01 + 64;

const work = mkdtempSync(join(tmpdir(), "casa-nginx-site-"));
let nginx;
let site;
let editor;

before(async () => {
  assert.ok(existsSync(join(SITE, "index.html")), "build the site first (pnpm exec turbo run build)");
  assert.ok(existsSync(join(EDITOR, "admin", "index.html")), `no editor in ${EDITOR}: build the site again`);
  // No league service behind it: these tests ask only for the site's own files.
  ({
    nginx,
    origin: site,
    editorOrigin: editor,
  } = await startSiteNginx({ work, upstream: "http://127.0.0.1:9", siteRoot: SITE, editorRoot: EDITOR }));
  await waitUntilAnswers(`${site}/`, nginx);
  await waitUntilAnswers(`${editor}/admin/`, nginx);
});

after(async () => {
  await nginx?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** GET `path` (of the site, or of `origin`) with these request headers; resolves with the headers and the body's bytes as sent. */
function fetchRaw(path, headers, origin = site) {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { headers, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const level9 = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The app's code and styles (not the empty chunks of resource routes), and two pages. */
const files = [
  ...readdirSync(join(SITE, "assets"))
    .filter((name) => /\.(js|css)$/.test(name) && statSync(join(SITE, "assets", name)).size > 0)
    .map((name) => ({ path: `/assets/${name}`, file: join(SITE, "assets", name) })),
  { path: "/", file: join(SITE, "index.html") },
  { path: "/basquet/federal", file: join(SITE, "basquet/federal/index.html") },
];

test("every script, stylesheet and page arrives gzipped within 1% of the size the budgets count", async () => {
  assert.ok(files.length > 10, `expected the built assets, found ${files.length} files`);
  const over = [];
  for (const { path, file } of files) {
    const { status, headers, bytes } = await fetchRaw(path, { "Accept-Encoding": "gzip" });
    assert.equal(status, 200, path);
    assert.equal(headers["content-encoding"], "gzip", `${path} is not compressed`);
    assert.match(String(headers.vary), /Accept-Encoding/i, `${path} does not say it varies`);
    const budgeted = level9(file);
    if (bytes.length > SLACK(budgeted))
      over.push(`${path}: ${bytes.length} B sent, ${budgeted} B at level 9`);
  }
  assert.deepEqual(over, []);
});

test("a browser that asks for no compression gets the plain file", async () => {
  const { headers, bytes } = await fetchRaw("/", {});
  assert.equal(headers["content-encoding"], undefined);
  assert.deepEqual(bytes, readFileSync(join(SITE, "index.html")));
});

test("route data, the web app manifest and the sitemap are compressed too", async () => {
  for (const path of ["/novedades.data", "/basquet/federal.data", "/manifest.webmanifest", "/sitemap.xml"]) {
    const { status, headers } = await fetchRaw(path, { "Accept-Encoding": "gzip" });
    assert.equal(status, 200, path);
    assert.equal(headers["content-encoding"], "gzip", `${path} is not compressed`);
  }
});

test("the editor's /admin/ has its own policy, noindex, no opener policy and no cache; its / and /admin lead there", async () => {
  const page = await fetchRaw("/admin/", { "Accept-Encoding": "gzip" }, editor);
  assert.equal(page.status, 200);
  assert.equal(page.headers["content-security-policy"], ADMIN_HEADERS["Content-Security-Policy"]);
  assert.equal(page.headers["x-robots-tag"], "noindex, nofollow");
  assert.equal(page.headers["x-content-type-options"], "nosniff");
  assert.equal(page.headers["strict-transport-security"], HSTS);
  assert.equal(page.headers["cache-control"], "no-cache");
  // The GitHub login popup hands the token back through window.opener.
  assert.equal(page.headers["cross-origin-opener-policy"], undefined);
  assert.match(String(page.headers["content-type"]), /^text\/html/);
  for (const path of ["/", "/admin"]) {
    const bare = await fetchRaw(path, {}, editor);
    assert.equal(bare.status, 301, path);
    assert.equal(bare.headers.location, "/admin/", path);
    assert.equal(bare.headers["content-security-policy"], ADMIN_HEADERS["Content-Security-Policy"], path);
  }
});

test("the site's /admin and everything under it lead to the editor's origin, with the site's headers", async () => {
  for (const path of ["/admin", "/admin/", "/admin/config.yml", "/admin/decap-cms.js"]) {
    const answer = await fetchRaw(path, {});
    assert.equal(answer.status, 301, path);
    assert.equal(answer.headers.location, `${editor}/admin/`, path);
    assert.equal(answer.headers["content-security-policy"], CONTENT_SECURITY_POLICY, path);
  }
  // The site's pages keep the site's policy.
  assert.equal((await fetchRaw("/", {})).headers["content-security-policy"], CONTENT_SECURITY_POLICY);
});

test("the editor's files: config.yml as YAML, Decap's script as a script, compressed", async () => {
  const config = await fetchRaw("/admin/config.yml", {}, editor);
  assert.equal(config.status, 200);
  assert.match(String(config.headers["content-type"]), /^text\/yaml/);
  const script = await fetchRaw("/admin/decap-cms.js", { "Accept-Encoding": "gzip" }, editor);
  assert.equal(script.status, 200);
  assert.match(String(script.headers["content-type"]), /javascript/);
  assert.equal(script.headers["content-encoding"], "gzip");
  assert.equal(script.headers["x-robots-tag"], "noindex, nofollow");
});

test("an activity's weekly classes arrive as a calendar file, always revalidated", async () => {
  const [file] = readdirSync(join(SITE, "calendario")).filter((name) => name.endsWith(".ics"));
  assert.ok(file, "the build has no /calendario/<id>.ics");
  const answer = await fetchRaw(`/calendario/${file}`, {});
  assert.equal(answer.status, 200);
  assert.equal(answer.headers["content-type"], "text/calendar; charset=utf-8");
  assert.equal(answer.headers["cache-control"], "no-cache");
  assert.equal(answer.headers["content-security-policy"], CONTENT_SECURITY_POLICY);
  assert.match(answer.bytes.toString("utf8"), /^BEGIN:VCALENDAR\r\n[\s\S]*RRULE:FREQ=WEEKLY;BYDAY=/);
});
