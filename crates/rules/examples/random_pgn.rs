//! Prints random legal chess games as PGN (for checking that other tools read our export):
//! `cargo run --release -p tabula-rules --example random_pgn -- <games> <seed>`.
//! After each game, a comment line `; final <FEN>` gives the position the game reached.

use tabula_rules::Game;
use tabula_rules::chess::{ChessGame, Pgn};

fn main() {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(100);
    let mut state: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut moves = Vec::new();
    for index in 0..games {
        let mut game = ChessGame::new();
        for _ in 0..(next() % 300) {
            if matches!(game.status(), tabula_rules::Status::Over(_)) {
                break;
            }
            game.legal_moves(&mut moves);
            game.play(moves[(next() % moves.len() as u64) as usize]);
        }
        let final_fen = game.position_string();
        let mut pgn = Pgn::new(game);
        pgn.tags.set("Round", &(index + 1).to_string());
        println!("{pgn}");
        println!("; final {final_fen}\n");
    }
}
