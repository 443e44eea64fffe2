//! The game being played: its rules object, who sits in each seat, the moves so far, and the
//! messages the board, sound and panels react to. The client never decides a rule: every move
//! goes through the rules crate.

mod clock;
mod computer;
pub mod countdown;
mod game;
pub mod save;
mod score;
pub mod setup;
mod snapshot;

pub use clock::{Clocks, LOW_TIME, LowTime, format_clock};
pub use computer::Thinking;
pub use game::{PlayedMove, Session, begin, capitalise};
pub use score::{MatchScore, points_of};
pub use setup::{ClockSetup, GameSetup, Player};
pub use snapshot::Snapshot;

use crate::Screen;
use bevy::prelude::*;
use tabula_rules::{Outcome, PieceKind, PieceView, Seat};

/// A human's attempt to move from one cell to another (legal or not).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveAttempt {
    pub from: u8,
    pub to: u8,
    pub promotion: Option<PieceKind>,
}

/// A move the rules accepted and applied, with the board before and after it so that views can
/// animate without knowing the rules.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct MovePlayed {
    pub seat: Seat,
    pub text: String,
    pub display: String,
    pub from: Option<u8>,
    pub to: Option<u8>,
    pub before: Vec<PieceView>,
    pub after: Vec<PieceView>,
    pub captured: bool,
    pub check: bool,
    /// The mover's turn is over (false after the first half of a Marseillais turn): clocks add
    /// their increment once per turn.
    pub turn_ended: bool,
}

/// An attempt the rules refused, with their reason.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct MoveRefused {
    pub reason: String,
}

/// The shown position changed other than by a move (new game, takeback, review, load): views
/// rebuild the pieces.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct BoardChanged;

/// A game started (new, rematch, loaded or resumed).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameStarted;

/// The game just ended.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct GameOver {
    pub outcome: Outcome,
}

/// Requests from menus, panels and shortcuts.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum SessionRequest {
    NewGame(GameSetup),
    Takeback,
    Resign,
    OfferDraw,
    /// The other human answered a draw offer in a hot-seat game.
    AnswerDraw(bool),
    ClaimDraw,
    /// Play the pass move (Trigame, when no other move exists).
    Pass,
    /// Show the position after this many moves; `None` returns to the live position.
    Review(Option<usize>),
}

/// The last line for the status bar (an illegal move's reason, a save's path, an error).
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct StatusLine(pub String);

pub fn plugin(app: &mut App) {
    app.add_message::<MoveAttempt>()
        .add_message::<MovePlayed>()
        .add_message::<MoveRefused>()
        .add_message::<BoardChanged>()
        .add_message::<GameStarted>()
        .add_message::<GameOver>()
        .add_message::<SessionRequest>()
        .init_resource::<StatusLine>()
        .init_resource::<MatchScore>()
        .init_resource::<Snapshot>();
    app.add_plugins((game::plugin, clock::plugin, computer::plugin, save::plugin, countdown::plugin));
    app.add_systems(OnExit(Screen::Playing), computer::cancel_search);
}
