#!/usr/bin/env python3
"""Counts where the points went in Trichess match outputs.

For each output of `tabula-engine match trichess A B ... moves 1` (A against two copies of B),
prints A's points a game and its games by points: 2 (a lone mate), 1 (a shared mate or a
resignation), 2/3 (a draw) and 0, the zeros split into games where A itself was mated and games
where another seat was mated without A's help. The mated seat is the one to move after the
game's last move (P0 moves first; the printed moves include the random opening).

usage: tools/trichess-tally.py MATCH_OUTPUT...
"""

import sys

from trichess_match_output import games_in, was_mated


def tally(path):
    games = games_in(path)
    if not games:
        return f"{path}: no games"
    zeros = [g for g in games if g["score"] < 0.01]
    counts = {
        "2": sum(g["score"] > 1.99 for g in games),
        "1": sum(0.99 < g["score"] < 1.99 for g in games),
        "2/3": sum(0.6 < g["score"] < 0.7 for g in games),
        "0 mated": sum(was_mated(g) for g in zeros),
        "0 another mated": sum(not was_mated(g) for g in zeros),
    }
    mean = sum(g["score"] for g in games) / len(games)
    listed = ", ".join(f"{k}: {v}" for k, v in counts.items())
    return f"{path}: {len(games)} games, {mean:.2f} points a game ({listed})"


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    for path in sys.argv[1:]:
        print(tally(path))
