//! Chess and Marseillais for the search: evaluation through the chess network or the shared
//! hand-written evaluation, captures and promotions as noisy moves (MVV-LVA), null moves in
//! chess only.

use super::chess_eval::{Flavour, evaluate_white_as, value};
use super::chess_see::exchange;
use crate::coaching::{Coaching, PuzzleHunt, TWO_SEAT_COACHING, USUAL_HUNT};
use crate::nnue::{self, Backend};
use crate::search_game::SearchGame;
use tabula_rules::chess::{ChessGame, Color, Move, MoveKind, Position, Role};
use tabula_rules::marseillais::{MarseillaisGame, SubMove};
use tabula_rules::{EndReason, Game, Outcome, Seat, Status};

fn root_color(root: Seat) -> Color {
    if root.0 == 0 { Color::White } else { Color::Black }
}

fn eval_for(position: &Position, root: Seat, flavour: Flavour) -> i32 {
    let white = evaluate_white_as(position, flavour);
    if root_color(root) == Color::White { white } else { -white }
}

fn noisy_score(position: &Position, mv: Move) -> Option<i32> {
    let noisy =
        position.piece_at(mv.to()).is_some() || matches!(mv.kind(), MoveKind::EnPassant | MoveKind::Promotion(_));
    if !noisy {
        return None;
    }
    let victim = match mv.kind() {
        MoveKind::EnPassant => value(Role::Pawn),
        _ => position.piece_at(mv.to()).map_or(0, |p| value(p.role)),
    };
    let attacker = position.piece_at(mv.from()).map_or(0, |p| p.role.index() as i32);
    let promotion = mv.promotion().map_or(0, value);
    Some(victim * 8 + promotion - attacker)
}

fn draw(reason: EndReason) -> Option<Outcome> {
    Some(Outcome::Draw { reason })
}

/// Does a side have nothing but its king and pawns? Then the hand-written evaluation decides
/// alone: against a bare king its mop-up term knows the way to the mate, and the tutorials'
/// pawn endings are written against its plans (with the network added, Master won two of them
/// another way, faster, and missed their goals).
fn classic_ending(position: &Position) -> bool {
    let pieces = position.occupied() & !position.by_role(Role::Pawn) & !position.by_role(Role::King);
    Color::ALL.into_iter().any(|color| (pieces & position.by_color(color)).is_empty())
}

impl SearchGame for ChessGame {
    const MOVE_INDEX_SPACE: usize = 64 * 64;
    const COACHING: Coaching =
        Coaching { hunt: PuzzleHunt { count: 540, long_percent: 60, ..USUAL_HUNT }, ..TWO_SEAT_COACHING };

    fn evaluate(&self, root: Seat) -> i32 {
        let position = self.position();
        if nnue::backend() == Backend::Network && !classic_ending(position) {
            let mine = nnue::evaluate(position);
            let network = if position.turn() == root_color(root) { mine } else { -mine };
            // A network trained as a correction adds to the hand-written evaluation.
            return if nnue::network().residual { network + eval_for(position, root, Flavour::Chess) } else { network };
        }
        eval_for(position, root, Flavour::Chess)
    }

    fn noisy_score(&self, mv: Move) -> Option<i32> {
        noisy_score(self.position(), mv)
    }

    /// Captures that lose material by exchange are left to the full-width search.
    fn worth_in_quiescence(&self, mv: Move) -> bool {
        exchange(self.position(), mv) >= 0
    }

    const FUTILITY_MARGIN: i32 = 90;
    const REFINED_PRUNING: bool = true;

    fn quiet_move_loses(&self, mv: Move, margin: i32) -> bool {
        exchange(self.position(), mv) < -margin
    }

    fn static_pruning_allowed(&self) -> bool {
        let position = self.position();
        let pieces = position.occupied() & !position.by_role(Role::Pawn) & !position.by_role(Role::King);
        Color::ALL.into_iter().all(|color| (pieces & position.by_color(color)).nonempty())
    }

    fn move_index(&self, mv: Move) -> usize {
        mv.from().index() * 64 + mv.to().index()
    }

    /// From and to leave a promotion's piece open.
    fn move_key(&self, mv: Move) -> u32 {
        promotion_key(mv)
    }

    fn in_check(&self) -> bool {
        self.position().is_check()
    }

    fn play_null(&mut self) -> bool {
        if self.position().is_check() {
            return false;
        }
        ChessGame::play_null(self);
        true
    }

