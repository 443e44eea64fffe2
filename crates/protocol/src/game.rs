//! What the wire says about a game: its setup and seats, the events of its gap-free stream, and
//! the snapshot that replaces the stream when a client has missed too much.

use crate::ids::{GameId, PlayerId};
use serde::{Deserialize, Serialize};
use tabula_rules::Variant;
use tabula_table::ClockSetup;

/// What can be offered to the other seats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OfferKind {
    Draw,
    Takeback,
    Abort,
    Rematch,
}

impl From<OfferKind> for tabula_table::OfferKind {
    fn from(kind: OfferKind) -> Self {
        match kind {
            OfferKind::Draw => tabula_table::OfferKind::Draw,
            OfferKind::Takeback => tabula_table::OfferKind::Takeback,
            OfferKind::Abort => tabula_table::OfferKind::Abort,
            OfferKind::Rematch => tabula_table::OfferKind::Rematch,
        }
    }
}

impl From<tabula_table::OfferKind> for OfferKind {
    fn from(kind: tabula_table::OfferKind) -> Self {
        match kind {
            tabula_table::OfferKind::Draw => OfferKind::Draw,
            tabula_table::OfferKind::Takeback => OfferKind::Takeback,
            tabula_table::OfferKind::Abort => OfferKind::Abort,
            tabula_table::OfferKind::Rematch => OfferKind::Rematch,
        }
    }
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndedBy {
    /// The position (mate, stalemate, escape, countdown, repetition...).
    Board,
    Resignation,
    /// A clock ran out, as the server's clock measured it.
    Flag,
    Agreement,
    Claim,
    Abort,
}

/// A player at a seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub player: PlayerId,
    pub name: String,
    /// Whether the player is connected now.
    pub online: bool,
}

/// A game's setup as the lobby and the game show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSetupInfo {
    pub game: Variant,
    pub clock: Option<ClockSetup>,
    /// One per seat, in seat order.
    pub seats: Vec<SeatInfo>,
}

/// One event of a game's stream. Every event carries the game's next sequence number (from 1,
/// no gaps), so a client knows when it has missed one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum GameEvent {
    /// A move was played (committed to the store before this was sent).
    Moved {
        seat: u8,
        /// Moves played before this one.
        ply: u32,
        /// Engine notation (what `move` sends).
        text: String,
        /// Players' notation (SAN for chess).
        display: String,
        /// Every seat's time left after the move, in milliseconds (empty without a clock).
        clocks_ms: Vec<u64>,
    },
    Offered {
        seat: u8,
        offer: OfferKind,
    },
    Answered {
        seat: u8,
        yes: bool,
    },
    /// The open offer was declined or withdrawn (an accepted one shows by its effect).
    OfferClosed {
        offer: OfferKind,
    },
    /// Moves were taken back: the game now has `ply` moves.
    TakenBack {
        ply: u32,
    },
    /// The game is over. `scores` has every seat's points as exact fractions ("1", "1/2",
    /// "4/3"); it is empty for an aborted game.
    Ended {
        by: EndedBy,
        /// One line for people, e.g. "checkmate, white wins".
        reason: String,
        scores: Vec<String>,
    },
    SeatGone {
        seat: u8,
    },
    SeatBack {
        seat: u8,
    },
}

/// Everything needed to show a game from scratch: sent on join and when a resync's gap is too
/// old for the stream.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    pub game: GameId,
    /// The sequence number of the last event this state includes.
    pub seq: u64,
    pub setup: GameSetupInfo,
    /// The start position when it is not the usual one.
    pub start: Option<String>,
    /// Every move so far, in engine notation.
    pub moves: Vec<String>,
    /// Every seat's time left, in milliseconds, when the state was taken (empty without clock).
    pub clocks_ms: Vec<u64>,
    /// The seat whose clock runs.
    pub to_move: u8,
    /// The open offer and the seats that said yes so far.
    pub offer: Option<OpenOffer>,
    /// Set once the game is over (the same as the `ended` event).
    pub ended: Option<Box<GameEvent>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenOffer {
    pub offer: OfferKind,
    pub from: u8,
    pub agreed: Vec<u8>,
}
