/**
 * The deploy workflow (.github/workflows/deploy.yml), checked without GitHub: valid under
 * GitHub's workflow schema (SchemaStore's, as @action-validator/core ships it), and
 * doing what docs/deployment.md says: when it runs; that what it deploys is the build its
 * checks ran on, built once with the production settings; that only the deploy job, in
 * the protected environment, can obtain credentials, and with no stored key; that
 * firebase-tools comes from the lockfile; that every action is pinned to a commit.
 *
 * Each rule is a function of the workflow's text, run on the file as shipped (it must
 * pass) and on copies broken on purpose (each must fail it), so that a rule that stopped
 * checking anything would be noticed.
 */
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { test } from "node:test";
import { parse } from "yaml";
import { readRepoFile } from "./helpers.mjs";

const require = createRequire(import.meta.url);
const { validateWorkflow } = require("@action-validator/core");

const PATH = ".github/workflows/deploy.yml";
const source = readRepoFile(PATH);
const workflow = parse(source);

/** The schema's complaints about a workflow's text (empty when it is valid). */
const problems = (text) => validateWorkflow(text).errors;

const MAIN_ONLY = "github.ref == 'refs/heads/main'";
/** The settings the production build reads: every VITE_* of .env.example, and the league tables' source. */
const VITE_NAMES = [...readRepoFile(".env.example").matchAll(/^(VITE_[A-Z0-9_]+)=/gm)].map(
  (match) => match[1],
);
const BUILD_SETTINGS = [...VITE_NAMES, "LEAGUE_SNAPSHOT_URL"];
/** What Firebase publishes (apps/web/firebase.json), and so exactly what the build job keeps. */
const ARTIFACT_ROOT = "apps/web/build";
const UPLOADED = [`${ARTIFACT_ROOT}/client`, `${ARTIFACT_ROOT}/editor`];
const TARGETS = { site: "build/client", editor: "build/editor" };
/** The checks whose outcome depends on the settings: they must run on the deployed build. */
const SETTINGS_CHECKS = {
  "the HTML validator": /^pnpm --filter @casa\/web validate:html$/,
  "the size budget": /^pnpm --filter @casa\/web size$/,
  "the hosting table (Firebase's emulator and nginx)":
    /^node --test scripts\/tests\/hosting-table\.test\.mjs$/,
  "the settings' browser tests":
    /^pnpm --filter @casa\/web exec playwright test (?=.*\be2e\/headers\.spec\.ts\b)(?=.*\be2e\/seo\.spec\.ts\b)(?=.*\be2e\/analytics-privacy\.spec\.ts\b)/,
};

/** A GitHub expression, `${{ … }}`, as the workflow writes it. */
const expr = (inner) => `\${{ ${inner} }}`;
const usesAction = (step, action) => step.uses?.startsWith(`${action}@`) ?? false;
/** A step that builds the site (any way of asking for it). */
const builds = (step) =>
  /\bturbo run build\b|\b(?:pnpm|npm)\b.*\sbuild(?:\s|$)|\breact-router build\b|\bvite build\b/m.test(
    step.run ?? "",
  );
const deploys = (step) => /\bfirebase deploy\b/.test(step.run ?? "");
const jobsOf = (wf) => Object.entries(wf.jobs);
const stepsOf = (wf) => jobsOf(wf).flatMap(([, job]) => job.steps);

/** [id, job] of the one job with a step matching `predicate`. */
function theJob(wf, predicate, what) {
  const found = jobsOf(wf).filter(([, job]) => job.steps.some(predicate));
  assert.equal(found.length, 1, `exactly one job ${what}`);
  return found[0];
}
const deployJob = (wf) => theJob(wf, deploys, "deploys");
const buildJob = (wf) =>
  theJob(wf, (step) => usesAction(step, "actions/upload-artifact"), "keeps an artifact");
