#!/usr/bin/env python3
"""Counts where the points went in Trichess match outputs.

For each output of `tabula-engine match trichess A B ... moves 1` (A against two copies of B),
prints A's points a game and its games by points: 2 (a lone mate), 1 (a shared mate or a
resignation), 2/3 (a draw) and 0, the zeros split into games where A itself was mated and games
where another seat was mated without A's help. The mated seat is the one to move after the
game's last move (P0 moves first; the printed moves include the random opening).

usage: tools/trichess-tally.py MATCH_OUTPUT...
"""

import re
import sys

GAME = re.compile(r"game\s+\d+: \S+ plays seat (\d), (.+?) -> \S+ scores ([\d.]+)")


def games_in(path):
    games = []
    with open(path) as output:
        for line in output:
            found = GAME.match(line)
            if found:
                games.append({"seat": int(found.group(1)), "end": found.group(2), "score": float(found.group(3))})
            elif line.strip().startswith("moves:") and games:
                games[-1]["plies"] = len(line.split(":", 1)[1].split())
    return games


def tally(path):
    games = games_in(path)
    if not games:
        return f"{path}: no games"
    def mated(g):
        return g["end"] == "checkmate" and "plies" in g and g["plies"] % 3 == g["seat"]
    zeros = [g for g in games if g["score"] < 0.01]
    counts = {
        "2": sum(g["score"] > 1.99 for g in games),
        "1": sum(0.99 < g["score"] < 1.99 for g in games),
        "2/3": sum(0.6 < g["score"] < 0.7 for g in games),
        "0 mated": sum(mated(g) for g in zeros),
        "0 another mated": sum(not mated(g) for g in zeros),
    }
    mean = sum(g["score"] for g in games) / len(games)
    listed = ", ".join(f"{k}: {v}" for k, v in counts.items())
    return f"{path}: {len(games)} games, {mean:.2f} points a game ({listed})"


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    for path in sys.argv[1:]:
        print(tally(path))
