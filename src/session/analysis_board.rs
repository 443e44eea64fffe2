//! The analysis board: any position of any game (from a game on the table, a loaded save, or
//! text pasted in the game's position notation) on a table where every seat is the player's,
//! with no clock, and the analysis running from the start. Moving from an earlier position
//! plays a new line from there (the later moves go), so the player can try anything.

use super::analysis::Analysis;
use super::{Referee, Session, StatusLine, begin};
use crate::tr;
use bevy::prelude::*;
use tabula_rules::Variant;
use tabula_table::GameSetup;

/// Open a position on the analysis board.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct OpenAnalysisBoard {
    pub variant: Variant,
    /// The start in the game's notation; `None` for the usual start.
    pub position: Option<String>,
    /// Moves from there, engine notation.
    pub moves: Vec<String>,
    /// The position to show first (moves from the start); `None` for the last.
    pub shown: Option<usize>,
}

impl OpenAnalysisBoard {
    /// The game on the table, at the position on show.
    pub fn of(session: &Session) -> OpenAnalysisBoard {
        OpenAnalysisBoard {
            variant: session.variant(),
            position: session.setup().start.clone(),
            moves: session.moves().iter().map(|m| m.text.clone()).collect(),
            shown: session.review(),
        }
    }
}

/// Checks pasted text as a position of `variant`: the game's own message for a bad one.
pub fn check_position(variant: Variant, text: &str) -> Result<(), String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(tr!("msg-paste-position-first"));
    }
    let game = variant.from_position(text).map_err(|e| e.to_string())?;
    if game.legal_move_strings().is_empty() {
        return Err(tr!("msg-position-already-over"));
    }
    Ok(())
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<OpenAnalysisBoard>();
}

pub(super) fn open_boards(
    mut requests: MessageReader<OpenAnalysisBoard>,
    mut commands: Commands,
    mut status: ResMut<StatusLine>,
    mut analysis: ResMut<Analysis>,
) {
    for request in requests.read() {
        let mut setup = GameSetup::hot_seat(request.variant);
        setup.start = request.position.as_ref().map(|p| p.trim().to_owned()).filter(|p| !p.is_empty());
        match Session::start(setup, &request.moves) {
            Ok(mut session) => {
                session.table_mut().set_review(request.shown);
                status.0 = tr!("msg-analysis-board-move-any");
                analysis.start_on_entry = true;
                begin(&mut commands, session, Referee::Analysis);
            }
            Err(error) => status.0 = tr!("msg-could-not-open-position", error = error),
        }
    }
}
