#!/usr/bin/env bash
# Installs everything and runs the whole site: the league service (on its shipped
# snapshot, no internet needed) and the built web, which proxies /api to it.
# Settings come from the environment, then the root .env, then their defaults (the
# service and the site's build read the same .env themselves).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-tools.sh

setting() { node scripts/lib/setting.mjs "$@"; }
API_HOST="$(setting HOST 127.0.0.1)"
API_PORT="$(setting PORT 8787)"
WEB_PORT="$(setting WEB_PORT 4173)"
# Named even when it is the real date: turbo keys its build cache on it, so a build from
# another day is never restored with that day's events.
SITE_TODAY="$(setting SITE_TODAY "$(TZ=America/Argentina/Buenos_Aires date +%F)")"
export SITE_TODAY
SITE="http://127.0.0.1:$WEB_PORT"

# Before anything is installed or started: a taken port stops here, with its reason.
node scripts/lib/check-ports.mjs \
  "$API_HOST:$API_PORT:el servicio de ligas:PORT" "127.0.0.1:$WEB_PORT:el sitio:WEB_PORT"

ensure_pnpm
ensure_node
echo "==> Installing dependencies"
pnpm install --frozen-lockfile
echo "==> Building"
pnpm exec turbo run build --output-logs=errors-only
# The build took a while: someone may have taken a port meanwhile.
node scripts/lib/check-ports.mjs \
  "$API_HOST:$API_PORT:el servicio de ligas:PORT" "127.0.0.1:$WEB_PORT:el sitio:WEB_PORT"

pids=()
stop() { [ "${#pids[@]}" -eq 0 ] || kill "${pids[@]}" 2>/dev/null || true; }
trap stop EXIT
trap 'exit 130' INT TERM
running() { for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null || return 1; done; }

echo "==> Starting the league service on port $API_PORT"
PORT="$API_PORT" node apps/api/dist/server.js &
pids+=($!)
echo "==> Starting the site"
API_PROXY_TARGET="http://127.0.0.1:$API_PORT" pnpm --filter @casa/web exec vite preview \
  --host 127.0.0.1 --strictPort --port "$WEB_PORT" --logLevel warn &
pids+=($!)

# The address is printed only once the site answers, and the league service too (its
# health may say the cache has a problem: that is for /api/health to tell, not a stop).
answered=""
for _ in $(seq 1 120); do
  running || break
  if curl -fs -o /dev/null "$SITE/" &&
    [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$API_PORT/api/health")" != "000" ]; then
    answered=yes
    break
  fi
  sleep 0.5
done
if [ -z "$answered" ]; then
  echo >&2
  echo "No se pudo iniciar el sitio: no respondió en $SITE (mirá los mensajes de arriba)." >&2
  exit 1
fi
echo
echo "  El sitio está en $SITE/"
echo "  Tablas de posiciones: $SITE/api/standings/voley/primera"
echo "  (Ctrl+C para detener)"
echo
# Stops when either process does; the EXIT trap stops the other.
wait -n "${pids[@]}"
