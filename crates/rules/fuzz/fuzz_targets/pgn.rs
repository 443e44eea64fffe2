//! Any text: PGN import never panics, and an imported game exports to PGN that imports equal.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_rules::chess::Pgn;

fuzz_target!(|text: &str| {
    if let Ok(games) = Pgn::parse_all(text) {
        for pgn in games {
            let written = pgn.to_string();
            let reread = Pgn::parse(&written).expect("our own PGN reads back");
            assert_eq!(reread.game, pgn.game);
        }
    }
});
