export * from "./league.js";
export * from "./official-results.js";
export * from "./volley-fallback.js";
