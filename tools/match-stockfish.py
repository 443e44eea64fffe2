#!/usr/bin/env python3
"""Plays tabula-engine against Stockfish (or any UCI chess engine) and prints wins/draws/losses
with an Elo estimate and its 95% error bar. Needs python-chess (pip install chess).

Each random opening (a few random plies, seeded) is played twice, colours swapped. Both engines
get the same fixed time per move.

    python3 tools/match-stockfish.py [--games 100] [--movetime 200] [--level Master]
        [--elo 1800] [--concurrency 2] [--opening-plies 2] [--seed 1]
        [--tabula target/release/tabula-engine] [--stockfish /usr/games/stockfish]
"""

import argparse
import concurrent.futures
import math
import random

import chess
import chess.engine


def play_game(args, opening, tabula_white):
    tabula = chess.engine.SimpleEngine.popen_uci(args.tabula)
    other = chess.engine.SimpleEngine.popen_uci(args.stockfish)
    try:
        tabula.configure({"Level": args.level})
        if args.elo:
            other.configure({"UCI_LimitStrength": True, "UCI_Elo": args.elo})
        board = chess.Board()
        for move in opening:
            board.push(move)
        limit = chess.engine.Limit(time=args.movetime / 1000)
        while not board.is_game_over(claim_draw=True) and board.ply() < 400:
            engine = tabula if (board.turn == chess.WHITE) == tabula_white else other
            result = engine.play(board, limit)
            if result.move is None:
                break
            board.push(result.move)
        outcome = board.outcome(claim_draw=True)
        if outcome is None or outcome.winner is None:
            return 0.5, board
        return (1.0 if outcome.winner == tabula_white else 0.0), board
    finally:
        tabula.quit()
        other.quit()


def random_opening(rng, plies):
    board = chess.Board()
    moves = []
    for _ in range(plies):
        move = rng.choice(list(board.legal_moves))
        board.push(move)
        moves.append(move)
    return moves


def elo(score):
    score = min(max(score, 0.001), 0.999)
    return -400 * math.log10(1 / score - 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--movetime", type=int, default=200, help="milliseconds per move, both engines")
    parser.add_argument("--level", default="Master")
    parser.add_argument("--elo", type=int, default=1800, help="Stockfish UCI_Elo (0: full strength)")
    parser.add_argument("--concurrency", type=int, default=1)
    parser.add_argument("--opening-plies", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tabula", default="target/release/tabula-engine")
    parser.add_argument("--stockfish", default="/usr/games/stockfish")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    jobs = []
    for index in range(args.games):
        if index % 2 == 0:
            opening = random_opening(rng, args.opening_plies)
        jobs.append((opening, index % 2 == 0))

    scores = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.concurrency) as pool:
        futures = [pool.submit(play_game, args, opening, white) for opening, white in jobs]
        for number, future in enumerate(futures, 1):
            score, board = future.result()
            scores.append(score)
            colour = "white" if jobs[number - 1][1] else "black"
            print(f"game {number:3}: tabula {colour}, {board.result(claim_draw=True)} in {board.ply()} plies, "
                  f"tabula scores {score} (running {sum(scores)}/{len(scores)})", flush=True)

    n = len(scores)
    mean = sum(scores) / n
    wins = sum(1 for s in scores if s == 1.0)
    losses = sum(1 for s in scores if s == 0.0)
    draws = n - wins - losses
    deviation = math.sqrt(sum((s - mean) ** 2 for s in scores) / n)
    error = 1.96 * deviation / math.sqrt(n)
    print(f"tabula {args.level} vs stockfish UCI_Elo {args.elo or 'full'} at {args.movetime} ms/move: "
          f"+{wins} ={draws} -{losses}, score {100 * mean:.1f}% "
          f"(95%: {100 * (mean - error):.1f}-{100 * (mean + error):.1f}%), "
          f"Elo {elo(mean):+.0f} ({elo(mean - error):+.0f} to {elo(mean + error):+.0f})")


if __name__ == "__main__":
    main()
