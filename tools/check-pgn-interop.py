#!/usr/bin/env python3
"""Checks that PGN written by tabula-rules reads back in python-chess (pip install chess):
every game parses without errors and reaches the position Tabula says it reached.

    python3 tools/check-pgn-interop.py [games] [seed]
"""

import io
import subprocess
import sys

import chess
import chess.pgn

games = sys.argv[1] if len(sys.argv) > 1 else "200"
seed = sys.argv[2] if len(sys.argv) > 2 else "1"
text = subprocess.run(
    ["cargo", "run", "--quiet", "--release", "-p", "tabula-rules", "--example", "random_pgn", "--", games, seed],
    check=True, capture_output=True, text=True,
).stdout

expected = [line.split(" ", 2)[2] for line in text.splitlines() if line.startswith("; final ")]
stream = io.StringIO(text)
checked = 0
for want in expected:
    game = chess.pgn.read_game(stream)
    if game is None or game.errors:
        sys.exit(f"game {checked + 1}: python-chess could not read it: {game.errors if game else 'no game'}")
    board = game.end().board()
    # python-chess writes the en passant square only when a legal capture exists, as Tabula does.
    if board.fen(en_passant="legal") != want:
        sys.exit(f"game {checked + 1}: python-chess reached {board.fen(en_passant='legal')}, Tabula {want}")
    outcome = board.outcome(claim_draw=False)
    result = game.headers["Result"]
    if outcome is not None and outcome.result() != result and result != "*":
        sys.exit(f"game {checked + 1}: result {result}, python-chess says {outcome.result()}")
    checked += 1
print(f"{checked} passed, 0 failed: python-chess read every game Tabula wrote")
