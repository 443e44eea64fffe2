//! Brandubh (docs/brandubh.md): one test per rule with a small position, perft cross-checked
//! by a slow reference written here from the spec, and properties along random games.

mod common;

use common::Rng;
use tabula_rules::tafl::{Brandubh, Repetition, TaflIllegal, TaflMoveError, TaflPiece, TaflRules};
use tabula_rules::{EndReason, Game, Outcome, Seat, Status};

const ATTACKERS: Seat = Seat(0);
const DEFENDERS: Seat = Seat(1);

fn game(text: &str) -> Brandubh {
    Brandubh::from_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plays one move and returns what it displayed as (move plus captures).
fn play(g: &mut Brandubh, text: &str) -> String {
    let mv = g.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let shown = g.move_display(mv);
    g.play(mv);
    shown
}

fn piece(g: &Brandubh, square: &str) -> Option<TaflPiece> {
    let p = g.position();
    p.piece_at(p.parse_square(square).expect("square"))
}

fn over(g: &Brandubh) -> Outcome {
    match g.status() {
        Status::Over(outcome) => outcome,
        other => panic!("expected the game over, got {other:?}"),
    }
}

#[test]
fn start_position_and_first_moves() {
    let g = Brandubh::new();
    assert_eq!(g.position_string(), "3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3 a");
    assert_eq!(g.to_move(), ATTACKERS, "attackers move first");
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    assert_eq!(moves.len(), 40);
}

#[test]
fn perft_matches_the_documented_numbers() {
    let g = Brandubh::new();
    let expected = [40, 960, 39_512, 1_007_392];
    for (depth, &nodes) in expected.iter().enumerate() {
        assert_eq!(g.perft(depth as u32 + 1), nodes, "depth {}", depth + 1);
    }
}

#[test]
fn only_the_king_stops_on_the_throne_others_pass_over_it() {
    // Throne d4 empty; attacker on d2 can pass over it to d5..d7 but not stop on d4.
    let mut g = game("7/7/7/7/7/3t3/1K5 a");
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let names: Vec<String> = moves.iter().map(|&m| g.move_string(m)).collect();
    assert!(!names.contains(&"d2-d4".to_owned()));
    assert!(names.contains(&"d2-d5".to_owned()) && names.contains(&"d2-d7".to_owned()), "{names:?}");
    assert!(matches!(g.parse_move("d2-d4"), Err(TaflMoveError::Illegal { reason: TaflIllegal::RestrictedSquare, .. })));
    // The king may stop on it and return to it.
    let mut k = game("7/7/7/3K3/7/7/3t3 d");
    play(&mut k, "d4-d6");
    play(&mut k, "d1-c1");
    play(&mut k, "d6-d4");
    assert_eq!(piece(&k, "d4"), Some(TaflPiece::King));
    // An occupied throne blocks like any piece.
    g = game("7/7/7/3K3/7/7/3t3 a");
    g.legal_moves(&mut moves);
    assert!(!moves.iter().any(|&m| g.move_string(m) == "d1-d5"));
}

#[test]
fn only_the_king_enters_a_corner_and_escaping_wins() {
    let g = game("7/7/7/3K3/7/7/3t3 a");
    assert!(matches!(g.parse_move("d1-a1"), Err(TaflMoveError::Illegal { reason: TaflIllegal::RestrictedSquare, .. })));
    let mut k = game("7/7/7/7/7/7/2K1t2 d");
    play(&mut k, "c1-a1");
    assert_eq!(over(&k), Outcome::Win { winner: DEFENDERS, reason: EndReason::KingEscaped });
    let mut moves = Vec::new();
    k.legal_moves(&mut moves);
    assert!(moves.is_empty(), "no moves once the game is decided");
}

#[test]
fn custodial_capture_several_at_once_and_only_by_the_mover() {
    // Attacker to d5 pinches c5 (against b5) and e5 (against f5): a double capture.
    let mut g = game("3t3/7/1tT1Tt1/7/3K3/7/7 a");
    assert_eq!(play(&mut g, "d7-d5"), "d7-d5xc5xe5");
    assert_eq!(piece(&g, "c5"), None);
    assert_eq!(piece(&g, "e5"), None);
    // A defender moving between two attackers survives.
    let mut safe = game("7/7/1t1t3/7/2T1K2/7/7 d");
    assert_eq!(play(&mut safe, "c3-c5"), "c3-c5");
    assert_eq!(piece(&safe, "c5"), Some(TaflPiece::Defender));
}

#[test]
fn the_empty_throne_and_corners_are_hostile_to_every_piece() {
    // Defender d5 between an attacker arriving on d6 and the empty throne d4.
    let mut g = game("7/t6/3T3/7/7/7/1K5 a");
    assert_eq!(play(&mut g, "a6-d6"), "a6-d6xd5");
    // Attacker d3 between a defender arriving on d2 and the empty throne.
    let mut h = game("7/7/7/7/3t3/T6/5K1 d");
    assert_eq!(play(&mut h, "a2-d2"), "a2-d2xd3");
    // Against a corner: defender b7 captured by an attacker arriving on c7.
    let mut c = game("1T5/7/2t4/7/3K3/7/7 a");
    assert_eq!(play(&mut c, "c5-c7"), "c5-c7xb7");
    // An attacker against a corner, by a defender.
    let mut d = game("7/7/7/3K3/7/7/1t2T2 d");
    assert_eq!(play(&mut d, "e1-c1"), "e1-c1xb1");
    // The board edge is not hostile.
    let mut e = game("7/7/7/3K3/7/t6/7 d");
    assert_eq!(e.captures_of(e.parse_move("d4-b4").expect("legal")), Vec::<u8>::new());
    play(&mut e, "d4-b4");
}

#[test]
fn the_king_is_armed() {
    // The king moves and pinches an attacker against a defender.
    let mut g = game("7/7/3tT2/7/2K4/7/7 d");
    assert_eq!(play(&mut g, "c3-c5"), "c3-c5xd5");
    let mut g = game("7/7/1K1tT2/7/7/7/7 d");
    assert_eq!(play(&mut g, "b5-c5"), "b5-c5xd5");
    // A defender pinches an attacker against the king.
    let mut h = game("7/7/1Kt3T/7/7/7/7 d");
    assert_eq!(play(&mut h, "g5-d5"), "g5-d5xc5");
}

#[test]
fn king_on_the_throne_needs_four_attackers() {
    let mut g = game("7/7/3t3/2tKt2/7/3t3/7 a");
    assert_eq!(play(&mut g, "d2-d3"), "d2-d3xd4");
    assert_eq!(over(&g), Outcome::Win { winner: ATTACKERS, reason: EndReason::KingCaptured });
    // Three attackers and a defender: not captured.
    let mut g = game("7/7/3T3/2tKt2/7/3t3/7 a");
    assert_eq!(play(&mut g, "d2-d3"), "d2-d3");
}

#[test]
fn king_next_to_the_throne_needs_three_attackers() {
    // King on d5 (above the throne): attackers c5, e5, and d6 arriving.
    let mut g = game("3t3/7/2tKt2/7/7/7/7 a");
    assert_eq!(play(&mut g, "d7-d6"), "d7-d6xd5");
    assert_eq!(over(&g), Outcome::Win { winner: ATTACKERS, reason: EndReason::KingCaptured });
    // Two attackers in a line next to the throne are not enough.
    let mut g = game("3t3/7/3K3/7/7/7/7 a");
    assert_eq!(play(&mut g, "d7-d6"), "d7-d6");
    let mut g = game("7/t6/2tK3/7/7/7/7 a");
    assert_eq!(play(&mut g, "a6-e6"), "a6-e6");
    assert!(matches!(g.status(), Status::Ongoing { .. }));
}

#[test]
fn king_elsewhere_is_captured_like_a_piece_on_the_edge_or_against_a_corner() {
    // Edge: king d1 with attacker c1, another arrives on e1.
    let mut g = game("7/7/7/7/7/4t2/2tK3 a");
    assert_eq!(play(&mut g, "e2-e1"), "e2-e1xd1");
    // On the edge with one attacker inside and nothing along the edge: safe.
    let mut g = game("7/7/7/7/7/t6/3K3 a");
    assert_eq!(play(&mut g, "a2-d2"), "a2-d2");
    // Against a corner: king b1, attacker arrives on c1.
    let mut g = game("7/7/7/7/7/2t4/1K5 a");
    assert_eq!(play(&mut g, "c2-c1"), "c2-c1xb1");
    assert_eq!(over(&g), Outcome::Win { winner: ATTACKERS, reason: EndReason::KingCaptured });
    // In the open: two attackers in a line.
    let mut g = game("7/7/7/7/1Kt4/t6/7 a");
    assert_eq!(play(&mut g, "a2-a3"), "a2-a3xb3");
}

#[test]
fn a_side_that_cannot_move_loses() {
    // Defenders to move: the king on c1 is boxed in by attackers on b1, d1 and c2.
    let g = game("7/7/7/7/7/2t4/1tKt3 d");
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    assert!(moves.is_empty());
    assert_eq!(over(&g), Outcome::Win { winner: ATTACKERS, reason: EndReason::NoLegalMoves });
}

#[test]
fn third_repetition_is_a_draw_by_default_and_configurable() {
    let shuffle = ["b2-b3", "f6-f5", "b3-b2", "f5-f6"];
    let mut g = game("7/5K1/7/7/7/1t5/7 a");
    for mv in shuffle {
        play(&mut g, mv);
    }
    assert_eq!(g.repetition_count(), 2);
    assert!(matches!(g.status(), Status::Ongoing { .. }));
    for mv in shuffle {
        play(&mut g, mv);
    }
    assert_eq!(g.repetition_count(), 3);
    assert_eq!(over(&g), Outcome::Draw { reason: EndReason::Repetition });

    let mut rules = TaflRules::brandubh();
    rules.repetition = Repetition::RepeaterLoses;
    rules.start = "7/5K1/7/7/7/1t5/7 a".into();
    let mut strict = Brandubh::with_rules(rules.clone()).expect("valid rules");
    for _ in 0..2 {
        for mv in shuffle {
            play(&mut strict, mv);
        }
    }
    // Defenders made the repeating move (f5-f6); attackers are to move and win.
    assert_eq!(over(&strict), Outcome::Win { winner: ATTACKERS, reason: EndReason::Repetition });

    rules.repetition = Repetition::Ignore;
    let mut relaxed = Brandubh::with_rules(rules).expect("valid rules");
    for _ in 0..3 {
        for mv in shuffle {
            play(&mut relaxed, mv);
        }
    }
    assert!(matches!(relaxed.status(), Status::Ongoing { .. }));
}

#[test]
fn rules_load_from_ron_and_match_the_preset() {
    let text = include_str!("../../../levels/rules/brandubh.ron");
    assert_eq!(TaflRules::from_ron(text), Ok(TaflRules::brandubh()));
    assert!(TaflRules::from_ron("(name: \"x\")").is_err());
    let mut bad = TaflRules::brandubh();
    bad.size = 8;
    assert!(bad.validate().is_err());
    assert!(Brandubh::with_rules(bad).is_err());
}

#[test]
fn notation_round_trips_and_bad_input_is_reported() {
    let g = Brandubh::new();
    for text in ["d1-e1", "d1e1", "d1-e1"] {
        assert!(g.parse_move(text).is_ok(), "{text}");
    }
    for bad in ["", "d1", "d1-", "z1-z2", "d1-d9", "d1-e1xq", "-", "d1--e1", "dd", "é1-e1"] {
        assert!(matches!(g.parse_move(bad), Err(TaflMoveError::Malformed(_))), "{bad}");
    }
    assert!(matches!(g.parse_move("d1-e1xd2"), Err(TaflMoveError::Illegal { reason: TaflIllegal::WrongCaptures, .. })));
    assert!(matches!(g.parse_move("d3-e3"), Err(TaflMoveError::Illegal { reason: TaflIllegal::NotYourPiece, .. })));
    assert!(matches!(g.parse_move("c1-c2"), Err(TaflMoveError::Illegal { reason: TaflIllegal::NoPieceThere, .. })));
    assert!(matches!(g.parse_move("d1-e2"), Err(TaflMoveError::Illegal { reason: TaflIllegal::NotStraight, .. })));
    assert!(matches!(g.parse_move("d2-d5"), Err(TaflMoveError::Illegal { reason: TaflIllegal::Blocked, .. })));
    for bad in [
        "",
        "7/7 a",
        "3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3",
        "3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3 x",
        "8/7/7/3K3/7/7/7 a",
        "7/7/7/K6/K6/7/7 a",
        "t6/7/7/3K3/7/7/7 a",
        "3t3/3t3/3T3/ttTqTtt/3T3/3t3/3t3 a",
        "99999999999/7/7/3K3/7/7/7 a",
    ] {
        assert!(Brandubh::from_position(bad).is_err(), "{bad}");
    }
}

// ----- a slow reference, written from the spec without the crate's move or capture code -----

type Board = [[char; 7]; 7]; // [rank][file], '.' empty, 't', 'T', 'K'

fn board_of(g: &Brandubh) -> (Board, bool) {
    let text = g.position_string();
    let (rows, side) = text.split_once(' ').expect("rows and side");
    let mut board = [['.'; 7]; 7];
    for (row, line) in rows.split('/').enumerate() {
        let mut file = 0;
        for c in line.chars() {
            if let Some(d) = c.to_digit(10) {
                file += d as usize;
            } else {
                board[6 - row][file] = c;
                file += 1;
            }
        }
    }
    (board, side == "a")
}

fn special(f: i32, r: i32) -> bool {
    (f == 3 && r == 3) || ((f == 0 || f == 6) && (r == 0 || r == 6))
}

fn reference_perft(board: &Board, attackers: bool, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mine = |c: char| if attackers { c == 't' } else { c == 'T' || c == 'K' };
    let mut total = 0;
    for r in 0..7i32 {
        for f in 0..7i32 {
            let c = board[r as usize][f as usize];
            if !mine(c) {
                continue;
            }
            for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let (mut tf, mut tr) = (f + df, r + dr);
                while (0..7).contains(&tf) && (0..7).contains(&tr) && board[tr as usize][tf as usize] == '.' {
                    if c == 'K' || !special(tf, tr) {
                        let mut next = *board;
                        next[r as usize][f as usize] = '.';
                        next[tr as usize][tf as usize] = c;
                        let ended = reference_captures(&mut next, tf, tr, attackers)
                            || (c == 'K' && special(tf, tr) && !(tf == 3 && tr == 3));
                        total += if depth == 1 || ended {
                            u64::from(depth == 1)
                        } else {
                            reference_perft(&next, !attackers, depth - 1)
                        };
                    } else if !(tf == 3 && tr == 3) {
                        break;
                    }
                    tf += df;
                    tr += dr;
                }
            }
        }
    }
    total
}

