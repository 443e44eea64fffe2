//! The drawing face of tafl: the square board with its throne and corners, and the three pieces.

use super::{Tafl, TaflMove, TaflPiece, TaflVariant};
use crate::game::Seat;
use crate::view::{BoardFace, CellView, PieceKind, PieceView, square_cells};

impl<V: TaflVariant> BoardFace for Tafl<V> {
    fn cells(&self) -> Vec<CellView> {
        let p = self.position();
        square_cells(p.size(), |id| p.square_name(id), |id| p.is_restricted(id))
    }

    fn pieces(&self) -> Vec<PieceView> {
        let p = self.position();
        (0..p.size() * p.size())
            .filter_map(|cell| {
                let piece = p.piece_at(cell)?;
                let kind = match piece {
                    TaflPiece::Attacker => PieceKind::Attacker,
                    TaflPiece::Defender => PieceKind::Defender,
                    TaflPiece::King => PieceKind::TaflKing,
                };
                Some(PieceView { cell, seat: Seat(piece.side() as u8), kind })
            })
            .collect()
    }

    fn move_cells(&self, mv: TaflMove) -> (Option<u8>, Option<u8>, Option<PieceKind>) {
        (Some(mv.from), Some(mv.to), None)
    }

    fn checked_cells(&self) -> Vec<u8> {
        Vec::new()
    }

    fn attempt_text(&self, from: u8, to: u8, _promotion: Option<PieceKind>) -> String {
        let p = self.position();
        format!("{}-{}", p.square_name(from), p.square_name(to))
    }
}
