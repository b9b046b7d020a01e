#!/usr/bin/env bash
# `nginx -t` on the site's configuration as the Docker image assembles it: the template
# rendered (the league service's address filled in), the headers snippet beside it, in a
# minimal main configuration. Run by `npm test` (nginx-light from Debian's apt).
set -euo pipefail
export PATH="$PATH:/usr/sbin"
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/casa"
cp "$here/security-headers.conf" "$work/casa/"
sed -e 's#${API_UPSTREAM}#http://127.0.0.1:8787#g' -e "s#/etc/nginx/casa/#$work/casa/#g" \
  "$here/nginx.conf.template" >"$work/default.conf"
cat >"$work/nginx.conf" <<CONF
pid $work/nginx.pid;
error_log stderr;
events {}
http {
  include /etc/nginx/mime.types;
  client_body_temp_path $work/tmp;
  proxy_temp_path $work/tmp;
  fastcgi_temp_path $work/tmp;
  uwsgi_temp_path $work/tmp;
  scgi_temp_path $work/tmp;
  include $work/default.conf;
}
CONF
nginx -t -q -c "$work/nginx.conf" -p "$work" && echo "nginx configuration: ok"
