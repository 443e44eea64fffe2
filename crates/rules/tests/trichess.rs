//! Trichess (docs/trichess.md): the 76 first moves, perft against a slow reference written
//! here from the spec's tables, one test per rule, and properties along random 3-player games.

mod common;

use common::Rng;
use std::collections::HashMap;
use tabula_rules::trichess::{BOARD, TriMoveKind, TrichessGame, TrichessIllegal, TrichessMoveError};
use tabula_rules::{EndReason, Game, Outcome, Points, Status};

fn game(text: &str) -> TrichessGame {
    TrichessGame::from_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn legal(g: &TrichessGame) -> Vec<String> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves.iter().map(|&m| g.move_string(m)).collect()
}

fn play(g: &mut TrichessGame, text: &str) {
    let mv = g.parse_move(text).unwrap_or_else(|e| panic!("{text} in {}: {e}", g.position_string()));
    g.play(mv);
}

fn name(q: i8, r: i8) -> String {
    BOARD.name(BOARD.cell((q, r)).expect("on the board"))
}

fn scores(g: &TrichessGame) -> (Vec<Points>, EndReason) {
    match g.status() {
        Status::Over(Outcome::Scores { points, reason }) => (points, reason),
        other => panic!("expected scores, got {other:?} at {}", g.position_string()),
    }
}

/// Kings far apart in safe corners, plus `extra` pieces per seat.
fn kings_and(p0: &str, p1: &str, p2: &str, to_move: u8) -> TrichessGame {
    let join = |king: String, extra: &str| if extra.is_empty() { king } else { format!("{king},{extra}") };
    let text = format!(
        "{}/{}/{} {to_move} 0",
        join(format!("K{}*", name(-4, 7)), p0),
        join(format!("K{}*", name(-3, -4)), p1),
        join(format!("K{}*", name(7, -3)), p2)
    );
    game(&text)
}

#[test]
fn p0_has_76_first_moves() {
    assert_eq!(legal(&TrichessGame::new()).len(), 76);
}

#[test]
fn every_castling_of_every_seat() {
    let cases: [(u8, Cell, Cell, Cell, Cell); 6] = [
        (0, (-4, 7), (-6, 7), (-7, 7), (-5, 7)),
        (0, (-4, 7), (-2, 7), (0, 7), (-3, 7)),
        (1, (-3, -4), (-1, -6), (0, -7), (-2, -5)),
        (1, (-3, -4), (-5, -2), (-7, 0), (-4, -3)),
        (2, (7, -3), (7, -1), (7, 0), (7, -2)),
        (2, (7, -3), (7, -5), (7, -7), (7, -4)),
    ];
    for (seat, king_from, king_to, rook_from, rook_to) in cases {
        // The whole start position, minus every piece on the back row between king and rook.
        let start = TrichessGame::new().position_string();
        let (pieces, _) = start.split_once(' ').expect("fields");
        let between: Vec<String> = {
            let (kq, kr) = king_from;
            let (rq, rr) = rook_from;
            let steps = (kq - rq).abs().max((kr - rr).abs());
            (1..steps).map(|k| name(kq + (rq - kq) * k / steps, kr + (rr - kr) * k / steps)).collect()
        };
        let kept: Vec<String> = pieces
            .split('/')
            .map(|list| list.split(',').filter(|e| !between.iter().any(|b| &e[1..] == b)).collect::<Vec<_>>().join(","))
            .collect();
        let mut g = game(&format!("{} {seat} 0", kept.join("/")));
        let castle = format!("{}-{}", name(king_from.0, king_from.1), name(king_to.0, king_to.1));
        assert!(legal(&g).contains(&castle), "seat {seat}: {castle} missing from {:?}", legal(&g));
        play(&mut g, &castle);
        let text = g.position_string();
        assert!(text.contains(&format!("K{}*", name(king_to.0, king_to.1))), "{text}");
        assert!(text.contains(&format!("R{}*", name(rook_to.0, rook_to.1))), "{text}");
    }
}

#[test]
fn castling_through_an_attacked_cell_is_refused() {
    // P0 castles from (-4,7) to (-6,7) across (-5,7). A P1 rook on (-5,0) attacks the crossed cell.
    let castle = format!("{}-{}", name(-4, 7), name(-6, 7));
    let position = |p1_extra: &str| {
        game(&format!("K{},R{}/K{}*{p1_extra}/K{}* 0 0", name(-4, 7), name(-7, 7), name(-3, -4), name(7, -3)))
    };
    let attacked = position(&format!(",R{}", name(-5, 0)));
    assert!(!legal(&attacked).contains(&castle), "{:?}", legal(&attacked));
    let landing_attacked = position(&format!(",R{}", name(-6, 0)));
    assert!(!legal(&landing_attacked).contains(&castle));
    assert!(legal(&position("")).contains(&castle), "{:?}", legal(&position("")));
}

