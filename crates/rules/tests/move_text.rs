//! Any text offered as a move, in any game, is refused or played: never a panic (the server
//! reads move text from strangers). Absurd numbers, signs and separators first, then a seeded
//! stream of random strings built from the characters moves are written with.

use tabula_rules::Variant;

const VARIANTS: [Variant; 5] =
    [Variant::Chess, Variant::Marseillais, Variant::Trichess, Variant::Trigame, Variant::Brandubh];

fn absurd() -> Vec<String> {
    let mut texts: Vec<String> = [
        "a1-a-120",
        "a-128-b1",
        "a127-a128",
        "z9999999999-a1",
        "a1-a-2147483648",
        "-",
        "--",
        "a1--a2",
        "a1-",
        "-a1",
        "",
        " ",
        "\u{0}",
        "e2e4e4e4e4",
        "e9e10",
        "a0a0",
        "Qxh7#",
        "O-O-O-O",
        "0-0",
        "e8=Q+",
        "a1xa2",
        "v1-v2",
        "a1-b1-c1-d1",
        "18446744073709551616",
        "é2é4",
        "a1\u{202e}",
        "P@e4",
        "@",
        "a1*",
        "a1+",
        "a1=",
        "wait",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    texts.push("a".repeat(10_000));
    texts.push("1".repeat(10_000));
    texts
}

/// A small deterministic generator (xorshift), so a failure repeats.
fn random_texts(count: usize) -> Vec<String> {
    const PIECES: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789-+=x#@KQRBNPkqrbnpO*/ ";
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..count)
        .map(|_| {
            let length = (next() % 12) as usize;
            (0..length).map(|_| char::from(PIECES[(next() % PIECES.len() as u64) as usize])).collect()
        })
        .collect()
}

#[test]
fn no_move_text_panics_in_any_game() {
    let mut texts = absurd();
    texts.extend(random_texts(20_000));
    for variant in VARIANTS {
        let start = variant.new_game();
        for text in &texts {
            let mut game = start.clone_box();
            let _ = game.play_str(text);
        }
    }
}
