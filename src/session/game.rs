//! The session resource: the table of the game in progress, readable by every view and changed
//! only by the session's systems (and a lesson's judge); and putting a game on the table.

use super::{BoardChanged, GameOver, GameStarted, Referee, Score, Snapshot};
use crate::app::Screen;
use bevy::prelude::*;
use tabula_rules::Seat;
use tabula_table::{GameSetup, Table, TableError};

/// The game in progress. Views read the table through `Deref`; only the session's systems
/// change it, through its referee (referee.rs).
#[derive(Resource, Deref)]
pub struct Session(Table);

impl Session {
    /// A new game; `moves` in engine notation are played first (a resumed game, the command line).
    pub fn start(setup: GameSetup, moves: &[String]) -> Result<Session, TableError> {
        Table::with_moves(setup, moves).map(Session)
    }

    pub fn from_table(table: Table) -> Session {
        Session(table)
    }

    pub fn table(&self) -> &Table {
        &self.0
    }

    /// The table to change: for the session's systems only.
    pub(super) fn table_mut(&mut self) -> &mut Table {
        &mut self.0
    }

    /// A seat's name as a line starts with it: `White`, `Attackers`.
    pub fn seat_title(&self, seat: Seat) -> String {
        crate::i18n::words::seat_title(self.variant(), seat)
    }
}

/// Puts a game on the table with its referee: its session and board snapshot, the game screen,
/// and the messages that rebuild the board and announce the start. New games, loaded games,
/// levels, online games and the command line all come through here.
pub fn begin(commands: &mut Commands, session: Session, referee: Referee) {
    commands.insert_resource(Snapshot::showing(&session, matches!(referee, Referee::Analysis)));
    commands.insert_resource(referee);
    commands.insert_resource(session);
    commands.insert_resource(NextState::Pending(Screen::Playing));
    commands.write_message(BoardChanged);
    commands.write_message(GameStarted);
}

/// `white` -> `White`: seat names and rule messages as the start of a line.
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// Writes `GameOver` once when the game ends, however it ended, and counts it in the match.
pub(super) fn announce_game_over(
    referee: Res<Referee>,
    session: Res<Session>,
    mut announced: Local<bool>,
    mut over: MessageWriter<GameOver>,
    mut score: ResMut<Score>,
) {
    match session.ending() {
        // A level tells its own ending.
        Some(_) if referee.level().is_some() => *announced = true,
        Some(ending) if !*announced => {
            *announced = true;
            // A game loaded already finished is not counted again; an aborted one not at all.
            if score.setup.as_ref() == Some(session.setup())
                && !session.moves().is_empty()
                && let Some(outcome) = &ending.outcome
            {
                score.record(outcome);
            }
            over.write(GameOver { ending });
        }
        None => *announced = false,
        _ => {}
    }
}
