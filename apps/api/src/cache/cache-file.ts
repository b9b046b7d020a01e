import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, unlink } from "node:fs/promises";
import path from "node:path";
import type { CacheFileContent } from "./entry.js";
import { parseCacheFile } from "./parse-cache-file.js";

const TEMP_SUFFIX = ".tmp";

/**
 * Writes the cache so that a crash at any moment leaves either the old or the new
 * file, never a torn one: write a temp file beside it, fsync it, rename it over the
 * old one (atomic on POSIX), then fsync the folder so the rename itself survives.
 */
export async function writeCacheFileAtomically(file: string, content: CacheFileContent): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}${TEMP_SUFFIX}`;
  const handle = await open(temp, "w", 0o644);
  try {
    await handle.writeFile(`${JSON.stringify(content, null, 1)}\n`, "utf8");
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
  await syncDirectory(dir);
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a folder; the rename is still atomic there.
  } finally {
    await handle.close();
  }
}

/** Temp files a crashed writer left behind: harmless, but they should not pile up. */
export async function removeLeftoverTempFiles(file: string): Promise<void> {
  const dir = path.dirname(file);
  const prefix = `${path.basename(file)}.`;
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix) && name.endsWith(TEMP_SUFFIX))
      .map((name) => unlink(path.join(dir, name)).catch(() => {})),
  );
}

export async function readCacheFile(file: string): Promise<CacheFileContent> {
  return parseCacheFile(await readFile(file, "utf8"));
}