/// Applies captures around the piece that arrived on (f, r); returns true if the king fell.
fn reference_captures(b: &mut Board, f: i32, r: i32, attackers: bool) -> bool {
    let at = |b: &Board, f: i32, r: i32| {
        if (0..7).contains(&f) && (0..7).contains(&r) { Some(b[r as usize][f as usize]) } else { None }
    };
    let hostile_to = |b: &Board, f: i32, r: i32, victim_is_attacker: bool| match at(b, f, r) {
        Some('.') => special(f, r),
        Some('t') => !victim_is_attacker,
        Some('T') | Some('K') => victim_is_attacker,
        _ => false,
    };
    let mut king_fell = false;
    let mut taken = Vec::new();
    for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
        let (nf, nr) = (f + df, r + dr);
        match at(b, nf, nr) {
            Some('t') if !attackers && hostile_to(b, nf + df, nr + dr, true) => taken.push((nf, nr)),
            Some('T') if attackers && hostile_to(b, nf + df, nr + dr, false) => taken.push((nf, nr)),
            Some('K') if attackers => {
                let near_throne = (nf - 3).abs() + (nr - 3).abs() <= 1;
                let fell = if near_throne {
                    [(1, 0), (-1, 0), (0, 1), (0, -1)].iter().all(|(a, c)| {
                        let (sf, sr) = (nf + a, nr + c);
                        at(b, sf, sr) == Some('t') || (sf == 3 && sr == 3)
                    })
                } else {
                    hostile_to(b, nf + df, nr + dr, false)
                };
                if fell {
                    taken.push((nf, nr));
                    king_fell = true;
                }
            }
            _ => {}
        }
    }
    for (tf, tr) in taken {
        b[tr as usize][tf as usize] = '.';
    }
    king_fell
}

