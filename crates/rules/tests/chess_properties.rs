//! Properties along random games: the generator agrees with a slow reference written from the
//! rules, play/undo restores everything, the incremental hash equals the recomputed one, and
//! FEN, SAN and UCI strings read back to what was written.

mod common;

use common::Rng;
use std::collections::HashSet;
use tabula_rules::Game;
use tabula_rules::chess::{ChessGame, Color, Move, MoveKind, Piece, Position, Role, Square};

/// Squares reached from `from` by stepping (file, rank) deltas, once or repeatedly.
fn reach(position: &Position, from: Square, deltas: &[(i8, i8)], repeat: bool) -> Vec<Square> {
    let mut squares = Vec::new();
    for &(df, dr) in deltas {
        let (mut file, mut rank) = (from.file() as i8, from.rank() as i8);
        loop {
            file += df;
            rank += dr;
            if !(0..8).contains(&file) || !(0..8).contains(&rank) {
                break;
            }
            let square = Square::from_coords(file as u8, rank as u8);
            squares.push(square);
            if !repeat || position.piece_at(square).is_some() {
                break;
            }
        }
    }
    squares
}

/// Is `square` attacked by `by`? Written square by square, independent of the bitboard code.
fn attacked(position: &Position, square: Square, by: Color) -> bool {
    let straight = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    let diagonal = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
    let knight = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
    let is = |s: Square, roles: &[Role]| position.piece_at(s).is_some_and(|p| p.color == by && roles.contains(&p.role));
    let pawn_rank = if by == Color::White { -1 } else { 1 };
    reach(position, square, &straight, true).into_iter().any(|s| is(s, &[Role::Rook, Role::Queen]))
        || reach(position, square, &diagonal, true).into_iter().any(|s| is(s, &[Role::Bishop, Role::Queen]))
        || reach(position, square, &knight, false).into_iter().any(|s| is(s, &[Role::Knight]))
        || reach(position, square, &[straight, diagonal].concat(), false).into_iter().any(|s| is(s, &[Role::King]))
        || reach(position, square, &[(1, pawn_rank), (-1, pawn_rank)], false).into_iter().any(|s| is(s, &[Role::Pawn]))
}

/// Pseudo-legal candidates from the rules, kept when the mover's king is safe afterwards.
fn reference_moves(position: &Position) -> HashSet<Move> {
    let us = position.turn();
    let mut candidates = Vec::new();
    for from in Square::all() {
        let Some(piece) = position.piece_at(from).filter(|p| p.color == us) else { continue };
        let free_or_enemy = |s: &Square| position.piece_at(*s).is_none_or(|p| p.color != us);
        let simple = |deltas: &[(i8, i8)], repeat| -> Vec<Square> {
            reach(position, from, deltas, repeat).into_iter().filter(free_or_enemy).collect()
        };
        let targets = match piece.role {
            Role::Knight => simple(&[(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)], false),
            Role::Bishop => simple(&[(1, 1), (1, -1), (-1, 1), (-1, -1)], true),
            Role::Rook => simple(&[(1, 0), (-1, 0), (0, 1), (0, -1)], true),
            Role::Queen => simple(&[(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)], true),
            Role::King => simple(&[(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)], false),
            Role::Pawn => {
                let dir: i8 = if us == Color::White { 1 } else { -1 };
                let mut pawn_moves = Vec::new();
                let one = reach(position, from, &[(0, dir)], false);
                if let Some(&one) = one.first().filter(|s| position.piece_at(**s).is_none()) {
                    pawn_moves.push((one, MoveKind::Normal));
                    let two = reach(position, one, &[(0, dir)], false);
                    if from.relative_rank(us) == 1
                        && let Some(&two) = two.first().filter(|s| position.piece_at(**s).is_none())
                    {
                        pawn_moves.push((two, MoveKind::DoublePush));
                    }
                }
                for target in reach(position, from, &[(1, dir), (-1, dir)], false) {
                    if position.piece_at(target).is_some_and(|p| p.color != us) {
                        pawn_moves.push((target, MoveKind::Normal));
                    } else if position.en_passant() == Some(target) {
                        pawn_moves.push((target, MoveKind::EnPassant));
                    }
                }
                for (to, kind) in pawn_moves {
                    if to.relative_rank(us) == 7 {
                        for role in Role::PROMOTIONS {
                            candidates.push(Move::new(from, to, MoveKind::Promotion(role)));
                        }
                    } else {
                        candidates.push(Move::new(from, to, kind));
                    }
                }
                Vec::new()
            }
        };
        candidates.extend(targets.into_iter().map(|to| Move::new(from, to, MoveKind::Normal)));
        // Castling: rights, empty path, king not in check nor passing or landing on attack.
        if piece.role == Role::King {
            let rank = from.rank();
            let rights = position.castling_rights() >> (2 * us as u8);
            let sq = |file| Square::from_coords(file, rank);
            let empty = |files: &[u8]| files.iter().all(|&f| position.piece_at(sq(f)).is_none());
            let safe = |files: &[u8]| files.iter().all(|&f| !attacked(position, sq(f), us.other()));
            if rights & 1 != 0 && empty(&[5, 6]) && safe(&[4, 5, 6]) {
                candidates.push(Move::new(from, sq(6), MoveKind::CastleKingside));
            }
            if rights & 2 != 0 && empty(&[1, 2, 3]) && safe(&[4, 3, 2]) {
                candidates.push(Move::new(from, sq(2), MoveKind::CastleQueenside));
            }
        }
    }
    candidates
        .into_iter()
        .filter(|&mv| {
            let mut after = position.clone();
            after.play_unchecked(mv);
            !attacked(&after, after.king(us), us.other())
        })
        .collect()
}

