//! The saved-game format: RON for every game (with a format version), PGN for chess and
//! Marseillais. Reading checks every field and replays every move through the rules, so a bad
//! file is a clear error and never a half-restored game. No file I/O here: callers read and
//! write the text.

use crate::setup::{GameSetup, Player};
use crate::table::{EndedBy, Table, TableError};
use serde::{Deserialize, Serialize};
use std::time::Duration;
use tabula_rules::chess::{Pgn, Tags, result_token};
use tabula_rules::marseillais::MarseillaisPgn;
use tabula_rules::{EndReason, GameRef, Seat, Variant};

/// The format this version writes and reads.
pub const FORMAT: u32 = 1;

/// How a game ended that its moves alone do not show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SavedEnding {
    Resigned(u8),
    FlagFell(u8),
    Agreed,
    Claimed,
    Aborted,
}

/// A saved game as it is written to disk.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub format: u32,
    pub setup: GameSetup,
    /// Moves in engine notation.
    pub moves: Vec<String>,
    /// Time left per seat, in milliseconds (empty without a clock).
    #[serde(default)]
    pub clock_ms: Vec<u64>,
    #[serde(default)]
    pub ending: Option<SavedEnding>,
}

/// Why a saved game cannot be read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveError {
    /// Not RON of a saved game (the parser's message names the place).
    Syntax(String),
    Format(u32),
    /// The setup or a move is refused.
    Table(TableError),
    ClockSeats {
        expected: usize,
        found: usize,
    },
    ClockWithoutSetup,
    EndingSeat(u8),
    /// The ending does not fit the moves (the reason says why).
    Ending(&'static str),
    Pgn(String),
}

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveError::Syntax(error) => write!(f, "not a Tabula save: {error}"),
            SaveError::Format(found) => {
                write!(f, "save format {found} is not supported (this version reads {FORMAT})")
            }
            SaveError::Table(error) => error.fmt(f),
            SaveError::ClockSeats { expected, found } => {
                write!(f, "clock_ms has {found} times, the game has {expected} seats")
            }
            SaveError::ClockWithoutSetup => f.write_str("clock_ms gives times, but the setup has no clock"),
            SaveError::EndingSeat(seat) => write!(f, "the ending names seat {seat}, which this game does not have"),
            SaveError::Ending(why) => write!(f, "the ending does not fit the moves: {why}"),
            SaveError::Pgn(error) => write!(f, "PGN: {error}"),
        }
    }
}

impl std::error::Error for SaveError {}

impl SavedGame {
    pub fn of(table: &Table) -> SavedGame {
        let ending = table.ending().and_then(|ending| match ending.by {
            EndedBy::Board => None,
            EndedBy::Resignation(seat) => Some(SavedEnding::Resigned(seat.0)),
            EndedBy::Flag(seat) => Some(SavedEnding::FlagFell(seat.0)),
            EndedBy::Agreement => Some(SavedEnding::Agreed),
            EndedBy::Claim(_) => Some(SavedEnding::Claimed),
            EndedBy::Abort => Some(SavedEnding::Aborted),
        });
        let clocks = table.clocks();
        SavedGame {
            format: FORMAT,
            setup: table.setup().clone(),
            moves: table.moves().iter().map(|m| m.text.clone()).collect(),
            clock_ms: if clocks.enabled() {
                clocks.remaining().iter().map(|d| d.as_millis() as u64).collect()
            } else {
                Vec::new()
            },
            ending,
        }
    }

