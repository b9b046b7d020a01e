# Sourced by start.sh and test.sh: makes sure a supported Node, pnpm (and, when asked,
# Chromium and nginx) are there on a machine that has only an older Node and npm.
# Versions and why: docs/toolchain.md.
PNPM_VERSION=12.21.0
NODE_MAJOR=24
export TURBO_TELEMETRY_DISABLED=1
export DO_NOT_TRACK=1

# Node $NODE_MAJOR or newer as it is (`engines`); an older one gets Node $NODE_MAJOR from
# the npm registry (the `node` package ships the binary) in .tools/node, put first on
# PATH for everything this script starts.
ensure_node() {
  if node -e "process.exit(Number(process.versions.node.split('.')[0]) >= $NODE_MAJOR ? 0 : 1)"; then
    return
  fi
  local bin="$PWD/.tools/node/node_modules/.bin"
  if ! "$bin/node" -e "process.exit(process.versions.node.startsWith('$NODE_MAJOR.') ? 0 : 1)" 2>/dev/null; then
    timeout 10m npm install --silent --no-save --no-audit --no-fund --prefix .tools/node "node@$NODE_MAJOR" >/dev/null
  fi
  echo "==> Node $(node -v) here is older than $NODE_MAJOR: using Node $("$bin/node" -v) from .tools/node"
  export PATH="$bin:$PATH"
  hash -r
}

ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
    return
  fi
  echo "==> Installing pnpm $PNPM_VERSION"
  # corepack fails here (signature check), so pnpm comes from npm: globally when we
  # may, otherwise into the project's own tools folder.
  if ! timeout 10m npm install --global --silent "pnpm@$PNPM_VERSION" >/dev/null 2>&1; then
    timeout 10m npm install --silent --no-save --prefix .tools "pnpm@$PNPM_VERSION" >/dev/null
    export PATH="$PWD/.tools/node_modules/.bin:$PATH"
  fi
  hash -r
  pnpm --version >/dev/null
}

ensure_chromium() {
  export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
  if [ -x "$CHROME_PATH" ]; then
    return
  fi
  echo "==> Installing Debian's Chromium for the browser tests"
  apt_install chromium
  [ -x "$CHROME_PATH" ] || { echo "Chromium is not at $CHROME_PATH" >&2; exit 1; }
}

# Debian's apt, as root or with sudo, quietly; each step within 10 minutes (a download
# that stalls fails here, naming apt, instead of holding the run).
apt_install() {
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo timeout 10m apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo timeout 10m apt-get install -y -qq "$@" >/dev/null
}

# Debian's faketime: the test command runs its tests with the machine's clock moved ahead
# (scripts/test.sh; docs/quality.md, "Time in tests").
ensure_faketime() {
  command -v faketime >/dev/null 2>&1 && return
  echo "==> Installing Debian's faketime to run the tests with the clock moved ahead"
  apt_install faketime
}

# nginx: `nginx -t` on the site's configuration, and the proxy test that runs it in front
# of the service (scripts/tests/nginx-proxy.test.mjs, as the current user, on 127.0.0.1).
ensure_nginx() {
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] && return
  echo "==> Installing Debian's nginx-light to check the site's nginx configuration"
  apt_install nginx-light
}
