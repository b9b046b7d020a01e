import { randomBytes } from "node:crypto";
import { mkdir, open, unlink } from "node:fs/promises";
import path from "node:path";

/**
 * Why the cache file cannot be written, or undefined when it can: creates its folder
 * when missing and writes (then removes) a probe file beside it, which is what a pass
 * will do. Catches a read-only mount, a folder without permission, or a "folder" that
 * is a file.
 */
export async function cacheWriteProblem(file: string): Promise<string | undefined> {
  const dir = path.dirname(file);
  const probe = path.join(dir, `.${path.basename(file)}.${randomBytes(4).toString("hex")}.probe`);
  try {
    await mkdir(dir, { recursive: true });
    const handle = await open(probe, "wx", 0o644);
    await handle.close();
    await unlink(probe);
    return undefined;
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return code ? `${describeCode(code)} (${code})` : message;
  }
}

function describeCode(code: string): string {
  switch (code) {
    case "EROFS":
      return "la carpeta está en un disco de solo lectura";
    case "EACCES":
    case "EPERM":
      return "el servicio no tiene permiso de escritura en la carpeta";
    case "ENOTDIR":
    case "EEXIST":
      return "una parte de la ruta no es una carpeta";
    case "ENOENT":
      return "la carpeta no existe y no se pudo crear";
    case "ENOSPC":
      return "el disco está lleno";
    default:
      return "no se pudo escribir en la carpeta";
  }
}
