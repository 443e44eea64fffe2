//! A validated chess position: piece placement, side to move, castling, en passant, clocks and
//! an incrementally updated Zobrist hash. Copy-make: `play_unchecked` changes it in place and
//! callers keep the old value to undo.

use super::attacks::{bishop_attacks, king_attacks, knight_attacks, pawn_attacks, rook_attacks};
use super::bitboard::Bitboard;
use super::moves::{Move, MoveKind};
use super::types::{Color, Piece, Role, Square};
use super::zobrist::KEYS;

/// Castling rights as bits.
pub mod castling {
    pub const WHITE_KINGSIDE: u8 = 1;
    pub const WHITE_QUEENSIDE: u8 = 2;
    pub const BLACK_KINGSIDE: u8 = 4;
    pub const BLACK_QUEENSIDE: u8 = 8;
    pub const ALL: u8 = 15;
}

/// Rights that survive a move touching each square (a king or rook moving away or being taken).
const fn castling_masks() -> [u8; 64] {
    let mut masks = [castling::ALL; 64];
    masks[0] = castling::ALL & !castling::WHITE_QUEENSIDE; // a1
    masks[4] = castling::ALL & !(castling::WHITE_KINGSIDE | castling::WHITE_QUEENSIDE); // e1
    masks[7] = castling::ALL & !castling::WHITE_KINGSIDE; // h1
    masks[56] = castling::ALL & !castling::BLACK_QUEENSIDE; // a8
    masks[60] = castling::ALL & !(castling::BLACK_KINGSIDE | castling::BLACK_QUEENSIDE); // e8
    masks[63] = castling::ALL & !castling::BLACK_KINGSIDE; // h8
    masks
}
const CASTLING_MASKS: [u8; 64] = castling_masks();

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Position {
    by_color: [Bitboard; 2],
    by_role: [Bitboard; 6],
    board: [Option<Piece>; 64],
    turn: Color,
    castling: u8,
    /// Set only when an en passant capture is legal right now, so that equal positions in the
    /// FIDE sense (repetition) have equal hashes and print the same FEN.
    en_passant: Option<Square>,
    halfmove_clock: u32,
    fullmove_number: u32,
    hash: u64,
}

impl Default for Position {
    fn default() -> Self {
        Position::startpos()
    }
}

impl Position {
    pub const START_FEN: &'static str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /// The standard starting position.
    pub fn startpos() -> Position {
        let mut position = Position::empty();
        let back =
            [Role::Rook, Role::Knight, Role::Bishop, Role::Queen, Role::King, Role::Bishop, Role::Knight, Role::Rook];
        for file in 0..8u8 {
            position.put(Square::from_coords(file, 0), Piece::new(Color::White, back[file as usize]));
            position.put(Square::from_coords(file, 1), Piece::new(Color::White, Role::Pawn));
            position.put(Square::from_coords(file, 6), Piece::new(Color::Black, Role::Pawn));
            position.put(Square::from_coords(file, 7), Piece::new(Color::Black, back[file as usize]));
        }
        position.castling = castling::ALL;
        position.hash = position.compute_hash();
        position
    }

    /// An empty board, White to move; only for building positions inside this module tree.
    pub(super) fn empty() -> Position {
        Position {
            by_color: [Bitboard::EMPTY; 2],
            by_role: [Bitboard::EMPTY; 6],
            board: [None; 64],
            turn: Color::White,
            castling: 0,
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
            hash: 0,
        }
    }

