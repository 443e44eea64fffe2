#!/usr/bin/env python3
"""What a level's search thought before each Trichess game it lost by being mated.

Reads the output of `tabula-engine match trichess <A> <B> ...` (each game's `moves:` line),
finds the games where A's seat was checkmated, and searches A's last few positions before the
mate again at A's level (`go movetime`), printing the move played, the move found now and the
score of the last completed depth. A mate score (about -10,000) several rounds before the mate
means the game was lost earlier; a normal score one round before means a blind spot.

usage: tools/trichess-lost-games.py MATCH_OUTPUT ENGINE [ROUNDS_BACK] [MOVETIME_MS]
(the level searched is A's, as the match output names it; TABULA_LEVELS is honoured)
"""

import re
import subprocess
import sys

from trichess_match_output import games_in, was_mated


def lost_games(path):
    for game in games_in(path):
        if was_mated(game):
            yield game["number"], game["level"], game["seat"], game["moves"]


def search(engine, level, moves, movetime_ms):
    proc = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(line):
        proc.stdin.write(line + "\n")
        proc.stdin.flush()

    send("setoption name UCI_Variant value trichess")
    send(f"setoption name Level value {level}")
    send("position startpos moves " + " ".join(moves))
    send(f"go movetime {movetime_ms}")
    last, best = "", None
    for line in proc.stdout:
        words = line.split()
        if words[:2] == ["info", "depth"]:
            last = line
        if words and words[0] == "bestmove":
            best = words[1]
            break
    send("quit")
    proc.wait()
    found = re.search(r"depth (\d+).*?score (cp|mate) (-?\d+)", last)
    return best, (f"depth {found.group(1)} {found.group(2)} {found.group(3)}" if found else "no info")


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    path, engine = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    movetime = int(sys.argv[4]) if len(sys.argv) > 4 else 2000
    for number, level, seat, moves in lost_games(path):
        print(f"game {number}: {level} in seat {seat} mated after {len(moves)} plies")
        for back in range(1, rounds + 1):
            ply = len(moves) - 3 * back
            if ply < 0:
                break
            best, score = search(engine, level, moves[:ply], movetime)
            print(f"  {back} round(s) before: played {moves[ply]}, finds {best}, {score}", flush=True)


if __name__ == "__main__":
    main()
