/**
 * Builds the shipped snapshot (`packages/shared/data/snapshot.json`, shared with the site), the cache a fresh deployment serves before its first
 * scrape: basketball from the recorded league pages, volleyball from the club's backup
 * (marked as such). Run: `pnpm --filter @casa/api snapshot`.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { VOLLEY_DIVISIONS } from "@casa/shared";
import { writeCacheFileAtomically } from "../cache/cache-file.js";
import type { CacheEntry, CacheFileContent } from "../cache/entry.js";
import {
  BASKETBALL_FIXTURES_SOURCE,
  fallbackFixturesEntry,
  fallbackStandingsEntry,
  unpublishedFixturesEntry,
} from "../cache/seed-entries.js";
import { SHIPPED_SNAPSHOT_FILE } from "../cache/shipped-snapshot.js";
import { DEFAULT_BASKETBALL_FEDERAL_URL, PACKAGE_DIR } from "../config.js";
import { findStandingsWidgetUrl } from "../scraper/parsers/argentina-basketball-iframe.js";
import { parseGesdeportivaStandings } from "../scraper/parsers/gesdeportiva-standings.js";
import { sourceLabel } from "../scraper/source-label.js";
import { BASKETBALL_RULES, validateStandings } from "../scraper/validate.js";

const FIXTURES_DIR = path.join(PACKAGE_DIR, "src/scraper/parsers/fixtures");
const HOST_PAGE = "argentina-basketball-fixture-posiciones-conferencia-metropolitana-zona-b-2025.html";
const WIDGET_PAGE = "gesdeportiva-widget-clasificacion-25419-liga-federal-metro-zona-b-2025.html";

/**
 * When the recorded pages were captured is not known exactly; this is when they were
 * delivered to the project (end of the 2025 season, every team with 16 games played).
 * A constant, so rebuilding the snapshot gives the same file.
 */
const RECORDED_AT = "2026-11-21T23:33:18.000-03:00";

async function buildSnapshot(): Promise<CacheFileContent> {
  const hostHtml = await readFile(path.join(FIXTURES_DIR, HOST_PAGE), "utf8");
  const widgetUrl = findStandingsWidgetUrl(hostHtml, DEFAULT_BASKETBALL_FEDERAL_URL);
  const standings = parseGesdeportivaStandings(await readFile(path.join(FIXTURES_DIR, WIDGET_PAGE), "utf8"));
  validateStandings(standings, BASKETBALL_RULES);

  const entries: CacheEntry[] = [
    {
      kind: "standings",
      key: "basquet/federal",
      origin: "snapshot",
      standings,
      last_update: RECORDED_AT,
      source: `snapshot: ${sourceLabel(widgetUrl)} (copia grabada incluida con el servicio)`,
      stale: false,
    },
    unpublishedFixturesEntry("basquet/federal", RECORDED_AT, BASKETBALL_FIXTURES_SOURCE),
    ...VOLLEY_DIVISIONS.flatMap((division) => [
      fallbackStandingsEntry(division, RECORDED_AT),
      fallbackFixturesEntry(division, RECORDED_AT),
    ]),
  ];
  return { version: 1, written_at: RECORDED_AT, entries };
}

const target = SHIPPED_SNAPSHOT_FILE;
const snapshot = await buildSnapshot();
await writeCacheFileAtomically(target, snapshot);
console.log(`snapshot escrito en ${target}: ${snapshot.entries.length} entradas`);
