/** The board's divisions (content/voley-index.ts), in the order its calls are made. */
export type BoardDivision = "tira-a" | "tira-b";

/**
 * Each division's standings answer as the league service had it when the page was
 * built (the route's loader, league/snapshot.server.ts); a division missing had none.
 */
export type BoardSnapshots = Partial<Record<BoardDivision, unknown>>;