fn random_games(games: usize, max_plies: usize, mut visit: impl FnMut(&ChessGame, &mut Rng)) {
    let mut rng = Rng(0x5EED);
    let starts = [
        Position::START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    ];
    for index in 0..games {
        let mut game = ChessGame::from_position(starts[index % starts.len()]).expect("valid start");
        let mut moves = Vec::new();
        for _ in 0..max_plies {
            visit(&game, &mut rng);
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.below(moves.len())]);
        }
        visit(&game, &mut rng);
    }
}

#[test]
fn generator_matches_the_slow_reference() {
    let mut positions = 0;
    random_games(60, 120, |game, _| {
        let position = game.position();
        let fast: HashSet<Move> = position.legal_moves().iter().copied().collect();
        assert_eq!(fast.len(), position.legal_moves().len(), "duplicate moves in {}", position.fen());
        assert_eq!(fast, reference_moves(position), "moves differ in {}", position.fen());
        assert_eq!(position.count_legal_moves(), fast.len(), "count differs in {}", position.fen());
        positions += 1;
    });
    assert!(positions > 3000, "{positions}");
}

#[test]
fn play_undo_restores_and_hash_is_incremental() {
    random_games(40, 150, |game, rng| {
        let position = game.position();
        assert_eq!(position.hash(), position.compute_hash(), "hash drift in {}", position.fen());
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        if let Some(&mv) = moves.get(rng.below(moves.len().max(1))) {
            let mut copy = game.clone();
            copy.play(mv);
            assert_eq!(copy.position().hash(), copy.position().compute_hash(), "after {mv} from {}", position.fen());
            assert!(copy.undo());
            assert_eq!(&copy, game, "undo of {mv} did not restore {}", position.fen());
        }
    });
}

#[test]
fn notation_round_trips() {
    random_games(40, 150, |game, _| {
        let position = game.position();
        let fen = position.fen();
        let reread = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(&reread, position, "FEN round trip of {fen}");
        assert_eq!(reread.fen(), fen);
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let mut sans = HashSet::new();
        for &mv in &moves {
            assert_eq!(game.parse_move(&mv.uci()), Ok(mv), "UCI {mv} in {fen}");
            let san = position.san(mv);
            assert!(sans.insert(san.clone()), "two moves share SAN {san} in {fen}");
            assert_eq!(position.parse_san(&san), Ok(mv), "SAN {san} in {fen}");
        }
    });
}

#[test]
fn pieces_and_squares_are_consistent() {
    random_games(10, 200, |game, _| {
        let position = game.position();
        for square in Square::all() {
            let from_board = position.piece_at(square);
            let from_sets = Color::ALL.iter().find_map(|&color| {
                Role::ALL
                    .iter()
                    .find(|&&role| position.pieces(color, role).contains(square))
                    .map(|&role| Piece::new(color, role))
            });
            assert_eq!(from_board, from_sets, "{square} in {}", position.fen());
        }
    });
}
