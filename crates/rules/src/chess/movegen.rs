//! Legal move generation: check evasion masks, pins along lines through the king, en passant
//! verified by removing both pawns, castling through unattacked squares.
//!
//! Generation is written once against a [`Sink`]: a move list receives every move, a counter
//! only adds population counts (perft's leaves need the number, not the moves).

use super::attacks::{between, bishop_attacks, king_attacks, knight_attacks, line, pawn_attacks, rook_attacks};
use super::bitboard::Bitboard;
use super::moves::{Move, MoveKind, MoveList};
use super::position::{Position, castling};
use super::types::{Color, Role, Square};

/// Receives generated moves.
trait Sink {
    /// Ordinary moves of the piece on `from` to each square of `targets`.
    fn moves_from(&mut self, from: Square, targets: Bitboard);
    /// Pawn moves `delta` squares forward onto each square of `targets` (promotions excluded).
    fn pawn_moves(&mut self, targets: Bitboard, delta: i8, kind: MoveKind);
    /// Pawn moves onto the last rank: four promotions each.
    fn promotions(&mut self, targets: Bitboard, delta: i8);
    fn one(&mut self, mv: Move);
}

impl Sink for MoveList {
    #[inline]
    fn moves_from(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            self.push(Move::new(from, to, MoveKind::Normal));
        }
    }

    #[inline]
    fn pawn_moves(&mut self, targets: Bitboard, delta: i8, kind: MoveKind) {
        for to in targets {
            let from = Square::new((to.index() as i8 - delta) as u8);
            self.push(Move::new(from, to, kind));
        }
    }

    #[inline]
    fn promotions(&mut self, targets: Bitboard, delta: i8) {
        for to in targets {
            let from = Square::new((to.index() as i8 - delta) as u8);
            for role in Role::PROMOTIONS {
                self.push(Move::new(from, to, MoveKind::Promotion(role)));
            }
        }
    }

    #[inline]
    fn one(&mut self, mv: Move) {
        self.push(mv);
    }
}

struct Counter(usize);

impl Sink for Counter {
    #[inline]
    fn moves_from(&mut self, _from: Square, targets: Bitboard) {
        self.0 += targets.count() as usize;
    }

    #[inline]
    fn pawn_moves(&mut self, targets: Bitboard, _delta: i8, _kind: MoveKind) {
        self.0 += targets.count() as usize;
    }

    #[inline]
    fn promotions(&mut self, targets: Bitboard, _delta: i8) {
        self.0 += 4 * targets.count() as usize;
    }

    #[inline]
    fn one(&mut self, _mv: Move) {
        self.0 += 1;
    }
}

/// Shifts a set of squares by `delta` indices (positive towards rank 8).
#[inline]
fn shift(bits: Bitboard, delta: i8) -> Bitboard {
    if delta >= 0 { Bitboard(bits.0 << delta) } else { Bitboard(bits.0 >> -delta) }
}

impl Position {
    /// Every legal move, into a caller-owned list (cleared first).
    pub fn legal_moves_into(&self, list: &mut MoveList) {
        list.clear();
        self.generate(list);
    }

    /// The number of legal moves, without listing them.
    pub fn count_legal_moves(&self) -> usize {
        let mut counter = Counter(0);
        self.generate(&mut counter);
        counter.0
    }

