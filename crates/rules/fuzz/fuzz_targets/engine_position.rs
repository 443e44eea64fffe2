//! Any text through the game-agnostic face the engine uses: never panics, for every variant.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_rules::Variant;

fuzz_target!(|text: &str| {
    for variant in Variant::ALL {
        if let Ok(mut game) = variant.from_position(text) {
            let _ = game.status();
            for mv in game.legal_move_strings().into_iter().take(3) {
                game.play_str(&mv).expect("a listed move is legal");
                let _ = game.position_string();
                game.undo();
            }
        }
    }
});
