//! The drawing face of Trigame: vertices, edge midpoints and triangles as cells, and the a/b/c
//! pieces of both sides.

use super::{Kind, LocationKind, TOPOLOGY, TriMove, TrigameGame, is_bold, kind};
use crate::view::{BoardFace, CellKind, CellView, PieceKind, PieceView};

impl BoardFace for TrigameGame {
    fn cells(&self) -> Vec<CellView> {
        let t = &*TOPOLOGY;
        (0..super::LOCATIONS as u8)
            .map(|id| {
                let (cell_kind, outline) = match kind(id) {
                    LocationKind::Vertex => (CellKind::Vertex, Vec::new()),
                    LocationKind::Edge => {
                        let (a, b) = t.edge_ends[super::topology::edge_index(id)];
                        (CellKind::Edge, vec![t.screen_position(a), t.screen_position(b)])
                    }
                    LocationKind::Triangle => {
                        let corners = t.triangle_vertices[super::topology::triangle_index(id)];
                        (CellKind::Triangle, corners.iter().map(|&v| t.screen_position(v)).collect())
                    }
                };
                CellView {
                    id,
                    name: t.name(id).to_owned(),
                    kind: cell_kind,
                    center: t.screen_position(id),
                    outline,
                    shade: 0,
                    marked: is_bold(id),
                }
            })
            .collect()
    }

    fn pieces(&self) -> Vec<PieceView> {
        let p = self.position();
        (0..super::LOCATIONS as u8)
            .filter_map(|cell| {
                let piece = p.piece_at(cell)?;
                let kind = match piece.kind {
                    Kind::A => PieceKind::TriA,
                    Kind::B => PieceKind::TriB,
                    Kind::C => PieceKind::TriC,
                };
                Some(PieceView { cell, seat: piece.side.seat(), kind })
            })
            .collect()
    }

    fn move_cells(&self, mv: TriMove) -> (Option<u8>, Option<u8>, Option<PieceKind>) {
        match mv {
            TriMove::Pass => (None, None, None),
            TriMove::Step { from, to } => (Some(from), Some(to), None),
        }
    }

    fn checked_cells(&self) -> Vec<u8> {
        Vec::new()
    }

    fn attempt_text(&self, from: u8, to: u8, _promotion: Option<PieceKind>) -> String {
        let t = &*TOPOLOGY;
        format!("{}-{}", t.name(from), t.name(to))
    }
}
