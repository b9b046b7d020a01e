#!/usr/bin/env bash
# `nginx -t` on the site's configuration as the Docker image assembles it (rendered by
# render-nginx.sh). Run by `npm test` (nginx-light from Debian's apt).
set -euo pipefail
export PATH="$PATH:/usr/sbin"
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
bash "$here/render-nginx.sh" "$work"
nginx -t -q -c "$work/nginx.conf" -p "$work" && echo "nginx configuration: ok"
