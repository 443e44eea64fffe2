//! Puzzle themes in the player's language: their names in the trainer's filter and under a
//! puzzle, and the hint a puzzle gives (its most telling theme, `tabula_coach::themes`).

use crate::tr;

/// A theme's name: "fork", "mate in 3". A theme the client does not know shows as written.
pub fn theme_name(theme: &str) -> String {
    if let Some((stem, count)) = counted(theme) {
        return match stem {
            "mate in" => tr!("theme-mate-in", count = count),
            "escape in" => tr!("theme-escape-in", count = count),
            "king capture in" => tr!("theme-king-capture-in", count = count),
            _ => tr!("theme-win-in", count = count),
        };
    }
    match theme {
        "smothered mate" => tr!("theme-smothered-mate"),
        "back-rank mate" => tr!("theme-back-rank-mate"),
        "mate alone" => tr!("theme-mate-alone"),
        "shared mate" => tr!("theme-shared-mate"),
        "forced mate" => tr!("theme-forced-mate"),
        "forced win" => tr!("theme-forced-win"),
        "double check" => tr!("theme-double-check"),
        "discovered check" => tr!("theme-discovered-check"),
        "discovered attack" => tr!("theme-discovered-attack"),
        "fork" => tr!("theme-fork"),
        "skewer" => tr!("theme-skewer"),
        "pin" => tr!("theme-pin"),
        "deflection" => tr!("theme-deflection"),
        "attraction" => tr!("theme-attraction"),
        "trapped piece" => tr!("theme-trapped-piece"),
        "promotion" => tr!("theme-promotion"),
        "advanced pawn" => tr!("theme-advanced-pawn"),
        "sacrifice" => tr!("theme-sacrifice"),
        "quiet move" => tr!("theme-quiet-move"),
        "multi-capture" => tr!("theme-multi-capture"),
        "winning material" => tr!("theme-winning-material"),
        "material" => tr!("theme-material"),
        "endgame" => tr!("theme-endgame"),
        "advantage" => tr!("theme-advantage"),
        "check" => tr!("theme-check"),
        other => other.to_owned(),
    }
}

/// "mate in 3" as ("mate in", 3).
fn counted(theme: &str) -> Option<(&str, u32)> {
    let (stem, count) = theme.rsplit_once(' ')?;
    let count = count.parse().ok()?;
    matches!(stem, "mate in" | "escape in" | "king capture in" | "win in").then_some((stem, count))
}

/// The hint for a puzzle with these themes: its most telling one, in words.
pub fn hint(themes: &[String]) -> String {
    let Some(best) = tabula_coach::themes::most_telling(themes) else { return tr!("theme-hint-none") };
    if let Some((stem, count)) = counted(best) {
        return match stem {
            "mate in" if count == 1 => tr!("theme-hint-mate-in-one"),
            "mate in" => tr!("theme-hint-mate-in", count = count),
            "escape in" => tr!("theme-hint-escape"),
            "king capture in" => tr!("theme-hint-king-capture"),
            _ => tr!("theme-hint-win"),
        };
    }
    match best.as_str() {
        "smothered mate" => tr!("theme-hint-smothered-mate"),
        "back-rank mate" => tr!("theme-hint-back-rank-mate"),
        "mate alone" => tr!("theme-hint-mate-alone"),
        "shared mate" => tr!("theme-hint-shared-mate"),
        "forced mate" => tr!("theme-hint-forced-mate"),
        "forced win" => tr!("theme-hint-forced-win"),
        "double check" => tr!("theme-hint-double-check"),
        "discovered check" => tr!("theme-hint-discovered-check"),
        "discovered attack" => tr!("theme-hint-discovered-attack"),
        "fork" => tr!("theme-hint-fork"),
        "skewer" => tr!("theme-hint-skewer"),
        "pin" => tr!("theme-hint-pin"),
        "deflection" => tr!("theme-hint-deflection"),
        "attraction" => tr!("theme-hint-attraction"),
        "trapped piece" => tr!("theme-hint-trapped-piece"),
        "promotion" => tr!("theme-hint-promotion"),
        "advanced pawn" => tr!("theme-hint-advanced-pawn"),
        "sacrifice" => tr!("theme-hint-sacrifice"),
        "quiet move" => tr!("theme-hint-quiet-move"),
        "multi-capture" => tr!("theme-hint-multi-capture"),
        "winning material" | "material" => tr!("theme-hint-material"),
        "endgame" => tr!("theme-hint-endgame"),
        "advantage" => tr!("theme-hint-advantage"),
        "check" => tr!("theme-hint-check"),
        other => tabula_coach::themes::hint(&[other.to_owned()]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_theme_the_coach_knows_has_a_name_and_a_hint() {
        for (theme, english_hint) in tabula_coach::themes::THEMES {
            let example = theme.replace(" N", " 2");
            assert!(!theme_name(&example).starts_with("theme-"), "{theme} has a name");
            let hint = hint(std::slice::from_ref(&example));
            assert!(!hint.starts_with("theme-"), "{theme} has a hint");
            if !theme.ends_with(" N") {
                assert_eq!(hint, *english_hint, "{theme}: the English hint is the coach's");
            }
        }
        assert_eq!(theme_name("mate in 3"), "mate in 3");
        assert_eq!(hint(&["mate in 1".to_owned()]), "Mate in one move.");
    }
}
