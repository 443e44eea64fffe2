//! Tactics the levels must find (issue: mate in 1 and 2 at Club and above; Brandubh escapes,
//! king captures and fork blocks; a free Trigame capture; a Trichess mate in one), and legal
//! moves from every level in every game.

use std::time::Duration;
use tabula_ai::games::trichess_brs::BestReply;
use tabula_ai::{Level, Limits, Rng, SearchGame, level_for, levels_for, search_now};
use tabula_rules::chess::ChessGame;
use tabula_rules::marseillais::MarseillaisGame;
use tabula_rules::tafl::Brandubh;
use tabula_rules::trichess::TrichessGame;
use tabula_rules::trigame::TrigameGame;
use tabula_rules::{Game, Status};

fn best<G: SearchGame>(game: &G, level_name: &str) -> String {
    let level = level_for(G::VARIANT, level_name).expect("level");
    let limits = Limits { depth: Some(level.max_depth.min(7)), ..Limits::default() };
    let result = search_now(game, &limits, &level, &mut Rng::new(7));
    game.move_string(result.best.expect("a move"))
}

fn from<G: Game>(text: &str) -> G {
    G::from_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn chess_mates_in_one_and_two_at_club_and_above() {
    for name in ["Club", "Expert", "Master"] {
        // Mate in one: back-rank rook.
        assert_eq!(best(&from::<ChessGame>("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"), name), "a1a8", "{name}");
        // Mate in two: queen sacrifice then rook mate (1.Qh7+?) - a classic: 1.Qxh7+ Kxh7 2.Rh3#?
        // Use a clean one: 1.Qd8+ Rxd8 2.Rxd8#.
        let g = from::<ChessGame>("3r2k1/5ppp/8/8/8/8/3Q1PPP/3R2K1 w - - 0 1");
        let first = best(&g, name);
        assert_eq!(first, "d2d8", "{name}");
    }
}

#[test]
fn marseillais_mate_in_one_turn() {
    // White to move with two half-moves: Ra8 is mate already on the first half-move.
    let g = from::<MarseillaisGame>("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 5");
    for name in ["Club", "Master"] {
        assert_eq!(best(&g, name), "a1a8", "{name}");
    }
    // Mate needing both half-moves: the rook lifts, then mates (Rb1-b8 after clearing).
    let g = from::<MarseillaisGame>("6k1/5ppp/8/8/8/8/1P6/1R4K1 w - - 0 5");
    let level = level_for("marseillais", "Master").expect("level");
    let result = search_now(&g, &Limits::depth(4), &level, &mut Rng::new(1));
    assert!(result.info.mate_in.is_some_and(|m| m > 0), "{:?}", result.info);
}

#[test]
fn brandubh_tactics() {
    // The king escapes when a corner is open.
    let escape = best(&from::<Brandubh>("7/7/7/7/7/t6/2K4 d"), "Club");
    assert!(escape == "c1-a1" || escape == "c1-g1", "{escape}");
    // Attackers capture the king when they can (against the corner).
    assert_eq!(best(&from::<Brandubh>("7/7/7/7/7/2t4/1K5 a"), "Club"), "c2-c1");
    // The king on e5 threatens a fork: by e7 it would see a7 and g7 along rank 7 with no single
    // move blocking both (found by brute force: 2 of the attackers' 47 moves stop it, b5-b7
    // and c6-e6). The attackers must stop it now.
    let g = from::<Brandubh>("7/2t4/1tt1K2/7/6t/5t1/2t4 a");
    let threat = from::<Brandubh>("7/2t4/1tt1K2/7/6t/5t1/2t4 d");
    assert!(defenders_can_fork(&threat), "the test position must hold a fork threat");
    for name in ["Club", "Expert", "Master"] {
        let reply = best(&g, name);
        let mut after = g.clone();
        after.play(after.parse_move(&reply).expect("legal"));
        assert!(!defenders_can_fork(&after), "{name}: after {reply} the king still forks two corners");
    }
}

/// With the defenders to move: is there a move after which every attacker reply leaves the
/// king a corner (or the game already won)? Brute force over two plies.
fn defenders_can_fork(game: &Brandubh) -> bool {
    let corner_open = |g: &Brandubh| {
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        // An attacker reply that ends the game has taken the king.
        !matches!(g.status(), Status::Over(_)) && moves.iter().any(|m| g.position().is_corner(m.to))
    };
    let mut ours = Vec::new();
    game.legal_moves(&mut ours);
    ours.iter().any(|&mv| {
        let mut g = game.clone();
        g.play(mv);
        if matches!(g.status(), Status::Over(_)) {
            return true;
        }
        let mut theirs = Vec::new();
        g.legal_moves(&mut theirs);
        theirs.iter().all(|&reply| {
            let mut h = g.clone();
            h.play(reply);
            corner_open(&h)
        })
    })
}

#[test]
fn trigame_takes_a_free_capture() {
    // Black's c on v20 can step onto v30 and take Red's b for free.
    let g = from::<TrigameGame>("cv20,av00,Bv30,Av44,Cv42 b 50 0");
    assert_eq!(best(&g, "Club"), "v20-v30");
}

#[test]
fn trichess_plays_a_mate_in_one() {
    // P0 to move: Q i14 -> i15 mates P1's king on h15 (with the P2 queen on j15 already there
    // the found mate position is "Kd1*,Qi15/Kh15*/Ko11*,Qj15 1 0").
    let g = from::<TrichessGame>("Kd1*,Qi14/Kh15*/Ko11*,Qj15 0 0");
    let mv = best(&g, "Club");
    let mut after = g.clone();
    after.play(after.parse_move(&mv).expect("legal"));
    assert!(matches!(after.status(), Status::Over(_)), "{mv} does not end the game: {}", after.position_string());
}

#[test]
fn trichess_best_reply_plays_a_mate_in_one() {
    let g = TrichessGame::from_position("Kd1*,Qi14/Kh15*/Ko11*,Qj15 0 0").expect("position");
    let mv = best(&BestReply::new(g.clone()), "Club");
    let mut after = g.clone();
    after.play(after.parse_move(&mv).expect("legal"));
    assert!(matches!(after.status(), Status::Over(_)), "{mv} does not end the game: {}", after.position_string());
}

/// Plays `plies` moves, each level in turn, searching each position through `searched` (the
/// game itself, or a search face over it such as Trichess' best-reply search).
fn assert_every_level_plays_legal_moves_via<G: Game, S: SearchGame<Move = G::Move>>(
    game: G,
    plies: usize,
    searched: impl Fn(&G) -> S,
) {
    let all: Vec<Level> = levels_for(G::VARIANT).expect("levels");
    let mut g = game;
    for ply in 0..plies {
        if matches!(g.status(), Status::Over(_)) {
            break;
        }
        let level = &all[ply % all.len()];
        let limits = Limits { movetime: Some(Duration::from_millis(40)), ..Limits::default() };
        let result = search_now(&searched(&g), &limits, level, &mut Rng::new(ply as u64));
        let mv = result.best.expect("a move while the game goes on");
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        assert!(legal.contains(&mv), "{} played an illegal move", level.name);
        g.play(mv);
    }
}

fn assert_every_level_plays_legal_moves<G: SearchGame>(game: G, plies: usize) {
    assert_every_level_plays_legal_moves_via(game, plies, G::clone);
}

#[test]
fn every_level_plays_legal_moves_in_every_game() {
    assert_every_level_plays_legal_moves(ChessGame::new(), 20);
    assert_every_level_plays_legal_moves(MarseillaisGame::new(), 20);
    assert_every_level_plays_legal_moves(Brandubh::new(), 20);
    assert_every_level_plays_legal_moves(TrigameGame::new(), 20);
    assert_every_level_plays_legal_moves(TrichessGame::new(), 9);
}

#[test]
fn every_level_plays_legal_trichess_moves_with_best_reply_search() {
    assert_every_level_plays_legal_moves_via(TrichessGame::new(), 9, |g| BestReply::new(g.clone()));
}
