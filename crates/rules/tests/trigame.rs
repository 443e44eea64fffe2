//! Trigame (docs/trigame.md): first moves, one test per rule with a small position, the
//! countdown sequences, and properties along random games.
//!
//! Vertices are `vIJ` (V(i,j)), edges `e` plus their two vertices, triangles `L`/`R` plus i, j.

mod common;

use common::Rng;
use std::collections::HashMap;
use tabula_rules::trigame::{
    Kind, LocationKind, Side, TOPOLOGY, TriIllegal, TriMove, TriMoveError, TriPiece, TrigameGame, kind,
};
use tabula_rules::{EndReason, Game, Outcome, Seat, Status};

const BLACK: Seat = Seat(0);
const RED: Seat = Seat(1);

fn game(text: &str) -> TrigameGame {
    TrigameGame::from_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn legal(g: &TrigameGame) -> Vec<String> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves.iter().map(|&m| g.move_string(m)).collect()
}

fn play(g: &mut TrigameGame, text: &str) -> String {
    let mv = g.parse_move(text).unwrap_or_else(|e| panic!("{text} in {}: {e}", g.position_string()));
    let shown = g.move_display(mv);
    g.play(mv);
    shown
}

fn at(g: &TrigameGame, location: &str) -> Option<char> {
    let l = TOPOLOGY.parse(location).expect("location");
    g.position().piece_at(l).map(TriPiece::char)
}

fn over(g: &TrigameGame) -> Outcome {
    match g.status() {
        Status::Over(outcome) => outcome,
        other => panic!("expected the game over, got {other:?}"),
    }
}

#[test]
fn twenty_one_first_moves_for_either_side() {
    for first in [Side::Black, Side::Red] {
        let g = TrigameGame::with_first_player(first);
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        assert_eq!(moves.len(), 21, "{first:?}");
        let mut by_kind: HashMap<Kind, usize> = HashMap::new();
        for mv in moves {
            let TriMove::Step { from, .. } = mv else { panic!("no pass at the start") };
            *by_kind.entry(g.position().piece_at(from).expect("piece").kind).or_default() += 1;
        }
        assert_eq!((by_kind[&Kind::C], by_kind[&Kind::A], by_kind[&Kind::B]), (12, 5, 4));
    }
    assert_eq!(TrigameGame::new().to_move(), BLACK);
    assert_eq!(TrigameGame::with_first_player(Side::Red).to_move(), RED);
}

#[test]
fn perft_numbers() {
    let g = TrigameGame::new();
    for (depth, nodes) in [(1, 21), (2, 441), (3, 9_324), (4, 197_152)] {
        assert_eq!(g.perft(depth), nodes, "depth {depth}");
    }
}

#[test]
fn a_moves_inside_and_out_of_triangles() {
    // a inside L11 = {v11, v21, v12}: three empty vertices and three neighbouring triangles.
    let g = game("aL11,Cv44 b 50 0");
    let mut moves = legal(&g);
    moves.sort();
    assert_eq!(moves, ["L11-R01", "L11-R10", "L11-R11", "L11-v11", "L11-v12", "L11-v21"]);
    // Onto a vertex only when it is empty (no capture that way); into a triangle only if empty.
    let g = game("aL11,Bv11,AR11,Cv44 b 50 0");
    let moves = legal(&g);
    assert!(!moves.contains(&"L11-v11".to_owned()) && !moves.contains(&"L11-R11".to_owned()), "{moves:?}");
    // From a vertex into any empty triangle touching it; an enemy a inside is not capturable.
    let g = game("av11,AL11,Cv44 b 50 0");
    let mut moves = legal(&g);
    moves.sort();
    assert_eq!(moves, ["v11-L01", "v11-L10", "v11-R00", "v11-R01", "v11-R10"]);
    assert!(matches!(g.parse_move("v11-L11"), Err(TriMoveError::Illegal { reason: TriIllegal::SameKind, .. })));
}

#[test]
fn a_capture_jump() {
    // Over an enemy c on the shared edge to the far vertex of the next triangle.
    let mut g = game("aL11,Ce2112,Bv44 b 50 0");
    assert!(!legal(&g).contains(&"L11-R11".to_owned()), "the c on the edge blocks the way in");
    assert_eq!(play(&mut g, "L11-v22"), "a L11-v22xe2112");
    assert_eq!(at(&g, "e2112"), None);
    assert_eq!(at(&g, "v22"), Some('a'));
    // Onto an enemy b on the far vertex, over a friendly c that stays.
    let mut g = game("aL11,ce2112,Bv22,Cv44 b 50 0");
    assert_eq!(play(&mut g, "L11-v22"), "a L11-v22xv22");
    assert_eq!(at(&g, "e2112"), Some('c'));
    // No capture, no jump; never onto an enemy a or a friendly piece.
    for text in ["aL11,Cv44,Bv43 b 50 0", "aL11,Ce4344,Av22,Bv43 b 50 0", "aL11,Ce2112,bv22,Bv43 b 50 0"] {
        assert!(!legal(&game(text)).contains(&"L11-v22".to_owned()), "{text}");
    }
}

