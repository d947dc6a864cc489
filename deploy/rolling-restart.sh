#!/bin/sh
# Restarts the app servers one at a time without failing a request: each is taken out of nginx
# (deploy/upstream.sh down), restarted (SIGTERM: it finishes what it has in flight, then exits;
# systemd starts the new release, which migrates under the start-up lock if it is the first),
# waited for until /api/ready answers 200, and put back. Used for upgrades (deploy/upgrade.md).
#
# Usage: deploy/rolling-restart.sh <port> [<port> …]
# Environment:
#   RESTART_COMMAND  restarts the server of port %p, returning once the new process runs
#                    (default: systemctl restart foresight@%p)
#   READY_TIMEOUT    seconds to wait for /api/ready (default 120)
#   and deploy/upstream.sh's variables.
set -eu
[ $# -ge 1 ] || {
  echo "usage: $0 <port> [<port> …]" >&2
  exit 2
}
here=$(dirname "$0")
restart=${RESTART_COMMAND:-systemctl restart foresight@%p}
ready_timeout=${READY_TIMEOUT:-120}

for port in "$@"; do
  "$here/upstream.sh" down "$port"
  command=$(printf '%s' "$restart" | sed "s/%p/$port/g")
  sh -c "$command"
  waited=0
  until curl -sf -o /dev/null "http://127.0.0.1:${port}/api/ready"; do
    if [ $waited -ge $((ready_timeout * 5)) ]; then
      echo "the server on port $port is not ready after ${ready_timeout} s; it stays out of nginx" >&2
      exit 1
    fi
    sleep 0.2
    waited=$((waited + 1))
  done
  "$here/upstream.sh" up "$port"
  echo "port $port restarted and ready"
done
