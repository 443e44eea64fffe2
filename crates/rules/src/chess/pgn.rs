//! PGN import (tags, comments, variations, NAGs, several games per file) and export with the
//! Seven Tag Roster, readable by other chess tools.

use super::fen::FenError;
use super::game::ChessGame;
use super::position::Position;
use super::san::SanError;
use super::types::Color;
use crate::game::{Game, Outcome, Status};
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
    /// The FEN tag does not hold a valid position.
    Fen(FenError),
    /// A move that does not parse or is not legal where it stands.
    Move {
        ply: usize,
        text: String,
        error: SanError,
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
            PgnError::Fen(e) => write!(f, "PGN FEN tag: {e}"),
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

/// One game of a PGN file: its tags and the game record its moves produce.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pgn {
    pub tags: Tags,
    pub game: ChessGame,
}

const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

impl Pgn {
    /// A PGN record for `game`, with the Seven Tag Roster filled with unknowns.
    pub fn new(game: ChessGame) -> Pgn {
        let mut tags = Tags::default();
        for (name, value) in SEVEN_TAG_ROSTER {
            tags.set(name, value);
        }
        Pgn { tags, game }
    }

    /// The first game in `text`.
    pub fn parse(text: &str) -> Result<Pgn, PgnError> {
        Pgn::parse_all(text)?.into_iter().next().ok_or(PgnError::Empty)
    }

    /// Every game in `text`.
    pub fn parse_all(text: &str) -> Result<Vec<Pgn>, PgnError> {
        let mut games = Vec::new();
        let mut current = RawGame::default();
        for token in tokenize(text)? {
            match token {
                Token::Tag(name, value) => {
                    if !current.moves.is_empty() {
                        games.push(std::mem::take(&mut current).build()?);
                    }
                    current.tags.set(&name, &value);
                }
                Token::Move(san) => current.moves.push(san),
                Token::Result(result) => {
                    current.result = Some(result);
                    games.push(std::mem::take(&mut current).build()?);
                }
            }
        }
        if !current.moves.is_empty() || !current.tags.0.is_empty() {
            games.push(current.build()?);
        }
        Ok(games)
    }

    /// The result token: by rule if the game is over, else the Result tag, else `*`.
    pub fn result(&self) -> String {
        match self.game.status() {
            Status::Over(outcome) => result_token(&outcome).to_owned(),
            Status::Ongoing { .. } => self.tags.get("Result").unwrap_or("*").to_owned(),
        }
    }
}

/// `1-0`, `0-1` or `1/2-1/2` for a two-player outcome.
pub fn result_token(outcome: &Outcome) -> &'static str {
    match outcome {
        Outcome::Win { winner, .. } if winner.0 == 0 => "1-0",
        Outcome::Win { .. } => "0-1",
        _ => "1/2-1/2",
    }
}

impl fmt::Display for Pgn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let result = self.result();
        let start = self.game.start_position();
        let mut tags = Tags::default();
        for (name, default) in SEVEN_TAG_ROSTER {
            tags.set(name, self.tags.get(name).unwrap_or(default));
        }
        for (name, value) in self.tags.iter() {
            if !matches!(name, "FEN" | "SetUp") {
                tags.set(name, value);
            }
        }
        tags.set("Result", &result);
        if *start != Position::startpos() {
            tags.set("SetUp", "1");
            tags.set("FEN", &start.fen());
        }
        for (name, value) in tags.iter() {
            writeln!(f, "[{name} \"{}\"]", value.replace('\\', "\\\\").replace('"', "\\\""))?;
        }
        writeln!(f)?;

        let mut words = Vec::new();
        let mut number = start.fullmove_number();
        let mut color = start.turn();
        for (index, san) in self.game.san_moves().into_iter().enumerate() {
            if color == Color::White {
                words.push(format!("{number}."));
            } else if index == 0 {
                words.push(format!("{number}..."));
            }
            words.push(san);
            if color == Color::Black {
                number += 1;
            }
            color = color.other();
        }
        words.push(result);
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
}

#[derive(Default)]
struct RawGame {
    tags: Tags,
    moves: Vec<String>,
    result: Option<String>,
}

impl RawGame {
    fn build(self) -> Result<Pgn, PgnError> {
        let mut game = match self.tags.get("FEN") {
            Some(fen) => ChessGame::from_position(fen).map_err(PgnError::Fen)?,
            None => ChessGame::new(),
        };
        for (ply, text) in self.moves.iter().enumerate() {
            game.play_san(text).map_err(|error| PgnError::Move {
                ply: ply_offset(&game) + ply,
                text: text.clone(),
                error,
            })?;
        }
        let mut tags = self.tags;
        if let Some(result) = self.result {
            tags.set("Result", &result);
        }
        Ok(Pgn { tags, game })
    }
}

/// Plies before the first move of the record (1 when Black moved first from a FEN).
fn ply_offset(game: &ChessGame) -> usize {
    let start = game.start_position();
    (start.fullmove_number() as usize - 1) * 2 + start.turn() as usize
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
