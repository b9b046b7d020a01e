#!/usr/bin/env bash
# Serves the built site as the web image does: nginx with the site's own configuration
# (rendered by render-nginx.sh), the build's client folder as its root and /api proxied
# to the league service. The browser tests run against it, so what they check is what
# the image ships.
#
#   serve-nginx.sh LISTEN API_UPSTREAM SITE_ROOT     (e.g. 127.0.0.1:4173 http://127.0.0.1:8787 build/client)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
listen="$1"
upstream="$2"
site_root="$(cd "$3" && pwd)"
# One folder per address, written anew on every start.
work="${TMPDIR:-/tmp}/casa-site-nginx-${listen//[^0-9]/-}"
rm -rf "$work"
bash "$here/render-nginx.sh" "$work" "$upstream" "$listen" "$site_root"
nginx="$(command -v nginx || echo /usr/sbin/nginx)"
exec "$nginx" -c "$work/nginx.conf" -p "$work"
