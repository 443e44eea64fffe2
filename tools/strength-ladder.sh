#!/usr/bin/env bash
# The level ladder and the random-mover check for every game, as measured in docs/performance.md:
# each level against the one below (40 games, Trichess 30: one seat against two copies of the
# level below), then Master against the random mover (10 games at 100 ms a move). Two matches
# run at a time (one per core); on a busier machine the time-limited Master searches less, so a
# pass stays a pass. Hours of work at the levels' own times: VARIANTS="brandubh" to run one game.
#
#   cargo build --release -p tabula-engine && OUT=target/strength tools/strength-ladder.sh
#
# Master-Expert is played at the levels' own times except where noted below (TOP_* overrides).
set -u
engine=${ENGINE:-target/release/tabula-engine}
out=${OUT:-target/strength}
mkdir -p "$out"

# Master-Expert conditions per game: chess at 200 ms a move for both (as against Stockfish);
# Trigame at a quarter of each level's own time (its games run to 100-300 plies); Trichess at
# the levels' own times (at a quarter, Master's 500 ms reaches no deeper than Expert's depth 4).
top_args() {
  case $1 in
    chess) echo "${TOP_CHESS:-movetime 200}" ;;
    trigame) echo "${TOP_TRIGAME:-timescale 25}" ;;
    trichess) echo "${TOP_TRICHESS:-}" ;;
    *) echo "" ;;
  esac
}

run() { # name, arguments...
  local name=$1; shift
  "$engine" match "$@" > "$out/$name.txt" 2>&1
  echo "$name: $(tail -1 "$out/$name.txt")"
}

for variant in ${VARIANTS:-chess marseillais brandubh trigame trichess}; do
  n=40
  [ "$variant" = trichess ] && n=30
  # shellcheck disable=SC2046 # top_args is a list of words on purpose
  run "$variant-master-expert" "$variant" Master Expert games "$n" $(top_args "$variant") &
  run "$variant-casual-beginner" "$variant" Casual Beginner games "$n"
  run "$variant-club-casual" "$variant" Club Casual games "$n"
  run "$variant-expert-club" "$variant" Expert Club games "$n"
  wait
  run "$variant-master-random" "$variant" Master Random games 10 movetime 100
done
