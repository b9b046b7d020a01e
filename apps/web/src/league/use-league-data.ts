import { useCallback, useEffect, useRef, useState } from "react";
import { fetchLeague } from "./fetch-league.ts";

/** One call's state on a page: loading, failed (with the reason, for the console) or ready. */
export type LeagueState<T> =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; data: T };

const LOADING = { status: "loading" } as const;

/**
 * Loads a logical name's data after hydration, so the prerendered page shows its
 * loading state (never an empty table) and the first client render matches it.
 * Returns the state and a `retry` that loads again in place. `read` turns the JSON
 * into what the page needs; pass a stable (module-level) function.
 */
export function useLeagueData<T>(name: string, read: (body: unknown) => T): [LeagueState<T>, () => void] {
  const [state, setState] = useState<LeagueState<T>>(LOADING);
  const current = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState(LOADING);
    fetchLeague(name, controller.signal)
      .then(read)
      .then(
        (data) => {
          if (!controller.signal.aborted) setState({ status: "ready", data });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ status: "error", message: String(error) });
        },
      );
  }, [name, read]);

  useEffect(() => {
    load();
    return () => current.current?.abort();
  }, [load]);

  return [state, load];
}
