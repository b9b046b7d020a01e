/**
 * The deploy workflow (.github/workflows/deploy.yml), checked without GitHub: valid under
 * GitHub's workflow schema (SchemaStore's, as @action-validator/core ships it), and
 * doing what docs/deployment.md says: when it runs, that it tests before it builds and
 * deploys, with which settings, and with no more rights than it needs.
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
const [job] = Object.values(workflow.jobs);
const steps = job.steps;

/** The schema's complaints about a workflow's text (empty when it is valid). */
const problems = (text) => validateWorkflow(text).errors;

const indexOf = (predicate, what) => {
  const index = steps.findIndex(predicate);
  assert.ok(index >= 0, `a step that ${what}`);
  return index;
};

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
  // And only main is ever deployed, even when started by hand from another branch.
  assert.equal(job.if, "github.ref == 'refs/heads/main'");
});

test("it reads the repository and nothing more, and never deploys twice at once", () => {
  assert.deepEqual(workflow.permissions, { contents: "read" });
  assert.equal(job.permissions, undefined, "the job asks for no more");
  assert.equal(typeof workflow.concurrency.group, "string");
  assert.equal(workflow.concurrency["cancel-in-progress"], false, "a deploy is never cut off halfway");
});

test("every action is pinned to a commit, Node is 24", () => {
  const uses = steps.filter((step) => step.uses).map((step) => step.uses);
  assert.ok(uses.length >= 2);
  for (const action of uses) assert.match(action, /^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/, action);
  const node = steps.find((step) => step.uses?.startsWith("actions/setup-node@"));
  assert.equal(String(node.with["node-version"]), "24");
  assert.ok(steps[0].uses.startsWith("actions/checkout@"), "checks out first");
});

test("it tests with the project's own command, then builds, then deploys build/client", () => {
  const testStep = indexOf((step) => step.run === "npm test", "runs npm test");
  const build = indexOf(
    (step) => /turbo run build --filter @casa\/web\b/.test(step.run ?? ""),
    "builds the site",
  );
  const deploy = indexOf(
    (step) => /firebase-tools@\d+\.\d+\.\d+ deploy --only hosting\b/.test(step.run ?? ""),
    "deploys",
  );
  assert.ok(testStep < build, "the tests pass before the production build");
  assert.ok(build < deploy, "the build comes before the deploy");
  assert.equal(deploy, steps.length - 1, "deploying is the last step");
  assert.equal(steps[deploy].working_directory ?? steps[deploy]["working-directory"], "apps/web");
  // What Firebase publishes from apps/web is the build's client folder.
  assert.equal(JSON.parse(readRepoFile("apps/web/firebase.json")).hosting.public, "build/client");
  const auth = indexOf((step) => step.uses?.startsWith("google-github-actions/auth@"), "authenticates");
  assert.ok(build < auth && auth < deploy, "credentials exist only for the deploy");
  assert.match(steps[auth].with.credentials_json, /^\$\{\{ secrets\.FIREBASE_SERVICE_ACCOUNT \}\}$/);
});

test("the production build gets every VITE_* setting of .env.example from the repository's settings", () => {
  const build = steps.find((step) => /turbo run build/.test(step.run ?? ""));
  const names = [...readRepoFile(".env.example").matchAll(/^(VITE_[A-Z0-9_]+)=/gm)].map((match) => match[1]);
  assert.ok(names.length > 10);
  for (const name of names)
    assert.equal(build.env?.[name], `\${{ vars.${name} }}`, `${name} reaches the build`);
});

test("no expression is written into a shell script (values travel through env)", () => {
  for (const step of steps.filter((s) => s.run)) assert.doesNotMatch(step.run, /\$\{\{/, step.name);
  assert.equal(steps[0].with?.["persist-credentials"], false, "the checkout keeps no token on disk");
});
