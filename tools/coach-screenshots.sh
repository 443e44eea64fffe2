#!/usr/bin/env bash
# Renders the engine-as-teacher screenshots in docs/screenshots/ (the analysis board, the game
# review graph and a puzzle, each in three games) with the client's screenshot mode under Xvfb
# and Mesa's software Vulkan, like tools/client-screenshots.sh.
# Usage: tools/coach-screenshots.sh [binary]   (default: target/release/tabula)
# The reviewed games are tests/games/<game>.txt (Club against Beginner, played to the end).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=tools/screenshot-shot.sh
source tools/screenshot-shot.sh "$@"

# The analysis board: lines, arrow and evaluation bar (frames give the search time to deepen).
shot analysis-board-chess --game chess --analysis --moves e2e4,e7e5,g1f3,b8c6,f1c4,g8f6 --frames 400
shot analysis-board-trichess --game trichess --analysis --moves c2-c3,f12-f10,n12-m12 --frames 400
shot analysis-board-trigame --game trigame --analysis --moves R00-L00,v24-e3334,v02-v03,v43-v23 --frames 400

# Game review: the graph, the counts and the marked moves once the review is done.
shot review-chess --game chess --moves "$(cat tests/games/chess.txt)" --review --frames 1500
shot review-brandubh --game brandubh --moves "$(cat tests/games/brandubh.txt)" --review --frames 1500
shot review-trichess --game trichess --moves "$(cat tests/games/trichess.txt)" --review --frames 2500

# A puzzle in three games, as the trainer opens it.
shot puzzle-chess --puzzles chess --puzzle chess-0001
shot puzzle-brandubh --puzzles brandubh --puzzle brandubh-0003
shot puzzle-trigame --puzzles trigame --puzzle trigame-0003