const testJob = (wf) => theJob(wf, (step) => step.run === "npm test", "runs npm test");
const environmentOf = (job) =>
  typeof job.environment === "string" ? job.environment : job.environment?.name;

/** Each rule, on a workflow's text: throws when the workflow breaks it. */
const RULES = {
  "the deployed artifact is made by the job that tests it: one build, its settings, its checks"(text) {
    const wf = parse(text);
    const [buildId, job] = buildJob(wf);
    const { steps } = job;
    const build = steps.findIndex(builds);
    assert.ok(build >= 0, "the build job builds");
    assert.equal(steps.filter(builds).length, 1, "once");
    assert.match(steps[build].run, /^pnpm exec turbo run build\b/);
    for (const [id, other] of jobsOf(wf)) {
      if (id !== buildId) assert.ok(!other.steps.some(builds), `job ${id} builds nothing`);
    }
    // The production settings are the job's, so the build and every check see the same ones,
    // and no step (nor the workflow) puts others in their place.
    assert.equal(job.env?.WEB_BUILD_DIR, "build", "the build goes where the upload takes it from");
    for (const name of BUILD_SETTINGS)
      assert.equal(job.env?.[name], expr(`vars.${name}`), `${name} reaches the build`);
    for (const name of [...BUILD_SETTINGS, "WEB_BUILD_DIR"]) {
      assert.ok(!(name in (wf.env ?? {})), `the workflow leaves ${name} to the build job`);
      for (const step of steps)
        assert.ok(!(name in (step.env ?? {})), `${step.name} keeps the job's ${name}`);
    }
    for (const step of steps.filter((s) => /GITHUB_ENV/.test(s.run ?? ""))) {
      assert.doesNotMatch(
        step.run,
        /VITE_|LEAGUE_SNAPSHOT_URL|WEB_BUILD_DIR/,
        `${step.name} changes no setting`,
      );
    }
    // The checks run on that build, and the build is kept only once they all passed.
    const uploads = steps.flatMap((step, index) =>
      usesAction(step, "actions/upload-artifact") ? [index] : [],
    );
    assert.equal(uploads.length, 1, "one artifact");
    const [upload] = uploads;
    for (const [what, pattern] of Object.entries(SETTINGS_CHECKS)) {
      const check = steps.findIndex((step) => pattern.test(step.run ?? ""));
      assert.ok(build < check && check < upload, `${what} runs on the build, before it is kept`);
    }
    for (const step of steps) {
      assert.equal(step.if, undefined, `${step.name} always runs`);
      assert.equal(step["continue-on-error"], undefined, `${step.name} fails the job when it fails`);
    }
    assert.equal(job["continue-on-error"], undefined);
    // Exactly the folders Firebase publishes.
    const { path, "if-no-files-found": missing } = steps[upload].with;
    assert.deepEqual(path.trim().split(/\s*\n\s*/), UPLOADED);
    assert.equal(missing, "error");
  },

  "the deploy job publishes that artifact, after the tests, and builds nothing"(text) {
    const wf = parse(text);
    const [buildId, build] = buildJob(wf);
    const [testId, tests] = testJob(wf);
    const [, job] = deployJob(wf);
    assert.deepEqual([...job.needs].sort(), [buildId, testId].sort(), "it waits for both");
    assert.equal(tests.env, undefined, "the project's tests run with the default settings");
    assert.ok(!job.steps.some(builds), "it builds nothing");
    const downloads = job.steps.flatMap((step, index) =>
      usesAction(step, "actions/download-artifact") ? [index] : [],
    );
    assert.equal(downloads.length, 1, "it takes one artifact");
    const download = job.steps[downloads[0]].with;
    const upload = build.steps.find((step) => usesAction(step, "actions/upload-artifact")).with;
    assert.equal(download.name, upload.name, "the build job's");
    assert.equal(download.path, ARTIFACT_ROOT, "back where firebase.json reads it");
    assert.ok(downloads[0] < job.steps.findIndex(deploys));
    const only = /--only (\S+)/.exec(job.steps.find(deploys).run)?.[1] ?? "";
    assert.deepEqual(
      only.split(",").sort(),
      Object.keys(TARGETS)
        .map((target) => `hosting:${target}`)
        .sort(),
    );
  },

  "the deploy job runs in the protected environment production, from main only"(text) {
    const wf = parse(text);
    const [, job] = deployJob(wf);
    assert.equal(environmentOf(job), "production");
    for (const [id, other] of jobsOf(wf)) assert.equal(other.if, MAIN_ONLY, `job ${id}`);
  },

  "only the deploy job may ask for an identity token"(text) {
    const wf = parse(text);
    const [deployId] = deployJob(wf);
    assert.deepEqual(
      wf.permissions,
      { contents: "read" },
      "the workflow reads the repository and nothing more",
    );
    for (const [id, job] of jobsOf(wf)) {
      if (id === deployId) assert.deepEqual(job.permissions, { contents: "read", "id-token": "write" });
      else assert.equal(job.permissions, undefined, `job ${id} asks for nothing more`);
    }
  },

  "credentials come from Workload Identity Federation, for the deploy step alone; no key, no secret"(text) {
    const wf = parse(text);
    assert.doesNotMatch(text, /credentials_json|secrets\./, "no stored key, no secret read");
    const [, job] = deployJob(wf);
    const auths = stepsOf(wf).filter((step) => usesAction(step, "google-github-actions/auth"));
    assert.equal(auths.length, 1);
    const auth = job.steps.findIndex((step) => usesAction(step, "google-github-actions/auth"));
    assert.ok(auth >= 0, "in the deploy job");
    assert.deepEqual(job.steps[auth].with, {
      workload_identity_provider: expr("vars.GCP_WORKLOAD_IDENTITY_PROVIDER"),
      service_account: expr("vars.GCP_SERVICE_ACCOUNT"),
    });
    assert.equal(
      job.steps[auth + 1],
      job.steps.find(deploys),
      "the credentials exist for the deploy step alone",
    );
    assert.equal(job.steps.length, auth + 2, "which is the last");
  },

  "nothing is run from outside the lockfile (no npx, dlx, npm exec)"(text) {
    for (const step of stepsOf(parse(text)).filter((s) => s.run)) {
      assert.doesNotMatch(
        step.run,
        /\b(?:npx|pnpx|bunx)\b|\bnpm (?:exec|x)\b|\b(?:pnpm|yarn) dlx\b/,
        step.name,
      );
      assert.doesNotMatch(step.run, /firebase-tools/, `${step.name}: firebase-tools only from the lockfile`);
    }
  },

  "firebase-tools is the lockfile's, installed frozen and without install scripts"(text) {
    const wf = parse(text);
    const [, job] = deployJob(wf);
    const deploy = job.steps.findIndex(deploys);
    assert.match(
      job.steps[deploy].run,
      /^pnpm --filter @casa\/web exec firebase deploy --only \S+ --project "\$FIREBASE_PROJECT_ID" --non-interactive\b/,
    );
    for (const step of stepsOf(wf).filter((s) => /\bfirebase\b/.test(s.run ?? ""))) {
      for (const line of step.run.split("\n").filter((l) => /\bfirebase\s+[a-z]/.test(l))) {
        assert.match(line, /^\s*pnpm --filter @casa\/web exec firebase /, `${step.name}: the web's firebase`);
      }
    }
    const install = job.steps.findIndex((step) => /\bpnpm install\b/.test(step.run ?? ""));
    assert.ok(install >= 0 && install < deploy, "installed before the deploy");
    const [command] = /pnpm install\b.*/.exec(job.steps[install].run);
    for (const flag of ["--frozen-lockfile", "--ignore-scripts"])
      assert.ok(command.split(/\s+/).includes(flag), flag);
    assert.ok(
      job.steps.findIndex((step) => usesAction(step, "google-github-actions/auth")) > install,
      "before any credential",
    );
  },

  "every action is pinned to a release's commit, the release in a comment"(text) {
    const lines = text.split("\n").filter((line) => /^\s*(?:-\s+)?uses:/.test(line));
    assert.ok(lines.length >= 8);
    for (const line of lines) {
      assert.match(line, /^\s*(?:-\s+)?uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/, line.trim());
    }
    for (const step of stepsOf(parse(text)).filter((s) => s.uses)) assert.match(step.uses, /@[0-9a-f]{40}$/);
  },
};