#[test]
fn b_slides_captures_and_the_bold_points() {
    let g = game("bv00,Av40,Cv44 b 50 0");
    let mut moves = legal(&g);
    moves.sort();
    assert_eq!(moves, ["v00-v01", "v00-v02", "v00-v03", "v00-v04", "v00-v10", "v00-v20", "v00-v30", "v00-v40"]);
    // Empty bold points stop a slide before them (v22 between v21 and v23)...
    let g = game("bv20,Av44 b 50 0");
    let moves = legal(&g);
    assert!(
        moves.contains(&"v20-v21".to_owned()) && !moves.iter().any(|m| m == "v20-v22" || m == "v20-v23"),
        "{moves:?}"
    );
    // ...but an enemy a or c on one can be captured, and from there b moves on normally.
    let mut g = game("bv20,Cv22,Av44 b 50 0");
    assert_eq!(play(&mut g, "v20-v22"), "b v20-v22xv22");
    play(&mut g, "v44-R33");
    assert!(legal(&g).contains(&"v22-v24".to_owned()), "{:?}", legal(&g));
    // A piece on an edge blocks a slide along it; b never captures b.
    let g = game("bv00,Ce0010,Av44 b 50 0");
    assert!(!legal(&g).iter().any(|m| m == "v00-v10" || m == "v00-v20"));
    let g = game("bv00,Bv20,Av44 b 50 0");
    let moves = legal(&g);
    assert!(moves.contains(&"v00-v10".to_owned()) && !moves.contains(&"v00-v20".to_owned()));
}

#[test]
fn c_from_a_vertex() {
    // To the opposite edge of a touching triangle, capturing an enemy a inside it.
    let mut g = game("cv20,AL10,Bv44 b 50 0");
    assert_eq!(play(&mut g, "v20-e1011"), "c v20-e1011xL10");
    // A friendly a inside is left alone.
    let mut g = game("cv20,aL10,Bv44 b 50 0");
    assert_eq!(play(&mut g, "v20-e1011"), "c v20-e1011");
    assert_eq!(at(&g, "L10"), Some('a'));
    // Steps to a neighbouring vertex: captures a or b, is blocked by an enemy c, a friend, or
    // a piece on the edge between.
    let mut g = game("cv20,Bv30,Cv21,av11,Av44 b 50 0");
    let moves = legal(&g);
    assert!(!moves.contains(&"v20-v21".to_owned()) && !moves.contains(&"v20-v11".to_owned()), "{moves:?}");
    assert_eq!(play(&mut g, "v20-v30"), "c v20-v30xv30");
    let g = game("cv20,Ce2030,Av44 b 50 0");
    assert!(!legal(&g).contains(&"v20-v30".to_owned()));
}

#[test]
fn c_from_an_edge() {
    // e1011 has two triangles: L10 (far vertex v20) and R00 (far vertex v01).
    let mut g = game("ce1011,AL10,Bv20,Cv01,Av44 b 50 0");
    let moves = legal(&g);
    assert!(!moves.contains(&"e1011-v01".to_owned()), "an enemy c on the vertex blocks");
    assert_eq!(play(&mut g, "e1011-v20"), "c e1011-v20xv20xL10");
    // A border edge has one triangle.
    let g = game("ce0010,Av44 b 50 0");
    assert_eq!(legal(&g), ["e0010-v01"]);
}

#[test]
fn no_same_type_capture_and_pass_when_stuck() {
    // Black's b in the corner is walled in by Red b's it may not capture: it must pass.
    let mut g = game("bv00,Bv10,Bv01,Cv44 b 50 0");
    assert_eq!(legal(&g), ["pass"]);
    assert!(matches!(g.parse_move("v00-v10"), Err(TriMoveError::Illegal { reason: TriIllegal::MustPass, .. })));
    play(&mut g, "pass");
    assert_eq!(g.to_move(), RED);
    assert_eq!(g.position().countdown(), 49, "a pass counts as a ply");
    assert!(matches!(g.parse_move("pass"), Err(TriMoveError::Illegal { reason: TriIllegal::CannotPass, .. })));
}

