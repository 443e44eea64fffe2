//! A Marseillais position: a chess board plus the turn state of the double move (sub-move,
//! en passant targets of the opponent's last turn, the "first half-move was en passant" flag,
//! double steps made this turn, and the draw counters counted in turns).

use crate::chess::{Color, Move, MoveKind, MoveList, Position, Role, Square, pawn_attacks};
use crate::keys::splitmix;

/// Which half-move of the turn comes next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SubMove {
    First,
    Second,
}

/// A square a pawn skipped with a double step, and the square it landed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct EnPassantTarget {
    pub skipped: Square,
    pub landing: Square,
}

impl EnPassantTarget {
    /// The target left by a double step from `from` to `to`.
    pub fn of_double_step(from: Square, to: Square) -> EnPassantTarget {
        EnPassantTarget { skipped: Square::new(((from.index() + to.index()) / 2) as u8), landing: to }
    }
}

/// At most two targets: one turn holds at most two double steps.
pub type Targets = [Option<EnPassantTarget>; 2];

fn push_target(targets: &mut Targets, target: EnPassantTarget) {
    if let Some(slot) = targets.iter_mut().find(|slot| slot.is_none()) {
        *slot = Some(target);
    }
}

const fn target_keys() -> [u64; 64] {
    let mut state = 0x7AB0_1A00_3A25_E111u64;
    let mut keys = [0; 64];
    let mut i = 0;
    while i < 64 {
        keys[i] = splitmix(&mut state);
        i += 1;
    }
    keys
}
static TARGET_KEYS: [u64; 64] = target_keys();
const SECOND_HALF_KEY: u64 = 0x5EC0_11D0_0A1F_3A5E;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MarseillaisPosition {
    /// The board; its side to move is the side playing this turn, its own en passant field is
    /// never used (this type keeps the targets).
    pub(super) board: Position,
    pub(super) sub_move: SubMove,
    pub(super) first_was_en_passant: bool,
    /// Targets the side to move may capture en passant this turn.
    pub(super) targets: Targets,
    /// Double steps the side to move made this turn: the opponent's targets next turn.
    pub(super) pending: Targets,
    /// Completed turns since the last capture or pawn move.
    pub(super) quiet_turns: u32,
    /// The current turn has made a capture or a pawn move so far.
    pub(super) turn_irreversible: bool,
    /// Counts White-and-Black turn pairs from 1, like chess's fullmove number.
    pub(super) turn_number: u32,
}

impl Default for MarseillaisPosition {
    fn default() -> Self {
        MarseillaisPosition::from_board(Position::startpos(), 1)
    }
}

impl MarseillaisPosition {
    /// A position at the start of a turn, with no en passant targets.
    pub(super) fn from_board(mut board: Position, turn_number: u32) -> MarseillaisPosition {
        board.clear_en_passant();
        MarseillaisPosition {
            board,
            sub_move: SubMove::First,
            first_was_en_passant: false,
            targets: [None; 2],
            pending: [None; 2],
            quiet_turns: 0,
            turn_irreversible: false,
            turn_number: turn_number.max(1),
        }
    }

    pub fn board(&self) -> &Position {
        &self.board
    }

    pub fn turn(&self) -> Color {
        self.board.turn()
    }

    pub fn sub_move(&self) -> SubMove {
        self.sub_move
    }

    pub fn first_was_en_passant(&self) -> bool {
        self.first_was_en_passant
    }

    pub fn turn_number(&self) -> u32 {
        self.turn_number
    }

    pub fn quiet_turns(&self) -> u32 {
        self.quiet_turns
    }

