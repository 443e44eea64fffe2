//! Move letters in the player's language. Chess players of many languages write moves with their
//! own piece letters (German Sf3 for Nf3, French Cf3, Russian Кf3); as an option the move list,
//! hints, analysis and the move box use the language's letters. Saved games keep English
//! letters, as PGN requires.

use std::sync::atomic::{AtomicBool, Ordering};
use tabula_rules::Variant;

static LOCAL_LETTERS: AtomicBool = AtomicBool::new(false);

/// Moves are shown with the language's piece letters from now on (`true`) or with English ones.
pub fn set_local_piece_letters(on: bool) {
    LOCAL_LETTERS.store(on, Ordering::Relaxed);
}

/// English's piece letters, in the order `notation-piece-letters` lists a language's.
const ENGLISH: [&str; 5] = ["K", "Q", "R", "B", "N"];

/// The current language's letters for king, queen, rook, bishop and knight.
pub fn piece_letters() -> [String; 5] {
    let text = crate::tr!("notation-piece-letters");
    let mut letters = ENGLISH.map(str::to_owned);
    for (slot, letter) in letters.iter_mut().zip(text.split_whitespace()) {
        *slot = letter.to_owned();
    }
    letters
}

/// Does the current language write pieces with letters other than English's (a choice worth
/// offering)?
pub fn has_own_letters() -> bool {
    piece_letters().iter().zip(ENGLISH).any(|(own, english)| own != english)
}

fn uses_piece_letters(variant: Variant) -> bool {
    matches!(variant, Variant::Chess | Variant::Marseillais)
}

/// A move (or moves, separated by spaces) as the player reads it: with the language's letters
/// when the option is on and the game writes piece letters.
pub fn shown_move(variant: Variant, text: &str) -> String {
    if !LOCAL_LETTERS.load(Ordering::Relaxed) || !uses_piece_letters(variant) {
        return text.to_owned();
    }
    let letters = piece_letters();
    let (from, to): (Vec<&str>, Vec<&str>) = (ENGLISH.to_vec(), letters.iter().map(String::as_str).collect());
    replace_letters(text, &from, &to)
}

/// A move typed by the player, with the language's letters turned back into English ones (the
/// English letters are still understood).
pub fn typed_move(variant: Variant, text: &str) -> String {
    if !LOCAL_LETTERS.load(Ordering::Relaxed) || !uses_piece_letters(variant) {
        return text.to_owned();
    }
    let letters = piece_letters();
    let (from, to): (Vec<&str>, Vec<&str>) = (letters.iter().map(String::as_str).collect(), ENGLISH.to_vec());
    replace_letters(text, &from, &to)
}

/// Swaps the piece letter that starts each move and the one after `=` (a promotion). Longer
/// letters are tried first (Russian Кр before К).
fn replace_letters(text: &str, from: &[&str], to: &[&str]) -> String {
    let mut order: Vec<usize> = (0..from.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(from[i].chars().count()));
    let swap = |part: &str| -> String {
        for &i in &order {
            if let Some(rest) = part.strip_prefix(from[i]).filter(|_| !from[i].is_empty()) {
                return format!("{}{rest}", to[i]);
            }
        }
        part.to_owned()
    };
    text.split(' ')
        .map(|word| match word.split_once('=') {
            Some((before, after)) => format!("{}={}", swap(before), swap(after)),
            None => swap(word),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    const GERMAN: [&str; 5] = ["K", "D", "T", "L", "S"];
    const RUSSIAN: [&str; 5] = ["Кр", "Ф", "Л", "С", "К"];

    #[test]
    fn piece_letters_start_a_move_and_follow_a_promotion() {
        assert_eq!(replace_letters("Nf3", &ENGLISH, &GERMAN), "Sf3");
        assert_eq!(replace_letters("exd8=Q+", &ENGLISH, &GERMAN), "exd8=D+");
        assert_eq!(replace_letters("O-O Qxe5# Bb5", &ENGLISH, &GERMAN), "O-O Dxe5# Lb5");
        assert_eq!(replace_letters("e4", &ENGLISH, &GERMAN), "e4", "a pawn has no letter");
    }

    #[test]
    fn a_typed_move_is_read_back_and_longer_letters_come_first() {
        assert_eq!(replace_letters("Крe2", &RUSSIAN, &ENGLISH), "Ke2");
        assert_eq!(replace_letters("Кf3", &RUSSIAN, &ENGLISH), "Nf3");
        assert_eq!(replace_letters("Ke2", &ENGLISH, &RUSSIAN), "Крe2");
        assert_eq!(replace_letters("Sf3", &GERMAN, &ENGLISH), "Nf3");
        assert_eq!(replace_letters("Lb5", &GERMAN, &ENGLISH), "Bb5");
    }

    #[test]
    fn every_language_names_five_distinct_letters() {
        for language in super::super::Language::ALL {
            let catalog = super::super::Catalog::new(language);
            let text = catalog.text("notation-piece-letters", None);
            let letters: Vec<&str> = text.split_whitespace().collect();
            assert_eq!(letters.len(), 5, "{language:?}: {text}");
            let mut unique = letters.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), 5, "{language:?}: {text}");
            // No letter may be a file letter, or a pawn move would read as a piece's.
            assert!(letters.iter().all(|l| !("a"..="h").contains(l)), "{language:?}: {text}");
        }
    }
}
