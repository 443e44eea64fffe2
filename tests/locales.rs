//! The languages are complete: every file parses, every language has exactly English's keys,
//! a translation uses only the variables English passes, every key is used by the code and
//! every key the code asks for exists.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use tabula::i18n::{Catalog, LESSON_FILES, LOCALE_FILES, Language, RULES_PAGES};

/// Every `$variable` a line names.
fn variables_in(line: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find('$') {
        rest = &rest[at + 1..];
        names.push(rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-').collect());
    }
    names
}

/// Every `$variable` a file's messages use, by key. With `documented`, also those the comment
/// right above a message names: English documents there what the code passes, such as the
/// `$seat_id` and `$piece_id` a language may select on for agreement.
fn variables_by_key(language: Language, documented: bool) -> BTreeMap<String, BTreeSet<String>> {
    let mut found = BTreeMap::new();
    for (_, _, text) in LOCALE_FILES.iter().filter(|(code, _, _)| *code == language.code()) {
        let mut key = None;
        let mut comment: Vec<String> = Vec::new();
        for line in text.lines() {
            if line.starts_with('#') {
                comment.extend(variables_in(line));
                continue;
            }
            if let Some((name, _)) = line.split_once(" =").filter(|_| !line.starts_with(' ')) {
                key = Some(name.trim().to_owned());
                let entry: &mut BTreeSet<String> = found.entry(name.trim().to_owned()).or_default();
                if documented {
                    entry.extend(comment.drain(..));
                }
            }
            if line.trim().is_empty() || key.is_some() {
                comment.clear();
            }
            let Some(key) = &key else { continue };
            found.entry(key.clone()).or_default().extend(variables_in(line));
        }
    }
    found
}

/// The Rust sources of the client.
fn sources() -> String {
    fn walk(dir: &Path, text: &mut String) {
        for entry in std::fs::read_dir(dir).expect("a source folder").filter_map(Result::ok) {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, text);
            } else if path.extension().is_some_and(|e| e == "rs") {
                text.push_str(&std::fs::read_to_string(&path).expect("a source file"));
            }
        }
    }
    let mut text = String::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut text);
    text
}

#[test]
fn every_language_parses_and_has_exactly_the_english_keys() {
    let english = Catalog::new(Language::English);
    assert!(english.problems().is_empty(), "{:?}", english.problems());
    let keys = english.keys();
    assert!(keys.len() > 50, "the English texts are loaded ({} keys)", keys.len());
    let english_variables = variables_by_key(Language::English, true);
    for language in Language::ALL {
        let catalog = Catalog::new(language);
        assert!(catalog.problems().is_empty(), "{language:?}: {:?}", catalog.problems());
        let theirs = catalog.keys();
        let missing: Vec<&String> = keys.iter().filter(|k| !theirs.contains(k)).collect();
        let extra: Vec<&String> = theirs.iter().filter(|k| !keys.contains(k)).collect();
        assert!(missing.is_empty(), "{language:?} lacks {} keys: {missing:?}", missing.len());
        assert!(extra.is_empty(), "{language:?} has keys English lacks: {extra:?}");
        let duplicates: Vec<&String> = theirs.windows(2).filter(|w| w[0] == w[1]).map(|w| &w[0]).collect();
        assert!(duplicates.is_empty(), "{language:?} defines twice: {duplicates:?}");
        for (key, variables) in variables_by_key(language, false) {
            let passed = english_variables.get(&key).cloned().unwrap_or_default();
            let unknown: Vec<&String> = variables.difference(&passed).collect();
            assert!(unknown.is_empty(), "{language:?} {key} uses {unknown:?}, which the code does not pass");
        }
    }
}

#[test]
fn every_key_is_used_and_every_key_used_exists() {
    let code = sources();
    let keys = Catalog::new(Language::English).keys();
    let unused: Vec<&String> = keys.iter().filter(|key| !code.contains(&format!("\"{key}\""))).collect();
    assert!(unused.is_empty(), "keys no code asks for: {unused:?}");
    let mut asked = BTreeSet::new();
    let mut pieces = code.split("tr!(\"");
    let mut before = pieces.next().unwrap_or_default();
    for piece in pieces {
        // `include_str!("..")` ends the same way: a key is asked for by `tr!` alone.
        let macro_name_starts = !before.ends_with(|c: char| c.is_alphanumeric() || c == '_');
        if let Some((key, _)) = piece.split_once('"').filter(|_| macro_name_starts) {
            asked.insert(key.to_owned());
        }
        before = piece;
    }
    let unknown: Vec<&String> = asked.iter().filter(|key| !keys.contains(key)).collect();
    assert!(unknown.is_empty(), "keys the code asks for that English lacks: {unknown:?}");
}

