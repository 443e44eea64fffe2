#!/usr/bin/env python3
"""Runs a UCI engine over an EPD test suite (best moves, `bm`) at a fixed time a position and
prints how many it solves, as docs/performance.md measures Win At Chess. Needs python-chess
(pip install chess). The suite is not in the repository: any copy of the 300 Win At Chess
positions in EPD serves.

    python3 tools/epd-solve.py wac.epd [--movetime 1000] [--engine target/release/tabula-engine]
        [--option Level=Master] [--jobs 1]
"""

import argparse
import concurrent.futures

import chess
import chess.engine


def solve(args, line):
    board, ops = chess.Board.from_epd(line)
    best = ops.get("bm") or []
    engine = chess.engine.SimpleEngine.popen_uci(args.engine)
    try:
        options = dict(option.split("=", 1) for option in args.option)
        if options:
            engine.configure(options)
        result = engine.play(board, chess.engine.Limit(time=args.movetime / 1000))
    finally:
        engine.quit()
    return ops.get("id", "?"), result.move in best, board.san(result.move) if result.move else "none"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("suite")
    parser.add_argument("--movetime", type=int, default=1000, help="milliseconds a position")
    parser.add_argument("--engine", default="target/release/tabula-engine")
    parser.add_argument("--option", action="append", default=[], help="NAME=VALUE, a UCI option")
    parser.add_argument("--jobs", type=int, default=1, help="positions searched at a time")
    args = parser.parse_args()
    lines = [line for line in open(args.suite) if line.strip()]
    solved = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for name, ok, played in pool.map(lambda line: solve(args, line), lines):
            solved += ok
            if not ok:
                print(f"missed {name}: played {played}", flush=True)
    print(f"solved {solved} of {len(lines)} at {args.movetime} ms a position")


if __name__ == "__main__":
    main()