#[test]
fn pawn_steps_double_steps_and_blocking() {
    // P0 pawn on (-2,6): steps FL (0,-1) and FR (1,-1), doubles on its first move.
    let pawn = name(-2, 6);
    let g = kings_and(&format!("P{pawn}"), "", "", 0);
    let moves: Vec<String> = legal(&g).into_iter().filter(|m| m.starts_with(&pawn)).collect();
    let mut expected = vec![
        format!("{pawn}-{}", name(-2, 5)),
        format!("{pawn}-{}", name(-2, 4)),
        format!("{pawn}-{}", name(-1, 5)),
        format!("{pawn}-{}", name(0, 4)),
    ];
    expected.sort();
    let mut moves_sorted = moves.clone();
    moves_sorted.sort();
    assert_eq!(moves_sorted, expected);
    // A piece two cells ahead blocks only the double step; one cell ahead blocks both.
    let g = kings_and(&format!("P{pawn}"), &format!("P{}*", name(-2, 4)), "", 0);
    let moves = legal(&g);
    assert!(
        moves.contains(&format!("{pawn}-{}", name(-2, 5))) && !moves.contains(&format!("{pawn}-{}", name(-2, 4))),
        "{moves:?}"
    );
    let g = kings_and(&format!("P{pawn}"), &format!("P{}*", name(-2, 5)), "", 0);
    let moves = legal(&g);
    assert!(!moves.iter().any(|m| m == &format!("{pawn}-{}", name(-2, 5)) || m == &format!("{pawn}-{}", name(-2, 4))));
    // A pawn that has moved steps once only.
    let g = kings_and(&format!("P{pawn}*"), "", "", 0);
    assert!(!legal(&g).contains(&format!("{pawn}-{}", name(-2, 4))));
}

#[test]
fn p0_promotes_on_each_of_its_three_edges() {
    // r = -7 (far edge), s = +7 (P1's home edge), q = +7 (P2's home edge).
    for (from, to) in [((3, -6), (3, -7)), ((-4, -2), (-4, -3)), ((6, -1), (7, -2))] {
        let pawn = name(from.0, from.1);
        let g = kings_and(&format!("P{pawn}*"), "", "", 0);
        let target = name(to.0, to.1);
        let promotions: Vec<String> =
            legal(&g).into_iter().filter(|m| m.starts_with(&format!("{pawn}-{target}"))).collect();
        assert_eq!(promotions.len(), 4, "{pawn} -> {target}: {promotions:?}");
        assert!(matches!(
            g.parse_move(&format!("{pawn}-{target}")),
            Err(TrichessMoveError::Illegal { reason: TrichessIllegal::PromotionRequired, .. })
        ));
        let mut after = g.clone();
        play(&mut after, &format!("{pawn}-{target}=N"));
        assert!(after.position_string().contains(&format!("N{target}")), "{}", after.position_string());
    }
}

#[test]
fn a_pin_by_one_opponent_while_the_other_checks() {
    // P1's rook on (-4,4) checks P0's king on (-4,7). P0's knight on (-2,5) could take it, but
    // P2's queen on (0,3) pins the knight along the king's (1,-1) line.
    let knight = name(-2, 5);
    let take = format!("{knight}-{}", name(-4, 4));
    let pinned = kings_and(&format!("N{knight}"), &format!("R{}", name(-4, 4)), &format!("Q{}", name(0, 3)), 0);
    assert!(pinned.position().in_check(0));
    assert!(!legal(&pinned).iter().any(|m| m.starts_with(&knight)), "{:?}", legal(&pinned));
    for mv in legal(&pinned) {
        let mut after = pinned.clone();
        play(&mut after, &mv);
        assert!(!after.position().in_check(0), "{mv} leaves P0 in check");
    }
    let free = kings_and(&format!("N{knight}"), &format!("R{}", name(-4, 4)), "", 0);
    assert!(legal(&free).contains(&take), "{:?}", legal(&free));
    assert!(matches!(
        pinned.parse_move(&take),
        Err(TrichessMoveError::Illegal { reason: TrichessIllegal::LeavesKingInCheck, .. })
    ));
}

