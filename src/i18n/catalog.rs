//! One language's texts: its Fluent files parsed into a bundle, with English behind it for a
//! key the language lacks.

use super::{LOCALE_FILES, Language};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

/// A file that did not parse, or a message defined twice: what went wrong, for the test and
/// the log (the rest of the file is still used).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileProblem {
    pub file: String,
    pub error: String,
}

/// The texts of one language.
pub struct Catalog {
    language: Language,
    bundle: FluentBundle<FluentResource>,
    /// English, for keys the language lacks; `None` when the language is English.
    english: Option<FluentBundle<FluentResource>>,
    problems: Vec<FileProblem>,
}

impl Catalog {
    pub fn new(language: Language) -> Catalog {
        let mut problems = Vec::new();
        let bundle = bundle_for(language, &mut problems);
        let english = (language != Language::English).then(|| bundle_for(Language::English, &mut Vec::new()));
        for problem in &problems {
            bevy::log::warn!("{}: {}", problem.file, problem.error);
        }
        Catalog { language, bundle, english, problems }
    }

    pub fn language(&self) -> Language {
        self.language
    }

    /// What did not load.
    pub fn problems(&self) -> &[FileProblem] {
        &self.problems
    }

    /// The keys of every message this language has.
    pub fn keys(&self) -> Vec<String> {
        let mut keys: Vec<String> = LOCALE_FILES
            .iter()
            .filter(|(code, _, _)| *code == self.language.code())
            .filter_map(|(_, _, text)| FluentResource::try_new((*text).to_owned()).ok())
            .flat_map(|resource| message_ids(&resource))
            .collect();
        keys.sort();
        keys
    }

    /// Is `key` a message of this language itself (not English's fallback)?
    pub fn has(&self, key: &str) -> bool {
        self.bundle.get_message(key).is_some_and(|m| m.value().is_some())
    }

    /// The text of `key`, formatted with `args`; English's where this language lacks it; the
    /// key itself where no language has it.
    pub fn text(&self, key: &str, args: Option<&FluentArgs>) -> String {
        std::iter::once(&self.bundle)
            .chain(self.english.as_ref())
            .find_map(|bundle| {
                let pattern = bundle.get_message(key)?.value()?;
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, args, &mut errors).into_owned();
                if !errors.is_empty() {
                    bevy::log::warn!("{key}: {errors:?}");
                }
                Some(text)
            })
            .unwrap_or_else(|| key.to_owned())
    }
}

fn bundle_for(language: Language, problems: &mut Vec<FileProblem>) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = language.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Unicode isolation marks around arguments are drawn as boxes by egui's fonts, and every
    // argument here (names, numbers, moves) is written left to right.
    bundle.set_use_isolating(false);
    for (code, name, text) in LOCALE_FILES {
        if *code != language.code() {
            continue;
        }
        let file = format!("locales/{code}/{name}");
        let resource = parse(&file, text, problems);
        if let Err(errors) = bundle.add_resource(resource) {
            problems.extend(errors.into_iter().map(|e| FileProblem { file: file.clone(), error: e.to_string() }));
        }
    }
    bundle
}

/// A Fluent file parsed, what did not parse noted in `problems` (the rest is kept).
pub(super) fn parse(file: &str, text: &str, problems: &mut Vec<FileProblem>) -> FluentResource {
    match FluentResource::try_new(text.to_owned()) {
        Ok(resource) => resource,
        Err((resource, errors)) => {
            problems.extend(errors.into_iter().map(|e| FileProblem { file: file.to_owned(), error: e.to_string() }));
            resource
        }
    }
}

/// The ids of a file's messages, in file order.
pub(super) fn message_ids(resource: &FluentResource) -> Vec<String> {
    resource
        .entries()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(message) => Some(message.id.name.to_owned()),
            _ => None,
        })
        .collect()
}
