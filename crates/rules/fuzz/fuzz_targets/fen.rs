//! Any text: FEN parsing never panics, and whatever parses prints a FEN that reads back equal.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabula_rules::chess::Position;

fuzz_target!(|text: &str| {
    if let Ok(position) = Position::from_fen(text) {
        let fen = position.fen();
        let reread = Position::from_fen(&fen).expect("our own FEN reads back");
        assert_eq!(reread, position);
        assert_eq!(position.hash(), position.compute_hash());
        let _ = position.legal_moves();
    }
});
