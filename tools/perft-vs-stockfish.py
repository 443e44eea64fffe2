#!/usr/bin/env python3
"""Measures perft speed of tabula-engine against Stockfish, side by side in one run.

Each engine is started, warmed up (`isready` answered, one `go perft 1`), then timed from
sending `go perft N` to reading `Nodes searched`. Runs alternate between the engines; the
figures are medians. Usage:

    python3 tools/perft-vs-stockfish.py [--depth 6] [--runs 7] [--fen FEN]
        [--tabula target/release/tabula-engine] [--stockfish /usr/games/stockfish] [--threads N]

Stockfish's perft always runs on one thread; tabula's uses its Threads option (all cores by
default), so pass --threads 1 for a like-for-like single-core comparison.
"""

import argparse
import statistics
import subprocess
import sys
import time


def timed_perft(command, depth, fen, threads=None):
    proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(line):
        proc.stdin.write(line + "\n")
        proc.stdin.flush()

    def read_until(prefix):
        for line in proc.stdout:
            if line.startswith(prefix):
                return line
        raise RuntimeError(f"{command[0]} ended before printing '{prefix}'")

    position = "position startpos" if fen is None else f"position fen {fen}"
    if threads is not None:
        send(f"setoption name Threads value {threads}")
    send("isready")
    read_until("readyok")
    send(position)
    send("go perft 1")
    read_until("Nodes searched")
    send("isready")
    read_until("readyok")
    started = time.perf_counter()
    send(f"go perft {depth}")
    line = read_until("Nodes searched")
    elapsed = time.perf_counter() - started
    send("quit")
    proc.wait(timeout=30)
    return int(line.split(":")[1]), elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--depth", type=int, default=6)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--fen")
    parser.add_argument("--tabula", default="target/release/tabula-engine")
    parser.add_argument("--stockfish", default="/usr/games/stockfish")
    parser.add_argument("--threads", type=int, help="tabula's Threads option (default: all cores)")
    args = parser.parse_args()

    results = {"tabula": [], "stockfish": []}
    nodes = {}
    for run in range(args.runs):
        for name, command in (("stockfish", [args.stockfish]), ("tabula", [args.tabula])):
            count, seconds = timed_perft(command, args.depth, args.fen, args.threads if name == "tabula" else None)
            nodes.setdefault(name, count)
            if nodes[name] != count:
                sys.exit(f"{name} counted {count} nodes, earlier {nodes[name]}")
            results[name].append(count / seconds)
            print(f"run {run + 1}: {name:9} {count} nodes in {seconds:.3f} s = {count / seconds / 1e6:.1f} Mnps", flush=True)
    if nodes["tabula"] != nodes["stockfish"]:
        sys.exit(f"node counts differ: tabula {nodes['tabula']}, stockfish {nodes['stockfish']}")
    tabula = statistics.median(results["tabula"])
    stockfish = statistics.median(results["stockfish"])
    print(f"median: tabula {tabula / 1e6:.1f} Mnps, stockfish {stockfish / 1e6:.1f} Mnps, ratio {tabula / stockfish:.2f}")


if __name__ == "__main__":
    main()
