import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { fetchLeague } from "./fetch-league.ts";

/** One call's state on a page: loading, failed (with the reason, for the console) or answered. */
export type LeagueState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; body: unknown };

const LOADING = { status: "loading" } as const;

/**
 * Loads a logical name's data from the league service once the page runs in the
 * browser, so the prerendered page and the first client render are the same (the
 * build's snapshot, or the loading state). On a first visit the request is usually
 * answered by then: the page's `<head>` started it (`leaguePreloads` in early-data.ts).
 * Returns the state and a `retry` that loads again in place.
 */
export function useLeagueData(name: string): [LeagueState, () => void] {
  const [state, setState] = useState<LeagueState>(LOADING);
  const current = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState(LOADING);
    // As transitions: an answer that arrives while the prerendered table still waits for
    // its code to hydrate waits with it, instead of throwing the built table away.
    const settle = (next: LeagueState) => !controller.signal.aborted && startTransition(() => setState(next));
    fetchLeague(name, controller.signal).then(
      (body) => settle({ status: "ready", body }),
      (error: unknown) => settle({ status: "error", message: String(error) }),
    );
  }, [name]);

  useEffect(() => {
    load();
    return () => current.current?.abort();
  }, [load]);

  return [state, load];
}
