//! Marseillais chess (docs/marseillais.md): the seed's example, one test per rule, perft
//! cross-checked by a slow reference written here, and properties along random games.

mod common;

use common::Rng;
use tabula_rules::chess::{Position, SanError};
use tabula_rules::marseillais::{MarseillaisGame, MarseillaisPgn, SubMove};
use tabula_rules::pgn::PgnError;
use tabula_rules::{ClaimableDraw, EndReason, Game, Outcome, Seat, Status};

fn game(fen: &str) -> MarseillaisGame {
    MarseillaisGame::from_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn play(g: &mut MarseillaisGame, moves: &str) {
    for mv in moves.split_whitespace() {
        let parsed = g.parse_move(mv).unwrap_or_else(|e| panic!("{mv} in {}: {e}", g.position_string()));
        g.play(parsed);
    }
}

fn legal(g: &MarseillaisGame) -> Vec<String> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves.iter().map(|m| m.uci()).collect()
}

fn over(g: &MarseillaisGame) -> Outcome {
    match g.status() {
        Status::Over(outcome) => outcome,
        other => panic!("expected the game over, got {other:?} at {}", g.position_string()),
    }
}

#[test]
fn the_seeds_example_reads_plays_and_writes_back() {
    let pgn = MarseillaisPgn::parse("1.e4 e5,Nc6 2.Qh5,Nf3 g6,gxh5 *").expect("the seed's game");
    let fen = pgn.game.position_string();
    assert!(fen.starts_with("r1bqkbnr/pppp1p1p/2n5/4p2p/4P3/5N2/PPPP1PPP/RNB1KB1R w "), "{fen}");
    assert_eq!(pgn.game.turn_sans(), vec!["e4", "e5,Nc6", "Qh5,Nf3", "g6,gxh5"]);
    let written = pgn.to_string();
    assert!(written.contains("[Variant \"Marseillais\"]") || !written.contains("[FEN"), "{written}");
    assert!(written.contains("1. e4 e5,Nc6 2. Qh5,Nf3 g6,gxh5 *"), "{written}");
    assert_eq!(MarseillaisPgn::parse(&written).expect("reads back").game, pgn.game);
    // The same through the engine's half-move tokens.
    let mut g = MarseillaisGame::new();
    play(&mut g, "e2e4 e7e5 b8c6 d1h5 g1f3 g7g6 g6h5");
    assert_eq!(g, pgn.game);
}

#[test]
fn white_moves_once_then_every_turn_has_two_half_moves() {
    let mut g = MarseillaisGame::new();
    assert_eq!(g.to_move(), Seat(0));
    play(&mut g, "e2e4");
    assert_eq!(g.to_move(), Seat(1));
    assert_eq!(g.position().sub_move(), SubMove::First);
    play(&mut g, "e7e5");
    assert_eq!(g.to_move(), Seat(1), "Black's first turn has two half-moves");
    assert_eq!(g.position().sub_move(), SubMove::Second);
    play(&mut g, "d7d6");
    assert_eq!(g.to_move(), Seat(0));
    play(&mut g, "g1f3");
    assert_eq!(g.to_move(), Seat(0), "the same piece may move twice");
    assert!(legal(&g).contains(&"f3g5".to_owned()));
}

#[test]
fn castling_is_one_half_move() {
    let mut g = game("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 5");
    play(&mut g, "e1g1");
    assert_eq!(g.to_move(), Seat(0));
    assert_eq!(g.position().sub_move(), SubMove::Second);
    play(&mut g, "f1e1");
    assert_eq!(g.to_move(), Seat(1));
}

#[test]
fn check_on_the_first_half_move_ends_the_turn() {
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 0 5");
    play(&mut g, "a1a8");
    assert_eq!(g.to_move(), Seat(1), "Ra8+ ends White's turn");
    assert_eq!(g.move_display(g.parse_move("e8e7").expect("legal")), "Ke7");
    // In check, the first half-move must escape: every legal move is a king move off the rank.
    assert!(legal(&g).iter().all(|m| m.starts_with("e8") && !m.ends_with('8')), "{:?}", legal(&g));
    // A check on the second half-move ends the turn as usual.
    let mut h = game("4k3/8/8/8/8/8/8/R3K3 w - - 0 5");
    play(&mut h, "e1e2 a1a8");
    assert_eq!(h.to_move(), Seat(1));
    assert_eq!(h.position().sub_move(), SubMove::First);
}

