//! A tafl rule set as data: board size, start, capture options and the repetition rule.
//! Loadable from RON so other tafl games (Tablut, Copenhagen) need data, not new code paths.

use serde::{Deserialize, Serialize};
use std::fmt;

/// How the king is captured.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum KingCapture {
    /// On the throne: four attackers. Next to it: three attackers and the throne. Elsewhere: like
    /// any piece (two attackers in a line, or an attacker and a hostile square).
    ThroneAware,
    /// Four attackers (or hostile squares) around the king, wherever it is.
    FourSides,
    /// Like any other piece, everywhere.
    Custodial,
}

/// What the third (or `repetition_limit`-th) occurrence of a position does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Repetition {
    /// The game is drawn.
    Draw,
    /// The side whose move repeated the position loses.
    RepeaterLoses,
    /// Nothing: repetition has no effect.
    Ignore,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TaflRules {
    pub name: String,
    /// Squares per side (odd, 5 to 11): the throne is the centre, the corners are escape squares.
    pub size: u8,
    /// The start position in tafl notation (docs/brandubh.md).
    pub start: String,
    /// The king captures together with defenders.
    pub king_armed: bool,
    /// Corners are hostile to every piece (a piece is captured against a corner).
    pub corners_hostile: bool,
    /// The empty throne is hostile to every piece.
    pub empty_throne_hostile: bool,
    /// Pieces other than the king may pass over (never stop on) the empty throne.
    pub pass_over_empty_throne: bool,
    pub king_capture: KingCapture,
    pub repetition: Repetition,
    /// The occurrence that triggers the repetition rule (3 = the third).
    pub repetition_limit: u8,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RulesError {
    Ron(String),
    /// A value the engine cannot play with.
    Invalid(&'static str),
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::Ron(message) => write!(f, "tafl rules file: {message}"),
            RulesError::Invalid(message) => write!(f, "tafl rules: {message}"),
        }
    }
}

impl std::error::Error for RulesError {}

/// Largest board the position type holds.
pub const MAX_SIZE: u8 = 11;

impl TaflRules {
    /// Brandubh as docs/brandubh.md decides it (the same as levels/rules/brandubh.ron).
    pub fn brandubh() -> TaflRules {
        TaflRules {
            name: "Brandubh".to_owned(),
            size: 7,
            start: "3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3 a".to_owned(),
            king_armed: true,
            corners_hostile: true,
            empty_throne_hostile: true,
            pass_over_empty_throne: true,
            king_capture: KingCapture::ThroneAware,
            repetition: Repetition::Draw,
            repetition_limit: 3,
        }
    }

    /// Reads and checks a rule set written in RON.
    pub fn from_ron(text: &str) -> Result<TaflRules, RulesError> {
        let rules: TaflRules = ron::from_str(text).map_err(|e| RulesError::Ron(e.to_string()))?;
        rules.validate()?;
        Ok(rules)
    }

    pub fn validate(&self) -> Result<(), RulesError> {
        if !(5..=MAX_SIZE).contains(&self.size) || self.size.is_multiple_of(2) {
            return Err(RulesError::Invalid("size must be odd, from 5 to 11"));
        }
        if self.repetition_limit < 2 {
            return Err(RulesError::Invalid("repetition_limit must be at least 2"));
        }
        Ok(())
    }
}
