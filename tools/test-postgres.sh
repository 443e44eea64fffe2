#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for the server's store tests and prints the URL to export as
# TABULA_TEST_POSTGRES. Its data lives in a temporary directory; a second run finds it running
# and prints the same URL. Needs Debian's postgresql package (initdb and pg_ctl); as root the
# server runs as the `postgres` user, which refuses to run as root.
#   export TABULA_TEST_POSTGRES="$(tools/test-postgres.sh)"
#   tools/test-postgres.sh stop
set -euo pipefail

port="${TABULA_TEST_POSTGRES_PORT:-54329}"
dir="${TMPDIR:-/tmp}/tabula-test-postgres-$port"
data="$dir/data"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
if [ -z "$bin" ]; then
  echo "test-postgres: no PostgreSQL under /usr/lib/postgresql (apt-get install postgresql)" >&2
  exit 1
fi

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

if [ "${1:-}" = "stop" ]; then
  as_owner "$bin/pg_ctl" -D "$data" stop -m fast >&2 || true
  exit 0
fi

if ! as_owner "$bin/pg_ctl" -D "$data" status >/dev/null 2>&1; then
  rm -rf "$dir"
  mkdir -p "$dir"
  [ "$(id -u)" -eq 0 ] && chown postgres "$dir"
  # Trust on loopback only: a test server that holds nothing worth a password.
  as_owner "$bin/initdb" -D "$data" -U tabula -A trust --no-sync >/dev/null
  as_owner "$bin/pg_ctl" -D "$data" -l "$dir/log" -w \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
fi
echo "postgres://tabula@127.0.0.1:$port/postgres"