#[test]
fn checkmate_scores_two_points_split_by_attacking_pieces() {
    // P1's king on h15 = (0,-7), P1 to move, mated in each case (positions found by a search
    // over queen, rook and knight placements; the split follows the attackers on h15).
    let cases = [
        ("Kd1*,Qi15/Kh15*/Ko11*,Qj15 1 0", [Points::whole(2), Points::ZERO, Points::ZERO]),
        ("Kd1*,Qj15/Kh15*/Ko11*,Qi15 1 0", [Points::ZERO, Points::ZERO, Points::whole(2)]),
        ("Kd1*,Qi15/Kh15*/Ko11*,Qg14 1 0", [Points::whole(1), Points::ZERO, Points::whole(1)]),
        ("Kd1*,Ri15,Nj14/Kh15*/Ko11*,Qh14 1 0", [Points::new(4, 3), Points::ZERO, Points::new(2, 3)]),
    ];
    for (text, expected) in cases {
        let g = game(text);
        assert!(g.position().in_check(1), "{text}");
        assert_eq!(scores(&g), (expected.to_vec(), EndReason::Checkmate), "{text}");
    }
}

#[test]
fn points_arithmetic() {
    assert_eq!(Points::new(4, 2), Points::whole(2));
    assert_eq!(Points::whole(1) + Points::whole(1), Points::whole(2));
    assert_eq!(Points::new(4, 3) + Points::new(2, 3), Points::whole(2));
    assert_eq!(Points::new(3, 2) + Points::new(1, 2), Points::whole(2));
    assert_eq!((Points::new(4, 3).to_string(), Points::new(0, 5).to_string()), ("4/3".to_owned(), "0".to_owned()));
    assert_eq!(Points::new(1, 0), Points::ZERO);
}

#[test]
fn stalemate_repetition_and_the_quiet_rule_give_two_thirds_each() {
    let two_thirds = vec![Points::new(2, 3); 3];
    // P1's king on h15 has no move and is not in check.
    let stalemate = game("Kd1*,Ri14/Kh15*/Ko11*,Qi13 1 0");
    assert!(!stalemate.position().in_check(1));
    assert_eq!(scores(&stalemate), (two_thirds.clone(), EndReason::Stalemate));
    let mut g = kings_and("", "", "", 0);
    let (k0, k1, k2) = (name(-4, 7), name(-3, -4), name(7, -3));
    let (b0, b1, b2) = (name(-3, 7), name(-4, -3), name(7, -4));
    for _ in 0..2 {
        play(&mut g, &format!("{k0}-{b0}"));
        play(&mut g, &format!("{k1}-{b1}"));
        play(&mut g, &format!("{k2}-{b2}"));
        play(&mut g, &format!("{b0}-{k0}"));
        play(&mut g, &format!("{b1}-{k1}"));
        if matches!(g.status(), Status::Ongoing { .. }) {
            play(&mut g, &format!("{b2}-{k2}"));
        }
    }
    assert_eq!(scores(&g), (two_thirds.clone(), EndReason::Repetition));
    let quiet = game(&kings_and("", "", "", 0).position_string().replace(" 0 0", " 0 150"));
    assert_eq!(scores(&quiet), (two_thirds, EndReason::QuietRounds));
}

#[test]
fn resignation_and_agreement_scores() {
    let g = TrichessGame::new();
    assert_eq!(
        g.resignation_outcome(tabula_rules::Seat(2)),
        Outcome::Scores {
            points: vec![Points::whole(1), Points::whole(1), Points::ZERO],
            reason: EndReason::Resignation
        }
    );
    assert_eq!(
        g.agreement_outcome(),
        Outcome::Scores { points: vec![Points::new(2, 3); 3], reason: EndReason::Agreement }
    );
}

#[test]
fn a_king_is_never_captured_after_a_discovered_attack() {
    // P0 to move; P1's king on (0,-7) stands on the line of P0's rook on (0,-2) with nothing
    // between: the capture is not generated, and after P0's move P1 must answer the check.
    let mut g =
        game(&format!("K{}*,R{}/K{}*,P{}*/K{}* 0 0", name(-4, 7), name(0, -2), name(0, -7), name(-3, -3), name(7, -3)));
    let capture = format!("{}-{}", name(0, -2), name(0, -7));
    assert!(!legal(&g).contains(&capture));
    assert!(matches!(g.parse_move(&capture), Err(TrichessMoveError::Illegal { .. })));
    play(&mut g, &format!("{}-{}", name(-4, 7), name(-3, 7)));
    assert!(g.position().in_check(1));
    for mv in legal(&g) {
        let mut after = g.clone();
        play(&mut after, &mv);
        assert!(!after.position().in_check(1), "{mv} leaves P1 in check");
    }
}

