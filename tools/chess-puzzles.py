#!/usr/bin/env python3
"""Makes levels/puzzles/chess.ron (docs/puzzles.md): chess puzzles mined from Tabula's own games,
each answer proven unique by Stockfish searching deeper than the search that found it, named by
the themes players know, and rated by how deep Tabula's own search must look to find it.

    tools/chess-puzzles.py make [--data DIR] [--out FILE] [--count 540] [--jobs 2] [--seed 1]
                                [--screen-depth 10] [--verify-nodes 600000] [--candidates 9000]
    tools/chess-puzzles.py themes FEN MOVE...   # the themes this tool sees in one line
    tools/chess-puzzles.py sample [--file F] [--count 40] [--seed 7] [--depth 20]
                                # an independent look: is each drawn puzzle's first move still
                                # Stockfish's best at this depth, and is no second move close?

The games are the chess network's training data (tools/nnue-data.py: ~/.cache/tabula/nnue-data),
where every position already carries Stockfish's score: a position whose mover gained two pawns
or more by the opponent's last move is a candidate. Each candidate is screened (two lines at
`--screen-depth`), then every solver move of the line is verified with two lines searched to
`--verify-nodes` (deeper: the depth reached is recorded):
- the best move wins (a mate, or at least +2.5 pawns) and no other move wins: the second best is
  below +1.2 pawns and no mate, and at least two pawns worse;
- the opponent answers with the verifying search's best reply;
- the line ends at a mate, when the material won is banked (two pawns or more, and the reply does
  not take anything back), at the first solver move that is not unique, or after six moves.
Then: a lone capture of an undefended piece, a lone recapture and positions where the solver has
fewer than five moves are dropped; near-duplicates (the same solver moves by piece, capture and
check, with the same material) keep one; at least 60% of the file needs two solver moves or more.
Stockfish is a tool here, run as a separate program: it is never linked or shipped.
"""

import argparse
import glob
import json
import gzip
import math
import multiprocessing
import os
import random
import shutil
import subprocess
import sys

import chess

from uci_pipe import UciPipe

MATE = 30000
VALUES = {chess.PAWN: 1, chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9, chess.KING: 0}
WIN = 250
NOT_WIN = 120
MARGIN = 200
MAX_OWN = 6


def find_program(given, names):
    for candidate in [given] + names:
        if candidate and (os.path.exists(candidate) or shutil.which(candidate)):
            return shutil.which(candidate) or candidate
    sys.exit(f"chess-puzzles: none of {names} found")


class Uci(UciPipe):
    """A UCI program on pipes: Stockfish for the proofs, tabula-engine for the difficulty."""

    def search(self, fen, limit, lines):
        """Per depth, the lines reported: {depth: {multipv: (score, pv)}}; scores from the mover,
        mates as +-(MATE - plies)."""
        self.send(f"setoption name MultiPV value {lines}")
        self.send(f"position fen {fen}")
        self.send(f"go {limit}")
        depths = {}
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("the engine stopped")
            if line.startswith("bestmove"):
                return depths
            words = line.split()
            if not words or words[0] != "info" or "pv" not in words or "score" not in words:
                continue
            if "upperbound" in words or "lowerbound" in words:
                continue
            depth = int(words[words.index("depth") + 1])
            multipv = int(words[words.index("multipv") + 1]) if "multipv" in words else 1
            kind, value = words[words.index("score") + 1], int(words[words.index("score") + 2])
            score = value if kind == "cp" else (MATE - abs(value)) * (1 if value > 0 else -1)
            pv = words[words.index("pv") + 1:]
            nodes = int(words[words.index("nodes") + 1]) if "nodes" in words else 0
            depths.setdefault(depth, {})[multipv] = (score, pv, nodes)



def last_complete(depths, lines):
    """The deepest depth at which every wanted line was reported, with its lines."""
    for depth in sorted(depths, reverse=True):
        if len(depths[depth]) >= lines:
            return depth, [depths[depth][k] for k in range(1, lines + 1)]
    return None, None