    // ----- read access -----

    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    #[inline]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.board[square.index()]
    }

    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    #[inline]
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.by_color[color.index()] & self.by_role[role.index()]
    }

    /// The king of `color`. A validated position always has exactly one.
    #[inline]
    pub fn king(&self, color: Color) -> Square {
        self.pieces(color, Role::King).first().unwrap_or(Square::new(0))
    }

    pub fn castling_rights(&self) -> u8 {
        self.castling
    }

    pub fn en_passant(&self) -> Option<Square> {
        self.en_passant
    }

    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Pieces of either colour attacking `square`, given `occupied` as the blockers.
    #[inline]
    pub fn attackers_to(&self, square: Square, occupied: Bitboard) -> Bitboard {
        let rooks = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        let bishops = self.by_role(Role::Bishop) | self.by_role(Role::Queen);
        (pawn_attacks(Color::White, square) & self.pieces(Color::Black, Role::Pawn))
            | (pawn_attacks(Color::Black, square) & self.pieces(Color::White, Role::Pawn))
            | (knight_attacks(square) & self.by_role(Role::Knight))
            | (king_attacks(square) & self.by_role(Role::King))
            | (rook_attacks(square, occupied) & rooks)
            | (bishop_attacks(square, occupied) & bishops)
    }

    /// Is `square` attacked by `attacker`, with `occupied` as the blockers?
    #[inline]
    pub fn is_attacked(&self, square: Square, attacker: Color, occupied: Bitboard) -> bool {
        let them = self.by_color(attacker);
        let rooks = (self.by_role(Role::Rook) | self.by_role(Role::Queen)) & them;
        let bishops = (self.by_role(Role::Bishop) | self.by_role(Role::Queen)) & them;
        (pawn_attacks(attacker.other(), square) & self.by_role(Role::Pawn) & them).nonempty()
            || (knight_attacks(square) & self.by_role(Role::Knight) & them).nonempty()
            || (king_attacks(square) & self.by_role(Role::King) & them).nonempty()
            || (rook_attacks(square, occupied) & rooks).nonempty()
            || (bishop_attacks(square, occupied) & bishops).nonempty()
    }

    /// Enemy pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        self.attackers_to(self.king(self.turn), self.occupied()) & self.by_color(self.turn.other())
    }

    pub fn is_check(&self) -> bool {
        self.checkers().nonempty()
    }

    /// The hash computed from scratch (tests compare it with the incremental one).
    pub fn compute_hash(&self) -> u64 {
        let mut hash = 0;
        for square in self.occupied() {
            if let Some(piece) = self.piece_at(square) {
                hash ^= KEYS.piece(piece, square);
            }
        }
        if self.turn == Color::Black {
            hash ^= KEYS.black_to_move;
        }
        hash ^= KEYS.castling(self.castling);
        if let Some(square) = self.en_passant {
            hash ^= KEYS.en_passant(square);
        }
        hash
    }

    // ----- setup, used by FEN parsing -----

    pub(super) fn put(&mut self, square: Square, piece: Piece) {
        self.board[square.index()] = Some(piece);
        self.by_color[piece.color.index()] |= Bitboard::from_square(square);
        self.by_role[piece.role.index()] |= Bitboard::from_square(square);
    }

    pub(super) fn set_turn(&mut self, turn: Color) {
        self.turn = turn;
    }

    pub(super) fn set_castling(&mut self, rights: u8) {
        self.castling = rights & castling::ALL;
    }

    pub(super) fn set_clocks(&mut self, halfmove_clock: u32, fullmove_number: u32) {
        self.halfmove_clock = halfmove_clock;
        self.fullmove_number = fullmove_number.max(1);
    }

    /// Keeps `square` as the en passant square only if a capture there is legal, then rehashes.
    pub(super) fn finish_setup(&mut self, en_passant: Option<Square>) {
        self.en_passant = en_passant.filter(|&square| self.en_passant_capture_is_legal(square));
        self.hash = self.compute_hash();
    }

    /// Hands the move to `color` without a move (variants where a side moves twice), keeping
    /// the hash in step. Any en passant square is dropped: the variant tracks its own.
    pub(crate) fn hand_turn_to(&mut self, color: Color) {
        self.clear_en_passant();
        if self.turn != color {
            self.turn = color;
            self.hash ^= KEYS.black_to_move;
        }
    }

    /// Forgets the en passant square (variants that track their own targets).
    pub(crate) fn clear_en_passant(&mut self) {
        if let Some(square) = self.en_passant.take() {
            self.hash ^= KEYS.en_passant(square);
        }
    }

    // ----- making moves -----

    #[inline]
    fn toggle(&mut self, square: Square, piece: Piece) {
        let bit = Bitboard::from_square(square);
        self.by_color[piece.color.index()] ^= bit;
        self.by_role[piece.role.index()] ^= bit;
        self.hash ^= KEYS.piece(piece, square);
    }

    #[inline]
    fn remove(&mut self, square: Square, piece: Piece) {
        self.toggle(square, piece);
        self.board[square.index()] = None;
    }

    #[inline]
    fn add(&mut self, square: Square, piece: Piece) {
        self.toggle(square, piece);
        self.board[square.index()] = Some(piece);
    }

    /// Plays a move generated for this position. A move from elsewhere leaves a nonsensical
    /// (but memory-safe) position, so callers outside the crate go through the legal list.
    pub fn play_unchecked(&mut self, mv: Move) {
        let us = self.turn;
        let them = us.other();
        let from = mv.from();
        let to = mv.to();
        let Some(moving) = self.piece_at(from) else {
            return;
        };

        if let Some(square) = self.en_passant.take() {
            self.hash ^= KEYS.en_passant(square);
        }
        self.halfmove_clock += 1;
        let mut en_passant_candidate = None;

        match mv.kind() {
            MoveKind::Normal | MoveKind::Promotion(_) => {
                if let Some(captured) = self.piece_at(to) {
                    self.remove(to, captured);
                    self.halfmove_clock = 0;
                }
                self.remove(from, moving);
                let placed = match mv.kind() {
                    MoveKind::Promotion(role) => Piece::new(us, role),
                    _ => moving,
                };
                self.add(to, placed);
                if moving.role == Role::Pawn {
                    self.halfmove_clock = 0;
                }
            }
            MoveKind::DoublePush => {
                self.remove(from, moving);
                self.add(to, moving);
                self.halfmove_clock = 0;
                let skipped = Square::new(((from.index() + to.index()) / 2) as u8);
                if (pawn_attacks(us, skipped) & self.pieces(them, Role::Pawn)).nonempty() {
                    en_passant_candidate = Some(skipped);
                }
            }
            MoveKind::EnPassant => {
                let captured_square = Square::from_coords(to.file(), from.rank());
                self.remove(captured_square, Piece::new(them, Role::Pawn));
                self.remove(from, moving);
                self.add(to, moving);
                self.halfmove_clock = 0;
            }
            MoveKind::CastleKingside | MoveKind::CastleQueenside => {
                let rank = from.rank();
                let (rook_from, rook_to) = if mv.kind() == MoveKind::CastleKingside {
                    (Square::from_coords(7, rank), Square::from_coords(5, rank))
                } else {
                    (Square::from_coords(0, rank), Square::from_coords(3, rank))
                };
                let rook = Piece::new(us, Role::Rook);
                self.remove(from, moving);
                self.remove(rook_from, rook);
                self.add(to, moving);
                self.add(rook_to, rook);
            }
        }

        let rights = self.castling & CASTLING_MASKS[from.index()] & CASTLING_MASKS[to.index()];
        if rights != self.castling {
            self.hash ^= KEYS.castling(self.castling) ^ KEYS.castling(rights);
            self.castling = rights;
        }

        self.turn = them;
        self.hash ^= KEYS.black_to_move;
        if us == Color::Black {
            self.fullmove_number += 1;
        }

        if let Some(square) = en_passant_candidate
            && self.en_passant_capture_is_legal(square)
        {
            self.en_passant = Some(square);
            self.hash ^= KEYS.en_passant(square);
        }
    }

    /// Passes the move without moving (null-move pruning in search). Not for positions in check.
    pub fn play_null(&mut self) {
        self.clear_en_passant();
        self.halfmove_clock += 1;
        if self.turn == Color::Black {
            self.fullmove_number += 1;
        }
        self.turn = self.turn.other();
        self.hash ^= KEYS.black_to_move;
    }

    /// Can the side to move legally capture en passant onto `target` right now?
    /// Assumes `target` is the square a pawn of the other side just skipped.
    pub(super) fn en_passant_capture_is_legal(&self, target: Square) -> bool {
        let us = self.turn;
        let them = us.other();
        let expected_rank = if us == Color::White { 5 } else { 2 };
        if target.rank() != expected_rank || self.piece_at(target).is_some() {
            return false;
        }
        let victim = Square::from_coords(target.file(), if us == Color::White { 4 } else { 3 });
        if self.piece_at(victim) != Some(Piece::new(them, Role::Pawn)) {
            return false;
        }
        let capturers = pawn_attacks(them, target) & self.pieces(us, Role::Pawn);
        capturers.into_iter().any(|from| self.en_passant_leaves_king_safe(from, target, victim))
    }

    /// After the en passant capture `from` x `target` (removing `victim`), is our king safe?
    #[inline]
    pub(crate) fn en_passant_leaves_king_safe(&self, from: Square, target: Square, victim: Square) -> bool {
        let us = self.turn;
        let occupied = (self.occupied().without(from).without(victim)).with(target);
        let attackers =
            self.attackers_to(self.king(us), occupied) & self.by_color(us.other()) & !Bitboard::from_square(victim);
        attackers.is_empty()
    }
}
