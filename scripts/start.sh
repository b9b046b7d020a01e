#!/usr/bin/env bash
# Installs everything and runs the whole site: the league service (on its shipped
# snapshot, no internet needed) and the built web, which proxies /api to it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-tools.sh
ensure_pnpm

API_PORT="${PORT:-8787}"
WEB_PORT="${WEB_PORT:-4173}"

echo "==> Installing dependencies"
pnpm install --frozen-lockfile
echo "==> Building"
pnpm exec turbo run build --output-logs=errors-only

pids=()
stop() { kill "${pids[@]}" 2>/dev/null || true; }
trap stop EXIT INT TERM

echo "==> Starting the league service on http://127.0.0.1:$API_PORT"
PORT="$API_PORT" node apps/api/dist/server.js &
pids+=($!)
echo "==> Starting the site"
API_PROXY_TARGET="http://127.0.0.1:$API_PORT" pnpm --filter @casa/web exec vite preview \
  --host 127.0.0.1 --strictPort --port "$WEB_PORT" --logLevel warn &
pids+=($!)

for _ in $(seq 1 60); do
  curl -fs -o /dev/null "http://127.0.0.1:$WEB_PORT/" 2>/dev/null && break
  sleep 0.5
done
echo
echo "  El sitio está en http://127.0.0.1:$WEB_PORT/"
echo "  Tablas de posiciones: http://127.0.0.1:$WEB_PORT/api/standings/voley/primera"
echo "  (Ctrl+C para detener)"
echo
wait -n "${pids[@]}"