def unique_win(first, second):
    """The best move wins, the second does not, and the gap is clear."""
    best, runner = first[0], second[0]
    mate_for_us = lambda s: s > MATE - 1000
    if not (mate_for_us(best) or best >= WIN):
        return False
    if mate_for_us(runner) or runner > NOT_WIN:
        return False
    return margin(best, runner) >= MARGIN


def margin(best, runner):
    if best > MATE - 1000 and runner <= MATE - 1000:
        return 10000
    return best - runner


def material(board, colour):
    own = sum(VALUES[p.piece_type] for p in board.piece_map().values() if p.color == colour)
    other = sum(VALUES[p.piece_type] for p in board.piece_map().values() if p.color != colour)
    return own - other


# ---------------------------------------------------------------- candidates from the games


def data_lines(data):
    files = sorted(glob.glob(os.path.join(data, "device", "*.tsv.gz"))) + sorted(glob.glob(os.path.join(data, "shards", "*.tsv.gz")))
    for path in files:
        previous = None
        with gzip.open(path, "rt") as handle:
            for line in handle:
                cols = line.rstrip("\n").split("\t")
                if len(cols) < 6:
                    continue
                fen, score, ply, levels = cols[0], int(cols[1]), int(cols[4]), cols[5]
                game = cols[6] if len(cols) > 6 else None
                current = (fen, score, ply, levels, game, cols[2])
                if previous is not None:
                    same = previous[4] == game if game is not None else (previous[3] == levels)
                    if same and ply == previous[2] + 1:
                        yield previous, current
                previous = current


def candidates(data, limit, seed):
    """Positions where the mover gained two pawns by the opponent's move, with that move."""
    found = {}
    for before, after in data_lines(data):
        gain = after[1] + before[1]
        if after[1] < WIN or before[1] < -150 or gain < 200 or after[1] > MATE - 1000 and before[1] > MATE - 1000:
            continue
        key = " ".join(after[0].split()[:2])
        if key not in found and (after[1] > MATE - 1000 or not takes_what_hangs(after[0], after[5])):
            found[key] = (before[0], after[0], after[2])
    keys = sorted(found)
    random.Random(seed).shuffle(keys)
    return [found[k] for k in keys[:limit]]


def takes_what_hangs(fen, best):
    """Does the game's recorded best move simply take a piece left undefended, or a bigger one?
    Such positions make one-move puzzles of a piece left hanging; the mining skips them."""
    board = chess.Board(fen)
    try:
        move = chess.Move.from_uci(best)
    except ValueError:
        return False
    victim = board.piece_at(move.to_square)
    if victim is None or move not in board.legal_moves:
        return False
    taker = board.piece_at(move.from_square)
    return VALUES[victim.piece_type] > VALUES[taker.piece_type] or not board.is_attacked_by(victim.color, move.to_square)


# ---------------------------------------------------------------- the proof of one candidate


