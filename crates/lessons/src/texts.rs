//! The words of a lesson that a player reads, each under the key its translations are filed by
//! (`assets/locales/<lang>/lessons/<game>.ftl`): the lesson file stays the English original and
//! a translation replaces its texts one by one, so a text without a translation stays English.
//!
//! Keys: `<game>-<lesson>-title`, `<game>-<lesson>-summary`, and per level (from 1)
//! `<game>-<lesson>-<n>-intro`, `-<n>-hint`, `-<n>-success` and `-<n>-wrong-<k>` for the k-th
//! scripted turn (from 1). Empty texts (a page's hint) have no key.

use crate::schema::{Lesson, Level, Opponent};

/// Every text field of a lesson, in reading order, with its key less the `<game>-<lesson>-`
/// prefix: the one place the key scheme is written.
fn text_fields(lesson: &mut Lesson) -> Vec<(String, &mut String)> {
    let Lesson { title, summary, levels } = lesson;
    let mut fields = vec![("title".to_owned(), title), ("summary".to_owned(), summary)];
    for (index, level) in levels.iter_mut().enumerate() {
        let n = index + 1;
        let Level { intro, opponent, hint, success, .. } = level;
        fields.push((format!("{n}-intro"), intro));
        if let Opponent::Script(steps) = opponent {
            for (k, step) in steps.iter_mut().enumerate() {
                fields.push((format!("{n}-wrong-{}", k + 1), &mut step.wrong));
            }
        }
        fields.push((format!("{n}-hint"), hint));
        fields.push((format!("{n}-success"), success));
    }
    fields
}

/// Every text of a lesson with its key, in reading order.
pub fn lesson_texts(game: &str, lesson_key: &str, lesson: &Lesson) -> Vec<(String, String)> {
    let mut copy = lesson.clone();
    text_fields(&mut copy)
        .into_iter()
        .filter(|(_, text)| !text.is_empty())
        .map(|(key, text)| (format!("{game}-{lesson_key}-{key}"), std::mem::take(text)))
        .collect()
}

/// Replaces each text of a lesson for which `translation` has one.
pub fn translate_lesson(
    game: &str,
    lesson_key: &str,
    lesson: &mut Lesson,
    translation: impl Fn(&str) -> Option<String>,
) {
    for (key, text) in text_fields(lesson) {
        if !text.is_empty()
            && let Some(translated) = translation(&format!("{game}-{lesson_key}-{key}"))
        {
            *text = translated;
        }
    }
}

/// Texts as a Fluent file, one message per text: the English source a translator starts from
/// (`tabula-engine lesson-texts <game>`). Braces, which Fluent reads as placeables, are quoted.
pub fn to_fluent(texts: impl IntoIterator<Item = (String, String)>) -> String {
    let mut out = String::new();
    for (key, text) in texts {
        let quoted = text.replace('{', "\u{0}").replace('}', "{\"}\"}").replace('\u{0}', "{\"{\"}");
        out.push_str(&format!("{key} = {}\n", quoted.trim()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const LESSON: &str = r#"(
        title: "Forks",
        summary: "One piece, two targets.",
        levels: [
            (intro: "Read this.", position: "4k3/8/8/8/8/8/8/4K3 w - - 0 1", goal: Read),
            (
                intro: "Fork {them}.",
                position: "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
                goal: Line,
                opponent: Script([(accept: [(move: "e1e2")], wrong: "Not that.")]),
                hint: "Look.",
                success: "Yes.",
                solution: Moves(["e1e2"]),
            ),
        ],
    )"#;

    #[test]
    fn every_text_has_a_key_and_empty_ones_have_none() {
        let lesson: Lesson = ron::from_str(LESSON).unwrap();
        let keys: Vec<String> = lesson_texts("chess", "07-forks", &lesson).into_iter().map(|(k, _)| k).collect();
        assert_eq!(
            keys,
            [
                "chess-07-forks-title",
                "chess-07-forks-summary",
                "chess-07-forks-1-intro",
                "chess-07-forks-2-intro",
                "chess-07-forks-2-wrong-1",
                "chess-07-forks-2-hint",
                "chess-07-forks-2-success"
            ]
        );
    }

    #[test]
    fn a_translation_replaces_the_texts_it_has() {
        let mut lesson: Lesson = ron::from_str(LESSON).unwrap();
        translate_lesson("chess", "07-forks", &mut lesson, |key| {
            (key == "chess-07-forks-2-wrong-1").then(|| "Nicht das.".to_string())
        });
        let Opponent::Script(steps) = &lesson.levels[1].opponent else { panic!("scripted") };
        assert_eq!(steps[0].wrong, "Nicht das.");
        assert_eq!(lesson.levels[1].hint, "Look.");
    }

    #[test]
    fn braces_are_quoted_for_fluent() {
        let lesson: Lesson = ron::from_str(LESSON).unwrap();
        let text = to_fluent(lesson_texts("chess", "07-forks", &lesson));
        assert!(text.contains("chess-07-forks-2-intro = Fork {\"{\"}them{\"}\"}.\n"), "{text}");
    }
}
