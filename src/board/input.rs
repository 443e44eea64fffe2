//! Board input: a press on a piece selects it (and may start a drag), a press or release on a
//! target attempts the move; the rules decide. Works from the mouse (see `camera`) or from
//! `BoardPointer` messages written by tests.

use super::{BoardLayout, Piece, Z_DRAGGED};
use crate::app::{AppSet, Screen};
use crate::session::{MoveAttempt, Session, Snapshot, StatusLine};
use crate::tr;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use tabula_rules::PieceKind;

/// Pointer activity over the board, in world coordinates and cells.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub enum BoardPointer {
    Press(Option<u8>),
    Release(Option<u8>),
    Move(Vec2),
}

/// The selected cell (a piece of the side to move).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Selection(pub Option<u8>);

/// A piece being dragged.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Default)]
pub struct Dragging(pub Option<Drag>);

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Drag {
    pub from: u8,
    pub entity: Entity,
    pub start: Option<Vec2>,
    pub moved: bool,
}

/// A move to a promotion cell waiting for the player to pick the piece.
#[derive(Resource, Debug, Clone, PartialEq, Default)]
pub struct PendingPromotion(pub Option<Promotion>);

#[derive(Debug, Clone, PartialEq)]
pub struct Promotion {
    pub from: u8,
    pub to: u8,
    pub choices: Vec<PieceKind>,
}

/// A seat that may plan its next move while another seat is to move (an online game's
/// premove): its pieces can be picked and sent to any cell; the move is checked when its turn
/// comes. Set by whoever knows (src/online); `None` elsewhere.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PremoveSeat(pub Option<tabula_rules::Seat>);

/// The cell under the pointer (hover feedback).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct HoveredCell(pub Option<u8>);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<BoardPointer>()
        .init_resource::<Selection>()
        .init_resource::<Dragging>()
        .init_resource::<PendingPromotion>()
        .init_resource::<PremoveSeat>()
        .init_resource::<HoveredCell>();
    app.add_systems(
        Update,
        (handle_pointer, promotion_keys)
            .chain()
            .in_set(HandlePointer)
            .in_set(AppSet::Input)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
    app.add_systems(Update, clear_stale_selection.in_set(AppSet::View));
}

/// The set of the pointer handler, for ordering the mouse reader before it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HandlePointer;

/// The promotion choices for a from-to pair (empty when the move does not promote).
fn promotion_choices(snapshot: &Snapshot, from: u8, to: u8) -> Vec<PieceKind> {
    snapshot.moves.iter().filter(|m| m.from == Some(from) && m.to == Some(to)).filter_map(|m| m.promotion).collect()
}

fn attempt(
    snapshot: &Snapshot,
    from: u8,
    to: u8,
    attempts: &mut MessageWriter<MoveAttempt>,
    promotion: &mut PendingPromotion,
) {
    let choices = promotion_choices(snapshot, from, to);
    if choices.len() > 1 {
        promotion.0 = Some(Promotion { from, to, choices });
    } else {
        attempts.write(MoveAttempt { from, to, promotion: choices.first().copied() });
    }
}

/// The piece the player holds: picked by a click, dragged, or waiting for its promotion choice.
#[derive(SystemParam)]
struct PieceInHand<'w> {
    selection: ResMut<'w, Selection>,
    dragging: ResMut<'w, Dragging>,
    promotion: ResMut<'w, PendingPromotion>,
}

/// Beyond the human to move: a seat planning a premove, or every seat on the analysis board.
#[derive(SystemParam)]
struct WhoMayMove<'w> {
    premove: Res<'w, PremoveSeat>,
    referee: Res<'w, crate::session::Referee>,
}