def build(job):
    """Screens and verifies one candidate; returns the puzzle as a dict, or None."""
    (before_fen, fen, ply), options = job
    sf = build.stockfish
    board = chess.Board(fen)
    if board.legal_moves.count() < 5 or board.is_game_over():
        return None
    last = last_move(before_fen, fen)
    depths = sf.search(fen, f"depth {options['screen_depth']}", 2)
    _, lines = last_complete(depths, 2)
    if not lines or not unique_win(lines[0], lines[1]):
        return None
    screened = lines[0][1][0]
    if last is not None and last[1] and chess.Move.from_uci(lines[0][1][0]).to_square == last[0].to_square and lines[0][0] < MATE - 1000:
        return None
    solver = board.turn
    start_material = material(board, solver)
    solution, margins, verify_depths = [], [], []
    walker = board.copy()
    while True:
        depths = sf.search(walker.fen(), f"nodes {options['verify_nodes']}", 2)
        depth, lines = last_complete(depths, 2)
        if not lines or not unique_win(lines[0], lines[1]):
            break
        move = chess.Move.from_uci(lines[0][1][0])
        if not solution and move.uci() != screened:
            return None
        solution.append(move.uci())
        margins.append(margin(lines[0][0], lines[1][0]))
        verify_depths.append(depth)
        walker.push(move)
        if walker.is_game_over() or (len(solution) + 1) // 2 >= MAX_OWN:
            break
        pv = lines[0][1]
        if len(pv) < 2:
            break
        reply = chess.Move.from_uci(pv[1])
        if reply not in walker.legal_moves:
            break
        banked = walker.copy()
        banked.push(reply)
        if material(banked, solver) - start_material >= 2 and not walker.is_capture(reply):
            break
        if banked.is_game_over():
            break
        solution.append(reply.uci())
        walker = banked
    if solution and len(solution) % 2 == 0:
        solution.pop()
    if not solution:
        return None
    end = board.copy()
    for text in solution:
        end.push_uci(text)
    mate = end.is_checkmate()
    if not mate and material(end, solver) - start_material < 2 and lines_final_score(sf, end, solver) < WIN:
        return None
    return {
        "position": fen,
        "ply": ply,
        "solution": solution,
        "margin": min(margins),
        "depth": min(verify_depths),
        "last": last[0].uci() if last else None,
    }


def lines_final_score(sf, end, solver):
    depths = sf.search(end.fen(), f"depth {12}", 1)
    _, lines = last_complete(depths, 1)
    if not lines:
        return 0
    score = lines[0][0]
    return score if end.turn == solver else -score


def last_move(before_fen, fen):
    """The move that led from one position to the next, and whether it took something."""
    before = chess.Board(before_fen)
    target = fen.split()[0]
    for move in before.legal_moves:
        capture = before.is_capture(move)
        before.push(move)
        if before.board_fen() == target:
            before.pop()
            return move, capture
        before.pop()
    return None


def init_worker(stockfish):
    build.stockfish = Uci(stockfish, {"Threads": 1, "Hash": 64})


# ---------------------------------------------------------------- themes


def attacked_valuables(board, square, attacker_colour):
    """The enemy pieces the piece on `square` attacks that are worth taking from it: the king,
    a more valuable piece, or an undefended one."""
    piece = board.piece_at(square)
    found = []
    for target in board.attacks(square):
        victim = board.piece_at(target)
        if victim is None or victim.color == attacker_colour:
            continue
        if victim.piece_type == chess.KING:
            found.append(target)
        elif VALUES[victim.piece_type] > VALUES[piece.piece_type] or not board.is_attacked_by(not attacker_colour, target):
            if victim.piece_type != chess.PAWN:
                found.append(target)
    return found


def line_behind(board, square, target):
    """The first piece on the far side of `target`, seen from the slider on `square`."""
    step_rank = (chess.square_rank(target) > chess.square_rank(square)) - (chess.square_rank(target) < chess.square_rank(square))
    step_file = (chess.square_file(target) > chess.square_file(square)) - (chess.square_file(target) < chess.square_file(square))
    rank, file = chess.square_rank(target) + step_rank, chess.square_file(target) + step_file
    while 0 <= rank < 8 and 0 <= file < 8:
        piece = board.piece_at(chess.square(file, rank))
        if piece:
            return chess.square(file, rank), piece
        rank, file = rank + step_rank, file + step_file
    return None, None


