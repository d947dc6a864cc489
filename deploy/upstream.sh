#!/bin/sh
# Takes one app server out of nginx's upstream (`down`) or puts it back (`up`) and reloads nginx.
# `down` also waits until nginx's previous workers have finished what they were doing: once it
# returns, nothing sends that server a request any more, so it can be stopped without failing any.
#
# Usage: deploy/upstream.sh down|up <port>
# Environment (defaults for a Debian nginx):
#   FORESIGHT_UPSTREAM_FILE  the upstream's server list   (/etc/nginx/foresight-upstream.conf)
#   NGINX_BIN                the nginx binary              (nginx)
#   NGINX_ARGS               options for a private nginx, e.g. "-p /srv/x -c /srv/x/nginx.conf"
#   NGINX_PID_FILE           its master's pid file          (/run/nginx.pid)
set -eu

usage() {
  echo "usage: $0 down|up <port>" >&2
  exit 2
}
[ $# -eq 2 ] || usage
action=$1
port=$2
case $port in '' | *[!0-9]*) usage ;; esac
file=${FORESIGHT_UPSTREAM_FILE:-/etc/nginx/foresight-upstream.conf}
nginx=${NGINX_BIN:-nginx}
nginx_args=${NGINX_ARGS:-}
pid_file=${NGINX_PID_FILE:-/run/nginx.pid}

# The one `server <address>:<port> …;` line of this port.
line="^([[:space:]]*server[[:space:]]+[^[:space:];]+:${port}([[:space:]][^;]*)?)"
count=$(grep -cE "${line};" "$file" || true)
if [ "$count" -ne 1 ]; then
  echo "$file has $count server lines for port $port; expected one" >&2
  exit 1
fi

# Always remove ` down` first, then add it for `down`: the line never carries it twice.
case $action in
  up) sed -E -i "s/${line} down;/\\1;/" "$file" ;;
  down) sed -E -i -e "s/${line} down;/\\1;/" -e "s/${line};/\\1 down;/" "$file" ;;
  *) usage ;;
esac

# shellcheck disable=SC2086 # NGINX_ARGS is a list of options.
$nginx $nginx_args -t -q
master=$(cat "$pid_file")
old_workers=$(ps -o pid= --ppid "$master" | tr -s ' \n' ' ')
# shellcheck disable=SC2086
$nginx $nginx_args -s reload

# Putting a server back needs no wait. Taking one out: the previous workers (which may still pass
# requests to it) finish what they have, then exit; the new ones already use the new list.
if [ "$action" = up ]; then
  echo "127.0.0.1:${port} is up in ${file}"
  exit 0
fi
waited=0
for pid in $old_workers; do
  while kill -0 "$pid" 2>/dev/null && [ "$(ps -o ppid= -p "$pid" | tr -d ' ')" = "$master" ]; do
    if [ $waited -ge 600 ]; then
      echo "nginx worker $pid still running after 60 s; going on" >&2
      break
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
done
echo "127.0.0.1:${port} is ${action} in ${file}"
