import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { spaFallback } from "./scripts/vite-spa-fallback.ts";

/** Where `/api` is proxied in development and preview: the league service. */
const apiTarget = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:8787";
const proxy = { "/api": { target: apiTarget, changeOrigin: false } };

export default defineConfig({
  plugins: [reactRouter(), spaFallback()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