def themes_of(fen, solution):
    board = chess.Board(fen)
    solver = board.turn
    start_material = material(board, solver)
    themes = []
    own_moves = 0
    lowest = 0
    captures_of_moved = []
    for index, text in enumerate(solution):
        move = chess.Move.from_uci(text)
        mover = board.turn
        piece = board.piece_at(move.from_square)
        before = board.copy()
        is_capture = board.is_capture(move)
        board.push(move)
        if mover == solver:
            own_moves += 1
            if move.promotion:
                themes.append("promotion")
            elif piece.piece_type == chess.PAWN and chess.square_rank(move.to_square) in ((5, 6) if solver == chess.WHITE else (2, 1)):
                themes.append("advanced pawn")
            if index >= 2:
                # Material given up and not yet won back after the solver's own move.
                lowest = min(lowest, material(board, solver) - start_material)
            checkers = board.checkers()
            if len(checkers) >= 2:
                themes.append("double check")
            elif checkers and move.to_square not in checkers:
                themes.append("discovered check")
            if not board.is_checkmate():
                targets = attacked_valuables(board, move.to_square, solver)
                if len(targets) >= 2 and not is_capture_of_bigger(before, move):
                    later = [chess.Move.from_uci(t).to_square for t in solution[index + 2::2]]
                    if any(t in targets for t in later) or board.is_check():
                        themes.append("fork")
                uncovered = discovered_targets(before, board, move, solver)
                if uncovered and not checkers:
                    themes.append("discovered attack")
                # A pin or a skewer is the idea only where the line goes on to use it.
                if piece.piece_type in (chess.BISHOP, chess.ROOK, chess.QUEEN) and index + 2 < len(solution):
                    for target in board.attacks(move.to_square):
                        victim = board.piece_at(target)
                        if victim is None or victim.color == solver:
                            continue
                        behind_square, behind = line_behind(board, move.to_square, target)
                        if behind is None or behind.color == solver:
                            continue
                        if victim.piece_type == chess.KING or VALUES[victim.piece_type] > VALUES[behind.piece_type] >= 3:
                            later = [chess.Move.from_uci(t).to_square for t in solution[index + 2::2]]
                            if behind_square in later:
                                themes.append("skewer")
                        elif behind.piece_type == chess.KING or VALUES[behind.piece_type] > VALUES[victim.piece_type] >= 3:
                            if board.is_pinned(not solver, target) or behind.piece_type != chess.KING:
                                themes.append("pin")
            if index == 0 and not is_capture and not board.is_check():
                themes.append("quiet move")
                if trapped(board, solver):
                    themes.append("trapped piece")
        else:
            # The opponent's reply: took the solver's piece (a sacrifice, if material went down),
            # and left a square it guarded that the solver's next move uses (deflection).
            if index + 1 < len(solution) and is_capture:
                following = chess.Move.from_uci(solution[index + 1])
                guarded_before = following.to_square in before.attacks(move.from_square)
                guarded_after = following.to_square in board.attacks(move.to_square)
                if guarded_before and not guarded_after and following.to_square != move.to_square:
                    themes.append("deflection")
                if move.to_square == chess.Move.from_uci(solution[index - 1]).to_square and piece.piece_type == chess.KING:
                    themes.append("attraction")
    if board.is_checkmate():
        king = board.king(board.turn)
        mating = board.piece_at(chess.Move.from_uci(solution[-1]).to_square)
        home = 0 if board.turn == chess.WHITE else 7
        if mating.piece_type == chess.KNIGHT and all(
            board.piece_at(s) is not None and board.piece_at(s).color == board.turn for s in chess.SquareSet(chess.BB_KING_ATTACKS[king])
        ):
            themes.insert(0, "smothered mate")
        elif chess.square_rank(king) == home and mating.piece_type in (chess.ROOK, chess.QUEEN) and chess.square_rank(
            chess.Move.from_uci(solution[-1]).to_square
        ) == home:
            forward = 1 if board.turn == chess.WHITE else -1
            blocked = [
                s
                for s in chess.SquareSet(chess.BB_KING_ATTACKS[king])
                if chess.square_rank(s) == home + forward and board.piece_at(s) and board.piece_at(s).color == board.turn
            ]
            if blocked:
                themes.insert(0, "back-rank mate")
        themes.insert(0, f"mate in {own_moves}")
    else:
        gain = material(board, solver) - start_material
        if gain >= 2:
            themes.append("winning material")
    if lowest <= -2:
        themes.append("sacrifice")
    pieces = len(chess.Board(fen).piece_map())
    queens = chess.Board(fen).pieces(chess.QUEEN, chess.WHITE) | chess.Board(fen).pieces(chess.QUEEN, chess.BLACK)
    if pieces <= 12 or (pieces <= 16 and not queens):
        themes.append("endgame")
    ordered = []
    for theme in themes:
        if theme not in ordered:
            ordered.append(theme)
    return ordered


