//! One test per rule of docs/chess.md that perft does not cover: endings, draws, clocks,
//! and the exact en passant condition for repetition.

use tabula_rules::chess::{ChessGame, FenError, IllegalReason, MoveError, Position, SetupError};
use tabula_rules::{ClaimableDraw, EndReason, Game, Outcome, Seat, Status};

fn game(fen: &str) -> ChessGame {
    ChessGame::from_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn play(game: &mut ChessGame, moves: &str) {
    for mv in moves.split_whitespace() {
        game.play_uci(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
}

fn over(game: &ChessGame) -> Outcome {
    match game.status() {
        Status::Over(outcome) => outcome,
        other => panic!("expected the game to be over, got {other:?} in {}", game.position_string()),
    }
}

fn claimable(game: &ChessGame) -> Vec<ClaimableDraw> {
    match game.status() {
        Status::Ongoing { claimable } => claimable,
        other => panic!("expected an ongoing game, got {other:?}"),
    }
}

#[test]
fn fools_mate_is_checkmate_for_black() {
    let mut g = ChessGame::new();
    play(&mut g, "f2f3 e7e5 g2g4 d8h4");
    assert_eq!(over(&g), Outcome::Win { winner: Seat(1), reason: EndReason::Checkmate });
    assert_eq!(g.san_moves().last().map(String::as_str), Some("Qh4#"));
}

#[test]
fn stalemate_is_a_draw() {
    let g = game("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(over(&g), Outcome::Draw { reason: EndReason::Stalemate });
}

#[test]
fn dead_positions_are_drawn_automatically() {
    for fen in [
        "8/8/4k3/8/8/3K4/8/8 w - - 0 1",   // K v K
        "8/8/4k3/8/8/3KB3/8/8 w - - 0 1",  // K+B v K
        "8/8/4k3/8/8/3KN3/8/8 b - - 0 1",  // K+N v K
        "8/8/3bk3/8/8/3KB3/8/8 w - - 0 1", // K+B v K+B, both bishops on dark squares (d6, e3)
    ] {
        assert_eq!(over(&game(fen)), Outcome::Draw { reason: EndReason::DeadPosition }, "{fen}");
    }
    for fen in [
        "8/8/2b1k3/8/8/3KB3/8/8 w - - 0 1", // bishops on opposite colours (c6, e3): mate is possible
        "8/8/4k3/8/8/3KNN2/8/8 w - - 0 1",  // two knights: a helpmate exists
        "8/8/4k3/8/8/3KP3/8/8 w - - 0 1",   // a pawn
    ] {
        assert!(matches!(game(fen).status(), Status::Ongoing { .. }), "{fen}");
    }
}

#[test]
fn threefold_is_claimable_and_fivefold_automatic() {
    let mut g = ChessGame::new();
    let shuffle = "g1f3 g8f6 f3g1 f6g8";
    play(&mut g, shuffle);
    assert_eq!(g.repetition_count(), 2);
    assert!(claimable(&g).is_empty());
    play(&mut g, shuffle);
    assert_eq!(g.repetition_count(), 3);
    assert_eq!(claimable(&g), vec![ClaimableDraw::ThreefoldRepetition]);
    play(&mut g, shuffle);
    assert_eq!(g.repetition_count(), 4);
    play(&mut g, "g1f3 g8f6 f3g1");
    assert!(matches!(g.status(), Status::Ongoing { .. }));
    play(&mut g, "f6g8");
    assert_eq!(over(&g), Outcome::Draw { reason: EndReason::FivefoldRepetition });
}

#[test]
fn castling_rights_make_positions_different() {
    // The king walks out and back: same placement, but castling rights are gone.
    let mut g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play(&mut g, "e1e2 e8e7 e2e1 e7e8");
    assert_eq!(g.repetition_count(), 1);
    play(&mut g, "e1e2 e8e7 e2e1 e7e8");
    assert_eq!(g.repetition_count(), 2);
}

#[test]
fn en_passant_counts_only_when_the_capture_is_legal() {
    // After d2d4 the black pawn on e4 could take en passant, so the position differs from the
    // same placement later; with the capturer pinned, it would not.
    let mut g = game("4k3/8/8/8/4p3/8/3P4/4K1Nn w - - 0 1");
    play(&mut g, "d2d4");
    assert_eq!(g.position().en_passant().map(|s| s.to_string()), Some("d3".into()));
    let mut pinned = game("8/8/8/8/k3p2R/8/3P4/4K3 w - - 0 1");
    play(&mut pinned, "d2d4");
    assert_eq!(pinned.position().en_passant(), None, "e4xd3 would expose the king to the rook");
    assert!(pinned.position_string().contains(" b - - "), "{}", pinned.position_string());
    // Same placement and side to move reached again: equal without a legal en passant.
    play(&mut pinned, "a4a5 h4h5 a5a4 h5h4 a4a5 h4h5 a5a4 h5h4");
    assert_eq!(pinned.repetition_count(), 3);
}

#[test]
fn fifty_move_rule_is_claimable_and_seventy_five_automatic() {
    let g = game("8/8/4k3/8/8/3K4/R7/8 w - - 99 80");
    assert!(claimable(&g).is_empty());
    let g = game("8/8/4k3/8/8/3K4/R7/8 w - - 100 80");
    assert_eq!(claimable(&g), vec![ClaimableDraw::FiftyMoveRule]);
    let g = game("8/8/4k3/8/8/3K4/R7/8 w - - 150 80");
    assert_eq!(over(&g), Outcome::Draw { reason: EndReason::SeventyFiveMoveRule });
}

#[test]
fn mate_on_the_seventy_fifth_move_stands() {
    let mut g = game("7k/8/6K1/8/8/8/8/R7 w - - 149 120");
    play(&mut g, "a1a8");
    assert_eq!(g.position().halfmove_clock(), 150);
    assert_eq!(over(&g), Outcome::Win { winner: Seat(0), reason: EndReason::Checkmate });
}

#[test]
fn flag_fall_loses_unless_the_opponent_cannot_mate() {
    let g = game("8/8/4k3/8/8/3K4/R7/8 w - - 0 1");
    assert_eq!(g.timeout_outcome(Seat(1)), Outcome::Win { winner: Seat(0), reason: EndReason::Timeout });
    assert_eq!(g.timeout_outcome(Seat(0)), Outcome::Draw { reason: EndReason::TimeoutVsInsufficientMaterial });
    let g = game("8/8/4k3/8/8/3K4/N7/8 w - - 0 1");
    assert_eq!(g.timeout_outcome(Seat(1)), Outcome::Draw { reason: EndReason::TimeoutVsInsufficientMaterial });
    let g = game("8/8/4k3/8/8/3K4/NN6/8 w - - 0 1");
    assert_eq!(g.timeout_outcome(Seat(1)), Outcome::Win { winner: Seat(0), reason: EndReason::Timeout });
}

#[test]
fn illegal_moves_say_why() {
    let g = ChessGame::new();
    let reason = |text: &str| match g.parse_move(text) {
        Err(MoveError::Illegal { reason, .. }) => reason,
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(reason("e3e4"), IllegalReason::NoPieceThere);
    assert_eq!(reason("e7e5"), IllegalReason::NotYourPiece);
    assert_eq!(reason("e2e5"), IllegalReason::CannotMoveThere);
    assert_eq!(reason("e1g1"), IllegalReason::CastlingNotAllowed);
    assert!(matches!(g.parse_move("e2"), Err(MoveError::Malformed(_))));
    assert!(matches!(g.parse_move("e2e4k"), Err(MoveError::Malformed(_))));
    assert!(matches!(g.parse_move("é2e4"), Err(MoveError::Malformed(_))));

    let pinned = game("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
    assert!(matches!(
        pinned.parse_move("e2d3"),
        Err(MoveError::Illegal { reason: IllegalReason::LeavesKingInCheck, .. })
    ));
    let promote = game("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert!(matches!(
        promote.parse_move("a7a8"),
        Err(MoveError::Illegal { reason: IllegalReason::PromotionRequired, .. })
    ));
    assert!(promote.parse_move("a7a8n").is_ok());
    assert!(matches!(g.parse_move("e2e4q"), Err(MoveError::Illegal { reason: IllegalReason::NotAPromotion, .. })));
}

#[test]
fn malformed_fens_give_typed_errors() {
    let cases: &[(&str, FenError)] = &[
        ("", FenError::FieldCount(0)),
        ("8/8/8 w - -", FenError::RankCount(3)),
        ("9/8/8/8/8/8/8/8 w - - 0 1", FenError::PieceChar('9')),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1", FenError::RankLength { rank: 1 }),
        ("rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FenError::RankLength { rank: 6 }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", FenError::Turn("x".into())),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK - 0 1", FenError::Castling("KQkqK".into())),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1", FenError::EnPassant("e4".into())),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", FenError::HalfmoveClock("x".into())),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", FenError::FullmoveNumber("0".into())),
        (
            "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
            FenError::Impossible(SetupError::KingCount { color: tabula_rules::chess::Color::Black, count: 0 }),
        ),
        ("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", FenError::Impossible(SetupError::PawnOnBackRank("a1".parse_sq()))),
        ("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", FenError::Impossible(SetupError::OpponentInCheck)),
        ("4k3/8/8/8/8/8/8/4K3 w K - 0 1", FenError::Impossible(SetupError::CastlingWithoutPieces('K'))),
        ("4k3/8/8/8/8/8/8/4K3 w - e6 0 1", FenError::Impossible(SetupError::EnPassantImpossible("e6".parse_sq()))),
    ];
    for (fen, expected) in cases {
        assert_eq!(Position::from_fen(fen).as_ref().err(), Some(expected), "{fen}");
        assert!(!expected.to_string().is_empty());
    }
    // EPD-style FEN without clocks is accepted.
    assert_eq!(
        Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - -").map(|p| p.fen()),
        Ok("4k3/8/8/8/8/8/8/4K3 w - - 0 1".into())
    );
}

trait ParseSquare {
    fn parse_sq(&self) -> tabula_rules::chess::Square;
}

impl ParseSquare for str {
    fn parse_sq(&self) -> tabula_rules::chess::Square {
        tabula_rules::chess::Square::parse(self).expect("a square")
    }
}

#[test]
fn garbage_never_panics() {
    // Cheap in-suite fuzzing; the cargo-fuzz targets go further (docs/fuzzing.md).
    let mut state = 0x1234_5678_u64;
    let alphabet: Vec<char> = "rnbqkpRNBQKP12345678/ -wbKQkqe3e6abcdefgh0x+#=O!?.\n[]{}()\"$;éß".chars().collect();
    let g = ChessGame::new();
    for _ in 0..20_000 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let len = (state % 90) as usize;
        let text: String =
            (0..len).map(|i| alphabet[((state >> (i % 50)) as usize ^ i.wrapping_mul(31)) % alphabet.len()]).collect();
        let _ = Position::from_fen(&text);
        let _ = g.parse_move(&text);
        let _ = g.position().parse_san(&text);
        let _ = tabula_rules::chess::Pgn::parse(&text);
    }
}
