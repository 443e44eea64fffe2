//! Trichess move generation: moves by the piece rules (pawn steps from the frame tables,
//! rays, knights, castling), then legality against both opponents through pins and check lines.

use super::attacks::slider_reaches;
use super::board::BOARD;
use super::cells::CellSet;
use super::frame::FRAMES;
use super::pieces::{SEATS, TriChessPiece, TriMoveKind, TriRole, TrichessMove};
use super::position::TrichessPosition;

impl TrichessPosition {
    /// Moves by the piece rules, before the king-safety test. Never onto a king.
    pub(super) fn pseudo_moves(&self, out: &mut Vec<TrichessMove>) {
        self.pseudo_moves_of(self.to_move, false, out);
    }

    /// `seat`'s moves by the piece rules, whoever is to move, appended to `out`; with
    /// `noisy_only`, only its captures and promotions (in the same order), which is what
    /// quiescence search asks for at most of its nodes.
    pub(super) fn pseudo_moves_of(&self, seat: u8, noisy_only: bool, out: &mut Vec<TrichessMove>) {
        let board = &*BOARD;
        let frame = &FRAMES[seat as usize % SEATS];
        let free_or_capture = |cell: u8| match self.piece_at(cell) {
            None => !noisy_only,
            Some(p) => p.seat != seat && p.role != TriRole::King,
        };
        for from in self.occupied[seat as usize % SEATS].cells() {
            let Some(piece) = self.piece_at(from).filter(|p| p.seat == seat) else { continue };
            match piece.role {
                TriRole::Rook | TriRole::Bishop | TriRole::Queen | TriRole::King => {
                    for d in piece.role.directions() {
                        for &next in board.ray(from, d) {
                            if free_or_capture(next) {
                                out.push(TrichessMove { from, to: next, kind: TriMoveKind::Normal });
                            }
                            if self.piece_at(next).is_some() || piece.role == TriRole::King {
                                break;
                            }
                        }
                    }
                }
                TriRole::Knight => {
                    for &to in &board.knight[from as usize] {
                        if free_or_capture(to) {
                            out.push(TrichessMove { from, to, kind: TriMoveKind::Normal });
                        }
                    }
                }
                TriRole::Pawn => {
                    let push = |to: u8, kind: TriMoveKind, out: &mut Vec<TrichessMove>| {
                        if frame.promotes[to as usize] {
                            for role in TriRole::PROMOTIONS {
                                out.push(TrichessMove { from, to, kind: TriMoveKind::Promotion(role) });
                            }
                        } else if !noisy_only || self.piece_at(to).is_some() {
                            out.push(TrichessMove { from, to, kind });
                        }
                    };
                    for (i, one) in frame.step_cells[from as usize].into_iter().enumerate() {
                        let Some(one) = one.filter(|&c| self.piece_at(c).is_none()) else {
                            continue;
                        };
                        push(one, TriMoveKind::Normal, out);
                        if !piece.moved
                            && let Some(two) = frame.step_cells[one as usize][i].filter(|&c| self.piece_at(c).is_none())
                        {
                            push(two, TriMoveKind::DoubleStep, out);
                        }
                    }
                    for to in frame.capture_cells[from as usize].into_iter().flatten() {
                        if self.piece_at(to).is_some_and(|p| p.seat != seat && p.role != TriRole::King) {
                            push(to, TriMoveKind::Normal, out);
                        }
                    }
                }
            }
        }
        if !noisy_only {
            self.castlings(seat, out);
        }
    }

    pub(super) fn castlings(&self, seat: u8, out: &mut Vec<TrichessMove>) {
        let attacked = |cell: u8| self.attacked_by_any(cell, |other| other != seat);
        for (king_from, king_to, rook_from, _, empty) in &FRAMES[seat as usize % SEATS].castlings {
            let unmoved = |cell: u8, role| self.piece_at(cell) == Some(TriChessPiece { seat, role, moved: false });
            if !unmoved(*king_from, TriRole::King) || !unmoved(*rook_from, TriRole::Rook) {
                continue;
            }
            if empty.iter().any(|&c| self.piece_at(c).is_some()) {
                continue;
            }
            // The crossed cell is the first of the cells to be empty, next to the king.
            let crossed = empty[0];
            if attacked(*king_from) || attacked(crossed) || attacked(*king_to) {
                continue;
            }
            out.push(TrichessMove { from: *king_from, to: *king_to, kind: TriMoveKind::Castle });
        }
    }