def trapped(board, solver):
    """After a quiet move: an enemy knight, bishop, rook or queen that the solver attacks and
    whose every move (staying put included) lands where a solver's piece worth less takes it."""
    if board.turn == solver:
        return False
    for square, piece in board.piece_map().items():
        if piece.color == solver or piece.piece_type in (chess.PAWN, chess.KING) or not board.is_attacked_by(solver, square):
            continue
        escapes = [m.to_square for m in board.legal_moves if m.from_square == square]
        def lost_on(target):
            takers = [VALUES[board.piece_at(s).piece_type] for s in board.attackers(solver, target)]
            guards = board.attackers(not solver, target) - chess.SquareSet([square])
            return bool(takers) and (min(takers) < VALUES[piece.piece_type] or not guards)
        if lost_on(square) and all(lost_on(t) for t in escapes):
            return True
    return False


def is_capture_of_bigger(before, move):
    victim = before.piece_at(move.to_square)
    return victim is not None and victim.piece_type == chess.QUEEN


def discovered_targets(before, after, move, solver):
    """Enemy king, queen or rook newly attacked by a solver slider that the move uncovered."""
    found = []
    for square in after.pieces(chess.BISHOP, solver) | after.pieces(chess.ROOK, solver) | after.pieces(chess.QUEEN, solver):
        if square == move.to_square:
            continue
        for target in after.attacks(square) & ~before.attacks(square):
            victim = after.piece_at(target)
            if victim and victim.color != solver and victim.piece_type in (chess.KING, chess.QUEEN, chess.ROOK):
                found.append(target)
    return found


# ---------------------------------------------------------------- difficulty from Tabula's search


def settled_depth(engine, fen, move, most):
    """The depth from which Tabula's search keeps the solution's move first, and its nodes."""
    depths = engine.search(fen, f"depth {most}", 1)
    settled, nodes = most + 2, 0
    for depth in sorted(depths, reverse=True):
        score, pv, used = depths[depth][1]
        if pv and pv[0] == move:
            settled, nodes = depth, used
        else:
            break
    return settled, nodes


def difficulty(engine, puzzle):
    board = chess.Board(puzzle["position"])
    deepest, most_nodes = 0, 1
    for index, text in enumerate(puzzle["solution"]):
        if index % 2 == 0:
            depth, nodes = settled_depth(engine, board.fen(), text, 12)
            deepest, most_nodes = max(deepest, depth), max(most_nodes, nodes)
        board.push_uci(text)
    own = (len(puzzle["solution"]) + 1) // 2
    mate = any(t.startswith("mate in") for t in puzzle["themes"])
    # The same reading as the generator of the other games (crates/coach/src/generate.rs).
    rating = 500 + 90 * deepest + 45 * math.log2(max(most_nodes, 1000) / 1000) + 120 * (own - 1) + (0 if mate else 80)
    puzzle["settled"] = deepest
    puzzle["nodes"] = most_nodes
    return int(min(2600, max(600, round(rating / 10) * 10)))


# ---------------------------------------------------------------- selection and the file