    /// Convenience: the legal moves in a fresh list.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list
    }

    /// Does the side to move have any legal move?
    pub fn has_legal_move(&self) -> bool {
        self.count_legal_moves() > 0
    }

    #[inline]
    fn generate<S: Sink>(&self, sink: &mut S) {
        let us = self.turn();
        let them = us.other();
        let ours = self.by_color(us);
        let occupied = self.occupied();
        let king = self.king(us);
        let checkers = self.checkers();

        // King steps: each destination is tested with the king lifted off the board, so it
        // cannot hide behind itself from a slider.
        let without_king = occupied.without(king);
        let mut king_targets = Bitboard::EMPTY;
        for to in king_attacks(king) & !ours {
            if !self.is_attacked(to, them, without_king) {
                king_targets = king_targets.with(to);
            }
        }
        sink.moves_from(king, king_targets);
        if checkers.more_than_one() {
            return;
        }

        // Squares a non-king move may go to: anywhere, or (in check) capture or block the checker.
        let target = match checkers.first() {
            Some(checker) => between(king, checker).with(checker),
            None => Bitboard::ALL,
        } & !ours;
        let pinned = self.pinned(us, king);

        for from in self.pieces(us, Role::Knight) & !pinned {
            sink.moves_from(from, knight_attacks(from) & target);
        }
        let queens = self.pieces(us, Role::Queen);
        for from in self.pieces(us, Role::Bishop) | queens {
            let mut targets = bishop_attacks(from, occupied) & target;
            if pinned.contains(from) {
                targets &= line(king, from);
            }
            sink.moves_from(from, targets);
        }
        for from in self.pieces(us, Role::Rook) | queens {
            let mut targets = rook_attacks(from, occupied) & target;
            if pinned.contains(from) {
                targets &= line(king, from);
            }
            sink.moves_from(from, targets);
        }

        self.generate_pawn_moves(sink, us, king, pinned, target);

        if checkers.is_empty() {
            self.generate_castling(sink, us, king);
        }
    }

    /// Our pieces that stand alone between our king and an enemy slider.
    #[inline]
    fn pinned(&self, us: Color, king: Square) -> Bitboard {
        let theirs = self.by_color(us.other());
        let rook_like = (self.by_role(Role::Rook) | self.by_role(Role::Queen)) & theirs;
        let bishop_like = (self.by_role(Role::Bishop) | self.by_role(Role::Queen)) & theirs;
        let snipers = (rook_attacks(king, theirs) & rook_like) | (bishop_attacks(king, theirs) & bishop_like);
        let occupied = self.occupied();
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = between(king, sniper) & occupied;
            if !blockers.more_than_one() {
                pinned |= blockers & self.by_color(us);
            }
        }
        pinned
    }

    /// Pawns move as a set; a pinned pawn moves alone, along its pin line.
    #[inline]
    fn generate_pawn_moves<S: Sink>(&self, sink: &mut S, us: Color, king: Square, pinned: Bitboard, target: Bitboard) {
        let them = us.other();
        let empty = !self.occupied();
        let theirs = self.by_color(them);
        let (forward, west_capture, east_capture, third_rank, last_rank) = match us {
            Color::White => (8i8, 7i8, 9i8, Bitboard::rank(2), Bitboard::rank(7)),
            Color::Black => (-8, -9, -7, Bitboard::rank(5), Bitboard::rank(0)),
        };
        let not_file_a = !Bitboard::file(0);
        let not_file_h = !Bitboard::file(7);
        let pawns = self.pieces(us, Role::Pawn);

        let emit = |sink: &mut S, movers: Bitboard, allowed: Bitboard| {
            let single = shift(movers, forward) & empty;
            let double = shift(single & third_rank, forward) & empty & allowed;
            let single = single & allowed;
            let west = shift(movers & not_file_a, west_capture) & theirs & allowed;
            let east = shift(movers & not_file_h, east_capture) & theirs & allowed;
            sink.pawn_moves(single & !last_rank, forward, MoveKind::Normal);
            sink.pawn_moves(double, 2 * forward, MoveKind::DoublePush);
            sink.pawn_moves(west & !last_rank, west_capture, MoveKind::Normal);
            sink.pawn_moves(east & !last_rank, east_capture, MoveKind::Normal);
            sink.promotions(single & last_rank, forward);
            sink.promotions(west & last_rank, west_capture);
            sink.promotions(east & last_rank, east_capture);
        };
        emit(sink, pawns & !pinned, target);
        for from in pawns & pinned {
            emit(sink, Bitboard::from_square(from), target & line(king, from));
        }

        if let Some(ep) = self.en_passant() {
            let victim = Square::from_coords(ep.file(), if us == Color::White { 4 } else { 3 });
            for from in pawn_attacks(them, ep) & pawns {
                // The full occupancy test covers pins, discovered rank attacks and evasions.
                if self.en_passant_leaves_king_safe(from, ep, victim) {
                    sink.one(Move::new(from, ep, MoveKind::EnPassant));
                }
            }
        }
    }

    #[inline]
    fn generate_castling<S: Sink>(&self, sink: &mut S, us: Color, king: Square) {
        let rights = self.castling_rights();
        let (kingside, queenside, rank) = match us {
            Color::White => (castling::WHITE_KINGSIDE, castling::WHITE_QUEENSIDE, 0),
            Color::Black => (castling::BLACK_KINGSIDE, castling::BLACK_QUEENSIDE, 7),
        };
        if rights & (kingside | queenside) == 0 {
            return;
        }
        let occupied = self.occupied();
        let them = us.other();
        let square = |file| Square::from_coords(file, rank);
        if rights & kingside != 0
            && (between(king, square(7)) & occupied).is_empty()
            && !self.is_attacked(square(5), them, occupied)
            && !self.is_attacked(square(6), them, occupied)
        {
            sink.one(Move::new(king, square(6), MoveKind::CastleKingside));
        }
        if rights & queenside != 0
            && (between(king, square(0)) & occupied).is_empty()
            && !self.is_attacked(square(3), them, occupied)
            && !self.is_attacked(square(2), them, occupied)
        {
            sink.one(Move::new(king, square(2), MoveKind::CastleQueenside));
        }
    }
}
