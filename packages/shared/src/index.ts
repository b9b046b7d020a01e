export * from "./buenos-aires.js";
export * from "./league.js";
export * from "./volley-fallback.js";