def shape(puzzle):
    """The near-duplicate key: the solver's moves by piece, capture, check and promotion, and
    the material of both sides."""
    board = chess.Board(puzzle["position"])
    solver = board.turn
    moves = []
    for index, text in enumerate(puzzle["solution"]):
        move = chess.Move.from_uci(text)
        if index % 2 == 0:
            piece = board.piece_at(move.from_square).symbol().upper()
            moves.append(f"{piece}{'x' if board.is_capture(move) else '-'}{'+' if board.gives_check(move) else ''}{'=' if move.promotion else ''}")
        board.push(move)
    start = chess.Board(puzzle["position"])
    counts = lambda colour: "".join(f"{len(start.pieces(t, colour))}" for t in (chess.PAWN, chess.KNIGHT, chess.BISHOP, chess.ROOK, chess.QUEEN))
    return (tuple(moves), counts(solver), counts(not solver))


def plain(puzzle):
    """A lone capture of a piece left undefended, or a lone recapture: not a puzzle."""
    if len(puzzle["solution"]) != 1:
        return False
    board = chess.Board(puzzle["position"])
    move = chess.Move.from_uci(puzzle["solution"][0])
    if not board.is_capture(move):
        return False
    board.push(move)
    if board.is_checkmate():
        return False
    if puzzle.get("last") and chess.Move.from_uci(puzzle["last"]).to_square == move.to_square:
        return True
    return not board.is_attacked_by(board.turn, move.to_square)


def write_ron(path, puzzles, command):
    lines = ["(", '    game: "chess",', f'    generated_by: "{command}",', "    puzzles: ["]
    for number, p in enumerate(puzzles, 1):
        solution = ", ".join(f'"{m}"' for m in p["solution"])
        themes = ", ".join(f'"{t}"' for t in p["themes"])
        lines.append(
            f'        (id: "chess-{number:04}", position: "{p["position"]}", solution: [{solution}], themes: [{themes}], '
            f'difficulty: {p["difficulty"]}, margin: {p["margin"]}, depth: {p["depth"]}),'
        )
    lines += ["    ],", ")", ""]
    with open(path, "w") as handle:
        handle.write("\n".join(lines))


def make(args):
    stockfish = find_program(args.stockfish, ["stockfish", "/usr/games/stockfish"])
    engine_path = find_program(args.engine, [os.path.expanduser("~/.cache/tabula/target/release/tabula-engine"), "target/release/tabula-engine"])
    proven = []
    if args.proven and os.path.exists(args.proven):
        with open(args.proven) as handle:
            proven = json.load(handle)
    else:
        proven = prove(args, stockfish)
        if args.proven:
            with open(args.proven, "w") as handle:
                json.dump(proven, handle)
    select_and_write(args, proven, engine_path)


def prove(args, stockfish):
    found = candidates(args.data, args.candidates, args.seed)
    print(f"chess-puzzles: {len(found)} candidates", file=sys.stderr, flush=True)
    options = {"screen_depth": args.screen_depth, "verify_nodes": args.verify_nodes}
    proven = []
    with multiprocessing.Pool(args.jobs, initializer=init_worker, initargs=(stockfish,)) as pool:
        for done, puzzle in enumerate(pool.imap(build, [(c, options) for c in found], chunksize=4), 1):
            if puzzle:
                proven.append(puzzle)
            if done % 200 == 0:
                multi = sum(1 for p in proven if len(p["solution"]) > 1)
                print(f"chess-puzzles: {done}/{len(found)} screened, {len(proven)} proven, {multi} of two moves or more", file=sys.stderr, flush=True)
            multi = sum(1 for p in proven if len(p["solution"]) > 1)
            if multi >= args.count * 0.8 and len(proven) >= args.count * 1.5:
                break
    return proven


