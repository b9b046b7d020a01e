#!/usr/bin/env bash
# Installs everything and runs every check and test: lint, types, unit tests, the
# build with every page's HTML validated and its size budget, the nginx configuration,
# the deployment as shipped (nginx in front of the built service, the compose file and
# images, the launchers), the browser suite against the built site and API, and
# Lighthouse (mobile preset) on the audited routes for what does not depend on the
# machine's speed. Timings are benchmarks (pnpm bench:web, pnpm bench:api), never a
# test here.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-tools.sh
ensure_pnpm
ensure_node
ensure_chromium
ensure_nginx
ensure_faketime

# Time is an input (docs/quality.md, "Time in tests"): every build of this run is of the
# tests' day (SITE_TODAY) and every test runs on that day's clock. The unit tests, the
# builds and the browser tests run with the machine's clock 400 days ahead, so a test
# that still reads the real date fails on the day it is written, not on the day its date
# comes or goes. An offset, not a date: every process of the stage (the runners, nginx,
# the service) reads the same time, where faketime's '<date>' form starts each process's
# clock at that date when it starts. Chromium keeps the real clock and pages get the tests'
# day from Playwright's (apps/web/playwright.config.ts says why). Run under faketime
# already, the run keeps that clock. (Installs run at the real date: TLS checks the clock.)
SITE_TODAY="$(node --input-type=module -e 'console.log((await import("./packages/shared/src/test-clock.ts")).TEST_TODAY)')"
export SITE_TODAY
if [ -n "${FAKETIME:-}" ]; then
  AHEAD=()
else
  AHEAD=(faketime -f +400d)
fi
CLOCK_AHEAD="$("${AHEAD[@]}" date -u '+%F %H:%M')"

# Every stage runs under a time limit (minutes): a stage that hangs fails here, naming
# itself, instead of running into CI's own limit with nothing said. The limits are hang
# guards, several times a stage's usual time on a 2-core machine, never a speed gate.
# Each stage's time is printed at the end (and when one fails).
STAGE_TIMES=()
STAGE_PID=""
print_stage_times() {
  echo
  echo "Stage times (s):"
  printf '%s\n' "${STAGE_TIMES[@]}"
  echo "Total: $SECONDS s"
}
# Ctrl-C or a stop ends the running stage with all its processes (it has a process group
# of its own: timeout's).
trap '[ -n "$STAGE_PID" ] && kill -TERM -- "-$STAGE_PID" 2>/dev/null; exit 130' INT TERM
stage() {
  local limit=$1 title=$2 began=$SECONDS status=0
  shift 2
  echo
  echo "==> $title"
  timeout --kill-after=30s "${limit}m" "$@" &
  STAGE_PID=$!
  wait "$STAGE_PID" || status=$?
  STAGE_PID=""
  STAGE_TIMES+=("$(printf '%6d  %s' $((SECONDS - began)) "$title")")
  if [ "$status" -ne 0 ]; then
    [ "$status" -eq 124 ] && echo "✗ '$title' was still running after $limit min: stopped (limits in scripts/test.sh)" >&2
    print_stage_times
    exit "$status"
  fi
}

stage 10 "Installing dependencies" pnpm install --frozen-lockfile
stage 5 "Lint and format (Biome)" pnpm exec biome ci --colors=off .
stage 2 "Import rules: no circles, content imports no screens" pnpm run --silent check:imports
stage 2 "Unused files, dependencies and exports (Knip)" pnpm run --silent check:unused
stage 15 "Types, unit tests and builds (clock at $CLOCK_AHEAD)" \
  "${AHEAD[@]}" pnpm exec turbo run typecheck test build --output-logs=new-only
stage 5 "Every built page against html-validate's recommended rules" pnpm --filter @casa/web validate:html
stage 5 "First-load size per route" pnpm --filter @casa/web size
stage 8 "First-visit JavaScript per route, in Chromium, against the framework's floor + 22 KB" \
  pnpm --filter @casa/web budget:first-visit
stage 2 "The site's nginx configuration (nginx -t)" bash apps/web/deploy/check-nginx.sh
stage 10 "Deployment and launchers: nginx in front of the service and its compression, containers, turbo settings, npm start's ports" \
  node --test --test-timeout=180000 "scripts/tests/!(hosting-table).test.mjs"
stage 5 "Hosting table: nginx and Firebase's Hosting emulator serve the built site alike" \
  node --test --test-timeout=180000 scripts/tests/hosting-table.test.mjs
stage 35 "Browser tests (Playwright, Debian's Chromium; clock at $CLOCK_AHEAD)" \
  "${AHEAD[@]}" pnpm --filter @casa/web test:e2e
stage 10 "Lighthouse, mobile preset, on the five audited routes (Accessibility, Best Practices, SEO, CLS)" \
  pnpm --filter @casa/web lighthouse
print_stage_times
echo
echo "==> All checks passed"
