//! Trichess's vocabulary: the seats, the six roles, a piece (with its moved flag for double
//! steps and castling) and a move.

pub const SEATS: usize = 3;
/// Plies without a capture or pawn move that end the game in a draw (a project decision).
pub const QUIET_PLY_LIMIT: u32 = 150;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TriRole {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl TriRole {
    pub const PROMOTIONS: [TriRole; 4] = [TriRole::Queen, TriRole::Rook, TriRole::Bishop, TriRole::Knight];

    pub fn letter(self) -> char {
        match self {
            TriRole::Pawn => 'P',
            TriRole::Knight => 'N',
            TriRole::Bishop => 'B',
            TriRole::Rook => 'R',
            TriRole::Queen => 'Q',
            TriRole::King => 'K',
        }
    }

    pub fn from_letter(c: char) -> Option<TriRole> {
        Some(match c.to_ascii_uppercase() {
            'P' => TriRole::Pawn,
            'N' => TriRole::Knight,
            'B' => TriRole::Bishop,
            'R' => TriRole::Rook,
            'Q' => TriRole::Queen,
            'K' => TriRole::King,
            _ => return None,
        })
    }

    /// The indices into `Board::steps` a piece moves along: straight (0..6) for rooks,
    /// diagonal (6..12) for bishops, both for queens and kings.
    pub(super) fn directions(self) -> std::ops::Range<usize> {
        match self {
            TriRole::Rook => 0..6,
            TriRole::Bishop => 6..12,
            _ => 0..12,
        }
    }

    /// Does a piece's moved flag matter for the rules (and so for repetition)?
    pub(super) fn tracks_moved(self) -> bool {
        matches!(self, TriRole::Pawn | TriRole::Rook | TriRole::King)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TriChessPiece {
    pub seat: u8,
    pub role: TriRole,
    pub moved: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TriMoveKind {
    Normal,
    DoubleStep,
    Castle,
    Promotion(TriRole),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TrichessMove {
    pub from: u8,
    pub to: u8,
    pub kind: TriMoveKind,
}