/** One unique replacement in the shipped text (so a broken copy breaks what it says). */
function edit(text, from, to) {
  const at = text.indexOf(from);
  assert.ok(at >= 0 && text.indexOf(from, at + 1) < 0, `one ${JSON.stringify(from)} to replace`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}
const step = (name) => `      - name: ${name}\n`;

/**
 * For each rule, copies of the workflow that break it. Made inside the tests, so that a
 * copy whose text the workflow no longer has fails its rule's test, not the whole file.
 */
const brokenCopies = () => ({
  "the deployed artifact is made by the job that tests it: one build, its settings, its checks": {
    "the deploy job builds again": edit(
      source,
      step("Fetch the tested build"),
      `${step("Build")}        run: pnpm exec turbo run build\n\n${step("Fetch the tested build")}`,
    ),
    "a second build in the build job": edit(
      source,
      step("Keep the tested build for the deploy"),
      `${step("Build again")}        run: pnpm --filter @casa/web build\n\n${step("Keep the tested build for the deploy")}`,
    ),
    "the build with analytics off (a step's own value)": edit(
      source,
      "        run: pnpm exec turbo run build --output-logs=new-only\n",
      '        run: pnpm exec turbo run build --output-logs=new-only\n        env:\n          VITE_FIREBASE_MEASUREMENT_ID: ""\n',
    ),
    "a setting changed for the later steps": edit(
      source,
      '            echo "DO_NOT_TRACK=$DO_NOT_TRACK"\n',
      '            echo "DO_NOT_TRACK=$DO_NOT_TRACK"\n            echo "VITE_SITE_URL=http://localhost"\n',
    ),
    "a setting missing": edit(source, `      VITE_CLUB_EMAIL: ${expr("vars.VITE_CLUB_EMAIL")}\n`, ""),
    "the league tables from the shipped snapshot": edit(
      source,
      `      LEAGUE_SNAPSHOT_URL: ${expr("vars.LEAGUE_SNAPSHOT_URL")}\n`,
      "",
    ),
    "a build in another folder": edit(
      source,
      "      WEB_BUILD_DIR: build\n",
      "      WEB_BUILD_DIR: build-prod\n",
    ),
    "the size budget left out": edit(
      source,
      "        run: pnpm --filter @casa/web size\n",
      "        run: echo skipped\n",
    ),
    "a browser spec left out": edit(source, " e2e/analytics-privacy.spec.ts\n", "\n"),
    "the hosting table after the upload": edit(
      edit(
        source,
        `${step("The hosting table, Firebase Hosting emulator and nginx")}        run: node --test scripts/tests/hosting-table.test.mjs\n`,
        "",
      ),
      "          retention-days: 7\n",
      `          retention-days: 7\n\n${step("Hosting table")}        run: node --test scripts/tests/hosting-table.test.mjs\n`,
    ),
    "a check allowed to fail": edit(
      source,
      "        run: pnpm --filter @casa/web size\n",
      "        run: pnpm --filter @casa/web size\n        continue-on-error: true\n",
    ),
    "the whole build folder uploaded": edit(
      source,
      "            apps/web/build/client\n            apps/web/build/editor\n",
      "            apps/web/build\n",
    ),
  },
  "the deploy job publishes that artifact, after the tests, and builds nothing": {
    "it does not wait for the tests": edit(source, "needs: [test, build]", "needs: [build]"),
    "the tests with the production settings": edit(
      source,
      "    timeout-minutes: 90\n",
      `    timeout-minutes: 90\n    env:\n      VITE_SITE_URL: ${expr("vars.VITE_SITE_URL")}\n`,
    ),
    "another artifact": edit(
      source,
      "          name: hosting\n          path: apps/web/build\n",
      "          name: other\n          path: apps/web/build\n",
    ),
    "downloaded elsewhere": edit(source, "          path: apps/web/build\n", "          path: dist\n"),
    "the editor not deployed": edit(source, "--only hosting:site,hosting:editor", "--only hosting:site"),
  },
  "the deploy job runs in the protected environment production, from main only": {
    "no environment": edit(source, "    environment: production\n", ""),
    "another environment": edit(source, "    environment: production\n", "    environment: staging\n"),
    "from any branch": edit(
      source,
      `    needs: [test, build]\n    if: ${MAIN_ONLY}\n`,
      "    needs: [test, build]\n",
    ),
  },
  "only the deploy job may ask for an identity token": {
    "for the whole workflow": edit(
      source,
      "permissions:\n  contents: read\n",
      "permissions:\n  contents: read\n  id-token: write\n",
    ),
    "for the build job": edit(
      source,
      "    timeout-minutes: 60\n",
      "    timeout-minutes: 60\n    permissions:\n      contents: read\n      id-token: write\n",
    ),
    "more for the deploy job": edit(
      source,
      "      id-token: write\n",
      "      id-token: write\n      deployments: write\n",
    ),
    everything: edit(source, "permissions:\n  contents: read\n", "permissions: write-all\n"),
  },
  "credentials come from Workload Identity Federation, for the deploy step alone; no key, no secret": {
    "a JSON key": edit(
      source,
      `          workload_identity_provider: ${expr("vars.GCP_WORKLOAD_IDENTITY_PROVIDER")}\n          service_account: ${expr("vars.GCP_SERVICE_ACCOUNT")}\n`,
      `          credentials_json: ${expr("secrets.FIREBASE_SERVICE_ACCOUNT")}\n`,
    ),
    "a secret read anywhere": edit(
      source,
      `          DEPLOY_MESSAGE: ${expr("github.event_name")} ${expr("github.sha")}\n`,
      `          DEPLOY_MESSAGE: ${expr("github.event_name")} ${expr("github.sha")}\n          FIREBASE_TOKEN: ${expr("secrets.FIREBASE_TOKEN")}\n`,
    ),
    "credentials before the download": edit(
      edit(
        source,
        `${step("Fetch the tested build")}`,
        `${step("Authenticate early")}        uses: google-github-actions/auth@7c6bc770dae815cd3e89ee6cdf493a5fab2cc093 # v3.0.0\n        with:\n          workload_identity_provider: ${expr("vars.GCP_WORKLOAD_IDENTITY_PROVIDER")}\n          service_account: ${expr("vars.GCP_SERVICE_ACCOUNT")}\n\n${step("Fetch the tested build")}`,
      ),
      `${step("Authenticate to Google Cloud")}        uses: google-github-actions/auth@7c6bc770dae815cd3e89ee6cdf493a5fab2cc093 # v3.0.0\n        with:\n          workload_identity_provider: ${expr("vars.GCP_WORKLOAD_IDENTITY_PROVIDER")}\n          service_account: ${expr("vars.GCP_SERVICE_ACCOUNT")}\n\n`,
      "",
    ),
    "another step with the credentials": edit(
      source,
      step("Deploy the site and the editor"),
      `${step("List the sites")}        run: pnpm --filter @casa/web exec firebase hosting:sites:list --project "$FIREBASE_PROJECT_ID"\n        env:\n          FIREBASE_PROJECT_ID: ${expr("vars.FIREBASE_PROJECT_ID")}\n\n${step("Deploy the site and the editor")}`,
    ),
  },
  "nothing is run from outside the lockfile (no npx, dlx, npm exec)": {
    npx: edit(
      source,
      "        run: pnpm --filter @casa/web exec firebase deploy",
      "        run: npx --yes firebase-tools@15.34.2 deploy",
    ),
    "pnpm dlx": edit(
      source,
      "        run: pnpm --filter @casa/web exec firebase deploy",
      "        run: pnpm dlx firebase-tools@15.34.2 deploy",
    ),
    "npm exec": edit(
      source,
      "        run: pnpm --filter @casa/web size\n",
      "        run: npm exec --yes size-limit\n",
    ),
  },
  "firebase-tools is the lockfile's, installed frozen and without install scripts": {
    "a global firebase": edit(
      source,
      "        run: pnpm --filter @casa/web exec firebase deploy",
      "        run: firebase deploy",
    ),
    "installed globally first": edit(
      source,
      "          pnpm install --frozen-lockfile --filter @casa/web --ignore-scripts\n",
      "          pnpm install --frozen-lockfile --filter @casa/web --ignore-scripts\n          npm install --global firebase-tools\n",
    ).replace("pnpm --filter @casa/web exec firebase deploy", "firebase deploy"),
    "the lockfile may change": edit(
      source,
      "pnpm install --frozen-lockfile --filter @casa/web --ignore-scripts",
      "pnpm install --filter @casa/web --ignore-scripts",
    ),
    "install scripts run": edit(
      source,
      "pnpm install --frozen-lockfile --filter @casa/web --ignore-scripts",
      "pnpm install --frozen-lockfile --filter @casa/web",
    ),
  },
  "every action is pinned to a release's commit, the release in a comment": {
    "a tag": edit(
      source,
      "actions/upload-artifact@bbbca2ddaa5d8feaa63e36b76fdaad77386f024f # v7.0.0",
      "actions/upload-artifact@v7",
    ),
    "a branch": edit(
      source,
      "actions/download-artifact@3e5f45b2cfb9172054b4087a40e8e0b5a5461e7c # v8.0.1",
      "actions/download-artifact@main # v8.0.1",
    ),
    "a short commit": edit(
      source,
      "google-github-actions/auth@7c6bc770dae815cd3e89ee6cdf493a5fab2cc093 # v3.0.0",
      "google-github-actions/auth@7c6bc77 # v3.0.0",
    ),
    "no release named": source.replace(
      "actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1",
      "actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1",
    ),
  },
});

test("the workflow is valid under GitHub's workflow schema", () => {
  assert.deepEqual(problems(source), []);
});

test("the schema check refuses a broken workflow", () => {
  const broken = {
    "a misspelt key": source.replace("runs-on:", "runs_on:"),
    "steps that are not a list": source.replace(/steps:[\s\S]*$/, "steps: npm test\n"),
    "an unknown trigger": source.replace("workflow_dispatch:", "workflow_dispatched:"),
    "a wrong permission": source.replace("contents: read", "contents: reed"),
    "a step with both run and uses": source.replace("run: npm test", "run: npm test\n        uses: x/y@v1"),
    "broken YAML": source.replace("branches: [main]", "branches: [main"),
  };
  for (const [what, text] of Object.entries(broken)) {
    assert.notEqual(text, source, `${what}: the copy differs`);
    assert.ok(problems(text).length > 0, `${what} is refused`);
  }
});

test("it runs on every push to main, once a day, and by hand", () => {
  assert.deepEqual(workflow.on.push, { branches: ["main"] });
  assert.ok("workflow_dispatch" in workflow.on);
  const crons = workflow.on.schedule.map((entry) => entry.cron);
  assert.equal(crons.length, 1);
  const [minute, hour, dayOfMonth, month, dayOfWeek] = crons[0].split(/\s+/);
  assert.match(`${minute} ${hour}`, /^\d{1,2} \d{1,2}$/, "at one fixed time");
  assert.deepEqual([dayOfMonth, month, dayOfWeek], ["*", "*", "*"], "every day");
});

test("it never deploys twice at once, and every job has a time limit", () => {
  assert.equal(typeof workflow.concurrency.group, "string");
  assert.equal(workflow.concurrency["cancel-in-progress"], false, "a deploy is never cut off halfway");
  for (const [id, job] of jobsOf(workflow)) {
    assert.ok(Number.isInteger(job["timeout-minutes"]) && job["timeout-minutes"] <= 120, `job ${id}`);
  }
});

test("every job checks out first, keeping no token on disk, and sets up Node 24", () => {
  for (const [id, job] of jobsOf(workflow)) {
    const [checkout] = job.steps;
    assert.ok(usesAction(checkout, "actions/checkout"), `job ${id} checks out first`);
    assert.equal(checkout.with?.["persist-credentials"], false, `job ${id}`);
    const node = job.steps.find((step) => usesAction(step, "actions/setup-node"));
    assert.equal(String(node?.with?.["node-version"]), "24", `job ${id}`);
  }
});

for (const [rule, check] of Object.entries(RULES)) {
  test(rule, () => {
    check(source);
    const copies = Object.entries(brokenCopies()[rule] ?? {});
    assert.ok(copies.length >= 1, "with copies that break it");
    for (const [what, text] of copies) {
      assert.notEqual(text, source, `${what}: the copy differs`);
      assert.throws(() => check(text), assert.AssertionError, `${what} breaks it`);
    }
  });
}

test("firebase.json publishes the uploaded folders as the two targets the workflow deploys, .firebaserc names their sites", () => {
  const { hosting } = JSON.parse(readRepoFile("apps/web/firebase.json"));
  const sites = Array.isArray(hosting) ? hosting : [hosting];
  assert.deepEqual(Object.fromEntries(sites.map((site) => [site.target, site.public])), TARGETS);
  for (const folder of Object.values(TARGETS)) assert.ok(UPLOADED.includes(`apps/web/${folder}`), folder);
  // The deploy resolves each target to a Hosting site from the checked-out .firebaserc.
  const { projects, targets } = JSON.parse(readRepoFile("apps/web/.firebaserc"));
  const named = targets[projects.default]?.hosting ?? {};
  assert.deepEqual(Object.keys(named).sort(), Object.keys(TARGETS).sort());
  for (const [target, ids] of Object.entries(named)) assert.equal(ids.length, 1, `one site for ${target}`);
});

test("firebase-tools is a pinned dev dependency of the web, in the lockfile", () => {
  const version = JSON.parse(readRepoFile("apps/web/package.json")).devDependencies["firebase-tools"];
  assert.match(version, /^\d+\.\d+\.\d+$/, "an exact release");
  // The web's entry among the lockfile's importers (parsing the whole lockfile takes seconds).
  const entry = /^ {2}apps\/web:\n(?: {4}.*\n|\n)*/m.exec(readRepoFile("pnpm-lock.yaml"))?.[0] ?? "";
  assert.equal(parse(entry)["apps/web"].devDependencies["firebase-tools"].specifier, version);
});

test("no expression is written into a shell script (values travel through env)", () => {
  for (const step of stepsOf(workflow).filter((s) => s.run))
    assert.doesNotMatch(step.run, /\$\{\{/, step.name);
});

test("Dependabot moves the images' tag and digest, and the actions' commit and release", () => {
  const { version, updates } = parse(readRepoFile(".github/dependabot.yml"));
  assert.equal(version, 2);
  const docker = updates.find((update) => update["package-ecosystem"] === "docker");
  assert.deepEqual([...docker.directories].sort(), ["/apps/api", "/apps/web"]);
  const actions = updates.find((update) => update["package-ecosystem"] === "github-actions");
  assert.equal(actions.directory, "/");
});