#[test]
fn bad_input_is_reported() {
    for bad in [
        "",
        "Kd1 0 0",
        "Kd1/Ke12/Ko11 3 0",
        "Kd1/Ke12/Ko11 0 x",
        "Kd1,Kd2/Ke12/Ko11 0 0",
        "Xd1/Ke12/Ko11 0 0",
        "Kd1/Ke12/Ka15 0 0",
        "Kd1,Qd1/Ke12/Ko11 0 0",
    ] {
        assert!(TrichessGame::from_position(bad).is_err(), "{bad}");
    }
    let g = TrichessGame::new();
    for bad in ["", "d1", "d1-", "d1-z9", "a2-a3=K", "a2-a3=", "a2-a3=QQ"] {
        assert!(matches!(g.parse_move(bad), Err(TrichessMoveError::Malformed(_))), "{bad}");
    }
    assert!(matches!(
        g.parse_move("e12-e11"),
        Err(TrichessMoveError::Illegal { reason: TrichessIllegal::NotYourPiece, .. })
    ));
    assert!(matches!(
        g.parse_move("a3-a4"),
        Err(TrichessMoveError::Illegal { reason: TrichessIllegal::NoPieceThere, .. })
    ));
}

// ----- the slow reference: a map of cells, the spec's literal tables, nothing from the crate
// but cell names for comparing moves -----

type Cell = (i8, i8);
#[derive(Clone, Copy, PartialEq)]
struct P {
    seat: u8,
    role: char,
    moved: bool,
}

fn on_board((q, r): Cell) -> bool {
    q.abs() <= 7 && r.abs() <= 7 && (q + r).abs() <= 7
}

fn rot((q, r): Cell, times: u8) -> Cell {
    (0..times).fold((q, r), |(q, r), _| (-q - r, q))
}

fn reference_start() -> HashMap<Cell, P> {
    let mut map = HashMap::new();
    let back = [(-7, 'R'), (-6, 'B'), (-5, 'N'), (-4, 'K'), (-3, 'Q'), (-2, 'N'), (-1, 'B'), (0, 'R')];
    for seat in 0..3 {
        let mut put = |cell: Cell, role| {
            map.insert(rot(cell, seat), P { seat, role, moved: false });
        };
        for (q, role) in back {
            put((q, 7), role);
        }
        put((-3, 6), 'B');
        for q in [-7, -6, -5, -4, -2, -1, 0, 1] {
            put((q, 6), 'P');
        }
    }
    map
}

const STRAIGHT: [Cell; 6] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];
const DIAG: [Cell; 6] = [(1, 1), (-1, -1), (2, -1), (-2, 1), (1, -2), (-1, 2)];
const KNIGHT: [Cell; 12] =
    [(-3, 1), (-3, 2), (-2, -1), (-2, 3), (-1, -2), (-1, 3), (1, -3), (1, 2), (2, -3), (2, 1), (3, -2), (3, -1)];

fn add((a, b): Cell, (c, d): Cell) -> Cell {
    (a + c, b + d)
}

fn attacked(map: &HashMap<Cell, P>, target: Cell, by: u8) -> bool {
    for (dirs, roles) in [(STRAIGHT, ['R', 'Q']), (DIAG, ['B', 'Q'])] {
        for d in dirs {
            let mut c = add(target, d);
            let mut first = true;
            while on_board(c) {
                if let Some(p) = map.get(&c) {
                    if p.seat == by && (roles.contains(&p.role) || (first && p.role == 'K')) {
                        return true;
                    }
                    break;
                }
                c = add(c, d);
                first = false;
            }
        }
    }
    if KNIGHT.iter().any(|&k| map.get(&add(target, k)).is_some_and(|p| p.seat == by && p.role == 'N')) {
        return true;
    }
    [(-1, -1), (1, -2), (2, -1)].iter().any(|&d| {
        let d = rot(d, by);
        map.get(&(target.0 - d.0, target.1 - d.1)).is_some_and(|p| p.seat == by && p.role == 'P')
    })
}