    /// Double steps made by the side to move in this turn.
    pub fn pending_targets(&self) -> impl Iterator<Item = EnPassantTarget> + '_ {
        self.pending.iter().flatten().copied()
    }

    /// White's very first turn is a single move (balanced Marseillais).
    pub fn is_single_move_turn(&self) -> bool {
        self.turn_number == 1 && self.board.turn() == Color::White && self.sub_move == SubMove::First
    }

    /// May the side to move capture en passant on this half-move?
    fn en_passant_allowed(&self) -> bool {
        self.sub_move == SubMove::First || self.first_was_en_passant
    }

    /// Targets whose pawn still stands where it landed, with the skipped square empty.
    fn usable_targets(&self) -> impl Iterator<Item = EnPassantTarget> + '_ {
        let them = self.board.turn().other();
        self.targets.iter().flatten().copied().filter(move |t| {
            self.board.piece_at(t.landing).is_some_and(|p| p.color == them && p.role == Role::Pawn)
                && self.board.piece_at(t.skipped).is_none()
        })
    }

    fn en_passant_moves(&self, out: &mut MoveList) {
        if !self.en_passant_allowed() {
            return;
        }
        let us = self.board.turn();
        for target in self.usable_targets() {
            let capturers = pawn_attacks(us.other(), target.skipped) & self.board.pieces(us, Role::Pawn);
            for from in capturers {
                if self.board.en_passant_leaves_king_safe(from, target.skipped, target.landing) {
                    out.push(Move::new(from, target.skipped, MoveKind::EnPassant));
                }
            }
        }
    }

    /// Targets on which an en passant capture is legal right now (what repetition compares
    /// and what the extended FEN writes).
    pub fn effective_targets(&self) -> Vec<Square> {
        let mut moves = MoveList::new();
        self.en_passant_moves(&mut moves);
        let mut squares: Vec<Square> = moves.iter().map(|m| m.to()).collect();
        squares.sort_unstable();
        squares.dedup();
        squares
    }

    /// Every legal half-move for the side to move.
    pub fn legal_moves_into(&self, out: &mut MoveList) {
        self.board.legal_moves_into(out);
        self.en_passant_moves(out);
    }

    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.legal_moves_into(&mut list);
        list
    }

    /// Identity for repetition: board, side, castling and the en passant captures available.
    /// Meaningful at the start of a turn, where repetition is compared.
    pub fn key(&self) -> u64 {
        let mut key = self.board.hash();
        for square in self.effective_targets() {
            key ^= TARGET_KEYS[square.index()];
        }
        if self.sub_move == SubMove::Second {
            key ^= SECOND_HALF_KEY;
        }
        key
    }

    /// Plays a legal half-move and applies the turn rules.
    pub fn play(&mut self, mv: Move) {
        let us = self.board.turn();
        let single_move_turn = self.is_single_move_turn();
        let moving_pawn = self.board.piece_at(mv.from()).is_some_and(|p| p.role == Role::Pawn);
        let capture = self.board.piece_at(mv.to()).is_some() || mv.kind() == MoveKind::EnPassant;
        self.turn_irreversible |= moving_pawn || capture;

        self.board.play_unchecked(mv);
        self.board.clear_en_passant();
        if mv.kind() == MoveKind::DoublePush {
            push_target(&mut self.pending, EnPassantTarget::of_double_step(mv.from(), mv.to()));
        }

        let gives_check = self.board.is_check();
        if single_move_turn || self.sub_move == SubMove::Second || gives_check {
            self.end_turn(us);
        } else {
            self.sub_move = SubMove::Second;
            self.first_was_en_passant = mv.kind() == MoveKind::EnPassant;
            self.board.hand_turn_to(us);
        }
    }

    /// Ends the turn of the side to move without a half-move (a lesson's waiting side).
    pub(super) fn wait_turn(&mut self) {
        let us = self.board.turn();
        self.board.play_null();
        self.end_turn(us);
    }

    fn end_turn(&mut self, mover: Color) {
        self.sub_move = SubMove::First;
        self.first_was_en_passant = false;
        self.targets = std::mem::take(&mut self.pending);
        self.quiet_turns = if self.turn_irreversible { 0 } else { self.quiet_turns + 1 };
        self.turn_irreversible = false;
        if mover == Color::Black {
            self.turn_number += 1;
        }
    }
}