#[test]
fn checkmate_only_when_the_first_half_move_cannot_escape() {
    let mut g = game("7k/8/6K1/8/8/8/8/R7 w - - 0 5");
    assert_eq!(g.san(g.parse_move("a1a8").expect("legal")), "Ra8#");
    play(&mut g, "a1a8");
    assert_eq!(over(&g), Outcome::Win { winner: Seat(0), reason: EndReason::Checkmate });
    // In check with one escape: not mate, even though White would then move twice.
    let mut h = game("6k1/8/5K2/8/8/8/8/R7 w - - 0 5");
    assert_eq!(h.san(h.parse_move("a1a8").expect("legal")), "Ra8+");
    play(&mut h, "a1a8");
    assert!(matches!(h.status(), Status::Ongoing { .. }));
    assert_eq!(legal(&h), vec!["g8h7"]);
}

#[test]
fn no_second_half_move_is_stalemate() {
    // White's only first half-move is g2-g3; after it White has no legal half-move.
    let mut g = game("1r5k/8/8/8/6p1/2n5/6P1/K7 w - - 0 10");
    assert_eq!(legal(&g), vec!["g2g3"]);
    play(&mut g, "g2g3");
    assert_eq!(g.position().sub_move(), SubMove::Second);
    assert_eq!(over(&g), Outcome::Draw { reason: EndReason::Stalemate });
    // Plain stalemate at the start of a turn.
    let h = game("7k/5Q2/6K1/8/8/8/8/8 b - - 0 5");
    assert_eq!(over(&h), Outcome::Draw { reason: EndReason::Stalemate });
}

#[test]
fn en_passant_on_the_first_half_move_after_either_double_step() {
    // White double-steps twice; Black may take either en passant with its first half-move.
    let mut g = game("4k3/8/8/8/2p1p3/8/1P1P4/4K3 w - - 0 5");
    play(&mut g, "d2d4 b2b4");
    let moves = legal(&g);
    assert!(
        moves.contains(&"c4d3".to_owned()) && moves.contains(&"e4d3".to_owned()) && moves.contains(&"c4b3".to_owned()),
        "{moves:?}"
    );
    assert!(g.position_string().contains(" b3d3 "), "{}", g.position_string());
}

#[test]
fn second_en_passant_only_after_a_first_en_passant() {
    let start = "4k3/8/8/8/2p3p1/8/3P3P/4K3 w - - 0 5";
    let mut g = game(start);
    play(&mut g, "d2d4 h2h4");
    play(&mut g, "c4d3");
    assert!(g.position().first_was_en_passant());
    assert!(legal(&g).contains(&"g4h3".to_owned()), "another usable target remains");
    assert!(g.position_string().ends_with(" 2ex"), "{}", g.position_string());
    play(&mut g, "g4h3");
    assert_eq!(g.to_move(), Seat(0));

    let mut h = game(start);
    play(&mut h, "d2d4 h2h4 e8e7");
    assert!(!legal(&h).iter().any(|m| m == "g4h3" || m == "c4d3"), "{:?}", legal(&h));
}

#[test]
fn en_passant_target_is_lost_when_the_pawn_moves_on_or_the_square_is_taken() {
    // Too far: the pawn that double-stepped moved again in the same turn.
    let mut g = game("4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 5");
    play(&mut g, "d2d4 d4d5");
    assert!(!legal(&g).contains(&"e4d3".to_owned()));
    // A piece put on the skipped square: taking it is an ordinary capture of that piece.
    let mut h = game("4k3/8/8/8/4p3/8/3P4/4KB2 w - - 0 5");
    play(&mut h, "d2d4 f1d3");
    play(&mut h, "e4d3");
    assert_eq!(
        h.position().board().piece_at(tabula_rules::chess::Square::parse("d4").expect("sq")).map(|p| p.role),
        Some(tabula_rules::chess::Role::Pawn)
    );
    // Targets expire at the end of the turn.
    let mut k = game("4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 5");
    play(&mut k, "d2d4 e1f1 e8d8 d8e8 f1e1 e1f1");
    assert!(!legal(&k).contains(&"e4d3".to_owned()));
}

