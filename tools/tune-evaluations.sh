#!/usr/bin/env bash
# Regenerates the self-play data and retunes each game's evaluation weights (docs/ai.md,
# "Tuning"), as the shipped levels/weights/*.ron were made: games of Master against itself at a
# few milliseconds a move from random openings (Trichess: Expert, one thread), every position
# labelled with its game's result, then `tabula-engine tune`. Writes levels/weights/<game>.ron;
# the data stays in $OUT (not committed). Two games' data are made at a time (one per core).
#
#   cargo build --release -p tabula-engine && OUT=target/tuning tools/tune-evaluations.sh
#   VARIANTS="brandubh trigame" tools/tune-evaluations.sh     # only these games
#
# Each game's match settings: level, games, milliseconds a move, random opening plies. The
# game counts are those behind the shipped weights (their provenance lines say how many
# positions each run kept).
set -eu
engine=${ENGINE:-target/release/tabula-engine}
out=${OUT:-target/tuning}
variants=${VARIANTS:-chess marseillais brandubh trigame trichess}
mkdir -p "$out"

settings() {
  case $1 in
    chess) echo "Master 3000 6 6" ;;
    marseillais) echo "Master 1500 6 4" ;;
    brandubh) echo "Master 2400 8 4" ;;
    trigame) echo "Master 900 8 4" ;;
    trichess) echo "Expert 600 10 6" ;;
  esac
}

generate() { # variant
  read -r level games movetime opening <<< "$(settings "$1")"
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
for variant in $variants; do
  "$engine" tune "$variant" "$out/$variant.txt" epochs "${EPOCHS:-2000}" | grep -v '^info string epoch'
done
