//! What a board looks like, game-agnostically: cells with their screen geometry, the pieces on
//! them, and legal moves as from/to cells. The client draws and animates any game from this alone.

use crate::game::{Game, Seat};

/// What kind of place a cell is; decides how a client draws and picks it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CellKind {
    Square,
    Hex,
    /// A point where lines meet (Trigame).
    Vertex,
    /// The midpoint of a line between two vertices (Trigame).
    Edge,
    /// The inside of a small triangle (Trigame).
    Triangle,
}

/// One place a piece can stand. Coordinates are in board units with y pointing down.
#[derive(Debug, Clone, PartialEq)]
pub struct CellView {
    /// The cell's number in the rules (the `from`/`to` of [`MoveView`]).
    pub id: u8,
    /// Its name in the game's notation (`e4`, `v22`).
    pub name: String,
    pub kind: CellKind,
    pub center: (f32, f32),
    /// The outline to draw: a polygon (three or more points), a line (two), or nothing (a point).
    pub outline: Vec<(f32, f32)>,
    /// The colour class of the cell (light/dark squares, the three hex colours).
    pub shade: u8,
    /// A special cell: the tafl throne and corners, Trigame's bold locations.
    pub marked: bool,
}

/// The pieces of all five games, for drawing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PieceKind {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
    /// Tafl attacker.
    Attacker,
    /// Tafl defender.
    Defender,
    /// Tafl king.
    TaflKing,
    /// Trigame's a, b and c.
    TriA,
    TriB,
    TriC,
}

impl PieceKind {
    /// The letter a promotion is written with (`q` in `e7e8q`).
    pub fn promotion_letter(self) -> Option<char> {
        match self {
            PieceKind::Queen => Some('q'),
            PieceKind::Rook => Some('r'),
            PieceKind::Bishop => Some('b'),
            PieceKind::Knight => Some('n'),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            PieceKind::Pawn => "pawn",
            PieceKind::Knight => "knight",
            PieceKind::Bishop => "bishop",
            PieceKind::Rook => "rook",
            PieceKind::Queen => "queen",
            PieceKind::King | PieceKind::TaflKing => "king",
            PieceKind::Attacker => "attacker",
            PieceKind::Defender => "defender",
            PieceKind::TriA => "a",
            PieceKind::TriB => "b",
            PieceKind::TriC => "c",
        }
    }
}

/// A piece on a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PieceView {
    pub cell: u8,
    pub seat: Seat,
    pub kind: PieceKind,
}

/// A legal move seen from the board: which cell it leaves and which it reaches. A pass has
/// neither.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveView {
    pub from: Option<u8>,
    pub to: Option<u8>,
    pub promotion: Option<PieceKind>,
    /// The move in the engine protocol's notation, for [`crate::DynGame::play_str`].
    pub text: String,
    /// The move as players write it (SAN, tafl notation with captures).
    pub display: String,
}

/// The drawing face of one game, implemented next to each game's rules.
pub trait BoardFace: Game {
    /// Every cell, ordered by id.
    fn cells(&self) -> Vec<CellView>;
    fn pieces(&self) -> Vec<PieceView>;
    /// The cells a move leaves and reaches, and the piece it promotes to.
    fn move_cells(&self, mv: Self::Move) -> (Option<u8>, Option<u8>, Option<PieceKind>);
    /// Cells of kings that are in check now (any seat's, in Trichess).
    fn checked_cells(&self) -> Vec<u8>;
    /// The engine-notation text of an attempt to move from one cell to another, legal or not, so
    /// that [`crate::DynGame::play_str`] can say why an illegal one is refused.
    fn attempt_text(&self, from: u8, to: u8, promotion: Option<PieceKind>) -> String;
}

/// A square of `size` by `size` cells as [`CellView`]s, cell id `rank * size + file`, rank 0 at
/// the bottom.
pub(crate) fn square_cells(size: u8, name: impl Fn(u8) -> String, marked: impl Fn(u8) -> bool) -> Vec<CellView> {
    (0..size * size)
        .map(|id| {
            let (file, rank) = (id % size, id / size);
            let (x, y) = (file as f32, (size - 1 - rank) as f32);
            CellView {
                id,
                name: name(id),
                kind: CellKind::Square,
                center: (x, y),
                outline: vec![(x - 0.5, y - 0.5), (x + 0.5, y - 0.5), (x + 0.5, y + 0.5), (x - 0.5, y + 0.5)],
                // a1 is dark, as on every chess board.
                shade: u8::from((file + rank) % 2 == 1),
                marked: marked(id),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::Variant;

    #[test]
    fn every_variant_describes_its_board() {
        let expected = [
            ("chess", 64, 32),
            ("marseillais", 64, 32),
            ("trichess", 169, 51),
            ("brandubh", 49, 13),
            ("trigame", 113, 0),
        ];
        for variant in Variant::ALL {
            let game = variant.new_game();
            let (_, cells, men) = expected.iter().find(|e| e.0 == variant.name()).copied().unwrap_or(("", 0, 0));
            let board = game.cells();
            assert_eq!(board.len(), cells, "{variant}");
            assert!(board.iter().enumerate().all(|(i, c)| c.id as usize == i), "{variant}");
            let pieces = game.pieces();
            if men > 0 {
                assert_eq!(pieces.len(), men, "{variant}");
            }
            assert!(pieces.iter().all(|p| (p.cell as usize) < board.len()));
            // Every legal move leaves a cell holding a piece of the side to move.
            for mv in game.move_views() {
                if let Some(from) = mv.from {
                    let piece = pieces.iter().find(|p| p.cell == from);
                    assert_eq!(piece.map(|p| p.seat), Some(game.to_move()), "{variant} {}", mv.text);
                }
                assert_eq!(game.attempt_text(mv.from.unwrap_or(0), mv.to.unwrap_or(0), mv.promotion), mv.text);
            }
        }
    }
}