fn promotes(seat: u8, cell: Cell) -> bool {
    let (q, r) = rot(cell, (3 - seat) % 3);
    -q - r == 7 || r == -7 || q == 7
}

/// Legal moves as (from, to, promotion) with the resulting map.
fn reference_moves(map: &HashMap<Cell, P>, seat: u8) -> Vec<(String, HashMap<Cell, P>)> {
    let mut out = Vec::new();
    let mut candidates: Vec<(Cell, Cell, Option<char>)> = Vec::new();
    let takeable = |c: Cell| on_board(c) && map.get(&c).is_none_or(|p| p.seat != seat && p.role != 'K');
    for (&from, &p) in map.iter().filter(|(_, p)| p.seat == seat) {
        let slides = |dirs: &[Cell], far: bool, out: &mut Vec<(Cell, Cell, Option<char>)>| {
            for &d in dirs {
                let mut c = add(from, d);
                while on_board(c) {
                    if takeable(c) {
                        out.push((from, c, None));
                    }
                    if map.contains_key(&c) || !far {
                        break;
                    }
                    c = add(c, d);
                }
            }
        };
        match p.role {
            'R' => slides(&STRAIGHT, true, &mut candidates),
            'B' => slides(&DIAG, true, &mut candidates),
            'Q' => slides(&[STRAIGHT, DIAG].concat(), true, &mut candidates),
            'K' => slides(&[STRAIGHT, DIAG].concat(), false, &mut candidates),
            'N' => candidates
                .extend(KNIGHT.iter().map(|&k| add(from, k)).filter(|&c| takeable(c)).map(|c| (from, c, None))),
            _ => {
                let mut targets = Vec::new();
                for step in [rot((0, -1), seat), rot((1, -1), seat)] {
                    let one = add(from, step);
                    if on_board(one) && !map.contains_key(&one) {
                        targets.push(one);
                        let two = add(one, step);
                        if !p.moved && on_board(two) && !map.contains_key(&two) {
                            targets.push(two);
                        }
                    }
                }
                for d in [(-1, -1), (1, -2), (2, -1)] {
                    let c = add(from, rot(d, seat));
                    if on_board(c) && map.get(&c).is_some_and(|q| q.seat != seat && q.role != 'K') {
                        targets.push(c);
                    }
                }
                for to in targets {
                    if promotes(seat, to) {
                        candidates.extend(['Q', 'R', 'B', 'N'].map(|role| (from, to, Some(role))));
                    } else {
                        candidates.push((from, to, None));
                    }
                }
            }
        }
    }
    let name_of = |c: Cell| name(c.0, c.1);
    for (from, to, promotion) in candidates {
        let mut next = map.clone();
        let Some(mut piece) = next.remove(&from) else { continue };
        piece.moved = true;
        if let Some(role) = promotion {
            piece.role = role;
        }
        next.insert(to, piece);
        let king = next.iter().find(|(_, p)| p.seat == seat && p.role == 'K').map(|(c, _)| *c);
        if king.is_some_and(|k| (1..3).all(|o| !attacked(&next, k, (seat + o) % 3))) {
            let mut text = format!("{}-{}", name_of(from), name_of(to));
            if let Some(role) = promotion {
                text.push('=');
                text.push(role);
            }
            out.push((text, next));
        }
    }
    // Castling, from the spec's table for P0, rotated.
    let table: [(Cell, Cell, Cell, Cell, &[Cell]); 2] = [
        ((-4, 7), (-6, 7), (-7, 7), (-5, 7), &[(-5, 7), (-6, 7)]),
        ((-4, 7), (-2, 7), (0, 7), (-3, 7), &[(-3, 7), (-2, 7), (-1, 7)]),
    ];
    for (kf, kt, rf, rt, empty) in table {
        let (kf, kt, rf, rt) = (rot(kf, seat), rot(kt, seat), rot(rf, seat), rot(rt, seat));
        let ok_piece = |c: Cell, role| map.get(&c) == Some(&P { seat, role, moved: false });
        let crossed = rot(empty[0], seat);
        let safe = |c: Cell| (1..3).all(|o| !attacked(map, c, (seat + o) % 3));
        if ok_piece(kf, 'K')
            && ok_piece(rf, 'R')
            && empty.iter().all(|&c| !map.contains_key(&rot(c, seat)))
            && safe(kf)
            && safe(crossed)
            && safe(kt)
        {
            let mut next = map.clone();
            next.remove(&kf);
            next.remove(&rf);
            next.insert(kt, P { seat, role: 'K', moved: true });
            next.insert(rt, P { seat, role: 'R', moved: true });
            out.push((format!("{}-{}", name_of(kf), name_of(kt)), next));
        }
    }
    out
}

