#!/usr/bin/env bash
# Serves the built site as the web image does: nginx with the site's own configuration
# (rendered by render-nginx.sh), the build's client folder as its root and /api proxied
# to the league service, and the editor's folder on an address of its own. The browser
# tests run against it, so what they check is what the image ships.
#
#   serve-nginx.sh SITE_LISTEN API_UPSTREAM SITE_ROOT [EDITOR_LISTEN EDITOR_ROOT]
#   (e.g. 127.0.0.1:4173 http://127.0.0.1:8787 build/client 127.0.0.1:4174 build/editor)
#
# The site's /admin answers 301 to EDITOR_ORIGIN (from the environment; by default
# http://EDITOR_LISTEN). Without the last two, the editor is not served.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
listen="$1"
upstream="$2"
site_root="$(cd "$3" && pwd)"
editor_listen="${4:-}"
editor_root=""
if [[ -n "$editor_listen" ]]; then
  [[ $# -ge 5 ]] || { echo "serve-nginx: EDITOR_LISTEN needs EDITOR_ROOT" >&2; exit 1; }
  editor_root="$(cd "$5" && pwd)"
fi
# One folder per address, written anew on every start.
work="${TMPDIR:-/tmp}/casa-site-nginx-${listen//[^0-9]/-}"
rm -rf "$work"
bash "$here/render-nginx.sh" "$work" "$upstream" "$listen" "$site_root" "$editor_listen" "$editor_root"
nginx="$(command -v nginx || echo /usr/sbin/nginx)"
exec "$nginx" -c "$work/nginx.conf" -p "$work"
