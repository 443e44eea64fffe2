//! Trichess search cost: quiescence leaves captures that risk a piece for less to the
//! full-width search, and checks do not extend, so a sharp middlegame position searches to
//! depth 4 in a small tree (it took over twelve million nodes with both); and the move chosen
//! is checked against the mates two opponents give in turn, which best-reply search misses.

use tabula_ai::games::trichess_brs::BestReply;
use tabula_ai::{Limits, Rng, SearchGame, SearchResult, level_for, search_now};
use tabula_rules::Game;
use tabula_rules::trichess::{TrichessGame, TrichessMove};

fn position(text: &str) -> TrichessGame {
    TrichessGame::from_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The game after `moves` from the start.
fn after(moves: &str) -> TrichessGame {
    let mut game = TrichessGame::new();
    for mv in moves.split(' ') {
        let parsed = game.parse_move(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
        game.play(parsed);
    }
    game
}

/// The move `level` chooses in `game` at depth 4, with the search's report.
fn search_at_depth_four(game: &TrichessGame, level: &str) -> SearchResult<TrichessMove> {
    let level = level_for("trichess", level).expect("level");
    search_now(&BestReply::new(game.clone()), &Limits::depth(4), &level, &mut Rng::new(1))
}

fn worth(game: &TrichessGame, mv: &str) -> bool {
    game.worth_in_quiescence(game.parse_move(mv).unwrap_or_else(|e| panic!("{mv}: {e}")))
}

#[test]
fn quiescence_skips_a_queen_taking_a_pawn_another_seat_defends() {
    // P0's queen h8 can take P1's pawn i8; P2's rook i3 guards that cell.
    let guarded = position("Kd1*,Qh8/Kh15*,Pi8*/Ko11*,Ri3* 0 0");
    assert!(!worth(&guarded, "h8-i8"));
    // Unguarded, the same capture is searched.
    let free = position("Kd1*,Qh8/Kh15*,Pi8*/Ko11* 0 0");
    assert!(worth(&free, "h8-i8"));
    // A capture of something worth at least the capturer is searched, guarded or not.
    let even = position("Kd1*,Qh8/Kh15*,Qi8*/Ko11*,Ri3* 0 0");
    assert!(worth(&even, "h8-i8"));
    // Quiet moves are not captures: nothing to skip.
    assert!(worth(&free, "h8-h7"));
}

#[test]
fn a_sharp_middlegame_searches_to_depth_four_in_a_small_tree() {
    // Queens out, pieces hanging, checks for every seat: ply 10 of a Club game.
    let game = after("e2-g3 e12-f11 n11-l7 f2-f3 f12-g12 o12-i9 g1-c5 c9-e9 o11-o12");
    let result = search_at_depth_four(&game, "Master");
    assert_eq!(result.info.depth, 4);
    assert!(result.info.nodes < 1_000_000, "{} nodes", result.info.nodes);
}

/// A Club game's position before P0's j7-b3, after which P1's d10-f10 and P2's h2-f1 mate it:
/// two opponents' moves in turn, which best-reply search cannot see.
fn before_a_two_opponent_mate() -> TrichessGame {
    after("e1-f3 g13-h13 n7-m7 f3-a8 b9-f5 o12-m11 d2-e3 f5-d7 m11-h1 g1-j7 d7-f11 h1-h2")
}

#[test]
fn a_move_the_opponents_can_answer_with_mate_in_turn_is_unsafe() {
    let game = before_a_two_opponent_mate();
    let unsafe_move = game.parse_move("j7-b3").expect("legal");
    assert!(game.root_move_unsafe(unsafe_move));
    let mut after = game.clone();
    after.play(unsafe_move);
    for mv in ["d10-f10", "h2-f1"] {
        let parsed = after.parse_move(mv).expect("legal");
        after.play(parsed);
    }
    assert!(matches!(after.status(), tabula_rules::Status::Over(_)), "{}", after.position_string());
}

#[test]
fn expert_steps_around_the_two_opponent_mate() {
    let game = before_a_two_opponent_mate();
    let result = search_at_depth_four(&game, "Expert");
    let chosen = result.best.expect("a move");
    assert!(!game.root_move_unsafe(chosen), "{} is unsafe", game.move_string(chosen));
}

/// Ply 48 of a Master game against two Casuals: the best move by the search (b1-d2) lets P1
/// capture and so open the way for P2's mate. The old guard took the first safe move in the
/// root's order (an order that ranks by bounds, not scores) and played a3-i11, a rook for
/// nothing.
fn before_the_rook_the_guard_gave_away() -> TrichessGame {
    after(
        "e2-m6 d11-k4 n15-l15 m6-e2 k4-k8 n12-l10 c1-b3 k8-i8 o13-m10 e2-c4 f12-h12 n10-m9 a2-a4 a7-c7 o12-l6 d2-d3 b9-f5 l6-f6 f1-e3 a8-b9 o14-n12 d1-c1 e11-k5 f6-e5 g2-i4 k5-e11 e5-f7 e1-a5 f5-h6 o9-m11 a5-c3 c10-f11 m11-h1 a1-a3 g13-g12 n9-l7 c4-e5 g14-e10 f7-d7 e3-f6 i8-l5 n8-m7 f6-d7 l5-k4 n12-d7 b3-a5 k4-k15 d7-n12",
    )
}

#[test]
fn the_guard_plays_the_best_safe_move_searched_again() {
    let game = before_the_rook_the_guard_gave_away();
    let result = search_at_depth_four(&game, "Master");
    let chosen = result.best.expect("a move");
    assert!(game.root_move_unsafe(game.parse_move("b1-d2").expect("legal")));
    assert!(!game.root_move_unsafe(chosen), "{} is unsafe", game.move_string(chosen));
    assert_eq!(result.info.pv.first(), Some(&chosen));
    // The unguarded search scores its own choice about -350: the safe move costs little.
    assert!(result.info.score > -450, "{} scores {}", game.move_string(chosen), result.info.score);
}

/// The depths a best-reply search reports, with `limits`, at Master.
fn depths_reported(game: &TrichessGame, limits: &Limits) -> Vec<u32> {
    let level = level_for("trichess", "Master").expect("level");
    let mut depths = Vec::new();
    let mut record = |info: &tabula_ai::SearchInfo<TrichessMove>| depths.push(info.depth);
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let brs = BestReply::new(game.clone());
    tabula_ai::Searcher::<BestReply>::new(brs.to_move(), stop).with_info(&mut record).search(
        &brs,
        limits,
        &level,
        &mut Rng::new(1),
    );
    depths
}

#[test]
fn best_reply_search_deepens_two_plies_at_a_time_past_depth_two() {
    // An odd depth ends on the root's own move, unanswered: only a depth limit stops there.
    let game = position("Kd1*,Ra1*,Pc2*/Kh15*,Rn15*,Pm13*/Ko11*,Ro8*,Pn10* 0 0");
    assert_eq!(depths_reported(&game, &Limits::depth(6)), [1, 2, 4, 6]);
    assert_eq!(depths_reported(&game, &Limits::depth(5)), [1, 2, 4, 5]);
}
