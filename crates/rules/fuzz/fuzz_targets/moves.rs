//! A position picked by the first byte, then any text as a SAN and a UCI move: never panics,
//! and every accepted move writes back to text that names the same move.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_rules::Game;
use tabula_rules::chess::ChessGame;

const POSITIONS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "3k4/8/8/1N3N2/8/1N3N2/8/4K2R w K - 0 1",
];

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let game = ChessGame::from_position(POSITIONS[pick as usize % POSITIONS.len()]).expect("valid");
    if let Ok(mv) = game.position().parse_san(text) {
        assert_eq!(game.position().parse_san(&game.position().san(mv)), Ok(mv));
    }
    if let Ok(mv) = game.parse_move(text) {
        assert_eq!(game.parse_move(&game.move_string(mv)), Ok(mv));
    }
});
