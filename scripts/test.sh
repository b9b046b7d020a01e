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

step() { echo; echo "==> $*"; }

step "Installing dependencies"
pnpm install --frozen-lockfile
step "Lint and format (Biome)"
pnpm exec biome ci --colors=off .
step "Types, unit tests and builds"
pnpm exec turbo run typecheck test build --output-logs=new-only
step "Every built page against html-validate's recommended rules"
pnpm --filter @casa/web validate:html
step "First-load size per route"
pnpm --filter @casa/web size
step "The site's nginx configuration (nginx -t)"
bash apps/web/deploy/check-nginx.sh
step "Deployment and launchers: nginx in front of the service and its compression, containers, turbo settings, npm start's ports"
node --test "scripts/tests/!(hosting-table).test.mjs"
step "Hosting table: nginx and Firebase's Hosting emulator serve the built site alike"
node --test scripts/tests/hosting-table.test.mjs
step "Browser tests (Playwright, Debian's Chromium)"
pnpm --filter @casa/web test:e2e
step "Lighthouse, mobile preset, on the five audited routes (Accessibility, Best Practices, SEO, CLS)"
pnpm --filter @casa/web lighthouse
step "All checks passed"
