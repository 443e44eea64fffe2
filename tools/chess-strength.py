#!/usr/bin/env python3
"""Measures chess strength on many cores in one run: levels against Stockfish's UCI_Elo
settings, Win At Chess, and matches between builds, all from one plan, on a pool of workers
(one engine thinking per worker). Written for a lent many-core machine, where a whole
recalibration fits in minutes; it runs anywhere with python-chess (pip install chess).

    python3 tools/chess-strength.py PLAN.json [--workers 16] [--deadline 530] [--out DIR]

The plan names the programs and the groups of jobs:

    {"tabula": "path/to/tabula-engine", "stockfish": "/usr/games/stockfish",
     "stockfish_games": [{"level": "Master", "elo": 2400, "games": 100, "movetime": 200, "seed": 1}],
     "epd": {"file": "wac.epd", "movetime": 1000},
     "matches": [{"name": "new vs old", "program": "path/to/tabula-engine",
                  "opponent": "path/to/old-engine", "games": 400, "per_process": 20,
                  "movetime": 50, "seed": 100, "env": {"TABULA_SEARCH_OFF": "aspiration"}}]}

Stockfish games start from random two-ply openings, each played with both colours, and are
adjudicated to save time: won when both engines' scores agree on at least 1000 cp for the same
side over four plies in a row, drawn when both stay within 10 cp for twenty plies after ply 80.
Matches between builds run `tabula-engine match` (its own seats, openings and seeds) in
processes of `per_process` games. Jobs left when the deadline passes are not started; the
summary says how many ran. The summary is printed, and written to DIR/summary.txt after each
finished job, so that a run stopped from outside still leaves its results.
"""

import argparse
import concurrent.futures
import importlib.util
import json
import math
import os
import random
import re
import subprocess
import sys
import threading
import time

import chess
import chess.engine

# The openings and the Elo formula are match-stockfish.py's, so that both tools agree.
_spec = importlib.util.spec_from_file_location("match_stockfish", os.path.join(os.path.dirname(__file__), "match-stockfish.py"))
match_stockfish = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(match_stockfish)
random_opening, elo = match_stockfish.random_opening, match_stockfish.elo

WIN_CP, WIN_PLIES = 1000, 4
DRAW_CP, DRAW_PLIES, DRAW_AFTER = 10, 20, 80


def white_cp(info, board):
    score = info.get("score")
    if score is None:
        return None
    return score.white().score(mate_score=100_000)


def stockfish_game(plan, group, opening, tabula_white):
    tabula = chess.engine.SimpleEngine.popen_uci(plan["tabula"])
    other = chess.engine.SimpleEngine.popen_uci(plan["stockfish"])
    try:
        tabula.configure({"Level": group["level"]})
        other.configure({"UCI_LimitStrength": True, "UCI_Elo": group["elo"]})
        board = chess.Board()
        for move in opening:
            board.push(move)
        limit = chess.engine.Limit(time=group["movetime"] / 1000)
        last = {True: None, False: None}
        winning, quiet = 0, 0
        while not board.is_game_over(claim_draw=True) and board.ply() < 400:
            tabula_to_move = (board.turn == chess.WHITE) == tabula_white
            engine = tabula if tabula_to_move else other
            result = engine.play(board, limit, info=chess.engine.INFO_SCORE)
            if result.move is None:
                break
            last[tabula_to_move] = white_cp(result.info, board)
            board.push(result.move)
            a, b = last[True], last[False]
            if a is not None and b is not None:
                winning = winning + 1 if (min(a, b) >= WIN_CP or max(a, b) <= -WIN_CP) else 0
                quiet = quiet + 1 if (board.ply() > DRAW_AFTER and max(abs(a), abs(b)) <= DRAW_CP) else 0
                if winning >= WIN_PLIES:
                    white_wins = a > 0
                    return (1.0 if white_wins == tabula_white else 0.0), board.ply(), "adjudicated"
                if quiet >= DRAW_PLIES:
                    return 0.5, board.ply(), "adjudicated"
        outcome = board.outcome(claim_draw=True)
        if outcome is None or outcome.winner is None:
            return 0.5, board.ply(), "played"
        return (1.0 if outcome.winner == tabula_white else 0.0), board.ply(), "played"
    finally:
        tabula.quit()
        other.quit()


def epd_position(plan, line):
    board, ops = chess.Board.from_epd(line)
    engine = chess.engine.SimpleEngine.popen_uci(plan["tabula"])
    try:
        result = engine.play(board, chess.engine.Limit(time=plan["epd"]["movetime"] / 1000))
    finally:
        engine.quit()
    return ops.get("id", "?"), result.move in (ops.get("bm") or [])


