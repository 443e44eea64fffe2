//! Searching on more than one thread (a level's `threads`): the helpers share the table, the
//! search still completes the depth asked for and finds what one thread finds, and a stop ends
//! every thread at once.

use std::time::{Duration, Instant};
use tabula_ai::games::trichess_brs::BestReply;
use tabula_ai::{Level, Limits, Rng, SearchGame, SearchHandle, level_for, search_now};
use tabula_rules::chess::ChessGame;
use tabula_rules::trichess::{BOARD, TrichessGame};
use tabula_rules::{Game, Status};

fn on_threads(variant: &str, threads: u32) -> Level {
    Level { threads: Some(threads), ..level_for(variant, "Master").expect("Master") }
}

fn from<G: Game>(text: &str) -> G {
    G::from_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn two_threads_find_a_chess_mate() {
    // The queen takes the rook on d8 with mate: the back rank is shut by its own pawns.
    let game = from::<ChessGame>("3r2k1/5ppp/8/8/8/8/3Q1PPP/3R2K1 w - - 0 1");
    let result = search_now(&game, &Limits::depth(5), &on_threads("chess", 2), &mut Rng::new(3));
    assert_eq!(game.move_string(result.best.expect("a move")), "d2d8");
    assert_eq!(result.info.mate_in, Some(1));
}

#[test]
fn two_threads_play_a_trichess_mate_in_one() {
    let game = from::<TrichessGame>("Kd1*,Qi14/Kh15*/Ko11*,Qj15 0 0");
    let result =
        search_now(&BestReply::new(game.clone()), &Limits::depth(4), &on_threads("trichess", 2), &mut Rng::new(3));
    let mut after = game.clone();
    after.play(result.best.expect("a move"));
    assert!(
        matches!(after.status(), Status::Over(_)),
        "{} does not end the game",
        game.move_string(result.best.unwrap())
    );
}

#[test]
fn two_threads_complete_the_depth_and_count_both_threads_nodes() {
    // A Trichess middlegame (ply 10 of a Club game), where depth 4 takes some thousands of nodes.
    let mut game = TrichessGame::new();
    for mv in "e2-g3 e12-f11 n11-l7 f2-f3 f12-g12 o12-i9 g1-c5 c9-e9 o11-o12".split(' ') {
        game.play(game.parse_move(mv).expect("legal"));
    }
    let brs = BestReply::new(game.clone());
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    for threads in [1, 2] {
        let result = search_now(&brs, &Limits::depth(4), &on_threads("trichess", threads), &mut Rng::new(3));
        assert_eq!(result.info.depth, 4, "{threads} threads");
        assert!(legal.contains(&result.best.expect("a move")), "{threads} threads");
        assert_eq!(result.info.pv.first(), result.best.as_ref(), "{threads} threads");
    }
}

#[test]
fn a_stop_ends_every_thread_of_an_endless_search() {
    let game = ChessGame::new();
    let limits = Limits { infinite: true, ..Limits::default() };
    let handle = SearchHandle::start(game, limits, on_threads("chess", 2), Rng::new(3), |_| {});
    std::thread::sleep(Duration::from_millis(200));
    let asked = Instant::now();
    handle.stop();
    let result = handle.wait().expect("a result");
    assert!(asked.elapsed() < Duration::from_millis(500), "took {:?} to stop", asked.elapsed());
    assert!(result.best.is_some());
}

#[test]
fn levels_that_make_mistakes_search_on_one_thread() {
    let club = Level { threads: Some(4), ..level_for("chess", "Casual").expect("Casual") };
    assert!(club.makes_mistakes());
    assert_eq!(club.search_threads(), 1);
    assert_eq!(on_threads("chess", 4).search_threads(), 4);
    assert_eq!(on_threads("chess", 0).search_threads(), 1);
}

/// The table keeps a best move by `SearchGame::move_key`: it must tell apart every legal move
/// of a position, promotions to different pieces included.
#[test]
fn move_keys_tell_every_legal_move_apart() {
    fn distinct<G: SearchGame>(game: &G) {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let mut keys: Vec<u32> = moves.iter().map(|&mv| game.move_key(mv)).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), moves.len(), "{}", game.position_string());
        assert!(keys.iter().all(|&key| key < 1 << 21));
    }
    distinct(&from::<ChessGame>("8/1P4k1/8/8/8/8/6K1/8 w - - 0 1"));
    distinct(&from::<ChessGame>("r3k2r/pPppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"));
    // P0's pawn one step from its far edge (r = -7), each seat's king at home.
    let cell = |q: i8, r: i8| BOARD.name(BOARD.cell((q, r)).expect("on the board"));
    let promoting =
        from::<TrichessGame>(&format!("K{}*,P{}*/K{}*/K{}* 0 0", cell(-4, 7), cell(3, -6), cell(-3, -4), cell(7, -3)));
    let mut moves = Vec::new();
    promoting.legal_moves(&mut moves);
    assert!(moves.len() > 8, "{} moves", moves.len());
    distinct(&promoting);
    distinct(&BestReply::new(TrichessGame::new()));
}
