//! The drawing face of Marseillais chess: the chess board's, over the current half-move.

use super::MarseillaisGame;
use crate::chess::{Move, view};
use crate::view::{BoardFace, CellView, PieceKind, PieceView};

impl BoardFace for MarseillaisGame {
    fn cells(&self) -> Vec<CellView> {
        view::cells()
    }

    fn pieces(&self) -> Vec<PieceView> {
        view::pieces(self.position().board())
    }

    fn move_cells(&self, mv: Move) -> (Option<u8>, Option<u8>, Option<PieceKind>) {
        view::move_cells(mv)
    }

    fn checked_cells(&self) -> Vec<u8> {
        view::checked_cells(self.position().board())
    }

    fn attempt_text(&self, from: u8, to: u8, promotion: Option<PieceKind>) -> String {
        view::attempt_text(from, to, promotion)
    }
}
