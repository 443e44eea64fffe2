#!/usr/bin/env bash
# The server's load figures (docs/performance.md, "The game server"): builds the release server
# and load generator, then for each case starts a fresh server on a scratch SQLite file and runs
# tabula-loadgen against it. Only ever against this machine's own server on 127.0.0.1.
#   tools/server-load.sh            # the table: 1, 50, 200, 1000 games; 1000 games at 10 moves/s; 10,000 idle
#   tools/server-load.sh 1000 10    # one case: games and moves a second per game ("-" = as fast as acks)
set -euo pipefail
cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-target}"
cargo build --release -q -p tabula-server --bins
bin="$target/release"
scratch="$(mktemp -d)"
port=7499
trap 'pkill -f "tabula-server --listen 127.0.0.1:$port" 2>/dev/null || true; rm -rf "$scratch"' EXIT

run() { # games rate seconds | idle N
  pkill -f "tabula-server --listen 127.0.0.1:$port" 2>/dev/null || true
  sleep 0.5
  rm -f "$scratch"/server.db*
  "$bin/tabula-server" --listen "127.0.0.1:$port" --database "sqlite:$scratch/server.db" 2>"$scratch/log" &
  local pid=$!
  sleep 1
  if [ "$1" = idle ]; then
    echo "== $2 idle connections"
    "$bin/tabula-loadgen" --server "ws://127.0.0.1:$port/ws" --idle "$2" --server-pid "$pid" | tail -2
  else
    local rate=()
    [ "$2" != "-" ] && rate=(--rate "$2")
    echo "== $1 games, rate ${2/-/as fast as acks}, $3 s"
    "$bin/tabula-loadgen" --server "ws://127.0.0.1:$port/ws" --games "$1" --seconds "$3" "${rate[@]}" --server-pid "$pid" \
      | grep -E "committed|ack:|memory"
  fi
  kill "$pid"
  wait "$pid" 2>/dev/null || true
}

if [ $# -ge 1 ]; then
  run "$1" "${2:--}" "${3:-10}"
else
  for games in 1 50 200 1000; do run "$games" - 10; done
  run 1000 10 20
  run idle 10000
fi