#[test]
fn perft_agrees_with_the_reference_from_start_and_random_positions() {
    let start = Brandubh::new();
    let (board, attackers) = board_of(&start);
    for depth in 1..=4 {
        assert_eq!(reference_perft(&board, attackers, depth), start.perft(depth), "start, depth {depth}");
    }
    let mut rng = Rng(0xB4A4D);
    let mut moves = Vec::new();
    let mut checked = 0;
    for _ in 0..30 {
        let mut g = Brandubh::new();
        for _ in 0..rng.below(60) {
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            g.play(moves[rng.below(moves.len())]);
        }
        if matches!(g.status(), Status::Over(_)) {
            continue;
        }
        let (board, attackers) = board_of(&g);
        assert_eq!(reference_perft(&board, attackers, 2), g.perft(2), "{}", g.position_string());
        checked += 1;
    }
    assert!(checked >= 10);
}

#[test]
fn random_games_play_undo_hash_and_notation() {
    let mut rng = Rng(0x7AF1);
    let mut moves = Vec::new();
    let mut finished = 0;
    for _ in 0..200 {
        let mut g = Brandubh::new();
        for _ in 0..300 {
            assert_eq!(g.position().hash(), g.position().compute_hash());
            let text = g.position_string();
            let reread = Brandubh::from_position(&text).expect("own notation reads back");
            assert_eq!(reread.position(), g.position());
            if matches!(g.status(), Status::Over(_)) {
                finished += 1;
                break;
            }
            g.legal_moves(&mut moves);
            let mv = moves[rng.below(moves.len())];
            assert_eq!(g.parse_move(&g.move_string(mv)), Ok(mv));
            assert_eq!(g.parse_move(&g.move_display(mv)), Ok(mv));
            let before = g.clone();
            g.play(mv);
            let mut undone = g.clone();
            assert!(undone.undo());
            assert_eq!(undone, before);
        }
    }
    assert!(finished > 100, "only {finished} of 200 random games ended");
}
