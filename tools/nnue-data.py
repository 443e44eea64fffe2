#!/usr/bin/env python3
"""Makes the chess network's training data (docs/nnue.md): Tabula's own self-play from random
openings at several levels, every position labelled by Stockfish at a fixed depth and with the
game's result. Runs on every core, in the background, and resumes where it stopped.

    tools/nnue-data.py generate [--out DIR] [--jobs N] [--depth 8] [--positions 2000000]
                                [--seconds S] [--engine PATH] [--stockfish PATH]
                                [--first-batch N]   # another run's games: other openings
    tools/nnue-data.py label FILE [--out DIR] ...   # FENs, one a line (puzzles, lessons)
    tools/nnue-data.py pack DIR DEST N              # the shards as N gzip files
    tools/nnue-data.py count DIR

The data lives outside the repository (default ~/.cache/tabula/nnue-data) and is never
committed: this script is how it is made again. Each batch of self-play games becomes one shard,
shards/batch-NNNNNN.tsv.gz, written whole or not at all; a restarted run skips the batches whose
shards exist. Each line: FEN, Stockfish's score in centipawns for the side to move (mates as
+-(30000 - plies)), Stockfish's best move, White's points in the game (1, 0.5 or 0), the ply,
the two levels that played, and the game (batch-number: a trainer holds out whole games, so that
positions of one game are never on both sides of the split). Shards made before the game column
have six columns. Stockfish is a tool here, run as a separate program: it is
never linked or shipped.
"""

import argparse
import gzip
import multiprocessing
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

from uci_pipe import UciPipe

# Level pairs with how often each is drawn: mostly strong play, with weaker games for the
# unbalanced positions a network must also judge.
PAIRINGS = [
    (("Master", "Master"), 4),
    (("Master", "Expert"), 3),
    (("Expert", "Club"), 2),
    (("Club", "Casual"), 1),
    (("Master", "Casual"), 1),
    (("Casual", "Beginner"), 1),
]
GAMES_PER_BATCH = 8
# Positions before this ply are mostly the random opening moves, repeated across games.
FIRST_PLY = 6


def default_out():
    return os.path.join(os.path.expanduser("~"), ".cache", "tabula", "nnue-data")


def find_stockfish(given):
    if given:
        return given
    for candidate in (shutil.which("stockfish"), "/usr/games/stockfish"):
        if candidate and os.path.exists(candidate):
            return candidate
    sys.exit("nnue-data: Stockfish not found (apt-get install stockfish, or --stockfish PATH)")


class Stockfish(UciPipe):
    """One Stockfish process on one thread, asked for a score at a fixed depth."""

    def __init__(self, path, depth):
        super().__init__(path, {"Threads": 1, "Hash": 16})
        self.depth = depth

    def label(self, fen):
        """Returns (centipawns for the side to move, best move), or None where there is none."""
        self.send("position fen " + fen)
        self.send(f"go depth {self.depth}")
        score = None
        for line in self.process.stdout:
            if line.startswith("info depth") and " score " in line:
                words = line.split()
                at = words.index("score")
                kind, value = words[at + 1], int(words[at + 2])
                if kind == "cp":
                    score = value
                else:
                    score = 30000 - abs(value) if value > 0 else -(30000 - abs(value))
            elif line.startswith("bestmove"):
                best = line.split()[1]
                if score is None or best == "(none)":
                    return None
                return score, best
        raise RuntimeError("Stockfish stopped")



def self_play(engine, batch, workdir):
    """Plays one batch of games; returns [(fen, white_points, ply, levels, game)]."""
    rng = random.Random(batch)
    pairs = [pair for pair, weight in PAIRINGS for _ in range(weight)]
    a, b = rng.choice(pairs)
    movetime = rng.choice([2, 3, 4, 6])
    opening = rng.randint(4, 10)
    path = os.path.join(workdir, f"games-{batch}.txt")
    if os.path.exists(path):
        os.remove(path)
    subprocess.run(
        [engine, "match", "chess", a, b, "games", str(GAMES_PER_BATCH), "movetime", str(movetime),
         "opening", str(opening), "seed", str(batch + 1), "positions", path],
        check=True, stdout=subprocess.DEVNULL,
    )
    seen = set()
    rows = []
    with open(path) as lines:
        for line in lines:
            game, ply, fen, points = line.rstrip("\n").split("\t")
            if int(ply) < FIRST_PLY:
                continue
            key = " ".join(fen.split()[:4])
            if key in seen:
                continue
            seen.add(key)
            rows.append((fen, points.split()[0], ply, f"{a}-{b}", f"{batch}-{game}"))
    os.remove(path)
    return rows


def write_shard(path, lines):
    temporary = path + ".tmp"
    with gzip.open(temporary, "wt", compresslevel=6) as shard:
        shard.writelines(lines)
    os.replace(temporary, path)


