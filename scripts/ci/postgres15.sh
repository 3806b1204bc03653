#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for CI, on a free loopback port.
#   postgres15.sh start DIR   creates DIR, starts the cluster, prints its URL
#   postgres15.sh stop DIR    stops it (fast shutdown) and removes DIR
# As root the server runs as the `postgres` user (PostgreSQL refuses root), so
# DIR is handed to that user; pick DIR under /tmp, which it can enter.
set -euo pipefail
BIN=/usr/lib/postgresql/15/bin
command=${1:-}
dir=${2:-}
if [ -z "$command" ] || [ -z "$dir" ]; then
  echo "usage: $0 start|stop DIR" >&2
  exit 2
fi

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$command" in
  start)
    if [ ! -x "$BIN/pg_ctl" ]; then
      echo "PostgreSQL 15 is not installed: installing postgresql-15" >&2
      if [ "$(id -u)" = 0 ] && [ ! -e /etc/postgresql-common/createcluster.conf ]; then
        # Only the binaries: no "main" cluster started on port 5432.
        mkdir -p /etc/postgresql-common
        echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.conf
      fi
      "$(dirname "$0")/apt-install.sh" postgresql-15 >&2
    fi
    port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    mkdir -p "$dir"
    chmod 700 "$dir"
    if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$dir"; fi
    as_postgres "$BIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 \
      >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
    # fsync off: a scratch cluster for tests, thrown away at the end.
    as_postgres "$BIN/pg_ctl" -D "$dir/data" -l "$dir/data/server.log" -w -t 60 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" \
      start >/dev/null || { cat "$dir/data/server.log" >&2; exit 1; }
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    if [ -f "$dir/data/postmaster.pid" ]; then
      as_postgres "$BIN/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac
