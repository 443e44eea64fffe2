//! PGN reading and writing shared by the chess family: the tokenizer (tags, comments, NAGs,
//! variations, several games per file), tag pairs, and movetext with numbers and line wrapping.
//! Each game builds its own record from the move words (chess: SAN; Marseillais: "e5,Nc6").

use crate::chess::SanError;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PgnError {
    /// A tag pair that is not `[Name "value"]`.
    Tag {
        line: usize,
        message: &'static str,
    },
    UnterminatedComment {
        line: usize,
    },
    UnbalancedVariation {
        line: usize,
    },
    /// The FEN tag does not hold a valid position (the position parser's message).
    Setup(String),
    /// A move that does not parse or is not legal where it stands.
    Move {
        ply: usize,
        text: String,
        error: SanError,
    },
    /// A turn whose half-moves do not fit the variant's turn rules (Marseillais: two per turn).
    Turn {
        ply: usize,
        text: String,
        problem: &'static str,
    },
    /// The text holds no game at all.
    Empty,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnError::Tag { line, message } => write!(f, "PGN line {line}: bad tag pair: {message}"),
            PgnError::UnterminatedComment { line } => write!(f, "PGN line {line}: comment '{{' is never closed"),
            PgnError::UnbalancedVariation { line } => write!(f, "PGN line {line}: unbalanced '(' or ')'"),
            PgnError::Setup(message) => write!(f, "PGN FEN tag: {message}"),
            PgnError::Turn { ply, text, problem } => {
                let number = ply / 2 + 1;
                let dots = if ply % 2 == 0 { "." } else { "..." };
                write!(f, "PGN move {number}{dots} {text}: {problem}")
            }
            PgnError::Move { ply, text, error } => {
                let number = ply / 2 + 1;
                let dots = if ply % 2 == 0 { "." } else { "..." };
                write!(f, "PGN move {number}{dots} {text}: {error}")
            }
            PgnError::Empty => f.write_str("PGN holds no game"),
        }
    }
}

impl std::error::Error for PgnError {}

/// Tag pairs in the order they were read or set.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tags(Vec<(String, String)>);