def select_and_write(args, proven, engine_path):
    shapes, positions, kept = set(), set(), []
    for puzzle in proven:
        key = " ".join(puzzle["position"].split()[:2])
        if plain(puzzle) or key in positions or shape(puzzle) in shapes:
            continue
        positions.add(key)
        shapes.add(shape(puzzle))
        puzzle["themes"] = themes_of(puzzle["position"], puzzle["solution"])
        if not set(puzzle["themes"]) - {"endgame", "sacrifice"}:
            continue
        kept.append(puzzle)
    multi = [p for p in kept if len(p["solution"]) > 1]
    single = [p for p in kept if len(p["solution"]) == 1]
    single_room = max(0, min(len(single), int(len(multi) * 0.4 / 0.6), args.count - min(len(multi), args.count)))
    chosen = multi[: args.count] + single[:single_room]
    engine = Uci(engine_path, {"Threads": 1})
    for number, puzzle in enumerate(chosen, 1):
        puzzle["difficulty"] = difficulty(engine, puzzle)
        if number % 100 == 0:
            print(f"chess-puzzles: rated {number}/{len(chosen)}", file=sys.stderr, flush=True)
    engine.close()
    chosen.sort(key=lambda p: (p["difficulty"], p["position"]))
    command = (
        f"tools/chess-puzzles.py make --count {args.count} --seed {args.seed} --screen-depth {args.screen_depth} "
        f"--verify-nodes {args.verify_nodes} --candidates {args.candidates}"
    )
    write_ron(args.out, chosen, command)
    multi = sum(1 for p in chosen if len(p["solution"]) > 1)
    print(f"chess-puzzles: wrote {len(chosen)} puzzles ({multi} of two solver moves or more) to {args.out}", file=sys.stderr)


def sample(args):
    """Draws puzzles from the file and searches each start again, deeper and on its own."""
    import re

    text = open(args.file).read()
    rows = re.findall(r'id: "([^"]*)", position: "([^"]*)", solution: \["([^"]*)"', text)
    drawn = random.Random(args.seed).sample(rows, min(args.count, len(rows)))
    stockfish = Uci(find_program(args.stockfish, ["stockfish", "/usr/games/stockfish"]), {"Threads": 1, "Hash": 64})
    other_best = close = 0
    for puzzle_id, fen, first in drawn:
        _, lines = last_complete(stockfish.search(fen, f"depth {args.depth}", 2), 2)
        if lines[0][1][0] != first:
            other_best += 1
            print(f"{puzzle_id}: Stockfish prefers {lines[0][1][0]} to {first}")
        elif margin(lines[0][0], lines[1][0]) < 150:
            close += 1
            print(f"{puzzle_id}: a second move within 150 cp")
    stockfish.close()
    print(f"sampled {len(drawn)}: another best move {other_best}, a second move within 150 cp {close}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("make")
    run.add_argument("--data", default=os.path.expanduser("~/.cache/tabula/nnue-data"))
    run.add_argument("--out", default="levels/puzzles/chess.ron")
    run.add_argument("--count", type=int, default=540)
    run.add_argument("--jobs", type=int, default=2)
    run.add_argument("--seed", type=int, default=1)
    run.add_argument("--screen-depth", type=int, default=10)
    run.add_argument("--verify-nodes", type=int, default=600000)
    run.add_argument("--candidates", type=int, default=9000)
    run.add_argument("--stockfish")
    run.add_argument("--engine")
    run.add_argument("--proven", help="keeps the proven lines here (JSON), and reads them back instead of proving again")
    check = sub.add_parser("sample")
    check.add_argument("--file", default="levels/puzzles/chess.ron")
    check.add_argument("--count", type=int, default=40)
    check.add_argument("--seed", type=int, default=7)
    check.add_argument("--depth", type=int, default=20)
    check.add_argument("--stockfish")
    show = sub.add_parser("themes")
    show.add_argument("fen")
    show.add_argument("moves", nargs="+")
    args = parser.parse_args()
    if args.command == "make":
        make(args)
    elif args.command == "sample":
        sample(args)
    else:
        print(", ".join(themes_of(args.fen, args.moves)))


if __name__ == "__main__":
    main()
