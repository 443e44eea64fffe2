//! What the server accepts from strangers before anything is stored or shown to others: player
//! names, clock settings, and the challenge codes it hands out (easy to read aloud, hard to
//! guess).

use std::time::Duration;
use tabula_table::ClockSetup;

/// The longest name, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// The shortest and longest base time of a clock, and the largest increment.
pub const MIN_BASE: Duration = Duration::from_secs(15);
pub const MAX_BASE: Duration = Duration::from_secs(3 * 60 * 60);
pub const MAX_INCREMENT: Duration = Duration::from_secs(3 * 60);

/// A name as it will be stored and shown: trimmed, 1 to 24 characters, none of them a control
/// character or one that reorders text (bidirectional overrides and isolates could make a name
/// display as another).
pub fn player_name(raw: &str) -> Result<String, String> {
    // Runs of spaces inside read as one: "a  b" is "a b", not a second player who looks alike.
    let name = raw.split(' ').filter(|word| !word.is_empty()).collect::<Vec<_>>().join(" ");
    let name = name.trim();
    if name.is_empty() {
        return Err("a name needs at least one character".to_owned());
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(format!("a name has at most {MAX_NAME_CHARS} characters"));
    }
    let refused = |c: char| {
        c.is_control() || (c.is_whitespace() && c != ' ') || reorders_text(c) || invisible(c) || noncharacter(c)
    };
    if let Some(bad) = name.chars().find(|&c| refused(c)) {
        return Err(format!("a name may not hold the character U+{:04X}", bad as u32));
    }
    // Accents belong on letters: none may start a name, and no letter carries a stack of them.
    let mut marks = 0;
    for (index, c) in name.chars().enumerate() {
        marks = if combining(c) { marks + 1 } else { 0 };
        if (index == 0 && marks == 1) || marks > 3 {
            return Err("a name's accents must sit on letters, at most three on one".to_owned());
        }
    }
    Ok(name.to_owned())
}

/// Code points Unicode promises never to assign.
fn noncharacter(c: char) -> bool {
    matches!(c, '\u{FDD0}'..='\u{FDEF}') || (c as u32 & 0xFFFE) == 0xFFFE
}

/// The combining marks of the blocks made for them.
fn combining(c: char) -> bool {
    matches!(
        c,
        '\u{0300}'..='\u{036F}' | '\u{1AB0}'..='\u{1AFF}' | '\u{1DC0}'..='\u{1DFF}' | '\u{20D0}'..='\u{20FF}' | '\u{FE20}'..='\u{FE2F}'
    )
}

/// The bidirectional embedding, override and isolate controls, and the implicit marks.
fn reorders_text(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// Characters that draw nothing or only change their neighbours (format characters, fillers,
/// joiners, variation selectors, tags, private use), with which two names could look the same
/// or a name look empty.
fn invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{034F}'
            | '\u{0600}'..='\u{0605}'
            | '\u{06DD}'
            | '\u{070F}'
            | '\u{08E2}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{17B4}'
            | '\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{200B}'..='\u{200D}'
            | '\u{2060}'..='\u{2064}'
            | '\u{206A}'..='\u{206F}'
            | '\u{2800}'
            | '\u{3164}'
            | '\u{E000}'..='\u{F8FF}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{FFF9}'..='\u{FFFB}'
            | '\u{110BD}'
            | '\u{110CD}'
            | '\u{13430}'..='\u{1343F}'
            | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0000}'..='\u{E0FFF}'
            | '\u{F0000}'..
    )
}