    pub fn to_ron(&self) -> String {
        // Plain data with string keys: serialising it cannot fail.
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).unwrap_or_default()
    }

    pub fn from_ron(text: &str) -> Result<SavedGame, SaveError> {
        let saved: SavedGame = ron::from_str(text).map_err(|e| SaveError::Syntax(e.to_string()))?;
        if saved.format != FORMAT {
            return Err(SaveError::Format(saved.format));
        }
        Ok(saved)
    }

    /// Replays the save into a table; every move is checked by the rules, every field by the
    /// table.
    pub fn restore(&self) -> Result<Table, SaveError> {
        let mut table = Table::with_moves(self.setup.clone(), &self.moves).map_err(SaveError::Table)?;
        let seats = table.seats() as usize;
        let remaining = match (table.clocks().enabled(), self.clock_ms.len()) {
            (_, 0) => None,
            (false, _) => return Err(SaveError::ClockWithoutSetup),
            (true, found) if found != seats => return Err(SaveError::ClockSeats { expected: seats, found }),
            (true, _) => Some(self.clock_ms.iter().map(|&ms| Duration::from_millis(ms)).collect()),
        };
        let ending = match self.ending {
            None => None,
            Some(_) if table.is_over() => return Err(SaveError::Ending("the moves already end the game")),
            Some(SavedEnding::Resigned(seat) | SavedEnding::FlagFell(seat)) if seat as usize >= seats => {
                return Err(SaveError::EndingSeat(seat));
            }
            Some(SavedEnding::Resigned(seat)) => {
                Some((EndedBy::Resignation(Seat(seat)), Some(table.game().resignation_outcome(Seat(seat)))))
            }
            Some(SavedEnding::FlagFell(seat)) => {
                Some((EndedBy::Flag(Seat(seat)), Some(table.game().timeout_outcome(Seat(seat)))))
            }
            Some(SavedEnding::Agreed) => Some((EndedBy::Agreement, Some(table.game().agreement_outcome()))),
            Some(SavedEnding::Claimed) => {
                let claim = *table.claimable().first().ok_or(SaveError::Ending("no draw can be claimed there"))?;
                Some((EndedBy::Claim(claim), Some(tabula_rules::Outcome::Draw { reason: EndReason::Claimed(claim) })))
            }
            Some(SavedEnding::Aborted) => {
                let every_seat_moved = (0..table.seats()).all(|s| table.moves().iter().any(|m| m.seat == Seat(s)));
                if every_seat_moved {
                    return Err(SaveError::Ending("a game is aborted only before every seat has moved"));
                }
                Some((EndedBy::Abort, None))
            }
        };
        table.restore(remaining, ending);
        Ok(table)
    }
}

/// A PGN text for chess and Marseillais games; `None` for the other games.
pub fn pgn_of(table: &Table) -> Option<String> {
    let result = table.outcome().map(|o| result_token(&o).to_owned());
    let names: Vec<String> = table.setup().players.iter().map(Player::label).collect();
    let fill = |tags: &mut Tags| {
        tags.set("Event", "Tabula game");
        tags.set("Site", "Tabula");
        if let [white, black] = names.as_slice() {
            tags.set("White", white);
            tags.set("Black", black);
        }
        if let Some(result) = &result {
            tags.set("Result", result);
        }
    };
    match table.game().concrete() {
        GameRef::Chess(game) => {
            let mut pgn = Pgn::new(game.clone());
            fill(&mut pgn.tags);
            Some(pgn.to_string())
        }
        GameRef::Marseillais(game) => {
            let mut pgn = MarseillaisPgn::new(game.clone());
            fill(&mut pgn.tags);
            Some(pgn.to_string())
        }
        GameRef::Trichess(_) | GameRef::Brandubh(_) | GameRef::Trigame(_) => None,
    }
}

/// Reads a PGN text as a hot-seat game (chess, or Marseillais when tagged so).
pub fn saved_from_pgn(text: &str) -> Result<SavedGame, SaveError> {
    let is_marseillais = text.lines().any(|l| l.trim().eq_ignore_ascii_case("[Variant \"Marseillais\"]"));
    let (variant, start, moves) = if is_marseillais {
        let pgn = MarseillaisPgn::parse(text).map_err(|e| SaveError::Pgn(e.to_string()))?;
        let start = pgn.tags.get("FEN").map(str::to_owned);
        (Variant::Marseillais, start, pgn.game.moves().map(|m| m.uci()).collect())
    } else {
        let pgn = Pgn::parse(text).map_err(|e| SaveError::Pgn(e.to_string()))?;
        let start = pgn.tags.get("FEN").map(str::to_owned);
        (Variant::Chess, start, pgn.game.moves().map(|m| m.uci()).collect())
    };
    let mut setup = GameSetup::hot_seat(variant);
    setup.start = start;
    Ok(SavedGame { format: FORMAT, setup, moves, clock_ms: Vec::new(), ending: None })
}
