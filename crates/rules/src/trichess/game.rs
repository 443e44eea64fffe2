//! The Trichess game record and the [`Game`] trait: three seats, the end when the seat to move
//! has no legal move, checkmate points split by attacking pieces, and the 2/3-each draws.

use super::board::BOARD;
use super::notation::TrichessPositionError;
use super::pieces::{QUIET_PLY_LIMIT, SEATS, TriMoveKind, TriRole, TrichessMove};
use super::position::TrichessPosition;
use crate::game::{EndReason, Game, IllegalMove, MoveError, Outcome, Points, Seat, Status};
use crate::record::Record;
use std::fmt;

/// Why a Trichess move is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TrichessIllegal {
    NoPieceThere,
    NotYourPiece,
    CannotMoveThere,
    /// The move would leave the mover's king attacked by an opponent.
    LeavesKingInCheck,
    PromotionRequired,
    GameOver,
}

impl fmt::Display for TrichessIllegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TrichessIllegal::NoPieceThere => "there is no piece on that cell",
            TrichessIllegal::NotYourPiece => "that piece belongs to another seat",
            TrichessIllegal::CannotMoveThere => "that piece cannot move there",
            TrichessIllegal::LeavesKingInCheck => "that move would leave your king in check",
            TrichessIllegal::PromotionRequired => "a pawn reaching a promotion edge must promote (=Q, =R, =B, =N)",
            TrichessIllegal::GameOver => "the game is over",
        })
    }
}

impl IllegalMove for TrichessIllegal {
    const SHAPE: &'static str = "a Trichess move (like c2-c3 or g13-g14=Q)";

    fn code(&self) -> &'static str {
        match self {
            TrichessIllegal::NoPieceThere => "no-piece-there",
            TrichessIllegal::NotYourPiece => "not-your-piece",
            TrichessIllegal::CannotMoveThere => "cannot-move-there",
            TrichessIllegal::LeavesKingInCheck => "leaves-king-in-check",
            TrichessIllegal::PromotionRequired => "promotion-required",
            TrichessIllegal::GameOver => "game-over",
        }
    }
}

/// Why a Trichess move string was refused.
pub type TrichessMoveError = MoveError<TrichessIllegal>;

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TrichessGame {
    record: Record<TrichessPosition, TrichessMove>,
}

fn two_thirds_each(reason: EndReason) -> Outcome {
    Outcome::Scores { points: vec![Points::new(2, 3); SEATS], reason }
}

impl TrichessGame {
    pub fn position(&self) -> &TrichessPosition {
        self.record.current()
    }

    pub fn moves(&self) -> impl ExactSizeIterator<Item = TrichessMove> + '_ {
        self.record.past().iter().map(|(_, mv)| *mv)
    }

    /// The last move each seat played, for highlighting.
    pub fn last_move_of(&self, seat: u8) -> Option<TrichessMove> {
        self.record.past().iter().rev().find(|(before, _)| before.to_move() == seat).map(|(_, mv)| *mv)
    }

    /// How often the current position has occurred (itself included).
    pub fn repetition_count(&self) -> usize {
        let hash = self.record.current().hash();
        let same =
            |before: &TrichessPosition| before.hash() == hash && before.same_for_repetition(self.record.current());
        1 + self.record.past().iter().filter(|(before, _)| same(before)).count()
    }

    /// The points of a checkmate of `mated`: 2 split between the opponents in proportion to how
    /// many of their pieces attack the mated king's cell.
    fn mate_points(&self, mated: u8) -> Vec<Points> {
        let king = self.record.current().king(mated).unwrap_or(0);
        let attackers: Vec<u32> = (0..SEATS as u8)
            .map(|seat| if seat == mated { 0 } else { self.record.current().attackers(king, seat) as u32 })
            .collect();
        let total: u32 = attackers.iter().sum();
        attackers.iter().map(|&n| Points::new(2 * n, total)).collect()
    }

    /// Hands the turn on without a move, recording a null move (`from == to`) so that `undo`
    /// takes it back. For a search's own copy only: no game of the rules passes, and the
    /// record then holds a move no seat played.
    pub fn play_pass(&mut self) {
        let here = self.record.current().king(self.record.current().to_move()).unwrap_or(0);
        self.record.play(TrichessMove { from: here, to: here, kind: TriMoveKind::Normal }, |position, _| {
            position.pass_turn();
        });
    }

    fn explain(&self, mv: TrichessMove) -> TrichessIllegal {
        let p = self.record.current();
        let Some(piece) = p.piece_at(mv.from) else { return TrichessIllegal::NoPieceThere };
        if piece.seat != p.to_move() {
            return TrichessIllegal::NotYourPiece;
        }
        let mut legal = Vec::new();
        p.legal_moves(&mut legal);
        if legal.iter().any(|m| m.from == mv.from && m.to == mv.to) {
            return TrichessIllegal::PromotionRequired;
        }
        // The pieces allow it but the king's safety does not.
        if pseudo_contains(p, mv) { TrichessIllegal::LeavesKingInCheck } else { TrichessIllegal::CannotMoveThere }
    }
}

fn pseudo_contains(position: &TrichessPosition, mv: TrichessMove) -> bool {
    let mut all = Vec::new();
    position.pseudo_moves(&mut all);
    all.iter().any(|m| m.from == mv.from && m.to == mv.to)
}

impl Game for TrichessGame {
    type Move = TrichessMove;
    type PositionError = TrichessPositionError;
    type MoveError = TrichessMoveError;

