/**
 * Checks one league page before it goes in the settings:
 *   pnpm league:check <url> [--tipo=basquet|widget|voley-posiciones|voley-partidos] [--division=primera|tira-a|tira-b]
 * Reads it with the service's own fetcher, parsers and validation, prints the table
 * or fixtures found, and exits 0; or prints why it failed (HTTP status, time-out, host
 * not allowed, table missing, validation) and exits 1. Usage errors exit 2.
 * The kind of page is guessed from the address when `--tipo` is not given.
 */
import { parseArgs } from "node:util";
import { VOLLEY_DIVISIONS, type VolleyDivision } from "@casa/shared";
import { loadConfig } from "../config.js";
import {
  checkLeaguePage,
  formatResult,
  guessPageKind,
  PAGE_KINDS,
  type PageKind,
} from "../scraper/check-page.js";
import { createPageFetcher } from "../scraper/fetch-page.js";
import { startFailureLine } from "../start-failure.js";

const USAGE = `uso: pnpm league:check <url> [--tipo=${PAGE_KINDS.join("|")}] [--division=${VOLLEY_DIVISIONS.join("|")}]`;

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { tipo: { type: "string" }, division: { type: "string" } },
  });
  const [address] = positionals;
  if (!address || positionals.length > 1) usage("falta la dirección de la página de la liga");
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    usage(`"${address}" no es una dirección válida`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    usage(`"${address}" no es una dirección http(s)`);
  if (values.division !== undefined && !(VOLLEY_DIVISIONS as readonly string[]).includes(values.division))
    usage(`--division debe ser ${VOLLEY_DIVISIONS.join(", ")}`);
  if (values.tipo !== undefined && !(PAGE_KINDS as readonly string[]).includes(values.tipo))
    usage(`--tipo debe ser ${PAGE_KINDS.join(", ")}`);

  const config = loadConfig();
  const kind = (values.tipo as PageKind | undefined) ?? guessPageKind(url, config);
  if (!kind) usage(`no sé qué tipo de página es ${url.host}${url.pathname}: indicalo con --tipo`);
  const fetcher = createPageFetcher(config.fetch);
  try {
    console.log(`Leyendo ${url.toString()} como ${kind}…`);
    const result = await checkLeaguePage(
      url.toString(),
      { kind, ...(values.division ? { division: values.division as VolleyDivision } : {}) },
      config,
      fetcher.fetchPage,
    );
    for (const line of formatResult(result)) (result.ok ? console.log : console.error)(line);
    return result.ok ? 0 : 1;
  } finally {
    await fetcher.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  const line = startFailureLine(error);
  if (line === undefined) throw error;
  console.error(line);
  process.exitCode = 1;
}
