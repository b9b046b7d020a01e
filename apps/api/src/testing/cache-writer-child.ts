/**
 * Test helper process: rewrites a cache file in a tight loop, alternating two versions,
 * until it is killed. The parent kills it with SIGKILL mid-write and checks the file.
 */
import { writeCacheFileAtomically } from "../cache/cache-file.js";
import type { CacheFileContent, StandingsEntry } from "../cache/entry.js";

const file = process.argv[2];
if (!file) throw new Error("usage: cache-writer-child <file>");

/** A big file (~1 MB) so that a write takes long enough to be interrupted. */
export function bigCacheContent(version: "A" | "B"): CacheFileContent {
  const entry: StandingsEntry = {
    kind: "standings",
    key: "basquet/federal",
    origin: "scrape",
    source: `version ${version}`,
    stale: false,
    last_update: "2026-08-20T12:00:00.000-03:00",
    standings: Array.from({ length: 8000 }, (_, i) => ({
      posicion: i + 1,
      equipo: `EQUIPO ${version} ${i}`,
      puntos: 3,
      jugados: 2,
      ganados: 1,
      perdidos: 1,
      favor: 100,
      contra: 90,
    })),
  };
  return { version: 1, written_at: version, entries: [entry] };
}

const versions = [bigCacheContent("A"), bigCacheContent("B")];
for (let i = 0; ; i++) {
  await writeCacheFileAtomically(file, versions[i % 2] as CacheFileContent);
  if (i === 0) process.stdout.write("ready\n");
}
