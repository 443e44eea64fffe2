//! The languages Tabula speaks, and which one the desktop (or the browser) asks for.

/// A shipped language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Language {
    English,
    German,
    French,
    Spanish,
    Russian,
}

impl Language {
    pub const ALL: [Language; 5] =
        [Language::English, Language::German, Language::French, Language::Spanish, Language::Russian];

    /// The folder name under `assets/locales/` and the code kept in the settings.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::French => "fr",
            Language::Spanish => "es",
            Language::Russian => "ru",
        }
    }

    /// The language's name in itself, as a language menu shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "Deutsch",
            Language::French => "Français",
            Language::Spanish => "Español",
            Language::Russian => "Русский",
        }
    }

    /// A language from a code or a locale name: `de`, `de_AT.UTF-8`, `fr-CA`, `ru_RU@euro`.
    pub fn from_code(code: &str) -> Option<Language> {
        let primary = code.split(['_', '-', '.', '@']).next().unwrap_or("").to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }
}

/// The desktop's language: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set (the
/// order POSIX gives them), English where it names none Tabula has. In the browser, the
/// page's language.
pub fn desktop_language() -> Language {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let read = |name: &str| std::env::var(name).ok();
        from_locale_variables(read("LC_ALL"), read("LC_MESSAGES"), read("LANG"))
    }
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.navigator().language())
            .and_then(|l| Language::from_code(&l))
            .unwrap_or(Language::English)
    }
}

/// The locale variables' rule: the first one set and not empty decides, even when it names a
/// language Tabula lacks (then English), as every program reading them does. (A page has no
/// locale variables.)
#[cfg(not(target_arch = "wasm32"))]
pub fn from_locale_variables(all: Option<String>, messages: Option<String>, lang: Option<String>) -> Language {
    [all, messages, lang]
        .into_iter()
        .flatten()
        .find(|value| !value.is_empty())
        .and_then(|value| Language::from_code(&value))
        .unwrap_or(Language::English)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_names_give_their_language_and_the_first_variable_set_decides() {
        assert_eq!(Language::from_code("de_AT.UTF-8"), Some(Language::German));
        assert_eq!(Language::from_code("fr-CA"), Some(Language::French));
        assert_eq!(Language::from_code("ru_RU@euro"), Some(Language::Russian));
        assert_eq!(Language::from_code("C"), None);
        let some = |s: &str| Some(s.to_owned());
        assert_eq!(from_locale_variables(None, some("es_ES.UTF-8"), some("de_DE.UTF-8")), Language::Spanish);
        assert_eq!(from_locale_variables(some(""), None, some("ru_RU.UTF-8")), Language::Russian);
        assert_eq!(from_locale_variables(some("C.UTF-8"), None, some("de_DE.UTF-8")), Language::English);
        assert_eq!(from_locale_variables(None, None, None), Language::English);
        for language in Language::ALL {
            assert_eq!(Language::from_code(language.code()), Some(language));
        }
    }
}
