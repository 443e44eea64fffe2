#!/usr/bin/env bash
# Renders the screenshots in docs/screenshots/ with the client's screenshot mode under Xvfb and
# Mesa's software Vulkan (apt-get install xvfb xauth mesa-vulkan-drivers libvulkan1).
# Usage: tools/client-screenshots.sh [binary]   (default: target/release/tabula)
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=tools/screenshot-shot.sh
source tools/screenshot-shot.sh "$@"

shot title
shot select --screen select
shot chess --game chess --computer Master --moves e2e4,c7c5,g1f3,d7d6,d2d4,c5d4,f3d4,g8f6,b1c3,a7a6 --select f1
shot marseillais --game marseillais --moves e2e4,e7e5,b8c6,d1h5,g1f3,g7g6 --select h5
shot brandubh --game brandubh --computer Club --seat 1 --moves d2-b2,c4-c2,a4-a2 --select d3
shot trichess --game trichess --computer Club --moves c2-c3,f12-f10,n12-m12 --select e2
shot trigame --game trigame --computer Club --select v20
for game in chess marseillais brandubh trichess trigame; do
  shot "setup-$game" --screen setup --game "$game"
done
# The game-over reveal's end: the mated king lies on its side under the game's dialog.
shot game-over-chess --game chess --moves f2f3,e7e5,g2g4,d8h4 --frames 90
shot trichess-midgame --game trichess --moves f2-f3,b9-h3,o12-c6,g1-h3,a7-b7,o14-g10,h3-k9,c10-f11,o11-o12
SHOT_SETTINGS='(piece_set: Flat)' shot flat-chess --game chess --moves e2e4,c7c5,g1f3,d7d6,d2d4,c5d4,f3d4,g8f6
SHOT_SETTINGS='(piece_set: Flat)' shot flat-brandubh --game brandubh --moves d2-b2,c4-c2,a4-a2
SHOT_SETTINGS='(theme: HighContrast)' shot contrast-trichess --game trichess --moves c2-c4,f12-f11,n12-m11
shot rules --screen rules
shot learn --screen learn
shot lesson-chess --lesson chess/05-knight --level 2
shot lesson-marseillais --lesson marseillais/01-two-moves
shot lesson-brandubh --lesson brandubh/03-capture
shot lesson-trichess --lesson trichess/02-pieces
shot lesson-trigame --lesson trigame/03-captures
# The windows over the game (docs/client.md, "Screenshots").
for window in menu settings keys load new-game puzzles analysis-board; do
  shot "window-$window" --game chess --moves e2e4,e7e5 --window "$window"
done