/// Refuses clocks outside the bounds a game can be played in (a base time of `min_base`, the
/// server's [`MIN_BASE`] unless a test shortens it, to [`MAX_BASE`]).
pub fn clock(clock: Option<ClockSetup>, min_base: Duration) -> Result<(), String> {
    let Some(clock) = clock else { return Ok(()) };
    let base = Duration::from_secs(u64::from(clock.base_secs));
    if base < min_base || base > MAX_BASE {
        return Err(format!(
            "a clock's base time is {} s to {} s, not {} s",
            min_base.as_secs(),
            MAX_BASE.as_secs(),
            clock.base_secs
        ));
    }
    if Duration::from_secs(u64::from(clock.increment_secs)) > MAX_INCREMENT {
        return Err(format!("an increment is at most {} s, not {} s", MAX_INCREMENT.as_secs(), clock.increment_secs));
    }
    Ok(())
}

/// The letters of a challenge code: Crockford's base 32 (no I, L, O or U, so nothing reads as
/// another letter or a digit). Eight of them carry 40 bits.
const CODE_ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
pub const CODE_LENGTH: usize = 8;

/// A new random challenge code of [`CODE_LENGTH`] letters.
pub fn new_code() -> Result<String, String> {
    let mut bytes = [0u8; CODE_LENGTH];
    getrandom::fill(&mut bytes).map_err(|e| e.to_string())?;
    Ok(bytes.iter().map(|b| char::from(CODE_ALPHABET[usize::from(b & 31)])).collect())
}

/// A code as a person may type it back: any case, spaces and dashes anywhere, and the letters
/// that look like digits (I, L, O) read as those digits.
pub fn normal_code(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| match c.to_ascii_uppercase() {
            'I' | 'L' => '1',
            'O' => '0',
            other => other,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_and_checked() {
        assert_eq!(player_name("  Ada  ").as_deref(), Ok("Ada"));
        assert_eq!(player_name("Zoë Ångström").as_deref(), Ok("Zoë Ångström"));
        for bad in [
            "",
            "   ",
            "a\nb",
            "a\u{7}",
            "evil\u{202E}txt",
            "x\u{2066}y",
            "zero\u{200B}width",
            "\u{2800}",
            "\u{3164}",
            "\u{115F}",
            "\u{FE0F}",
            "a\u{034F}b",
            "a\u{180E}b",
            "a\u{FFF9}b",
            "\u{1D173}x",
            "a\u{E0001}b",
            "a\u{E0041}b",
            "x\u{2028}y",
            "a\u{E000}b",
            "a\u{3000}b",
            "a\tb",
            "\u{0301}",
            "a\u{0301}\u{0301}\u{0301}\u{0301}",
            "a\u{FFFF}b",
            "a\u{FDD0}b",
        ] {
            assert!(player_name(bad).is_err(), "{bad:?} accepted");
        }
        assert_eq!(player_name("a  b").as_deref(), Ok("a b"), "runs of spaces read as one");
        assert_eq!(player_name("Jose\u{0301}").as_deref(), Ok("Jose\u{0301}"), "an accent on a letter");
        assert!(player_name(&"a".repeat(24)).is_ok());
        assert!(player_name(&"a".repeat(25)).is_err());
    }

    #[test]
    fn clocks_have_sane_bounds() {
        let c = |base_secs, increment_secs| clock(Some(ClockSetup { base_secs, increment_secs }), MIN_BASE);
        assert!(c(15, 0).is_ok() && c(10_800, 180).is_ok() && clock(None, MIN_BASE).is_ok());
        assert!(c(0, 0).is_err() && c(14, 0).is_err() && c(10_801, 0).is_err() && c(u32::MAX, 0).is_err());
        assert!(c(60, 181).is_err() && c(60, u32::MAX).is_err());
    }

    #[test]
    fn codes_carry_forty_bits_and_read_back_as_typed() {
        let code = new_code().expect("random");
        assert_eq!(code.len(), CODE_LENGTH);
        assert!(code.bytes().all(|b| CODE_ALPHABET.contains(&b)));
        assert_ne!(code, new_code().expect("random"));
        assert_eq!(normal_code(" 7kq2-m9xd "), "7KQ2M9XD");
        assert_eq!(normal_code("ol1i"), "0111");
    }
}
