//! The view model of the board: the pieces, legal moves, checks and last moves of the position on
//! show, recomputed only when it changes.

use super::Session;
use bevy::prelude::*;
use tabula_rules::{MoveView, PieceView, Seat};

/// What the board shows, recomputed when the shown position changes.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct Snapshot {
    pub pieces: Vec<PieceView>,
    /// Legal moves of the shown position (none while reviewing or when a computer is to move;
    /// on the analysis board, those of whatever position is shown).
    pub moves: Vec<MoveView>,
    pub checked: Vec<u8>,
    /// The last move of each seat, newest first (Trichess shows the other two seats' moves).
    pub last_moves: Vec<(Seat, Option<u8>, Option<u8>)>,
    pub to_move: Seat,
    pub reviewing: bool,
    /// Rounds since the last capture or pawn move, where the game's draw rule counts them.
    pub quiet_rounds: Option<u32>,
}

impl Snapshot {
    pub fn of(session: &Session) -> Snapshot {
        Snapshot::showing(session, false)
    }

    /// The snapshot; `free` for the analysis board, where the shown position takes moves.
    pub fn showing(session: &Session, free: bool) -> Snapshot {
        let shown = session.shown();
        let moves = session.moves();
        let shown_plies = session.review().unwrap_or(moves.len());
        let mut last_moves: Vec<(Seat, Option<u8>, Option<u8>)> = Vec::new();
        for played in moves[..shown_plies.min(moves.len())].iter().rev() {
            if last_moves.iter().any(|(seat, ..)| *seat == played.seat) {
                continue;
            }
            last_moves.push((played.seat, played.from, played.to));
            if last_moves.len() + 1 >= session.seats() as usize {
                break;
            }
        }
        Snapshot {
            pieces: shown.pieces(),
            moves: if session.human_to_move() || free { shown.move_views() } else { Vec::new() },
            checked: shown.checked_cells(),
            last_moves,
            to_move: shown.to_move(),
            reviewing: session.review().is_some(),
            quiet_rounds: shown.quiet_rounds(),
        }
    }
}

/// Recomputes the snapshot when the game changed (a move, a takeback, an ending, a review, a
/// new game); not while only the clocks run.
pub(super) fn refresh_snapshot(
    session: Res<Session>,
    referee: Res<super::Referee>,
    mut snapshot: ResMut<Snapshot>,
    mut seen: Local<Option<(u64, bool)>>,
) {
    let free = matches!(*referee, super::Referee::Analysis);
    let key = (session.revision(), free);
    if session.is_added() || *seen != Some(key) {
        *seen = Some(key);
        let fresh = Snapshot::showing(&session, free);
        if *snapshot != fresh {
            *snapshot = fresh;
        }
    }
}