def match_process(plan, match, seed, games):
    env = dict(os.environ)
    env.update(match.get("env", {}))
    command = [match["program"], "match", "chess", "Master", f"{match['opponent']}@Master", "games", str(games),
               "movetime", str(match["movetime"]), "seed", str(seed)]
    run = subprocess.run(command, env=env, capture_output=True, text=True)
    scores = [float(s) for s in re.findall(r"Master scores ([0-9.]+)", run.stdout)]
    if run.returncode != 0 or not scores:
        raise RuntimeError(f"{' '.join(command)}: {run.stderr.strip()[-300:]}")
    return scores


def describe(scores):
    n = len(scores)
    if n == 0:
        return "no games"
    mean = sum(scores) / n
    wins, losses = scores.count(1.0), scores.count(0.0)
    deviation = math.sqrt(sum((s - mean) ** 2 for s in scores) / n)
    error = 1.96 * deviation / math.sqrt(n)
    return (f"{n} games +{wins} ={n - wins - losses} -{losses}, {100 * mean:.1f}% "
            f"({100 * (mean - error):.1f}-{100 * (mean + error):.1f}%), "
            f"Elo {elo(mean):+.0f} ({elo(mean - error):+.0f} to {elo(mean + error):+.0f})")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("plan")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--deadline", type=float, default=float("inf"), help="seconds after which no job starts")
    parser.add_argument("--out", default=".")
    args = parser.parse_args()
    with open(args.plan) as f:
        plan = json.load(f)

    # Long jobs first, so that none is left running far past the others; then the test suite.
    jobs, match_jobs, epd_jobs = [], [], []  # (group name, callable)
    planned = {}
    for group in plan.get("stockfish_games", []):
        name = f"{group['level']} vs Stockfish {group['elo']} at {group['movetime']} ms"
        rng = random.Random(group.get("seed", 1))
        for index in range(group["games"]):
            if index % 2 == 0:
                opening = random_opening(rng, 2)
            jobs.append((name, lambda g=group, o=opening, w=index % 2 == 0: stockfish_game(plan, g, o, w)))
        planned[name] = group["games"]
    for match in plan.get("matches", []):
        per = match.get("per_process", 20)
        for number in range(match["games"] // per):
            match_jobs.append((match["name"], lambda m=match, s=match["seed"] + number, p=per: match_process(plan, m, s, p)))
        planned[match["name"]] = match["games"]
    if "epd" in plan:
        with open(plan["epd"]["file"]) as f:
            lines = [line for line in f if line.strip()]
        name = f"{os.path.basename(plan['epd']['file'])} at {plan['epd']['movetime']} ms"
        epd_jobs = [(name, lambda line=line: epd_position(plan, line)) for line in lines]
        planned[name] = len(lines)

    jobs = match_jobs + epd_jobs + jobs
    started = time.monotonic()
    results = {name: [] for name in planned}
    notes = {"adjudicated": 0, "played": 0, "errors": []}
    lock = threading.Lock()

    def summary():
        lines = [f"after {time.monotonic() - started:.0f} s on {args.workers} workers"]
        for name, got in results.items():
            if got and isinstance(got[0], tuple):
                solved = sum(1 for _, ok in got if ok)
                failed = " ".join(i for i, ok in got if not ok)
                lines.append(f"{name}: {solved} of {len(got)} solved (of {planned[name]} planned); missed: {failed}")
            else:
                lines.append(f"{name}: {describe(got)} (of {planned[name]} planned)")
        lines.append(f"stockfish games adjudicated {notes['adjudicated']}, played out {notes['played']}")
        lines.extend(f"error: {e}" for e in notes["errors"][:10])
        return "\n".join(lines)

    def run(job):
        name, work = job
        if time.monotonic() - started > args.deadline:
            return
        try:
            value = work()
        except Exception as error:  # one failed job is reported, the others go on
            with lock:
                notes["errors"].append(f"{name}: {error}")
            return
        with lock:
            if isinstance(value, list):
                results[name].extend(value)
            elif isinstance(value[1], bool):
                results[name].append(value)
            else:
                results[name].append(value[0])
                notes[value[2]] += 1
            with open(os.path.join(args.out, "summary.txt"), "w") as f:
                f.write(summary() + "\n")

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.workers) as pool:
        list(pool.map(run, jobs))
    print(summary())
    sys.stdout.flush()


if __name__ == "__main__":
    main()
