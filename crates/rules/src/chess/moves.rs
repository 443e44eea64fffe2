//! Moves as a 16-bit `Copy` value, and the fixed-capacity list move generation fills.

use super::types::{Role, Square};
use std::fmt;

/// What a move does beyond going from one square to another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// Any ordinary move or capture, pawn single pushes included.
    Normal,
    DoublePush,
    EnPassant,
    /// King to g1/g8 (encoded as the king's own move, as UCI writes it).
    CastleKingside,
    /// King to c1/c8.
    CastleQueenside,
    Promotion(Role),
}

/// A chess move: from, to and kind packed into 16 bits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Move(u16);

impl Move {
    #[inline]
    pub fn new(from: Square, to: Square, kind: MoveKind) -> Move {
        let code = match kind {
            MoveKind::Normal => 0,
            MoveKind::DoublePush => 1,
            MoveKind::EnPassant => 2,
            MoveKind::CastleKingside => 3,
            MoveKind::CastleQueenside => 4,
            MoveKind::Promotion(role) => 8 + role.index() as u16,
        };
        Move(from.index() as u16 | (to.index() as u16) << 6 | code << 12)
    }

    #[inline]
    pub fn from(self) -> Square {
        Square::new((self.0 & 63) as u8)
    }

    #[inline]
    pub fn to(self) -> Square {
        Square::new(((self.0 >> 6) & 63) as u8)
    }

    #[inline]
    pub fn kind(self) -> MoveKind {
        match self.0 >> 12 {
            1 => MoveKind::DoublePush,
            2 => MoveKind::EnPassant,
            3 => MoveKind::CastleKingside,
            4 => MoveKind::CastleQueenside,
            code @ 8..=13 => MoveKind::Promotion(Role::ALL[(code - 8) as usize]),
            _ => MoveKind::Normal,
        }
    }

    pub fn promotion(self) -> Option<Role> {
        match self.kind() {
            MoveKind::Promotion(role) => Some(role),
            _ => None,
        }
    }

    pub fn is_castle(self) -> bool {
        matches!(self.kind(), MoveKind::CastleKingside | MoveKind::CastleQueenside)
    }

    /// UCI long algebraic notation: `e2e4`, `e7e8q`, `e1g1`.
    pub fn uci(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from(), self.to())?;
        if let Some(role) = self.promotion() {
            write!(f, "{}", role.char())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Room for every legal move of any chess position (the known maximum is 218).
pub const MAX_MOVES: usize = 256;

/// A move list on the stack, so generation allocates nothing.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList { moves: [Move::default(); MAX_MOVES], len: 0 }
    }
}

impl MoveList {
    pub fn new() -> MoveList {
        MoveList::default()
    }

    #[inline]
    pub fn push(&mut self, mv: Move) {
        // A legal position never exceeds MAX_MOVES; the guard keeps a corrupt one from panicking.
        if self.len < MAX_MOVES {
            self.moves[self.len] = mv;
            self.len += 1;
        }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }

    pub fn contains(&self, mv: Move) -> bool {
        self.as_slice().contains(&mv)
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
