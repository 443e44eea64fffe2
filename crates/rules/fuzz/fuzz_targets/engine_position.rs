//! Any text through the game-agnostic face the engine uses: never panics, for every variant.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_rules::{VARIANTS, new_game_from_position};

fuzz_target!(|text: &str| {
    for variant in VARIANTS {
        if let Some(Ok(mut game)) = new_game_from_position(variant.name, text) {
            let _ = game.status();
            for mv in game.legal_move_strings().into_iter().take(3) {
                game.play_str(&mv).expect("a listed move is legal");
                let _ = game.position_string();
                game.undo();
            }
        }
    }
});
