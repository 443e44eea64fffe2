//! The game being played, as a Bevy layer over `tabula-table`: a resource wrapping the table,
//! systems that feed it the players' input, the computer's moves and the frame's time, and the
//! messages the board, sound and panels react to. The client never decides a rule.

pub mod analysis;
pub mod analysis_board;
mod clock;
mod computer;
pub mod countdown;
mod game;
pub mod hint;
pub mod referee;
mod requests;
pub mod review;
pub mod save;
mod snapshot;
pub mod typed;

pub use analysis_board::OpenAnalysisBoard;
pub use clock::{ClockPaused, LowTime};
pub use computer::Thinking;
pub use game::{Session, begin, capitalise};
pub use referee::{
    LevelEnded, LevelJudge, LevelSource, MoveReports, Referee, RefereeKind, follow_server_clocks, follow_server_table,
    refereed_by, refereed_by_level, session_keeps_the_game,
};
pub use snapshot::Snapshot;
pub use tabula_table::{
    ClockSetup, EndedBy, Ending, GameSetup, LOW_TIME, MatchScore, OfferKind, Played, PlayedMove, Player, format_clock,
    points_of,
};

use crate::app::{AppSet, Screen};
use bevy::prelude::*;
use tabula_rules::{PieceKind, Seat};

/// A human's attempt to move from one cell to another (legal or not).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveAttempt {
    pub from: u8,
    pub to: u8,
    pub promotion: Option<PieceKind>,
}

/// A move the rules accepted and the table applied, with the board before and after it so that
/// views can animate without knowing the rules.
#[derive(Message, Debug, Clone, PartialEq, Deref)]
pub struct MovePlayed(pub Played);

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
    pub ending: Ending,
}

/// Requests from menus, panels and shortcuts.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum SessionRequest {
    NewGame(GameSetup),
    Takeback,
    Resign,
    /// The local player (or the player to move, hot-seat) offers something to the others.
    Offer(OfferKind),
    /// A human seat answers the open offer (hot-seat: each other player in turn).
    Answer(Seat, bool),
    ClaimDraw,
    /// Play the pass move (Trigame, when no other move exists).
    Pass,
    /// Show the position after this many moves; `None` returns to the live position.
    Review(Option<usize>),
}

/// The last line for the status bar (an illegal move's reason, a save's path, an error).
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct StatusLine(pub String);

/// The running score over rematches of the same players.
#[derive(Resource, Debug, Clone, Default, PartialEq, Deref, DerefMut)]
pub struct Score(pub MatchScore);

/// The session's own systems in the rules step (others, like src/online, order themselves
/// before it).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SessionRules;

/// The player's move attempts taken to the referee: first in the rules step, so that a move is
/// judged in the position the player saw, before this frame's news from the server.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MoveIntake;

pub fn plugin(app: &mut App) {
    app.add_message::<MoveAttempt>()
        .add_message::<MovePlayed>()
        .add_message::<MoveRefused>()
        .add_message::<BoardChanged>()
        .add_message::<GameStarted>()
        .add_message::<GameOver>()
        .add_message::<SessionRequest>()
        .add_message::<LevelEnded>()
        .init_resource::<Referee>()
        .init_resource::<crate::link::Online>()
        .init_resource::<StatusLine>()
        .init_resource::<Score>()
        .init_resource::<Snapshot>();
    app.add_plugins((
        clock::plugin,
        computer::plugin,
        save::plugin,
        countdown::plugin,
        hint::plugin,
        analysis::plugin,
        review::plugin,
        analysis_board::plugin,
        typed::plugin,
    ));
    // The rules step of the frame, after input and before the views, in the order a move takes:
    // typed moves and clicks to the referee, requests, the computer, the clocks, the ending,
    // then what the views read.
    app.configure_sets(Update, MoveIntake.in_set(AppSet::Rules).before(SessionRules));
    app.add_systems(
        Update,
        (typed::apply_typed_moves, referee::play_attempts)
            .chain()
            .in_set(MoveIntake)
            .run_if(resource_exists::<Session>),
    );
    app.add_systems(
        Update,
        (
            (requests::start_new_games, analysis_board::open_boards),
            (
                requests::handle_reviews,
                requests::handle_requests.run_if(session_keeps_the_game),
                computer::start_search,
                computer::finish_search,
                computer::answer_offers,
                clock::tick.run_if(not(refereed_by(RefereeKind::Online))),
                game::announce_game_over,
                snapshot::refresh_snapshot,
                (hint::start_hint, hint::finish_hint, hint::follow_moves),
                (analysis::run_analysis, review::run_review),
                countdown::warn_when_low,
                save::autosave.run_if(refereed_by(RefereeKind::Local)),
            )
                .chain()
                .run_if(resource_exists::<Session>),
            save::handle_save_requests,
        )
            .chain()
            .in_set(AppSet::Rules)
            .in_set(SessionRules),
    );
    app.add_systems(OnExit(Screen::Playing), (computer::cancel_search, analysis::stop_analysis));
    app.add_systems(OnEnter(Screen::Playing), analysis::start_requested_analysis);
}