fn handle_pointer(
    mut events: MessageReader<BoardPointer>,
    session: Res<Session>,
    snapshot: Res<Snapshot>,
    layout: Res<BoardLayout>,
    hand: PieceInHand,
    mut attempts: MessageWriter<MoveAttempt>,
    mut status: ResMut<StatusLine>,
    mut pieces: Query<(Entity, &Piece, &mut Transform)>,
    mut last_pointer: Local<Option<Vec2>>,
    who: WhoMayMove,
) {
    let WhoMayMove { premove, referee } = who;
    let PieceInHand { mut selection, mut dragging, mut promotion } = hand;
    for event in events.read() {
        match *event {
            BoardPointer::Press(cell) => {
                if promotion.0.is_some() {
                    continue;
                }
                let Some(cell) = cell else {
                    selection.0 = None;
                    continue;
                };
                // The seat whose pieces answer: the human to move, or one planning a premove.
                let planning = premove.0.filter(|_| !session.human_to_move() && session.review().is_none());
                // The analysis board takes moves on whatever position is shown.
                let free = matches!(*referee, crate::session::Referee::Analysis) && !snapshot.moves.is_empty();
                if !session.human_to_move() && planning.is_none() && !free {
                    if session.review().is_some() {
                        status.0 = tr!("msg-reviewing-earlier-position-press");
                    }
                    continue;
                }
                let mover = planning.unwrap_or(snapshot.to_move);
                let own = snapshot.pieces.iter().any(|p| p.cell == cell && p.seat == mover);
                let start = *last_pointer;
                let start_drag = |dragging: &mut Dragging, pieces: &Query<(Entity, &Piece, &mut Transform)>| {
                    let entity = pieces.iter().find(|(_, p, _)| p.cell == cell).map(|(e, ..)| e);
                    dragging.0 = entity.map(|entity| Drag { from: cell, entity, start, moved: false });
                };
                match selection.0 {
                    Some(from) if from == cell => start_drag(&mut dragging, &pieces),
                    // A premove goes anywhere: it is checked when its turn comes.
                    Some(from) if planning.is_some() && !own => {
                        selection.0 = None;
                        attempts.write(MoveAttempt { from, to: cell, promotion: None });
                    }
                    Some(from) if snapshot.moves.iter().any(|m| m.from == Some(from) && m.to == Some(cell)) => {
                        selection.0 = None;
                        attempt(&snapshot, from, cell, &mut attempts, &mut promotion);
                    }
                    _ if own => {
                        selection.0 = Some(cell);
                        start_drag(&mut dragging, &pieces);
                    }
                    Some(from) => {
                        // Not a legal target: let the rules say why.
                        selection.0 = None;
                        attempt(&snapshot, from, cell, &mut attempts, &mut promotion);
                    }
                    None => {
                        if snapshot.pieces.iter().any(|p| p.cell == cell) {
                            status.0 = tr!("msg-piece-not-yours-move", seat = session.seat_title(snapshot.to_move));
                        }
                    }
                }
            }
            BoardPointer::Move(world) => {
                *last_pointer = Some(world);
                let Some(drag) = dragging.0.as_mut() else { continue };
                let start = *drag.start.get_or_insert(world);
                if start.distance(world) > layout.pick_radius * 0.15 {
                    drag.moved = true;
                }
                if drag.moved
                    && let Ok((_, _, mut transform)) = pieces.get_mut(drag.entity)
                {
                    transform.translation = world.extend(Z_DRAGGED);
                }
            }
            BoardPointer::Release(cell) => {
                let Some(drag) = dragging.0.take() else { continue };
                if !drag.moved {
                    continue;
                }
                match cell {
                    Some(to) if to != drag.from && premove.0.is_some() && !session.human_to_move() => {
                        selection.0 = None;
                        attempts.write(MoveAttempt { from: drag.from, to, promotion: None });
                    }
                    Some(to) if to != drag.from => {
                        selection.0 = None;
                        attempt(&snapshot, drag.from, to, &mut attempts, &mut promotion);
                    }
                    _ => {}
                }
                // Back to its cell until the move (if any) animates it: refused moves snap back.
                if let Ok((_, piece, mut transform)) = pieces.get_mut(drag.entity) {
                    transform.translation = layout.center(piece.cell).extend(super::Z_PIECE);
                }
            }
        }
    }
}

/// Q, R, B, N (or 1-4) pick a promotion piece; Escape cancels.
fn promotion_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut promotion: ResMut<PendingPromotion>,
    mut attempts: MessageWriter<MoveAttempt>,
) {
    let (Some(keys), Some(pending)) = (keys, promotion.0.as_ref()) else { return };
    if keys.just_pressed(KeyCode::Escape) {
        promotion.0 = None;
        return;
    }
    let wanted = [
        (KeyCode::KeyQ, KeyCode::Digit1, PieceKind::Queen),
        (KeyCode::KeyR, KeyCode::Digit2, PieceKind::Rook),
        (KeyCode::KeyB, KeyCode::Digit3, PieceKind::Bishop),
        (KeyCode::KeyN, KeyCode::Digit4, PieceKind::Knight),
    ];
    for (letter, digit, kind) in wanted {
        if (keys.just_pressed(letter) || keys.just_pressed(digit)) && pending.choices.contains(&kind) {
            attempts.write(MoveAttempt { from: pending.from, to: pending.to, promotion: Some(kind) });
            promotion.0 = None;
            return;
        }
    }
}

/// A selection made before the position changed means nothing any more.
fn clear_stale_selection(snapshot: Option<Res<Snapshot>>, mut selection: ResMut<Selection>, premove: Res<PremoveSeat>) {
    if let Some(snapshot) = snapshot
        && snapshot.is_changed()
        && let Some(cell) = selection.0
        && !snapshot.pieces.iter().any(|p| p.cell == cell && (p.seat == snapshot.to_move || Some(p.seat) == premove.0))
    {
        selection.0 = None;
    }
}
