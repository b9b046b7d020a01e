#!/usr/bin/env bash
# `nginx -t` on the site's configuration as the Docker image assembles it (rendered by
# render-nginx.sh, with the editor's server on 8081). Run by `npm test` (nginx-light from
# Debian's apt).
set -euo pipefail
export PATH="$PATH:/usr/sbin"
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
bash "$here/render-nginx.sh" "$work" http://127.0.0.1:8787 8080 /usr/share/nginx/html 8081 /usr/share/nginx/editor
nginx -t -q -c "$work/nginx.conf" -p "$work" && echo "nginx configuration: ok"
