import { useCallback, useEffect, useRef, useState } from "react";
import { fetchLeague } from "./fetch-league.ts";

/** One call's state on a page: loading, failed (with the reason, for the console) or ready. */
export type LeagueState<T> =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; data: T };

/** A ready call: the answer's JSON and the code that shows it. */
export interface LeagueAnswer<Code> {
  body: unknown;
  code: Code;
}

const LOADING = { status: "loading" } as const;

/**
 * Loads a logical name's data after hydration, so the prerendered page shows its
 * loading state (never an empty table) and the first client render matches it. On a
 * first visit the request is usually already answered by then: the page's `<head>`
 * started it (`leaguePreloads` in early-data.ts), and this `fetch` takes that answer.
 *
 * `loadCode` fetches the code that shows the data (the table), kept out of the page's
 * first load; wrapped in `loadSoon` it starts when its module runs, while the data is
 * on its way. Pass a stable (module-level) function. Returns the state and a `retry`
 * that loads again in place.
 */
export function useLeagueData<Code>(
  name: string,
  loadCode: () => Promise<Code>,
): [LeagueState<LeagueAnswer<Code>>, () => void] {
  const [state, setState] = useState<LeagueState<LeagueAnswer<Code>>>(LOADING);
  const current = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState(LOADING);
    Promise.all([fetchLeague(name, controller.signal), loadCode()]).then(
      ([body, code]) => {
        if (!controller.signal.aborted) setState({ status: "ready", data: { body, code } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "error", message: String(error) });
      },
    );
  }, [name, loadCode]);

  useEffect(() => {
    load();
    return () => current.current?.abort();
  }, [load]);

  return [state, load];
}
