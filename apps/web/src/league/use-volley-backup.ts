import type { VolleyDivision } from "@casa/shared";
import { useEffect, useState } from "react";

type BackupModule = typeof import("./volley-backup.ts");

/** The backup's module once loaded: a later block (the other tira, a remount) shows it at once. */
let loaded: BackupModule | undefined;
let loading: Promise<BackupModule> | undefined;

/** Loads the backup's module once; a failed load is tried again by the next block that needs it. */
function loadBackup(): Promise<BackupModule> {
  loading ??= import("./volley-backup.ts").then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The club's backup rows of a division, or where fetching them stands. */
export type VolleyBackup = readonly unknown[] | "loading" | "failed";

/**
 * The club's backup table of `division` when `needed` (the service gave no usable
 * table: fallback.ts), fetched then and only then, so a page whose calls succeed never
 * downloads it. "failed" when the site's own file could not be fetched.
 */
export function useVolleyBackup(division: VolleyDivision, needed: boolean): VolleyBackup {
  const [module, setModule] = useState(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || module) return;
    let live = true;
    loadBackup().then(
      (next) => live && setModule(next),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [needed, module]);
  if (module) return module.volleyBackupRows(division);
  return failed ? "failed" : "loading";
}