#[test]
fn every_locale_file_is_compiled_in() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    let mut on_disk = BTreeSet::new();
    fn walk(dir: &Path, root: &Path, found: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).expect("a locale folder").filter_map(Result::ok) {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, root, found);
            } else {
                let relative = path.strip_prefix(root).expect("under the root");
                found.insert(relative.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    walk(&root, &root, &mut on_disk);
    let compiled: BTreeSet<String> = LOCALE_FILES
        .iter()
        .map(|(code, name, _)| format!("{code}/{name}"))
        .chain(LESSON_FILES.iter().map(|(code, game, _)| format!("{code}/lessons/{game}.ftl")))
        .chain(RULES_PAGES.iter().map(|(code, game, _)| format!("{code}/rules/{game}.md")))
        .collect();
    assert_eq!(on_disk, compiled);
    let codes: BTreeSet<&str> = LOCALE_FILES.iter().map(|(code, _, _)| *code).collect();
    assert_eq!(codes, Language::ALL.iter().map(|l| l.code()).collect());
}

/// The English texts of every lesson of the source tree, by key.
fn lesson_sources() -> BTreeMap<String, String> {
    let mut texts = BTreeMap::new();
    for variant in tabula_rules::Variant::ALL {
        let course = tabula_lessons::load_course(&tabula_lessons::source_root(), variant);
        assert!(course.errors.is_empty(), "{:?}", course.errors);
        for loaded in &course.lessons {
            for (key, text) in tabula_lessons::lesson_texts(variant.name(), &loaded.key, &loaded.lesson) {
                texts.insert(key, text);
            }
        }
    }
    texts
}

/// The parts of a text a translation keeps as they are: moves, cells and numbers (anything
/// with a digit, split at spaces, punctuation and hyphens: `Nf3`, `e2e4`, `v21`, `75`).
fn kept_words(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '=' || c == '+' || c == '#'))
        .filter(|word| word.chars().any(|c| c.is_ascii_digit()))
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_language_translates_every_lesson_text_and_keeps_its_moves() {
    let english = lesson_sources();
    assert!(english.len() > 900, "the lessons are read ({} texts)", english.len());
    for language in Language::ALL.into_iter().filter(|l| *l != Language::English) {
        let (translated, problems) = tabula::i18n::content::read_lesson_translation(language);
        assert!(problems.is_empty(), "{language:?}: {problems:?}");
        let missing: Vec<&String> = english.keys().filter(|k| !translated.contains_key(*k)).collect();
        let extra: Vec<&String> = translated.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(
            missing.is_empty(),
            "{language:?} lacks {} lesson texts: {:?}",
            missing.len(),
            &missing[..missing.len().min(10)]
        );
        assert!(extra.is_empty(), "{language:?} translates texts no lesson has: {extra:?}");
        for (key, text) in &english {
            let theirs = &translated[key];
            let lost: Vec<String> = kept_words(text).into_iter().filter(|w| !theirs.contains(w.as_str())).collect();
            assert!(lost.is_empty(), "{language:?} {key} lost {lost:?}: {theirs}");
        }
    }
}

#[test]
fn every_rules_page_is_in_every_language() {
    for language in Language::ALL {
        for variant in tabula_rules::Variant::ALL {
            let found = RULES_PAGES.iter().any(|(code, game, _)| *code == language.code() && *game == variant.name());
            assert!(found, "{language:?} has no rules page for {variant}");
        }
    }
}

/// Every reason the rules give for refusing a move has words (`i18n::words::illegal_move`).
#[test]
fn every_refusal_of_the_rules_has_words() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/rules/src");
    let mut codes = BTreeSet::new();
    fn walk(dir: &Path, codes: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).expect("a source folder").filter_map(Result::ok) {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, codes);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("a source file");
                let Some(at) = text.find("fn code(&self) -> &'static str {") else { continue };
                let body = &text[at..at + text[at..].find("\n    }\n").unwrap_or(0)];
                for piece in body.split("=> \"").skip(1) {
                    codes.insert(piece.split('"').next().unwrap_or_default().to_owned());
                }
            }
        }
    }
    walk(&root, &mut codes);
    assert!(codes.len() >= 15, "the rules' reasons are found: {codes:?}");
    codes.insert("malformed".into());
    for code in codes {
        assert!(tabula::i18n::words::illegal_move(&code).is_some(), "no words for the rules' reason '{code}'");
    }
}

#[test]
fn a_missing_key_falls_back_to_english_and_arguments_are_filled_in() {
    let german = Catalog::new(Language::German);
    assert_eq!(german.text("no-such-key", None), "no-such-key");
    let mut args = tabula::i18n::FluentArgs::new();
    args.set("number", 3);
    let text = Catalog::new(Language::English).text("seat-other", Some(&args));
    assert_eq!(text, "Player 3", "no isolation marks around arguments");
}

/// `tr!` passes numbers as numbers, so plural rules choose the wording.
#[test]
fn numbers_choose_plural_forms() {
    assert_eq!(tabula::tr!("game-match-after-games", count = 1, totals = "White 1"), "Match after 1 game: White 1");
    assert_eq!(tabula::tr!("game-match-after-games", count = 3usize, totals = "x"), "Match after 3 games: x");
    let russian = Catalog::new(Language::Russian);
    let mut args = tabula::i18n::FluentArgs::new();
    args.set("count", 3);
    assert!(russian.text("theme-hint-mate-in", Some(&args)).contains("3 хода"));
}
