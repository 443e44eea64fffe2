#!/usr/bin/env bash
# Pictures of online play for docs/screenshots: a local server on a scratch database, guests
# from tools/online-bots.py (pip install websockets) who open seeks, play a game and challenge
# Ada, then the client renders the lobby and, joining the challenge, the online game.
#   tools/online-screenshots.sh [path/to/tabula] [path/to/tabula-server]
set -euo pipefail
cd "$(dirname "$0")/.."
client="${1:-target/release/tabula}"
server="${2:-target/release/tabula-server}"
scratch="$(mktemp -d)"
port=7481
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$scratch"' EXIT
"$server" --listen "127.0.0.1:$port" --database "sqlite:$scratch/server.db" 2>"$scratch/server.log" &
sleep 1
url="ws://127.0.0.1:$port/ws"
python3 tools/online-bots.py --server "$url" --seconds 120 --challenge >"$scratch/code" &
for _ in $(seq 50); do [ -s "$scratch/code" ] && break; sleep 0.2; done
code="$(head -1 "$scratch/code")"
run() { TABULA_HOME="$scratch/home-$1" WGPU_BACKEND=vulkan xvfb-run -a -s "-screen 0 1280x800x24" "$client" "${@:2}"; }
run lobby --server "$url" --name Ada --screen lobby --frames 90 --screenshot docs/screenshots/online-lobby.png
run game --server "$url" --name Ada --join-code "$code" --frames 150 --screenshot docs/screenshots/online-game.png
echo "docs/screenshots/online-lobby.png docs/screenshots/online-game.png"
