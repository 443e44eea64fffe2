//! Trigame position strings: `<pieces> <side> <countdown> <equal streak>`, pieces as a comma list
//! of piece letter and location (`av00,aR00,...,Cv24`), side `b` (Black) or `r` (Red).

use super::position::{COUNTDOWN, EQUAL_COUNTDOWNS_TO_DRAW, Side, TriPiece, TriPosition};
use super::topology::{LOCATIONS, TOPOLOGY, kind};
use crate::game::{EndReason, Outcome};
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TriPositionError {
    /// Not four space-separated fields.
    FieldCount(usize),
    /// A piece entry that is not a letter a/b/c/A/B/C followed by a location name.
    Piece(String),
    /// A piece on a location of a kind it cannot stand on (b on an edge, c in a triangle...).
    WrongLocation(String),
    /// Two pieces on one location.
    Occupied(String),
    Side(String),
    Countdown(String),
    EqualStreak(String),
}

impl fmt::Display for TriPositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TriPositionError::FieldCount(n) => {
                write!(f, "Trigame position needs 4 fields (pieces side countdown streak), found {n}")
            }
            TriPositionError::Piece(s) => {
                write!(f, "'{s}' is not a piece letter (a b c, A B C for Red) and a location")
            }
            TriPositionError::WrongLocation(s) => write!(f, "'{s}': that piece cannot stand on that kind of location"),
            TriPositionError::Occupied(s) => write!(f, "'{s}': the location holds another piece"),
            TriPositionError::Side(s) => write!(f, "side to move must be 'b' (Black) or 'r' (Red), found '{s}'"),
            TriPositionError::Countdown(s) => {
                write!(f, "countdown must be a number from 0 (ran out) to {COUNTDOWN}, found '{s}'")
            }
            TriPositionError::EqualStreak(s) => {
                write!(
                    f,
                    "equal streak must be below {EQUAL_COUNTDOWNS_TO_DRAW} (or equal, with countdown 0), found '{s}'"
                )
            }
        }
    }
}

impl std::error::Error for TriPositionError {}

impl TriPosition {
    pub fn parse(text: &str) -> Result<TriPosition, TriPositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [pieces, side, countdown, streak] = fields[..] else {
            return Err(TriPositionError::FieldCount(fields.len()));
        };
        let to_move = match side {
            "b" => Side::Black,
            "r" => Side::Red,
            other => return Err(TriPositionError::Side(other.to_owned())),
        };
        // Countdown 0 only in a finished game: the countdown ran out and decided it.
        let countdown = countdown
            .parse::<u8>()
            .ok()
            .filter(|c| *c <= COUNTDOWN)
            .ok_or_else(|| TriPositionError::Countdown(countdown.to_owned()))?;
        let streak_limit = if countdown == 0 { EQUAL_COUNTDOWNS_TO_DRAW } else { EQUAL_COUNTDOWNS_TO_DRAW - 1 };
        let equal_streak = streak
            .parse::<u8>()
            .ok()
            .filter(|s| *s <= streak_limit)
            .ok_or_else(|| TriPositionError::EqualStreak(streak.to_owned()))?;
        let mut position = TriPosition { cells: [None; LOCATIONS], to_move, countdown, equal_streak, decided: None };
        if pieces != "-" {
            for entry in pieces.split(',') {
                let mut chars = entry.chars();
                let piece = chars
                    .next()
                    .and_then(TriPiece::from_char)
                    .ok_or_else(|| TriPositionError::Piece(entry.to_owned()))?;
                let location =
                    parse_location(chars.as_str()).ok_or_else(|| TriPositionError::Piece(entry.to_owned()))?;
                if !piece.fits(kind(location)) {
                    return Err(TriPositionError::WrongLocation(entry.to_owned()));
                }
                if position.cells[location as usize].replace(piece).is_some() {
                    return Err(TriPositionError::Occupied(entry.to_owned()));
                }
            }
        }
        // A finished game reads back as finished: by the countdown, or a side without pieces.
        if countdown == 0 {
            let (black, red) = (position.count(Side::Black), position.count(Side::Red));
            position.decided = Some(match black.cmp(&red) {
                std::cmp::Ordering::Greater => {
                    Outcome::Win { winner: Side::Black.seat(), reason: EndReason::CountdownMajority }
                }
                std::cmp::Ordering::Less => {
                    Outcome::Win { winner: Side::Red.seat(), reason: EndReason::CountdownMajority }
                }
                std::cmp::Ordering::Equal if equal_streak == EQUAL_COUNTDOWNS_TO_DRAW => {
                    Outcome::Draw { reason: EndReason::CountdownsEqual }
                }
                std::cmp::Ordering::Equal => return Err(TriPositionError::EqualStreak(streak.to_owned())),
            });
        }
        for side in [Side::Black, Side::Red] {
            if position.count(side) == 0 {
                position.decided =
                    Some(Outcome::Win { winner: side.other().seat(), reason: EndReason::AllPiecesCaptured });
            }
        }
        Ok(position)
    }
}

/// A location by name; edges may name their vertices in either order (`e1011` or `e1110`).
pub fn parse_location(text: &str) -> Option<u8> {
    let t = &*TOPOLOGY;
    t.parse(text).or_else(|| {
        let rest = text.strip_prefix('e').filter(|r| r.len() == 4 && r.is_ascii())?;
        t.parse(&format!("e{}{}", &rest[2..], &rest[..2]))
    })
}

impl fmt::Display for TriPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = &*TOPOLOGY;
        let entries: Vec<String> = (0..LOCATIONS as u8)
            .filter_map(|l| self.piece_at(l).map(|p| format!("{}{}", p.char(), t.name(l))))
            .collect();
        let pieces = if entries.is_empty() { "-".to_owned() } else { entries.join(",") };
        let side = if self.to_move == Side::Black { 'b' } else { 'r' };
        write!(f, "{pieces} {side} {} {}", self.countdown, self.equal_streak)
    }
}