    /// What a move by a piece other than `seat`'s king (on `king`) must respect: the pieces
    /// pinned to the king (alone between it and an opponent's slider on that line) and the
    /// cells that answer every check (each checker's cell, and for a slider the cells between
    /// it and the king; every cell when there is no check). One walk of the king's lines.
    pub(super) fn king_lines(&self, king: u8, seat: u8) -> (CellSet, CellSet) {
        let board = &*BOARD;
        let mut pinned = CellSet::EMPTY;
        let mut answers = CellSet::ALL;
        let enemy = |cell: u8, role: TriRole| self.piece_at(cell).is_some_and(|p| p.seat != seat && p.role == role);
        for &cell in &board.knight[king as usize] {
            if enemy(cell, TriRole::Knight) {
                answers = answers.and(CellSet::one(cell));
            }
        }
        for other in (0..SEATS as u8).filter(|&other| other != seat) {
            for from in self.pawns_attacking(king, other) {
                answers = answers.and(CellSet::one(from));
            }
        }
        for d in 0..12 {
            let mut own = None;
            let ray = board.ray(king, d);
            for (distance, &next) in (1..).zip(ray) {
                if let Some(piece) = self.piece_at(next) {
                    if piece.seat == seat {
                        if own.is_some() {
                            break;
                        }
                        own = Some(next);
                    } else {
                        if slider_reaches(d, piece.role, distance) {
                            match own {
                                Some(cell) => pinned.insert(cell),
                                // A check along the line: its cells as a set only now, as
                                // checks are rare and most walks need no set at all.
                                None => answers = answers.and(CellSet::of(&ray[..distance as usize])),
                            }
                        }
                        break;
                    }
                }
            }
        }
        (pinned, answers)
    }

    /// Legal moves: pseudo-legal moves after which the mover's king is attacked by neither
    /// opponent.
    pub fn legal_moves(&self, out: &mut Vec<TrichessMove>) {
        out.clear();
        self.append_legal_moves_of(self.to_move, out);
    }

    /// The moves `seat` could legally make here if it were its turn, appended to `out`
    /// (best-reply search lets the seat after the next one move while the next one waits).
    pub fn append_legal_moves_of(&self, seat: u8, out: &mut Vec<TrichessMove>) {
        self.append_moves_of(seat, false, out);
    }

    /// Only the captures and promotions among [`append_legal_moves_of`](Self::append_legal_moves_of)'s
    /// moves (what a quiescence search looks at; the legality test is the costly part).
    pub fn append_noisy_moves_of(&self, seat: u8, out: &mut Vec<TrichessMove>) {
        self.append_moves_of(seat, true, out);
    }

    pub(super) fn append_moves_of(&self, seat: u8, noisy_only: bool, out: &mut Vec<TrichessMove>) {
        let start = out.len();
        self.pseudo_moves_of(seat, noisy_only, out);
        // A move by another piece than the king that is not pinned to it cannot expose the
        // king: it is legal unless the king is in check and it fails to answer every check
        // (`answers`). Kings, pinned pieces and castling are tested.
        let lines = self.king(seat).map(|king| self.king_lines(king, seat));
        let legal = |mv: TrichessMove| {
            let Some(mover) = self.piece_at(mv.from) else { return false };
            let king_moves = mover.role == TriRole::King;
            if let Some((pinned, answers)) = lines
                && !king_moves
                && !pinned.contains(mv.from)
                && mv.kind != TriMoveKind::Castle
            {
                return answers.contains(mv.to);
            }
            if king_moves && mv.kind == TriMoveKind::Normal {
                return !self.attacked_after_leaving(mv.to, mv.from, |other| other != seat);
            }
            let mut after = self.clone();
            after.apply(mv);
            !after.in_check(seat)
        };
        let noisy = |mv: TrichessMove| self.piece_at(mv.to).is_some() || matches!(mv.kind, TriMoveKind::Promotion(_));
        let mut kept = start;
        for index in start..out.len() {
            let mv = out[index];
            if (!noisy_only || noisy(mv)) && legal(mv) {
                out[kept] = mv;
                kept += 1;
            }
        }
        out.truncate(kept);
    }
}
