export * from "./league.js";
export * from "./volley-fallback.js";
