//! A Trichess position: 17 pieces a seat on 169 cells, the seat to move, which pieces have moved
//! (pawn double steps, castling), the quiet-ply counter and a Zobrist hash; setting it up and
//! playing moves. Attacks and move generation live beside it (attacks.rs, movegen.rs).

use super::board::CELLS;
use super::cells::CellSet;
use super::frame::FRAMES;
use super::pieces::{SEATS, TriChessPiece, TriMoveKind, TriRole, TrichessMove};
use super::zobrist::{KEYS, piece_key};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrichessPosition {
    pub(super) cells: [Option<TriChessPiece>; CELLS],
    pub(super) to_move: u8,
    pub(super) quiet_plies: u32,
    pub(super) hash: u64,
    /// Each seat's king cell, kept in step by `set` (legality tests ask for it constantly).
    pub(super) kings: [u8; SEATS],
    /// Each seat's occupied cells, kept in step by `set`: move generation and evaluation visit
    /// a seat's pieces without scanning all 169 cells.
    pub(super) occupied: [CellSet; SEATS],
}

impl Default for TrichessPosition {
    fn default() -> Self {
        let mut position = TrichessPosition::empty();
        for (seat, frame) in FRAMES.iter().enumerate() {
            for &(cell, role) in &frame.start {
                position.cells[cell as usize] = Some(TriChessPiece { seat: seat as u8, role, moved: false });
            }
        }
        position.finish_setup();
        position
    }
}

impl TrichessPosition {
    /// No pieces; only for building positions (`finish_setup` completes them).
    pub(super) fn empty() -> TrichessPosition {
        TrichessPosition {
            cells: [None; CELLS],
            to_move: 0,
            quiet_plies: 0,
            hash: 0,
            kings: [0; SEATS],
            occupied: [CellSet::EMPTY; SEATS],
        }
    }

    /// Derives the hash and the king cells from the pieces placed.
    pub(super) fn finish_setup(&mut self) {
        self.occupied = [CellSet::EMPTY; SEATS];
        for cell in 0..CELLS as u8 {
            let Some(piece) = self.piece_at(cell) else { continue };
            self.occupied[piece.seat as usize % SEATS].insert(cell);
            if piece.role == TriRole::King {
                self.kings[piece.seat as usize % SEATS] = cell;
            }
        }
        self.hash = self.compute_hash();
    }

    pub fn piece_at(&self, cell: u8) -> Option<TriChessPiece> {
        self.cells.get(cell as usize).copied().flatten()
    }

    pub fn to_move(&self) -> u8 {
        self.to_move
    }

    pub fn quiet_plies(&self) -> u32 {
        self.quiet_plies
    }

    pub fn hash(&self) -> u64 {
        self.hash
    }

    pub fn compute_hash(&self) -> u64 {
        let mut hash = KEYS.to_move[self.to_move as usize % SEATS];
        for cell in 0..CELLS as u8 {
            if let Some(piece) = self.piece_at(cell) {
                hash ^= piece_key(cell, piece);
            }
        }
        hash
    }

    /// The cells with a piece on them, lowest first.
    pub fn occupied_cells(&self) -> impl Iterator<Item = u8> + '_ {
        self.occupied[0].or(self.occupied[1]).or(self.occupied[2]).cells()
    }

    pub fn king(&self, seat: u8) -> Option<u8> {
        let cell = *self.kings.get(seat as usize)?;
        self.piece_at(cell).filter(|p| p.seat == seat && p.role == TriRole::King).map(|_| cell)
    }

    pub(super) fn set(&mut self, cell: u8, piece: Option<TriChessPiece>) {
        if let Some(old) = self.cells[cell as usize] {
            self.hash ^= piece_key(cell, old);
            self.occupied[old.seat as usize % SEATS].remove(cell);
        }
        if let Some(new) = piece {
            self.hash ^= piece_key(cell, new);
            self.occupied[new.seat as usize % SEATS].insert(cell);
            if new.role == TriRole::King {
                self.kings[new.seat as usize % SEATS] = cell;
            }
        }
        self.cells[cell as usize] = piece;
    }

    /// Moves the pieces (no turn change); returns whether it captured.
    pub(super) fn apply(&mut self, mv: TrichessMove) -> bool {
        let Some(piece) = self.piece_at(mv.from) else { return false };
        let captured = self.piece_at(mv.to).is_some();
        self.set(mv.from, None);
        // Only kings, rooks and pawns remember moving: it is all the rules ask, so positions
        // that differ in nothing else compare equal.
        let role = match mv.kind {
            TriMoveKind::Promotion(role) => role,
            _ => piece.role,
        };
        let placed = TriChessPiece { role, moved: role.tracks_moved(), ..piece };
        self.set(mv.to, Some(placed));
        if mv.kind == TriMoveKind::Castle
            && let Some((_, _, rook_from, rook_to, _)) =
                FRAMES[piece.seat as usize % SEATS].castlings.iter().find(|c| c.0 == mv.from && c.1 == mv.to)
            && let Some(rook) = self.piece_at(*rook_from)
        {
            self.set(*rook_from, None);
            self.set(*rook_to, Some(TriChessPiece { moved: true, ..rook }));
        }
        captured
    }

    /// Same pieces on the same cells (moved flags included) and the same seat to move: the
    /// identity repetition compares.
    pub fn same_for_repetition(&self, other: &TrichessPosition) -> bool {
        self.to_move == other.to_move && self.cells == other.cells
    }

    /// Hands the turn to the next seat without moving. Not a move of the game: searches that
    /// let one opponent reply while the other waits (best-reply search) use it on their copies.
    pub fn pass_turn(&mut self) {
        self.hash ^= KEYS.to_move[self.to_move as usize % SEATS];
        self.to_move = (self.to_move + 1) % SEATS as u8;
        self.hash ^= KEYS.to_move[self.to_move as usize];
    }

    /// Plays a legal move and passes the turn to the next seat.
    pub fn play(&mut self, mv: TrichessMove) {
        let pawn = self.piece_at(mv.from).is_some_and(|p| p.role == TriRole::Pawn);
        let captured = self.apply(mv);
        self.quiet_plies = if pawn || captured { 0 } else { self.quiet_plies + 1 };
        self.pass_turn();
    }
}
