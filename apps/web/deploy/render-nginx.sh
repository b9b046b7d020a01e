#!/usr/bin/env bash
# Renders the site's nginx configuration as the Docker image assembles it (the template
# with the league service's address and the editor's origin filled in, the headers
# snippets beside it) into a minimal main configuration that runs without root, for
# `nginx -t` (check-nginx.sh) and for the tests and the browser suite that start it
# (serve-nginx.sh, scripts/tests/).
#
#   render-nginx.sh WORK_DIR [API_UPSTREAM] [LISTEN] [SITE_ROOT] [EDITOR_LISTEN] [EDITOR_ROOT]
#
# Without EDITOR_LISTEN the editor's server is left out (the site's /admin still answers
# 301 to the editor's origin). EDITOR_ORIGIN, from the environment, is where the site's
# /admin leads: by default http://EDITOR_LISTEN, or the image's http://localhost:8081.
# Writes WORK_DIR/nginx.conf; run it with `nginx -c WORK_DIR/nginx.conf -p WORK_DIR`.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$1"
upstream="${2:-http://127.0.0.1:8787}"
listen="${3:-8080}"
site_root="${4:-/usr/share/nginx/html}"
editor_listen="${5:-}"
editor_root="${6:-/usr/share/nginx/editor}"
if [[ -z "${EDITOR_ORIGIN:-}" ]]; then
  case "$editor_listen" in
    "") EDITOR_ORIGIN="http://localhost:8081" ;;
    *[!0-9]*) EDITOR_ORIGIN="http://$editor_listen" ;; # host:port
    *) EDITOR_ORIGIN="http://localhost:$editor_listen" ;; # a port alone
  esac
fi
case "$EDITOR_ORIGIN" in
  http://* | https://*) ;;
  *) echo "render-nginx: EDITOR_ORIGIN must be an http(s) origin, not '$EDITOR_ORIGIN'" >&2; exit 1 ;;
esac
# An origin, no path: the template appends /admin/.
editor_origin="${EDITOR_ORIGIN%/}"
mkdir -p "$work/casa" "$work/tmp"
cp "$here/security-headers.conf" "$here/admin-headers.conf" "$work/casa/"
# The editor's server is the template's last block, from the comment that introduces it.
if [[ -z "$editor_listen" ]]; then
  drop_editor='/^# The editor (Decap CMS, for the club.s staff) on an origin of its own/,$d'
else
  drop_editor=''
fi
sed -e "$drop_editor" \
  -e "s#\${API_UPSTREAM}#$upstream#g" -e "s#\${EDITOR_ORIGIN}#$editor_origin#g" \
  -e "s#/etc/nginx/casa/#$work/casa/#g" \
  -e "s#^  listen 8080;#  listen $listen;#" -e "s#^  root /usr/share/nginx/html;#  root $site_root;#" \
  -e "s#^  listen 8081;#  listen ${editor_listen:-8081};#" -e "s#^  root /usr/share/nginx/editor;#  root $editor_root;#" \
  "$here/nginx.conf.template" >"$work/default.conf"
grep -q "listen $listen;" "$work/default.conf" || { echo "render-nginx: no 'listen 8080;' in the template" >&2; exit 1; }
if [[ -n "$editor_listen" ]]; then
  grep -q "listen $editor_listen;" "$work/default.conf" || { echo "render-nginx: no 'listen 8081;' in the template" >&2; exit 1; }
elif grep -q "listen 8081;" "$work/default.conf"; then
  echo "render-nginx: the editor's server was not left out" >&2
  exit 1
fi
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
