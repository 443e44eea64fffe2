//! PGN: import of exports from other tools (comments, clocks, NAGs, variations, FEN set-ups,
//! several games), export with the Seven Tag Roster, and round trips.

use tabula_rules::Game;
use tabula_rules::chess::{ChessGame, Pgn, PgnError, SanError};

#[test]
fn reads_a_lichess_style_export_with_two_games() {
    let games = Pgn::parse_all(include_str!("data/lichess_export.pgn")).expect("valid PGN");
    assert_eq!(games.len(), 2);
    let first = &games[0];
    assert_eq!(first.tags.get("White"), Some("player_one"));
    assert_eq!(first.tags.get("TimeControl"), Some("180+2"));
    assert_eq!(first.game.moves().len(), 41);
    assert_eq!(first.result(), "1-0");
    assert_eq!(first.game.san_moves()[11 * 2 + 1], "Rxe6", "the variation (12... fxe6) is skipped");

    let second = &games[1];
    assert_eq!(second.game.start_position().fen(), "4k3/8/8/8/8/8/q7/R3K3 b Q - 0 30");
    assert_eq!(second.game.san_moves(), vec!["Qxa1+", "Ke2", "Qb2+"]);
}

#[test]
fn export_reads_back_identically() {
    let games = Pgn::parse_all(include_str!("data/lichess_export.pgn")).expect("valid PGN");
    for pgn in games {
        let text = pgn.to_string();
        let reread = Pgn::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(reread.game, pgn.game);
        assert_eq!(reread.to_string(), text);
        for line in text.lines() {
            assert!(line.len() <= 80, "line too long: {line}");
        }
    }
}

#[test]
fn export_has_the_seven_tag_roster_and_the_result_by_rule() {
    let mut game = ChessGame::new();
    for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        game.play_uci(mv).expect("legal");
    }
    let text = Pgn::new(game).to_string();
    let expected_start = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"0-1\"]\n\n";
    assert!(text.starts_with(expected_start), "{text}");
    assert!(text.ends_with("1. f3 e5 2. g4 Qh4# 0-1\n"), "{text}");
}

#[test]
fn black_to_move_start_writes_ellipsis_and_fen() {
    let mut game = ChessGame::from_position("4k3/8/8/8/8/8/q7/R3K3 b Q - 0 30").expect("valid");
    game.play_san("Qxa1").expect("legal");
    let text = Pgn::new(game).to_string();
    assert!(text.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/q7/R3K3 b Q - 0 30\"]"), "{text}");
    assert!(text.contains("30... Qxa1+ *"), "{text}");
}

#[test]
fn tag_values_are_escaped() {
    let mut pgn = Pgn::new(ChessGame::new());
    pgn.tags.set("Event", "The \"Big\" \\ Open");
    let text = pgn.to_string();
    assert!(text.contains(r#"[Event "The \"Big\" \\ Open"]"#), "{text}");
    assert_eq!(Pgn::parse(&text).expect("valid").tags.get("Event"), Some("The \"Big\" \\ Open"));
}

#[test]
fn errors_name_the_move_and_the_line() {
    assert_eq!(
        Pgn::parse("1. e4 e5 2. Ke3 *"),
        Err(PgnError::Move { ply: 2, text: "Ke3".into(), error: SanError::Illegal("Ke3".into()) })
    );
    assert_eq!(
        Pgn::parse("1. e4 e5 2. Ke3 *").map(|_| ()).map_err(|e| e.to_string()),
        Err("PGN move 2. Ke3: 'Ke3' is not a legal move in this position".into())
    );
    assert_eq!(Pgn::parse("1. e4 { never closed"), Err(PgnError::UnterminatedComment { line: 1 }));
    assert_eq!(Pgn::parse("1. e4 (1. d4 *"), Err(PgnError::UnbalancedVariation { line: 1 }));
    assert!(matches!(Pgn::parse("[Event \"x\n1. e4 *"), Err(PgnError::Tag { line: 1, .. })));
    assert!(matches!(Pgn::parse("[FEN \"bad\"]\n*"), Err(PgnError::Setup(_))));
    assert_eq!(Pgn::parse(""), Err(PgnError::Empty));
    assert!(matches!(
        Pgn::parse("1. Nc3 Nc6 2. Nb5 Nb4 3. Nd4 Nd5 4. Nf3 Nf6 5. Nd4 *"),
        Err(PgnError::Move { error: SanError::Ambiguous(_), .. })
    ));
}

#[test]
fn san_disambiguation_and_suffixes() {
    let g = ChessGame::from_position("3k4/8/8/1N3N2/8/1N3N2/8/4K2R w K - 0 1").expect("valid");
    let san = |uci: &str| g.move_display(g.parse_move(uci).expect("legal"));
    assert_eq!(san("b5d4"), "Nb5d4");
    assert_eq!(san("f5d6"), "Nfd6");
    assert_eq!(san("b3d2"), "Nbd2");
    assert_eq!(san("e1g1"), "O-O");
    assert_eq!(san("h1h8"), "Rh8+");
    let promote = ChessGame::from_position("8/P6k/8/8/8/8/8/4K3 w - - 0 1").expect("valid");
    assert_eq!(promote.move_display(promote.parse_move("a7a8n").expect("legal")), "a8=N");
    let mate = ChessGame::from_position("7k/8/6K1/8/8/8/8/R7 w - - 0 1").expect("valid");
    assert_eq!(mate.move_display(mate.parse_move("a1a8").expect("legal")), "Ra8#");
    // Lenient reading: castling with zeros, promotion without '=', annotations.
    let p = g.position();
    assert!(p.parse_san("0-0").is_ok());
    assert!(p.parse_san("Rh8+!?").is_ok());
    assert!(promote.position().parse_san("a8Q").is_ok());
}