fn reference_perft(map: &HashMap<Cell, P>, seat: u8, depth: u32) -> u64 {
    let moves = reference_moves(map, seat);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves.iter().map(|(_, next)| reference_perft(next, (seat + 1) % 3, depth - 1)).sum()
}

#[test]
fn perft_agrees_with_the_reference() {
    let start = reference_start();
    let g = TrichessGame::new();
    let mut fast = legal(&g);
    fast.sort();
    let mut slow: Vec<String> = reference_moves(&start, 0).into_iter().map(|(m, _)| m).collect();
    slow.sort();
    assert_eq!(fast, slow);
    for (depth, nodes) in [(1, 76), (2, 5_474), (3, 387_455)] {
        assert_eq!(g.perft(depth), nodes, "depth {depth}");
        assert_eq!(reference_perft(&start, 0, depth), nodes, "reference, depth {depth}");
    }
}

#[test]
fn random_games_agree_with_the_reference_and_keep_invariants() {
    let mut rng = Rng(0x3C4E55);
    let mut moves = Vec::new();
    let mut compared = 0;
    let mut in_check = 0;
    for _ in 0..12 {
        let mut g = TrichessGame::new();
        for ply in 0..150 {
            let text = g.position_string();
            assert_eq!(g.position().hash(), g.position().compute_hash(), "{text}");
            assert_eq!(game(&text).position(), g.position(), "{text}");
            // Every position in check too: moves out of check have their own legality test.
            let checked = g.position().in_check(g.position().to_move());
            in_check += usize::from(checked);
            if ply % 10 == 0 || checked {
                let map = map_of(&g);
                let mut slow: Vec<String> =
                    reference_moves(&map, g.position().to_move()).into_iter().map(|(m, _)| m).collect();
                slow.sort();
                let mut fast = legal(&g);
                fast.sort();
                assert_eq!(fast, slow, "{text}");
                let maps = g.position().attack_maps();
                for cell in 0..tabula_rules::trichess::CELLS as u8 {
                    for seat in 0..3u8 {
                        let one = g.position().attackers(cell, seat);
                        assert_eq!(
                            maps[seat as usize][cell as usize] as usize, one,
                            "{text}: cell {cell}, seat {seat}"
                        );
                    }
                }
                // The search's partial generators: the noisy moves alone, and the next
                // seat's moves as if it were its turn.
                let position = g.position();
                let mut all = Vec::new();
                position.legal_moves(&mut all);
                let mut noisy = Vec::new();
                position.append_noisy_moves_of(position.to_move(), &mut noisy);
                all.retain(|m| position.piece_at(m.to).is_some() || matches!(m.kind, TriMoveKind::Promotion(_)));
                assert_eq!(noisy, all, "{text}");
                let next = (position.to_move() + 1) % 3;
                let mut waiting = g.clone();
                waiting.play_pass();
                let (mut passed, mut appended) = (Vec::new(), Vec::new());
                waiting.legal_moves(&mut passed);
                position.append_legal_moves_of(next, &mut appended);
                assert_eq!(appended, passed, "{text}");
                compared += 1;
            }
            if matches!(g.status(), Status::Over(_)) {
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
    assert!(compared > 50);
    assert!(in_check > 20, "only {in_check} positions in check");
}

fn map_of(g: &TrichessGame) -> HashMap<Cell, P> {
    let mut map = HashMap::new();
    for cell in 0..tabula_rules::trichess::CELLS as u8 {
        if let Some(piece) = g.position().piece_at(cell) {
            let role = piece.role.letter();
            map.insert(BOARD.coords(cell), P { seat: piece.seat, role, moved: piece.moved });
        }
    }
    map
}

#[test]
fn a_search_pass_hands_the_turn_on_and_is_taken_back() {
    let mut g = TrichessGame::new();
    let before = (g.position_string(), g.hash());
    g.play_pass();
    assert_eq!(g.to_move().0, 1);
    assert_eq!(g.hash(), g.position().compute_hash(), "the pass keeps the hash incremental");
    assert_ne!(g.hash(), before.1);
    // P1's moves from the start are P0's rotated: 76 of them.
    assert_eq!(legal(&g).len(), 76);
    assert!(g.undo());
    assert_eq!((g.position_string(), g.hash()), before);
}
