#!/usr/bin/env python3
"""How long Trichess Master takes to complete each depth, on a fixed set of positions.

The positions are those after plies 12, 24 and 40 of one Club-against-Club game for each seed
(`tabula-engine match trichess Club Club games 1 moves 1 seed S`): 18 middlegame positions. Each
is searched with `go depth D` on a fresh engine at the Master level of the levels file in force
(TABULA_LEVELS, or the built-in levels/ai.ron), and the wall time of every `info depth` line is
recorded. Prints each position's times and the median per depth.

usage: tools/trichess-depth-times.py ENGINE [DEPTH] [SEEDS...]
"""

import statistics
import subprocess
import sys
import time

PLIES = (12, 24, 40)


def club_game_moves(engine, seed):
    out = subprocess.run(
        [engine, "match", "trichess", "Club", "Club", "games", "1", "moves", "1", "seed", str(seed)],
        capture_output=True, text=True, check=True,
    ).stdout
    for line in out.splitlines():
        if line.strip().startswith("moves:"):
            return line.split(":", 1)[1].split()
    raise SystemExit(f"no moves printed for seed {seed}")


def depth_times(engine, moves, depth):
    proc = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    send = lambda line: (proc.stdin.write(line + "\n"), proc.stdin.flush())
    send("setoption name UCI_Variant value trichess")
    send("position startpos moves " + " ".join(moves))
    send("isready")
    while proc.stdout.readline().strip() != "readyok":
        pass
    started = time.monotonic()
    send(f"go depth {depth}")
    times = {}
    for line in proc.stdout:
        words = line.split()
        if words[:2] == ["info", "depth"]:
            times[int(words[2])] = time.monotonic() - started
        if words and words[0] == "bestmove":
            break
    send("quit")
    proc.wait()
    return times


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    engine = sys.argv[1]
    depth = int(sys.argv[2]) if len(sys.argv) > 2 else 6
    seeds = [int(s) for s in sys.argv[3:]] or [1, 3, 4, 6, 7, 8]
    by_depth = {}
    for seed in seeds:
        moves = club_game_moves(engine, seed)
        for plies in PLIES:
            if len(moves) <= plies:
                continue
            times = depth_times(engine, moves[:plies], depth)
            print(f"seed {seed} ply {plies}: " + " ".join(f"d{d} {t:.2f}s" for d, t in sorted(times.items())), flush=True)
            for d, t in times.items():
                by_depth.setdefault(d, []).append(t)
    for d in sorted(by_depth):
        values = by_depth[d]
        print(f"depth {d}: median {statistics.median(values):.2f} s, max {max(values):.2f} s over {len(values)} positions")


if __name__ == "__main__":
    main()
