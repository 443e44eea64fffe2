//! The view model of the board: the pieces, legal moves, checks and last moves of the position on
//! show, recomputed only when it changes.

use super::{BoardChanged, MovePlayed, Session};
use bevy::prelude::*;
use tabula_rules::{MoveView, PieceView, Seat};

/// What the board shows, recomputed when the shown position changes.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct Snapshot {
    pub pieces: Vec<PieceView>,
    /// Legal moves of the shown position (none while reviewing or when a computer is to move).
    pub moves: Vec<MoveView>,
    pub checked: Vec<u8>,
    /// The last move of each seat, newest first (Trichess shows the other two seats' moves).
    pub last_moves: Vec<(Seat, Option<u8>, Option<u8>)>,
    pub to_move: Seat,
    pub reviewing: bool,
    /// The game's state line (Trigame's countdown, Marseillais's half-move...).
    pub detail: Option<String>,
}

impl Snapshot {
    pub fn of(session: &Session) -> Snapshot {
        let shown = session.shown();
        let shown_plies = session.review.unwrap_or(session.moves.len());
        let mut last_moves: Vec<(Seat, Option<u8>, Option<u8>)> = Vec::new();
        for played in session.moves[..shown_plies].iter().rev() {
            if last_moves.iter().any(|(seat, ..)| *seat == played.seat) {
                continue;
            }
            last_moves.push((played.seat, played.from, played.to));
            if last_moves.len() + 1 >= session.game.seats() as usize {
                break;
            }
        }
        Snapshot {
            pieces: shown.pieces(),
            moves: if session.human_to_move() { shown.move_views() } else { Vec::new() },
            checked: shown.checked_cells(),
            last_moves,
            to_move: shown.to_move(),
            reviewing: session.review.is_some(),
            detail: shown.detail(),
        }
    }
}

pub(super) fn refresh_snapshot(
    session: Res<Session>,
    mut snapshot: ResMut<Snapshot>,
    mut played: MessageReader<MovePlayed>,
    mut changed: MessageReader<BoardChanged>,
) {
    let moved = played.read().count() > 0;
    let rebuilt = changed.read().count() > 0;
    if moved || rebuilt || session.is_changed() {
        let fresh = Snapshot::of(&session);
        if *snapshot != fresh {
            *snapshot = fresh;
        }
    }
}