def worker(index, args, counter, deadline):
    shards = os.path.join(args.out, "shards")
    stockfish = Stockfish(args.stockfish, args.depth)
    workdir = tempfile.mkdtemp(prefix="nnue-data-")
    batch = args.first_batch + index
    try:
        while time.time() < deadline and counter.value < args.positions:
            path = os.path.join(shards, f"batch-{batch:06d}.tsv.gz")
            if not os.path.exists(path):
                lines = []
                for fen, white_points, ply, levels, game in self_play(args.engine, batch, workdir):
                    if time.time() >= deadline:
                        break
                    labelled = stockfish.label(fen)
                    if labelled is None:
                        continue
                    score, best = labelled
                    lines.append(f"{fen}\t{score}\t{best}\t{white_points}\t{ply}\t{levels}\t{game}\n")
                if not lines and time.time() >= deadline:
                    # Cut off before any position was labelled: left for the next run.
                    break
                write_shard(path, lines)
                with counter.get_lock():
                    counter.value += len(lines)
            batch += args.jobs
    finally:
        stockfish.close()
        shutil.rmtree(workdir, ignore_errors=True)


def count_lines(directory):
    total = 0
    shards = os.path.join(directory, "shards")
    if not os.path.isdir(shards):
        return 0, 0
    names = [n for n in os.listdir(shards) if n.endswith(".tsv.gz")]
    for name in names:
        with gzip.open(os.path.join(shards, name), "rt") as shard:
            total += sum(1 for _ in shard)
    return len(names), total


def generate(args):
    args.stockfish = find_stockfish(args.stockfish)
    if not os.path.exists(args.engine):
        sys.exit(f"nnue-data: {args.engine} not found (cargo build --release -p tabula-engine)")
    os.makedirs(os.path.join(args.out, "shards"), exist_ok=True)
    shards, existing = count_lines(args.out)
    print(f"nnue-data: {existing} positions in {shards} shards already in {args.out}", flush=True)
    counter = multiprocessing.Value("q", existing)
    deadline = time.time() + args.seconds if args.seconds else float("inf")
    started = time.time()
    workers = [
        multiprocessing.Process(target=worker, args=(i, args, counter, deadline)) for i in range(args.jobs)
    ]
    for process in workers:
        process.start()
    while any(p.is_alive() for p in workers):
        time.sleep(10)
        made = counter.value - existing
        rate = made / max(1.0, time.time() - started)
        print(f"nnue-data: {counter.value} positions ({rate:.0f} a second)", flush=True)
    failed = [p.exitcode for p in workers if p.exitcode != 0]
    shards, total = count_lines(args.out)
    print(f"nnue-data: {total} positions in {shards} shards in {args.out}", flush=True)
    if failed:
        sys.exit(f"nnue-data: {len(failed)} workers failed")


def label_file(args):
    """Labels FENs from a file (puzzle and lesson positions) into one shard; result unknown (-)."""
    args.stockfish = find_stockfish(args.stockfish)
    os.makedirs(os.path.join(args.out, "shards"), exist_ok=True)
    stockfish = Stockfish(args.stockfish, args.depth)
    name = os.path.splitext(os.path.basename(args.file))[0]
    lines = []
    with open(args.file) as fens:
        for fen in fens:
            fen = fen.strip()
            if not fen:
                continue
            labelled = stockfish.label(fen)
            if labelled:
                lines.append(f"{fen}\t{labelled[0]}\t{labelled[1]}\t-\t0\tfile\t{name}-{len(lines)}\n")
    stockfish.close()
    write_shard(os.path.join(args.out, "shards", f"file-{name}.tsv.gz"), lines)
    print(f"nnue-data: {len(lines)} positions labelled from {args.file}")


def pack(args):
    """Concatenates the shards into N gzip files (gzip members join into one valid file)."""
    shards = sorted(os.listdir(os.path.join(args.dir, "shards")))
    shards = [s for s in shards if s.endswith(".tsv.gz")]
    os.makedirs(args.dest, exist_ok=True)
    outputs = [open(os.path.join(args.dest, f"part-{i}.tsv.gz"), "wb") for i in range(args.n)]
    for i, name in enumerate(shards):
        with open(os.path.join(args.dir, "shards", name), "rb") as shard:
            shutil.copyfileobj(shard, outputs[i % args.n])
    for output in outputs:
        output.close()
    print(f"nnue-data: packed {len(shards)} shards into {args.n} files in {args.dest}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--out", default=default_out())
    common.add_argument("--depth", type=int, default=8)
    common.add_argument("--stockfish")
    run = commands.add_parser("generate", parents=[common])
    run.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    run.add_argument("--positions", type=int, default=2_000_000)
    run.add_argument("--seconds", type=float, default=0)
    # Batch numbers seed the openings and pairings: a second data set (another machine) starts
    # elsewhere so that it does not replay the first one's openings.
    run.add_argument("--first-batch", type=int, default=0)
    run.add_argument("--engine", default=os.path.join(
        os.environ.get("CARGO_TARGET_DIR", "target"), "release", "tabula-engine"))
    label = commands.add_parser("label", parents=[common])
    label.add_argument("file")
    packing = commands.add_parser("pack")
    packing.add_argument("dir")
    packing.add_argument("dest")
    packing.add_argument("n", type=int)
    counting = commands.add_parser("count")
    counting.add_argument("dir")
    args = parser.parse_args()
    if args.command == "generate":
        generate(args)
    elif args.command == "label":
        label_file(args)
    elif args.command == "pack":
        pack(args)
    else:
        shards, total = count_lines(args.dir)
        print(f"{total} positions in {shards} shards")


if __name__ == "__main__":
    main()
