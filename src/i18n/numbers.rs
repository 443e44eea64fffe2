//! Numbers with a fraction as the player's language writes them: 1.5 in English, 1,5 in German,
//! French, Spanish and Russian. Fluent formats numbers without the language's separator, so the
//! code writes them here and passes the text.

use super::Language;

fn separator(language: Language) -> char {
    match language {
        Language::English => '.',
        Language::German | Language::French | Language::Spanish | Language::Russian => ',',
    }
}

fn in_language(language: Language, text: String) -> String {
    match separator(language) {
        '.' => text,
        other => text.replace('.', &other.to_string()),
    }
}

/// `value` with `places` digits after the separator: "0,35".
pub fn decimal(value: f64, places: usize) -> String {
    in_language(super::language(), format!("{value:.places$}"))
}

/// `value` with its sign, as scores are written: "+0,35", "-1,20".
pub fn signed_decimal(value: f64, places: usize) -> String {
    in_language(super::language(), format!("{value:+.places$}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_writes_its_separator() {
        assert_eq!(in_language(Language::English, format!("{:.1}", 1.5)), "1.5");
        assert_eq!(in_language(Language::German, format!("{:.1}", 1.5)), "1,5");
        assert_eq!(in_language(Language::French, format!("{:+.2}", 0.35)), "+0,35");
    }
}
