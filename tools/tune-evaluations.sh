#!/usr/bin/env bash
# Regenerates the self-play data and retunes each game's evaluation weights (docs/ai.md,
# "Tuning"), as the shipped levels/weights/*.ron were made: games of Master against itself at a
# few milliseconds a move from random openings (Trichess: Expert, one thread), every position
# labelled with its game's result, then `tabula-engine tune`. Writes levels/weights/<game>.ron;
# the data stays in $OUT (not committed). Two games' data are made at a time (one per core).
#
#   cargo build --release -p tabula-engine && OUT=target/tuning tools/tune-evaluations.sh
#   VARIANTS="brandubh trigame" tools/tune-evaluations.sh     # only these games
#   GAMES=20 OUT=/tmp/t tools/tune-evaluations.sh               # a quick trial run
#
# Each game's match settings: level, games, milliseconds a move, random opening plies. The
# game counts are about those behind the shipped weights (their provenance lines say how many
# games and positions each run used; the shipped chess data came from two runs, 1,799 games at
# 6 ms with 6 random plies and 623 at 5 ms with 8). Marseillais and Trichess ship their
# hand-written weights: their tuned ones lost (docs/performance.md), so they are not in the
# default list.
set -eu
engine=${ENGINE:-target/release/tabula-engine}
out=${OUT:-target/tuning}
variants=${VARIANTS:-chess brandubh trigame}
mkdir -p "$out"

settings() {
  case $1 in
    chess) echo "Master 2400 6 6" ;;
    marseillais) echo "Master 500 6 4" ;;
    brandubh) echo "Master 2400 8 4" ;;
    trigame) echo "Master 230 8 4" ;;
    trichess) echo "Expert 210 10 6" ;;
  esac
}

generate() { # variant
  read -r level games movetime opening <<< "$(settings "$1")"
  games=${GAMES:-$games}
  rm -f "$out/$1.txt"
  "$engine" match "$1" "$level" "$level" games "$games" movetime "$movetime" opening "$opening" \
    seed 11 positions "$out/$1.txt" > "$out/$1-games.log"
  echo "$1: $(wc -l < "$out/$1.txt") positions"
}

set -- $variants
while [ $# -gt 0 ]; do
  generate "$1" &
  if [ $# -gt 1 ]; then generate "$2" & fi
  wait
  shift; [ $# -gt 0 ] && shift
done
# How each game was fitted: chess with its piece-square and mobility tables fixed (tuning every
# entry memorised games).
tune_args() {
  case $1 in
    chess|marseillais) echo "epochs 1000 fixed pawn,knight,bishop,rook,queen,king,knight_mobility,bishop_mobility,rook_mobility,queen_mobility" ;;
    brandubh) echo "epochs 3000" ;;
    *) echo "epochs 2000" ;;
  esac
}
for variant in $variants; do
  # shellcheck disable=SC2046
  "$engine" tune "$variant" "$out/$variant.txt" $(tune_args "$variant") | grep -v '^info string epoch'
done
