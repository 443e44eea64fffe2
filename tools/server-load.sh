#!/usr/bin/env bash
# The server's load figures (docs/performance.md, "The game server"): builds the release server
# and load generator, then for each case starts a fresh server on a scratch SQLite file and runs
# tabula-loadgen against it, on this machine (the load generator shares its cores). Only ever
# against this machine's own server on 127.0.0.1.
#   tools/server-load.sh                 # the table below
#   tools/server-load.sh paced 1000 60   # one case: games, seconds
#   tools/server-load.sh closed 200 10
#   tools/server-load.sh idle 10000
#   tools/server-load.sh soak 1000 600   # paced, with the server's memory once a minute
# The cases: saturation (closed loop: each game moves as soon as its last move is acknowledged);
# paced (open loop, each game a move every 2 to 5 s at random, as people play) at 1,000 and
# 5,000 games; 10,000 idle connections.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-target}"
cargo build --release -q -p tabula-server --bins
bin="$target/release"
scratch="$(mktemp -d)"
port=7499
trap 'pkill -f "tabula-server --listen 127.0.0.1:$port" 2>/dev/null || true; rm -rf "$scratch"' EXIT
# 5,000 games are 10,000 connections on each side.
ulimit -n 65536 2>/dev/null || true

run() { # closed|paced|soak GAMES SECONDS | idle N
  pkill -f "tabula-server --listen 127.0.0.1:$port" 2>/dev/null || true
  sleep 0.5
  rm -f "$scratch"/server.db*
  "$bin/tabula-server" --listen "127.0.0.1:$port" --database "sqlite:$scratch/server.db" 2>"$scratch/log" &
  local pid=$!
  sleep 1
  local url="ws://127.0.0.1:$port/ws"
  case "$1" in
    idle)
      echo "== $2 idle connections"
      "$bin/tabula-loadgen" --server "$url" --idle "$2" --server-pid "$pid" | tail -2 ;;
    closed)
      echo "== $2 games, closed loop, $3 s"
      "$bin/tabula-loadgen" --server "$url" --games "$2" --seconds "$3" --server-pid "$pid" \
        | grep -E "committed|ack:|memory|failed" ;;
    paced|soak)
      # Games are set up (two sign-ins and a challenge each) during the warm-up, whose moves
      # are not counted.
      local warmup=$(( $2 / 100 + 10 ))
      echo "== $2 games, a move every 2-5 s, $3 s after a ${warmup} s warm-up"
      "$bin/tabula-loadgen" --server "$url" --games "$2" --seconds "$(( $3 + warmup ))" --pace 2-5 \
        --warmup "$warmup" --server-pid "$pid" | grep -E "committed|ack:|memory|failed" ;;
  esac
  kill "$pid"
  wait "$pid" 2>/dev/null || true
}

if [ $# -ge 1 ]; then
  run "$@"
else
  run closed 200 10
  run closed 1000 10
  run paced 1000 60
  run paced 5000 60
  run idle 10000
fi
