#!/usr/bin/env node
// Every page of the build (each *.html of its client folder, 404.html and the SPA
// fallback included; WEB_BUILD_DIR picks the build) against html-validate's recommended
// rules, less what React writes on purpose (.htmlvalidate.mjs says what and why). Run by
// `npm test` after the build: what the browser tests cannot see (a page without a title
// before its code runs, two landmarks with one name, a phone number that can break in
// two) fails here, with the page, line, column and rule of each problem.
import { relative } from "node:path";
import { pathToFileURL } from "node:url";
import { HtmlValidate } from "html-validate";
import config from "../.htmlvalidate.mjs";
import { builtPages, clientDir } from "./built-site.mjs";

/**
 * Each problem in `files` (paths of HTML documents), in file order: where it is, the
 * rule's id and its message. An empty list: every page is valid.
 */
export async function validatePages(files) {
  const validator = new HtmlValidate(config);
  const problems = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const { line, column, ruleId, message } of result.messages) {
        problems.push({ file, line, column, rule: ruleId, message });
      }
    }
  }
  return problems;
}

/** One problem as a line a developer (and an editor's terminal) can follow: `path:line:column rule message`. */
export const formatProblem = ({ file, line, column, rule, message }, from = process.cwd()) =>
  `${relative(from, file)}:${line}:${column} ${rule} ${message}`;

async function main() {
  let pages;
  try {
    pages = builtPages();
  } catch {
    throw new Error(`validate-html: no build at ${clientDir}: run \`pnpm --filter @casa/web build\` first`);
  }
  if (pages.length === 0) throw new Error(`validate-html: no page in ${clientDir}`);
  const problems = await validatePages(pages);
  if (problems.length === 0) {
    console.log(`validate-html: ${pages.length} pages valid (html-validate:recommended)`);
    return;
  }
  for (const problem of problems) console.error(formatProblem(problem));
  const failing = new Set(problems.map((problem) => problem.file)).size;
  console.error(`validate-html: ${problems.length} problem(s) in ${failing} of ${pages.length} pages`);
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
