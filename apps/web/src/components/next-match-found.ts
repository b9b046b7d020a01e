/** What `NextMatchSlot` loads on demand: the search and the card, in one chunk. */
export { findNextMatch } from "../league/next-match.ts";
export { NextMatchCard } from "./next-match-card.tsx";
