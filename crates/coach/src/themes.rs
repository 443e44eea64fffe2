//! The names a puzzle's themes may have, as players know them, and the hint each gives: the
//! puzzle files name themes from this list only (a test checks), the trainer filters by them,
//! and a puzzle's hint is its most telling theme in words.

/// Every theme a puzzle file may name, most telling first (the hint takes the first a puzzle
/// has), each with the hint it gives. `mate in N`, `escape in N`, `king capture in N` and
/// `win in N` stand for any N.
pub const THEMES: &[(&str, &str)] = &[
    ("smothered mate", "A knight mates a king that its own pieces hem in."),
    ("back-rank mate", "The king is shut in on its back rank by its own pawns."),
    ("mate in N", "There is a forced mate: look at every check."),
    ("mate alone", "Mate one opponent on your own."),
    ("shared mate", "A mate is there, shared with the other attacker."),
    ("king capture in N", "The king can be captured: force it."),
    ("escape in N", "The king can reach a corner by force."),
    ("win in N", "There is a forced win."),
    ("forced mate", "A forced mate starts here: find its first move."),
    ("forced win", "A forced win starts here: find its first move."),
    ("double check", "Check with two pieces at once: only a king move answers it."),
    ("discovered check", "Move one piece out of the way so another gives check."),
    ("discovered attack", "Move one piece out of the way so another attacks."),
    ("fork", "Look for a fork: one piece that attacks two."),
    ("skewer", "Look for a skewer: attack a big piece so that the one behind it falls."),
    ("pin", "Look for a pin: a piece that cannot move without exposing a bigger one."),
    ("deflection", "Lure a defender away from what it guards."),
    ("attraction", "Lure the king onto a bad square."),
    ("trapped piece", "An enemy piece has no safe square: attack it."),
    ("promotion", "A pawn can reach the last rank."),
    ("advanced pawn", "A pawn close to promotion decides it."),
    ("sacrifice", "Give material to get more back."),
    ("quiet move", "The winning move is neither a check nor a capture."),
    ("multi-capture", "One move can take several pieces."),
    ("winning material", "Material can be won by force."),
    ("material", "Material can be won by force."),
    ("endgame", "An endgame: every tempo counts."),
    ("advantage", "There is one clearly best move."),
    ("check", "Start with a check."),
];

/// Where a theme stands in the list (`mate in 3` matches `mate in N`), if it is there.
fn rank(theme: &str) -> Option<usize> {
    THEMES.iter().position(|(name, _)| match name.strip_suffix(" N") {
        Some(stem) => {
            theme.strip_prefix(stem).and_then(|n| n.strip_prefix(' ')).is_some_and(|n| n.parse::<u32>().is_ok())
        }
        None => *name == theme,
    })
}

/// Is this a theme a puzzle file may name?
pub fn is_known(theme: &str) -> bool {
    rank(theme).is_some()
}

/// The most telling of a puzzle's themes: the one a hint names.
pub fn most_telling(themes: &[String]) -> Option<&String> {
    themes.iter().min_by_key(|t| rank(t).unwrap_or(usize::MAX))
}

/// The hint for a puzzle with these themes: its most telling one, in words. A mate in N says
/// how many moves.
pub fn hint(themes: &[String]) -> String {
    let Some(best) = most_telling(themes) else {
        return "Look for forcing moves: checks, captures and threats.".to_owned();
    };
    if let Some(n) = best.strip_prefix("mate in ") {
        return match n {
            "1" => "Mate in one move.".to_owned(),
            n => format!("A forced mate in {n} moves: look at every check."),
        };
    }
    rank(best).map_or_else(|| best.clone(), |at| THEMES[at].1.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn themes_are_known_by_name_or_pattern() {
        assert!(is_known("fork") && is_known("mate in 3") && is_known("escape in 12"));
        assert!(!is_known("mate in") && !is_known("mate in x") && !is_known("hanging piece"));
    }

    #[test]
    fn the_hint_is_the_most_telling_theme() {
        let themes = |list: &[&str]| list.iter().map(|t| (*t).to_owned()).collect::<Vec<_>>();
        assert_eq!(hint(&themes(&["winning material", "fork"])), "Look for a fork: one piece that attacks two.");
        assert_eq!(
            hint(&themes(&["check", "mate in 2", "sacrifice"])),
            "A forced mate in 2 moves: look at every check."
        );
        assert_eq!(hint(&themes(&["mate in 1"])), "Mate in one move.");
        assert!(hint(&[]).contains("forcing"));
    }
}
