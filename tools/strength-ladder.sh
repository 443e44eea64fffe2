#!/usr/bin/env bash
# The level ladder and the random-mover check for every game, with the summary line of each
# match. Arguments: games per pair (default 40), games against the random mover (default 10),
# Master-vs-Expert movetime in ms (default: the levels' own times), Trichess games (default 30).
# Two matches run at a time (one per core). Build first: cargo build --release -p tabula-engine
set -u
games=${1:-40}
random_games=${2:-10}
top_movetime=${3:-}
trichess_games=${4:-30}
trichess_timescale=${5:-}
engine=${ENGINE:-target/release/tabula-engine}
out=${OUT:-target/strength}
mkdir -p "$out"

run() { # name, arguments...
  local name=$1; shift
  "$engine" match "$@" > "$out/$name.txt" 2>&1
  echo "$name: $(tail -1 "$out/$name.txt")"
}

for variant in ${VARIANTS:-chess marseillais brandubh trigame trichess}; do
  n=$games
  all=()
  top=()
  [ -n "$top_movetime" ] && top=(movetime "$top_movetime")
  if [ "$variant" = trichess ]; then
    n=$trichess_games
    [ -n "$trichess_timescale" ] && all=(timescale "$trichess_timescale") && top=("${all[@]}")
  fi
  run "$variant-casual-beginner" "$variant" Casual Beginner games "$n" "${all[@]}" &
  run "$variant-club-casual" "$variant" Club Casual games "$n" "${all[@]}"
  wait
  run "$variant-expert-club" "$variant" Expert Club games "$n" "${all[@]}" &
  run "$variant-master-expert" "$variant" Master Expert games "$n" "${top[@]}"
  wait
  run "$variant-master-random" "$variant" Master Random games "$random_games" movetime 100
done
