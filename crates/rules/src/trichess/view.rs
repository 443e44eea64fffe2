//! The drawing face of Trichess: 169 hexagons in three colours and three seats' pieces.

use super::{BOARD, TriMoveKind, TriRole, TrichessGame, TrichessMove};
use crate::game::Seat;
use crate::view::{BoardFace, CellKind, CellView, PieceKind, PieceView};

fn piece_kind(role: TriRole) -> PieceKind {
    match role {
        TriRole::Pawn => PieceKind::Pawn,
        TriRole::Knight => PieceKind::Knight,
        TriRole::Bishop => PieceKind::Bishop,
        TriRole::Rook => PieceKind::Rook,
        TriRole::Queen => PieceKind::Queen,
        TriRole::King => PieceKind::King,
    }
}

impl BoardFace for TrichessGame {
    fn cells(&self) -> Vec<CellView> {
        (0..super::CELLS as u8)
            .map(|id| {
                let center = BOARD.screen_position(id);
                // Pointy-top hexagons of circumradius 1, matching `screen_position`.
                let outline = (0..6)
                    .map(|k| {
                        let angle = (60.0 * k as f32 + 30.0).to_radians();
                        (center.0 + angle.cos(), center.1 + angle.sin())
                    })
                    .collect();
                CellView {
                    id,
                    name: BOARD.name(id),
                    kind: CellKind::Hex,
                    center,
                    outline,
                    shade: BOARD.colour(id),
                    marked: false,
                }
            })
            .collect()
    }

    fn pieces(&self) -> Vec<PieceView> {
        let p = self.position();
        (0..super::CELLS as u8)
            .filter_map(|cell| {
                let piece = p.piece_at(cell)?;
                Some(PieceView { cell, seat: Seat(piece.seat), kind: piece_kind(piece.role) })
            })
            .collect()
    }

    fn move_cells(&self, mv: TrichessMove) -> (Option<u8>, Option<u8>, Option<PieceKind>) {
        let promotion = match mv.kind {
            TriMoveKind::Promotion(role) => Some(piece_kind(role)),
            _ => None,
        };
        (Some(mv.from), Some(mv.to), promotion)
    }

    fn checked_cells(&self) -> Vec<u8> {
        let p = self.position();
        (0..super::SEATS as u8).filter(|&seat| p.in_check(seat)).filter_map(|seat| p.king(seat)).collect()
    }

    fn attempt_text(&self, from: u8, to: u8, promotion: Option<PieceKind>) -> String {
        let mut text = format!("{}-{}", BOARD.name(from), BOARD.name(to));
        if let Some(letter) = promotion.and_then(PieceKind::promotion_letter) {
            text.push('=');
            text.push(letter.to_ascii_uppercase());
        }
        text
    }
}
