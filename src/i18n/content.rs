//! The long texts in the player's language: rules pages, and the lessons' words. A lesson file
//! is the English original; `assets/locales/<lang>/lessons/<game>.ftl` holds a language's
//! texts under the keys `tabula_lessons::lesson_texts` gives, and a text without a translation
//! stays English (a lesson added from a levels folder of one's own, for instance).

use super::{LESSON_FILES, Language, RULES_PAGES};
use fluent_bundle::concurrent::FluentBundle;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tabula_rules::Variant;

/// A game's rules page in the current language (English where the language has none).
pub fn rules_page(variant: Variant) -> &'static str {
    rules_page_in(super::language(), variant)
}

/// A game's rules page in `language`, English where that language has none.
pub fn rules_page_in(language: Language, variant: Variant) -> &'static str {
    let page = |code: &str| {
        RULES_PAGES.iter().find(|(c, game, _)| *c == code && *game == variant.name()).map(|(_, _, text)| *text)
    };
    page(language.code()).or_else(|| page("en")).unwrap_or_default()
}

/// Every lesson text a language has, by key.
pub type LessonTranslation = HashMap<String, String>;

/// The lesson texts of `language`, read once.
pub fn lesson_translation(language: Language) -> Arc<LessonTranslation> {
    static READ: Mutex<Vec<(Language, Arc<LessonTranslation>)>> = Mutex::new(Vec::new());
    let mut read = READ.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((_, texts)) = read.iter().find(|(l, _)| *l == language) {
        return texts.clone();
    }
    let texts = Arc::new(read_lesson_translation(language).0);
    read.push((language, texts.clone()));
    texts
}

/// A language's lesson texts, and what did not parse (file and error).
pub fn read_lesson_translation(language: Language) -> (LessonTranslation, Vec<(String, String)>) {
    let mut texts = HashMap::new();
    let mut problems = Vec::new();
    let id: unic_langid::LanguageIdentifier = language.code().parse().unwrap_or_default();
    for (code, game, text) in LESSON_FILES.iter().filter(|(code, _, _)| *code == language.code()) {
        let file = format!("locales/{code}/lessons/{game}.ftl");
        let mut parsed = Vec::new();
        let resource = super::catalog::parse(&file, text, &mut parsed);
        problems.extend(parsed.into_iter().map(|p| (p.file, p.error)));
        let ids = super::catalog::message_ids(&resource);
        let mut bundle = FluentBundle::new_concurrent(vec![id.clone()]);
        bundle.set_use_isolating(false);
        if let Err(errors) = bundle.add_resource(resource) {
            problems.extend(errors.into_iter().map(|e| (file.clone(), e.to_string())));
        }
        for key in ids {
            let Some(pattern) = bundle.get_message(&key).and_then(|m| m.value()) else { continue };
            let mut errors = Vec::new();
            let value = bundle.format_pattern(pattern, None, &mut errors).into_owned();
            problems.extend(errors.into_iter().map(|e| (file.clone(), format!("{key}: {e:?}"))));
            texts.insert(key, value);
        }
    }
    for (file, error) in &problems {
        bevy::log::warn!("{file}: {error}");
    }
    (texts, problems)
}
