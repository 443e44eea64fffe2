"""Reads `tabula-engine match trichess A B ... moves 1` outputs for the Trichess tools.

Each game is a dict: number, level (A), seat (A's), end (the ending's name), score (A's
points) and, when the output printed them, moves (from the start, random opening included).
"""

import re

GAME = re.compile(r"game\s+(\d+): (\S+) plays seat (\d), (.+?) -> \S+ scores ([\d.]+)")


def games_in(path):
    games = []
    with open(path) as output:
        for line in output:
            found = GAME.match(line)
            if found:
                number, level, seat, end, score = found.groups()
                games.append({"number": int(number), "level": level, "seat": int(seat), "end": end, "score": float(score)})
            elif line.strip().startswith("moves:") and games:
                games[-1]["moves"] = line.split(":", 1)[1].split()
    return games


def was_mated(game):
    """Was A's seat the one checkmated? The seat to move after the last move is (P0 first)."""
    return game["end"] == "checkmate" and "moves" in game and len(game["moves"]) % 3 == game["seat"]