#[test]
fn a_full_countdown_ends_with_the_side_ahead_winning() {
    let mut g = game("av00,Av44,Bv40 b 50 0");
    let shuffle = ["v00-L00", "v44-R33", "L00-v00", "R33-v44"];
    for ply in 0..50 {
        assert!(matches!(g.status(), Status::Ongoing { .. }), "ended early at ply {ply}");
        play(&mut g, shuffle[ply % 4]);
    }
    assert_eq!(over(&g), Outcome::Win { winner: RED, reason: EndReason::CountdownMajority });
    assert_eq!(g.position_string(), "Bv40,aL00,AR33 b 0 0");
    assert_eq!(game(&g.position_string()).status(), g.status(), "a finished game reads back finished");
}

#[test]
fn two_equal_countdowns_draw() {
    let mut g = game("av00,Av44 b 50 0");
    let shuffle = ["v00-L00", "v44-R33", "L00-v00", "R33-v44"];
    for ply in 0..100 {
        assert!(matches!(g.status(), Status::Ongoing { .. }), "ended early at ply {ply}");
        play(&mut g, shuffle[ply % 4]);
        if ply == 49 {
            assert_eq!((g.position().countdown(), g.position().equal_streak()), (50, 1));
        }
    }
    assert_eq!(over(&g), Outcome::Draw { reason: EndReason::CountdownsEqual });
}

#[test]
fn a_capture_restarts_the_countdown_and_clears_the_streak() {
    let mut g = game("av00,cv20,Av44,Bv30 b 3 1");
    play(&mut g, "v20-v30");
    assert_eq!((g.position().countdown(), g.position().equal_streak()), (50, 0));
    assert!(matches!(g.status(), Status::Ongoing { .. }));
}

#[test]
fn losing_every_piece_loses_at_once() {
    let mut g = game("av00,Cv10,Bv44 r 50 0");
    assert_eq!(play(&mut g, "v10-v00"), "c v10-v00xv00");
    assert_eq!(over(&g), Outcome::Win { winner: RED, reason: EndReason::AllPiecesCaptured });
    assert!(legal(&g).is_empty());
}

#[test]
fn position_strings_round_trip_and_bad_input_is_reported() {
    let g = TrigameGame::new();
    assert_eq!(g.position_string(), "av00,bv01,cv02,bv10,cv20,Cv24,Bv34,Cv42,Bv43,Av44,aR00,AL33 b 50 0");
    assert_eq!(game(&g.position_string()), g);
    for bad in [
        "",
        "av00 b 50",
        "xv00,Av44 b 50 0",
        "bL00,Av44 b 50 0",
        "ce0010x,Av44 b 50 0",
        "cL00,Av44 b 50 0",
        "be0010,Av44 b 50 0",
        "av00,Av00 b 50 0",
        "av00,Av44 g 50 0",
        "av00,Av44 b 0 0",
        "av00,Av44 b 0 1",
        "av00,Av44 b 51 0",
        "av00,Av44 b 50 2",
    ] {
        assert!(TrigameGame::from_position(bad).is_err(), "{bad}");
    }
    for bad in ["", "v00", "v00-", "v99-v00", "pas", "v00-v10-v20", "é-v00"] {
        assert!(matches!(g.parse_move(bad), Err(TriMoveError::Malformed(_))), "{bad}");
    }
    assert!(g.parse_move("v20-e1110").is_ok(), "edges may name their vertices in either order");
}

#[test]
fn random_games_keep_their_invariants() {
    let mut rng = Rng(0x7216);
    let mut moves = Vec::new();
    let mut endings: HashMap<String, usize> = HashMap::new();
    for index in 0..150 {
        let first = if index % 2 == 0 { Side::Black } else { Side::Red };
        let mut g = TrigameGame::with_first_player(first);
        for _ in 0..400 {
            for location in 0..tabula_rules::trigame::LOCATIONS as u8 {
                if let Some(piece) = g.position().piece_at(location) {
                    assert!(piece.fits(kind(location)), "{piece:?} on {}", TOPOLOGY.name(location));
                }
            }
            let text = g.position_string();
            let reread = game(&text);
            assert_eq!(reread.position(), g.position(), "{text}");
            if let Status::Over(outcome) = g.status() {
                *endings.entry(outcome.reason().to_string()).or_default() += 1;
                break;
            }
            g.legal_moves(&mut moves);
            let mv = moves[rng.below(moves.len())];
            assert_eq!(g.parse_move(&g.move_string(mv)), Ok(mv));
            let before = g.clone();
            g.play(mv);
            let mut undone = g.clone();
            assert!(undone.undo());
            assert_eq!(undone, before);
        }
    }
    assert!(endings.values().sum::<usize>() >= 100, "{endings:?}");
    let _ = LocationKind::Vertex;
}
