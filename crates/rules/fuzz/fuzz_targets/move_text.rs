//! Any text as a move in any game, from its start (the game picked by the first byte): refused
//! or played, never a panic. The server reads move text from strangers.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_rules::Variant;

const VARIANTS: [Variant; 5] = [Variant::Chess, Variant::Marseillais, Variant::Trichess, Variant::Trigame, Variant::Brandubh];

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let mut game = VARIANTS[pick as usize % VARIANTS.len()].new_game();
    // Several moves in one input, separated by spaces, reach positions past the start.
    for word in text.split(' ') {
        let _ = game.play_str(word);
    }
});