    fn search_outcome(&self, no_moves: bool) -> Option<Outcome> {
        let position = self.position();
        if no_moves {
            return Some(if position.is_check() {
                Outcome::Win { winner: Seat(position.turn().other() as u8), reason: EndReason::Checkmate }
            } else {
                Outcome::Draw { reason: EndReason::Stalemate }
            });
        }
        if position.halfmove_clock() >= 100 {
            return draw(EndReason::SeventyFiveMoveRule);
        }
        if self.repetition_count() >= 2 {
            return draw(EndReason::FivefoldRepetition);
        }
        if is_insufficient(position) {
            return draw(EndReason::DeadPosition);
        }
        None
    }
}

/// The automatic dead positions, cheaply: kings with at most one minor piece in all.
fn is_insufficient(position: &Position) -> bool {
    let others = position.occupied() & !position.by_role(Role::King);
    others.is_empty()
        || (!others.more_than_one()
            && (others & (position.by_role(Role::Knight) | position.by_role(Role::Bishop))).nonempty())
}

impl SearchGame for MarseillaisGame {
    const COACHING: Coaching =
        Coaching { hunt: PuzzleHunt { max_own_moves: 4, long_percent: 50, ..USUAL_HUNT }, ..TWO_SEAT_COACHING };
    const MOVE_INDEX_SPACE: usize = 64 * 64;

    fn evaluate(&self, root: Seat) -> i32 {
        eval_for(self.position().board(), root, Flavour::Marseillais)
    }

    fn noisy_score(&self, mv: Move) -> Option<i32> {
        noisy_score(self.position().board(), mv)
    }

    fn move_index(&self, mv: Move) -> usize {
        mv.from().index() * 64 + mv.to().index()
    }

    /// From and to leave a promotion's piece open.
    fn move_key(&self, mv: Move) -> u32 {
        promotion_key(mv)
    }

    fn in_check(&self) -> bool {
        self.position().board().is_check()
    }

    fn search_outcome(&self, no_moves: bool) -> Option<Outcome> {
        if no_moves {
            return match self.status() {
                Status::Over(outcome) => Some(outcome),
                Status::Ongoing { .. } => draw(EndReason::Stalemate),
            };
        }
        let position = self.position();
        if position.sub_move() == SubMove::First && (self.repetition_count() >= 2 || position.quiet_turns() >= 100) {
            return draw(EndReason::FivefoldRepetition);
        }
        if is_insufficient(position.board()) {
            return draw(EndReason::DeadPosition);
        }
        None
    }
}

/// From, to and a promotion's piece: unique among a position's legal moves.
fn promotion_key(mv: Move) -> u32 {
    let promotion = mv.promotion().map_or(0, |role| role.index() as u32 + 1);
    (mv.from().index() * 64 + mv.to().index()) as u32 | promotion << 12
}

// The tuner's view of the chess family's evaluation (crate::tune).
impl crate::tune::Tunable for ChessGame {
    fn layout() -> &'static crate::weights::Layout {
        super::chess_eval::LAYOUT
    }
    fn current() -> &'static [i32] {
        super::chess_eval::weights(Flavour::Chess)
    }
    fn balance() -> &'static [usize] {
        &[super::chess_eval::BALANCE, super::chess_eval::HALF + super::chess_eval::BALANCE]
    }
    fn features_for(&self, root: Seat, out: &mut Vec<(u32, f32)>) -> bool {
        white_features(self.position(), root, out)
    }
}

impl crate::tune::Tunable for MarseillaisGame {
    fn layout() -> &'static crate::weights::Layout {
        super::chess_eval::LAYOUT
    }
    fn current() -> &'static [i32] {
        super::chess_eval::weights(Flavour::Marseillais)
    }
    fn balance() -> &'static [usize] {
        &[super::chess_eval::BALANCE, super::chess_eval::HALF + super::chess_eval::BALANCE]
    }
    fn features_for(&self, root: Seat, out: &mut Vec<(u32, f32)>) -> bool {
        white_features(self.position().board(), root, out)
    }
}

fn white_features(position: &Position, root: Seat, out: &mut Vec<(u32, f32)>) -> bool {
    let from = out.len();
    super::chess_eval::features(position, out);
    if root.0 != 0 {
        out[from..].iter_mut().for_each(|(_, c)| *c = -*c);
    }
    true
}