impl Tags {
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    pub fn set(&mut self, name: &str, value: &str) {
        match self.0.iter_mut().find(|(n, _)| n == name) {
            Some(entry) => entry.1 = value.to_owned(),
            None => self.0.push((name.to_owned(), value.to_owned())),
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }
}

/// The Seven Tag Roster with the values written when a tag is unknown.
pub(crate) const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

impl Tags {
    /// The roster with unknown values.
    pub fn roster() -> Tags {
        let mut tags = Tags::default();
        for (name, value) in SEVEN_TAG_ROSTER {
            tags.set(name, value);
        }
        tags
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// One game as read: its tags, its move words in order, and the result token if any.
#[derive(Default)]
pub(crate) struct PgnRecord {
    pub tags: Tags,
    pub moves: Vec<String>,
    pub result: Option<String>,
}

/// Splits PGN text into game records.
pub(crate) fn read_records(text: &str) -> Result<Vec<PgnRecord>, PgnError> {
    let mut records = Vec::new();
    let mut current = PgnRecord::default();
    for token in tokenize(text)? {
        match token {
            Token::Tag(name, value) => {
                if !current.moves.is_empty() {
                    records.push(std::mem::take(&mut current));
                }
                current.tags.set(&name, &value);
            }
            Token::Move(word) => current.moves.push(word),
            Token::Result(result) => {
                current.result = Some(result);
                records.push(std::mem::take(&mut current));
            }
        }
    }
    if !current.moves.is_empty() || !current.tags.is_empty() {
        records.push(current);
    }
    Ok(records)
}

/// Writes a game: the roster first, then the other tags, `SetUp`/`FEN` when given, a blank
/// line, and the movetext (one word per turn, numbered) wrapped under 80 columns.
pub(crate) fn write_game(
    f: &mut fmt::Formatter<'_>,
    tags: &Tags,
    setup_fen: Option<String>,
    first_number: u32,
    white_first: bool,
    turns: &[String],
    result: &str,
) -> fmt::Result {
    let mut all = Tags::default();
    for (name, default) in SEVEN_TAG_ROSTER {
        all.set(name, tags.get(name).unwrap_or(default));
    }
    for (name, value) in tags.iter() {
        if !matches!(name, "FEN" | "SetUp") {
            all.set(name, value);
        }
    }
    all.set("Result", result);
    if let Some(fen) = setup_fen {
        all.set("SetUp", "1");
        all.set("FEN", &fen);
    }
    for (name, value) in all.iter() {
        writeln!(f, "[{name} \"{}\"]", value.replace('\\', "\\\\").replace('"', "\\\""))?;
    }
    writeln!(f)?;

    let mut words = Vec::new();
    let mut number = first_number;
    let mut white = white_first;
    for (index, turn) in turns.iter().enumerate() {
        if white {
            words.push(format!("{number}."));
        } else if index == 0 {
            words.push(format!("{number}..."));
        }
        words.push(turn.clone());
        if !white {
            number += 1;
        }
        white = !white;
    }
    words.push(result.to_owned());
    let mut line_length = 0;
    for word in words {
        if line_length > 0 && line_length + 1 + word.len() > 79 {
            writeln!(f)?;
            line_length = 0;
        }
        if line_length > 0 {
            write!(f, " ")?;
            line_length += 1;
        }
        write!(f, "{word}")?;
        line_length += word.len();
    }
    writeln!(f)
}

enum Token {
    Tag(String, String),
    Move(String),
    Result(String),
}

fn tokenize(text: &str) -> Result<Vec<Token>, PgnError> {
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    let mut line = 1;
    let mut variation_depth = 0usize;
    let mut at_line_start = true;
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            at_line_start = true;
            i += 1;
            continue;
        }
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let line_start = std::mem::replace(&mut at_line_start, false);
        match c {
            '%' if line_start => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            ';' => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '{' => {
                let opened = line;
                i += 1;
                while i < chars.len() && chars[i] != '}' {
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
                if i >= chars.len() {
                    return Err(PgnError::UnterminatedComment { line: opened });
                }
                i += 1;
            }
            '(' => {
                variation_depth += 1;
                i += 1;
            }
            ')' => {
                variation_depth = variation_depth.checked_sub(1).ok_or(PgnError::UnbalancedVariation { line })?;
                i += 1;
            }
            '[' if variation_depth == 0 => {
                let (name, value, next) = read_tag(&chars, i, line)?;
                tokens.push(Token::Tag(name, value));
                i = next;
            }
            _ => {
                let begin = i;
                while i < chars.len() && !chars[i].is_whitespace() && !"{}()[];".contains(chars[i]) {
                    i += 1;
                }
                if i == begin {
                    // A stray bracket inside a variation: skip it.
                    i += 1;
                    continue;
                }
                if variation_depth > 0 {
                    continue;
                }
                let word: String = chars[begin..i].iter().collect();
                if let Some(token) = classify(&word) {
                    tokens.push(token);
                }
            }
        }
    }
    if variation_depth > 0 {
        return Err(PgnError::UnbalancedVariation { line });
    }
    Ok(tokens)
}

fn classify(word: &str) -> Option<Token> {
    if matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*") {
        return Some(Token::Result(word.to_owned()));
    }
    if word.starts_with('$') {
        return None;
    }
    // Strip a move number glued to the move: "12.", "12...", "12...Nf6".
    let without_number = word.trim_start_matches(|c: char| c.is_ascii_digit());
    let rest = if without_number.len() < word.len() && without_number.starts_with('.') {
        without_number.trim_start_matches('.')
    } else {
        word
    };
    if rest.is_empty() || rest.chars().all(|c| "!?".contains(c)) {
        return None;
    }
    Some(Token::Move(rest.to_owned()))
}

fn read_tag(chars: &[char], mut i: usize, line: usize) -> Result<(String, String, usize), PgnError> {
    let bad = |message| PgnError::Tag { line, message };
    i += 1; // '['
    while i < chars.len() && chars[i].is_whitespace() && chars[i] != '\n' {
        i += 1;
    }
    let begin = i;
    while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
        i += 1;
    }
    if i == begin {
        return Err(bad("missing tag name"));
    }
    let name: String = chars[begin..i].iter().collect();
    while i < chars.len() && chars[i].is_whitespace() && chars[i] != '\n' {
        i += 1;
    }
    if chars.get(i) != Some(&'"') {
        return Err(bad("tag value must be a quoted string"));
    }
    i += 1;
    let mut value = String::new();
    loop {
        match chars.get(i) {
            None | Some('\n') => return Err(bad("tag value is never closed")),
            Some('\\') => {
                if let Some(&escaped) = chars.get(i + 1) {
                    value.push(escaped);
                }
                i += 2;
            }
            Some('"') => {
                i += 1;
                break;
            }
            Some(&c) => {
                value.push(c);
                i += 1;
            }
        }
    }
    while i < chars.len() && chars[i].is_whitespace() && chars[i] != '\n' {
        i += 1;
    }
    if chars.get(i) != Some(&']') {
        return Err(bad("missing ']'"));
    }
    Ok((name, value, i + 1))
}