    const VARIANT: &'static str = "trichess";
    const SEATS: u8 = SEATS as u8;
    const SEAT_NAMES: &'static [&'static str] = &["white", "red", "black"];

    fn new() -> Self {
        TrichessGame::default()
    }

    fn from_position(text: &str) -> Result<Self, TrichessPositionError> {
        let position = TrichessPosition::parse(text)?;
        Ok(TrichessGame { record: Record::new(position) })
    }

    fn position_string(&self) -> String {
        self.record.current().to_string()
    }

    fn to_move(&self) -> Seat {
        Seat(self.record.current().to_move())
    }

    fn legal_moves(&self, out: &mut Vec<TrichessMove>) {
        self.record.current().legal_moves(out);
    }

    fn play(&mut self, mv: TrichessMove) {
        self.record.play(mv, |position, mv| {
            position.play(mv);
        });
    }

    fn wait(&mut self) -> bool {
        let position = self.record.current();
        if position.in_check(position.to_move()) || matches!(Game::status(self), Status::Over(_)) {
            return false;
        }
        self.play_pass();
        true
    }

    fn undo(&mut self) -> bool {
        self.record.undo()
    }

    fn hash(&self) -> u64 {
        self.record.current().hash()
    }

    fn status(&self) -> Status {
        let mut moves = Vec::new();
        self.record.current().legal_moves(&mut moves);
        let seat = self.record.current().to_move();
        if moves.is_empty() {
            return Status::Over(if self.record.current().in_check(seat) {
                Outcome::Scores { points: self.mate_points(seat), reason: EndReason::Checkmate }
            } else {
                two_thirds_each(EndReason::Stalemate)
            });
        }
        if self.repetition_count() >= 3 {
            return Status::Over(two_thirds_each(EndReason::Repetition));
        }
        if self.record.current().quiet_plies() >= QUIET_PLY_LIMIT {
            return Status::Over(two_thirds_each(EndReason::QuietRounds));
        }
        Status::Ongoing { claimable: Vec::new() }
    }

    /// Flag fall scores like a resignation: 0 for that seat, 1 for each other.
    fn timeout_outcome(&self, seat: Seat) -> Outcome {
        let points = (0..SEATS as u8).map(|s| if s == seat.0 { Points::ZERO } else { Points::whole(1) }).collect();
        Outcome::Scores { points, reason: EndReason::Timeout }
    }

    fn resignation_outcome(&self, seat: Seat) -> Outcome {
        let points = (0..SEATS as u8).map(|s| if s == seat.0 { Points::ZERO } else { Points::whole(1) }).collect();
        Outcome::Scores { points, reason: EndReason::Resignation }
    }

    fn agreement_outcome(&self) -> Outcome {
        two_thirds_each(EndReason::Agreement)
    }

    fn parse_move(&self, text: &str) -> Result<TrichessMove, TrichessMoveError> {
        let malformed = || TrichessMoveError::Malformed(text.to_owned());
        let (squares, promotion) = match text.split_once('=') {
            Some((squares, role)) => {
                let mut chars = role.chars();
                let role = chars.next().and_then(TriRole::from_letter).ok_or_else(malformed)?;
                if chars.next().is_some() || !TriRole::PROMOTIONS.contains(&role) {
                    return Err(malformed());
                }
                (squares, Some(role))
            }
            None => (text, None),
        };
        let (from, to) = squares.split_once('-').ok_or_else(malformed)?;
        let from = BOARD.parse(from).ok_or_else(malformed)?;
        let to = BOARD.parse(to).ok_or_else(malformed)?;
        let mut legal = Vec::new();
        self.record.current().legal_moves(&mut legal);
        let found = legal.into_iter().find(|m| {
            m.from == from
                && m.to == to
                && match m.kind {
                    TriMoveKind::Promotion(role) => Some(role) == promotion,
                    _ => promotion.is_none(),
                }
        });
        found.ok_or_else(|| {
            let reason = if matches!(self.status(), Status::Over(_)) {
                TrichessIllegal::GameOver
            } else {
                self.explain(TrichessMove { from, to, kind: TriMoveKind::Normal })
            };
            TrichessMoveError::Illegal { text: text.to_owned(), reason }
        })
    }

    fn move_string(&self, mv: TrichessMove) -> String {
        let mut text = format!("{}-{}", BOARD.name(mv.from), BOARD.name(mv.to));
        if let TriMoveKind::Promotion(role) = mv.kind {
            text.push('=');
            text.push(role.letter());
        }
        text
    }

    /// The role letter (none for pawns), the move, `x` for a capture, `+` when it checks anyone.
    fn move_display(&self, mv: TrichessMove) -> String {
        let p = self.record.current();
        let letter = match p.piece_at(mv.from).map(|piece| piece.role) {
            Some(TriRole::Pawn) | None => String::new(),
            Some(role) => role.letter().to_string(),
        };
        let separator = if p.piece_at(mv.to).is_some() { "x" } else { "-" };
        let mut text = format!("{letter}{}{separator}{}", BOARD.name(mv.from), BOARD.name(mv.to));
        if let TriMoveKind::Promotion(role) = mv.kind {
            text.push('=');
            text.push(role.letter());
        }
        let mut after = p.clone();
        after.play(mv);
        if (0..SEATS as u8).any(|seat| seat != p.to_move() && after.in_check(seat)) {
            text.push('+');
        }
        text
    }

    fn quiet_rounds(&self) -> Option<u32> {
        Some(self.record.current().quiet_plies() / SEATS as u32)
    }

    fn detail(&self) -> Option<String> {
        let checked: Vec<String> = (0..SEATS as u8)
            .filter(|&s| self.record.current().in_check(s))
            .map(|s| Self::SEAT_NAMES[s as usize].to_owned())
            .collect();
        let checks = if checked.is_empty() { "none".to_owned() } else { checked.join(" ") };
        Some(format!("in check: {checks}; {} quiet plies", self.record.current().quiet_plies()))
    }
}
