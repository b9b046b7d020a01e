#!/usr/bin/env bash
# Renders the site's nginx configuration as the Docker image assembles it (the template
# with the league service's address filled in, the headers snippets beside it) into a
# minimal main configuration that runs without root, for `nginx -t` (check-nginx.sh)
# and for the proxy test that starts it (scripts/tests/nginx-proxy.test.mjs).
#
#   render-nginx.sh WORK_DIR [API_UPSTREAM] [LISTEN] [SITE_ROOT]
#
# Writes WORK_DIR/nginx.conf; run it with `nginx -c WORK_DIR/nginx.conf -p WORK_DIR`.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$1"
upstream="${2:-http://127.0.0.1:8787}"
listen="${3:-8080}"
site_root="${4:-/usr/share/nginx/html}"
mkdir -p "$work/casa" "$work/tmp"
cp "$here/security-headers.conf" "$here/admin-headers.conf" "$work/casa/"
sed -e "s#\${API_UPSTREAM}#$upstream#g" -e "s#/etc/nginx/casa/#$work/casa/#g" \
  -e "s#^  listen 8080;#  listen $listen;#" -e "s#^  root /usr/share/nginx/html;#  root $site_root;#" \
  "$here/nginx.conf.template" >"$work/default.conf"
grep -q "listen $listen;" "$work/default.conf" || { echo "render-nginx: no 'listen 8080;' in the template" >&2; exit 1; }
cat >"$work/nginx.conf" <<CONF
# One process as the current user, in the foreground: nothing needs root.
daemon off;
master_process off;
pid $work/nginx.pid;
error_log stderr;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path $work/tmp;
  proxy_temp_path $work/tmp;
  fastcgi_temp_path $work/tmp;
  uwsgi_temp_path $work/tmp;
  scgi_temp_path $work/tmp;
  include $work/default.conf;
}
CONF