#[test]
fn repetition_is_compared_at_turn_starts() {
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 0 5");
    let round = "a1a2 a2a1 e8d8 d8e8";
    play(&mut g, round);
    play(&mut g, round);
    assert_eq!(g.repetition_count(), 3);
    assert!(
        matches!(g.status(), Status::Ongoing { claimable } if claimable == vec![ClaimableDraw::ThreefoldRepetition])
    );
    // Mid-turn the same board with White to move is a different moment: no claim.
    play(&mut g, "a1a2");
    assert!(matches!(g.status(), Status::Ongoing { claimable } if claimable.is_empty()));
    play(&mut g, "a2a1 e8d8 d8e8");
    play(&mut g, round);
    assert_eq!(over(&g), Outcome::Draw { reason: EndReason::FivefoldRepetition });
}

#[test]
fn the_fifty_and_seventy_five_move_rules_count_turns() {
    let g = game("4k3/8/8/8/8/8/8/R3K3 w - - 99 60");
    assert!(matches!(g.status(), Status::Ongoing { claimable } if claimable.is_empty()));
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 99 60");
    play(&mut g, "a1a2 a2a3");
    assert_eq!(g.position().quiet_turns(), 100);
    assert!(matches!(g.status(), Status::Ongoing { claimable } if claimable == vec![ClaimableDraw::FiftyMoveRule]));
    let g = game("4k3/8/8/8/8/8/8/R3K3 w - - 150 60");
    assert_eq!(over(&g), Outcome::Draw { reason: EndReason::SeventyFiveMoveRule });
    // A capture or pawn move in either half-move resets the count at the end of the turn.
    let mut g = game("4k3/8/8/8/8/8/P7/R3K3 w - - 99 60");
    play(&mut g, "a2a3 a1b1");
    assert_eq!(g.position().quiet_turns(), 0);
}

#[test]
fn dead_positions_are_drawn() {
    let g = game("8/8/4k3/8/8/3KB3/8/8 w - - 0 5");
    assert_eq!(over(&g), Outcome::Draw { reason: EndReason::DeadPosition });
}

#[test]
fn extended_fen_round_trips_and_rejects_bad_fields() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 2x e3",
        "4k3/8/8/8/2pP2pP/8/8/4K3 b - d3h3 0 5",
        "4k3/8/8/8/8/8/8/R3K3 w - - 7 9 2",
    ] {
        assert_eq!(game(fen).position_string(), fen);
    }
    for bad in [
        "",
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 5 3",
        "4k3/8/8/8/8/8/8/R3K3 w - e6 0 5",
        "4k3/8/8/8/8/8/8/R3K3 w - e6e6e6 0 5",
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 0",
        "4k3/8/8/8/8/8/8/R3K3 w - - x 5",
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 5 1 e3",
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 5 2 e3",
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 5 2 - extra",
        "4k3/8/8/8/8/8/8/R3K3 x - - 0 5",
    ] {
        assert!(MarseillaisGame::from_position(bad).is_err(), "{bad}");
    }
}

#[test]
fn pgn_turn_errors_are_reported() {
    assert!(matches!(MarseillaisPgn::parse("1.e4 e5 2.d4 *"), Err(PgnError::Turn { ply: 1, .. })));
    // The record's last turn may stop after one half-move (a game saved mid-turn).
    assert_eq!(MarseillaisPgn::parse("1.e4 e5 *").map(|p| p.game.position().sub_move()), Ok(SubMove::Second));
    assert!(matches!(MarseillaisPgn::parse("1.e4,d4 *"), Err(PgnError::Turn { ply: 0, .. })));
    assert!(matches!(MarseillaisPgn::parse("1.e4 e5,Ke6 *"), Err(PgnError::Move { error: SanError::Illegal(_), .. })));
}

