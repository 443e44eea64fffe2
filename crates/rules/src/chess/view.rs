//! The drawing face of chess (and the board part of Marseillais): squares, pieces, checks.

use super::{ChessGame, Move, Position, Role, Square};
use crate::game::Seat;
use crate::view::{BoardFace, CellView, PieceKind, PieceView, square_cells};

pub(crate) fn piece_kind(role: Role) -> PieceKind {
    match role {
        Role::Pawn => PieceKind::Pawn,
        Role::Knight => PieceKind::Knight,
        Role::Bishop => PieceKind::Bishop,
        Role::Rook => PieceKind::Rook,
        Role::Queen => PieceKind::Queen,
        Role::King => PieceKind::King,
    }
}

pub(crate) fn cells() -> Vec<CellView> {
    square_cells(8, |id| Square::new(id).to_string(), |_| false)
}

pub(crate) fn pieces(position: &Position) -> Vec<PieceView> {
    Square::all()
        .filter_map(|square| {
            let piece = position.piece_at(square)?;
            Some(PieceView {
                cell: square.index() as u8,
                seat: Seat(piece.color.index() as u8),
                kind: piece_kind(piece.role),
            })
        })
        .collect()
}

pub(crate) fn move_cells(mv: Move) -> (Option<u8>, Option<u8>, Option<PieceKind>) {
    (Some(mv.from().index() as u8), Some(mv.to().index() as u8), mv.promotion().map(piece_kind))
}

pub(crate) fn checked_cells(position: &Position) -> Vec<u8> {
    if position.is_check() { vec![position.king(position.turn()).index() as u8] } else { Vec::new() }
}

pub(crate) fn attempt_text(from: u8, to: u8, promotion: Option<PieceKind>) -> String {
    let mut text = format!("{}{}", Square::new(from), Square::new(to));
    text.extend(promotion.and_then(PieceKind::promotion_letter));
    text
}

impl BoardFace for ChessGame {
    fn cells(&self) -> Vec<CellView> {
        cells()
    }

    fn pieces(&self) -> Vec<PieceView> {
        pieces(self.position())
    }

    fn move_cells(&self, mv: Move) -> (Option<u8>, Option<u8>, Option<PieceKind>) {
        move_cells(mv)
    }

    fn checked_cells(&self) -> Vec<u8> {
        checked_cells(self.position())
    }

    fn attempt_text(&self, from: u8, to: u8, promotion: Option<PieceKind>) -> String {
        attempt_text(from, to, promotion)
    }
}