// ----- a slow reference for perft: turn structure and en passant written here from the spec;
// single-move legality from chess FEN validation (a position where the side not to move is in
// check is refused), board updates from the chess core. -----

#[derive(Clone)]
struct RefState {
    placement: String,
    white: bool,
    castling: String,
    /// Targets (skipped, landing) usable by the side to move this turn.
    targets: Vec<(String, String)>,
    pending: Vec<(String, String)>,
    second: bool,
    first_was_ep: bool,
    single_turn: bool,
}

fn fen_of(s: &RefState, white_to_move: bool) -> String {
    format!("{} {} {} - 0 1", s.placement, if white_to_move { 'w' } else { 'b' }, s.castling)
}

fn square_name(file: i32, rank: i32) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

fn grid(placement: &str) -> Vec<Vec<char>> {
    let mut rows = Vec::new();
    for row in placement.split('/') {
        let mut cells = Vec::new();
        for c in row.chars() {
            match c.to_digit(10) {
                Some(n) => cells.extend(std::iter::repeat_n('.', n as usize)),
                None => cells.push(c),
            }
        }
        rows.push(cells);
    }
    rows.reverse(); // rows[rank][file]
    rows
}

fn placement_of(grid: &[Vec<char>]) -> String {
    grid.iter()
        .rev()
        .map(|row| {
            let mut text = String::new();
            let mut empty = 0;
            for &c in row {
                if c == '.' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        text.push_str(&empty.to_string());
                        empty = 0;
                    }
                    text.push(c);
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            text
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// Every successor state after one legal half-move.
fn successors(s: &RefState) -> Vec<RefState> {
    let mut out = Vec::new();
    let Ok(position) = Position::from_fen(&fen_of(s, s.white)) else { return out };
    let board = grid(&s.placement);
    let after = |s: &RefState, fen: &str, double_step: Option<(String, String)>, was_ep: bool| -> RefState {
        let fields: Vec<&str> = fen.split(' ').collect();
        let mut next = s.clone();
        next.placement = fields[0].to_owned();
        next.castling = fields[2].to_owned();
        if let Some(target) = double_step {
            next.pending.push(target);
        }
        let opponent_in_check = Position::from_fen(&fen_of(&next, !s.white)).map(|p| p.is_check()).unwrap_or(false);
        if s.single_turn || s.second || opponent_in_check {
            next.white = !s.white;
            next.targets = std::mem::take(&mut next.pending);
            next.second = false;
            next.first_was_ep = false;
            next.single_turn = false;
        } else {
            next.second = true;
            next.first_was_ep = was_ep;
        }
        next
    };
    for mv in position.legal_moves().iter() {
        let mut board_after = position.clone();
        board_after.play_unchecked(*mv);
        let (from, to) = (mv.from(), mv.to());
        let pawn = board[from.rank() as usize][from.file() as usize].eq_ignore_ascii_case(&'p');
        let double = (pawn && (from.rank() as i32 - to.rank() as i32).abs() == 2)
            .then(|| (square_name(from.file() as i32, (from.rank() + to.rank()) as i32 / 2), to.to_string()));
        out.push(after(s, &board_after.fen(), double, false));
    }
    if !s.second || s.first_was_ep {
        let (own_pawn, enemy_pawn) = if s.white { ('P', 'p') } else { ('p', 'P') };
        for (skipped, landing) in &s.targets {
            let (sf, sr) = (skipped.as_bytes()[0] as i32 - 97, skipped.as_bytes()[1] as i32 - 49);
            let (lf, lr) = (landing.as_bytes()[0] as i32 - 97, landing.as_bytes()[1] as i32 - 49);
            if board[lr as usize][lf as usize] != enemy_pawn || board[sr as usize][sf as usize] != '.' {
                continue;
            }
            for df in [-1, 1] {
                let cf = lf + df;
                if !(0..8).contains(&cf) || board[lr as usize][cf as usize] != own_pawn {
                    continue;
                }
                let mut g = board.clone();
                g[lr as usize][cf as usize] = '.';
                g[lr as usize][lf as usize] = '.';
                g[sr as usize][sf as usize] = own_pawn;
                let mut next = s.clone();
                next.placement = placement_of(&g);
                // Legal if the mover's king is safe: the FEN with the opponent to move is valid.
                if Position::from_fen(&fen_of(&next, !s.white)).is_ok() {
                    let fen = fen_of(&next, !s.white);
                    out.push(after(s, &fen, None, true));
                }
            }
        }
    }
    out
}

fn reference_perft(s: &RefState, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    successors(s).iter().map(|next| reference_perft(next, depth - 1)).sum()
}

fn reference_start() -> RefState {
    RefState {
        placement: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR".into(),
        white: true,
        castling: "KQkq".into(),
        targets: vec![],
        pending: vec![],
        second: false,
        first_was_ep: false,
        single_turn: true,
    }
}

#[test]
fn perft_from_the_start_agrees_with_the_reference() {
    let documented = [20, 400, 8_902, 197_281, 4_868_376];
    // TABULA_DEEP=1 runs the reference to depth 5 too (about a minute in release).
    let deepest = if std::env::var_os("TABULA_DEEP").is_some() { 5 } else { 4 };
    let g = MarseillaisGame::new();
    for (index, &nodes) in documented.iter().enumerate() {
        let depth = index as u32 + 1;
        assert_eq!(g.perft(depth), nodes, "depth {depth}");
        if depth <= deepest {
            assert_eq!(reference_perft(&reference_start(), depth), nodes, "reference, depth {depth}");
        }
    }
}

#[test]
fn en_passant_positions_agree_with_the_reference() {
    // Two double steps, both capturable, pins and a second en passant: perft 3 both ways.
    let cases = [
        ("4k3/8/8/8/2p3p1/8/3P3P/4K3 w - - 0 5", "4k3/8/8/8/2p3p1/8/3P3P/4K3"),
        ("4k3/8/8/8/2p1p3/8/1P1P4/4K3 w - - 0 5", "4k3/8/8/8/2p1p3/8/1P1P4/4K3"),
        ("4k3/8/8/8/r1p1pK2/8/3P4/8 w - - 0 5", "4k3/8/8/8/r1p1pK2/8/3P4/8"),
    ];
    for (fen, placement) in cases {
        let g = game(fen);
        let start = RefState {
            placement: placement.into(),
            white: true,
            castling: "-".into(),
            targets: vec![],
            pending: vec![],
            second: false,
            first_was_ep: false,
            single_turn: false,
        };
        for depth in 1..=4 {
            assert_eq!(g.perft(depth), reference_perft(&start, depth), "{fen} depth {depth}");
        }
    }
}

#[test]
fn random_games_keep_their_invariants() {
    let mut rng = Rng(0x3A25);
    let mut moves = Vec::new();
    for _ in 0..60 {
        let mut g = MarseillaisGame::new();
        for _ in 0..160 {
            let fen = g.position_string();
            let reread = MarseillaisGame::from_position(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
            assert_eq!(reread.position_string(), fen);
            assert_eq!(legal(&reread), legal(&g), "{fen}");
            if matches!(g.status(), Status::Over(_)) {
                break;
            }
            g.legal_moves(&mut moves);
            let mv = moves[rng.below(moves.len())];
            assert_eq!(g.parse_move(&mv.uci()), Ok(mv));
            let before = g.clone();
            g.play(mv);
            let mut undone = g.clone();
            assert!(undone.undo());
            assert_eq!(undone, before);
        }
        let pgn = MarseillaisPgn::new(g.clone());
        let text = pgn.to_string();
        let reread = MarseillaisPgn::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(reread.game.position_string(), g.position_string(), "{text}");
    }
}
