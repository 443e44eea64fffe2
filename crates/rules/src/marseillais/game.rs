//! The Marseillais game record: half-moves grouped into turns, outcomes (checkmate, stalemate
//! including "no second half-move", dead position, repetition at turn starts, the 50/75-turn
//! rules), the comma SAN of a turn, and the shared [`Game`] trait.

use super::fen::MarseillaisFenError;
use super::position::{MarseillaisPosition, SubMove};
use crate::chess::{ChessGame, Color, Move, MoveError, SanError};
use crate::game::{ClaimableDraw, EndReason, Game, Outcome, Seat, Status};
use crate::record::Record;

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MarseillaisGame {
    record: Record<MarseillaisPosition, Move>,
}

fn seat_of(color: Color) -> Seat {
    Seat(color as u8)
}

impl MarseillaisGame {
    pub fn from_position_value(position: MarseillaisPosition) -> MarseillaisGame {
        MarseillaisGame { record: Record::new(position) }
    }

    pub fn position(&self) -> &MarseillaisPosition {
        self.record.current()
    }

    pub fn start_position(&self) -> &MarseillaisPosition {
        self.record.start()
    }

    /// Half-moves played so far.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = Move> + '_ {
        self.record.past().iter().map(|(_, mv)| *mv)
    }

    /// SAN of one half-move in `before`, with `+` or `#` when it leaves the opponent in check.
    fn half_move_san(before: &MarseillaisPosition, mv: Move) -> String {
        let mut text = before.board().san_without_suffix(mv);
        let mut after = before.clone();
        after.play(mv);
        if after.turn() != before.turn() && after.board().is_check() {
            text.push(if after.legal_moves().is_empty() { '#' } else { '+' });
        }
        text
    }

    /// The SAN of a half-move about to be played here.
    pub fn san(&self, mv: Move) -> String {
        MarseillaisGame::half_move_san(self.record.current(), mv)
    }

    /// The turns played so far, each as its half-moves' SAN joined by a comma ("e5,Nc6").
    pub fn turn_sans(&self) -> Vec<String> {
        let mut turns: Vec<String> = Vec::new();
        let mut previous_mover = None;
        for (before, mv) in self.record.past() {
            let san = MarseillaisGame::half_move_san(before, *mv);
            match turns.last_mut() {
                Some(turn) if previous_mover == Some(before.turn()) && before.sub_move() == SubMove::Second => {
                    turn.push(',');
                    turn.push_str(&san);
                }
                _ => turns.push(san),
            }
            previous_mover = Some(before.turn());
        }
        turns
    }

    /// Plays the half-moves of one turn written as SAN joined by commas; checks the turn shape.
    /// `may_be_unfinished` allows a single half-move where two are due (a record's last turn,
    /// saved mid-turn).
    pub fn play_turn_san(&mut self, turn: &str, may_be_unfinished: bool) -> Result<(), TurnError> {
        let mover = self.record.current().turn();
        for (index, san) in turn.split(',').enumerate() {
            if index > 0
                && (self.record.current().turn() != mover || self.record.current().sub_move() != SubMove::Second)
            {
                return Err(TurnError::TooManyHalfMoves);
            }
            let mv = self.record.current().board().parse_san(san).map_err(TurnError::San).and_then(|mv| {
                if self.record.current().legal_moves().contains(mv) {
                    Ok(mv)
                } else {
                    Err(TurnError::San(SanError::Illegal(san.to_owned())))
                }
            });
            let mv = match mv {
                Ok(mv) => mv,
                // En passant captures are not in the board's own list: look among ours.
                Err(error) => self.en_passant_by_san(san).ok_or(error)?,
            };
            self.play(mv);
        }
        let turn_unfinished =
            self.record.current().turn() == mover && self.record.current().sub_move() == SubMove::Second;
        if turn_unfinished && !may_be_unfinished && matches!(self.status(), Status::Ongoing { .. }) {
            return Err(TurnError::MissingSecondHalfMove);
        }
        Ok(())
    }

    fn en_passant_by_san(&self, san: &str) -> Option<Move> {
        let wanted = san.trim_end_matches(['+', '#', '!', '?']);
        self.record
            .current()
            .legal_moves()
            .iter()
            .copied()
            .find(|&mv| self.record.current().board().san_without_suffix(mv) == wanted)
    }

    /// How many turn starts so far (this one included, if at a turn start) had this position.
    pub fn repetition_count(&self) -> usize {
        if self.record.current().sub_move() != SubMove::First {
            return 1;
        }
        let key = self.record.current().key();
        let earlier = self.record.past().iter().filter(|(before, _)| {
            before.sub_move() == SubMove::First
                && before.key() == key
                && same_for_repetition(before, self.record.current())
        });
        1 + earlier.count()
    }

    fn claimable_draws(&self) -> Vec<ClaimableDraw> {
        let mut claims = Vec::new();
        if self.record.current().sub_move() != SubMove::First {
            return claims;
        }
        if self.repetition_count() >= 3 {
            claims.push(ClaimableDraw::ThreefoldRepetition);
        }
        if self.record.current().quiet_turns() >= 100 {
            claims.push(ClaimableDraw::FiftyMoveRule);
        }
        claims
    }

    fn outcome_by_rule(&self) -> Option<Outcome> {
        let position = self.record.current();
        if position.legal_moves().is_empty() {
            let mated = position.sub_move() == SubMove::First && position.board().is_check();
            return Some(if mated {
                Outcome::Win { winner: seat_of(position.turn().other()), reason: EndReason::Checkmate }
            } else {
                Outcome::Draw { reason: EndReason::Stalemate }
            });
        }
        if crate::chess::is_dead_position(position.board()) {
            return Some(Outcome::Draw { reason: EndReason::DeadPosition });
        }
        if self.repetition_count() >= 5 {
            return Some(Outcome::Draw { reason: EndReason::FivefoldRepetition });
        }
        if position.sub_move() == SubMove::First && position.quiet_turns() >= 150 {
            return Some(Outcome::Draw { reason: EndReason::SeventyFiveMoveRule });
        }
        None
    }
}

fn same_for_repetition(a: &MarseillaisPosition, b: &MarseillaisPosition) -> bool {
    a.board().same_for_repetition(b.board()) && a.effective_targets() == b.effective_targets()
}

/// Why a turn written in SAN does not fit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TurnError {
    San(SanError),
    /// The turn had ended (after a check, or White's single first move) but more half-moves follow.
    TooManyHalfMoves,
    /// Only one half-move was written where the turn needs two.
    MissingSecondHalfMove,
}

impl std::fmt::Display for TurnError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TurnError::San(e) => write!(f, "{e}"),
            TurnError::TooManyHalfMoves => {
                f.write_str("the turn had already ended (a check or White's single first move)")
            }
            TurnError::MissingSecondHalfMove => f.write_str("this turn needs a second half-move"),
        }
    }
}

impl std::error::Error for TurnError {}

impl Game for MarseillaisGame {
    type Move = Move;
    type PositionError = MarseillaisFenError;
    type MoveError = MoveError;

    const VARIANT: &'static str = "marseillais";
    const SEATS: u8 = 2;
    const SEAT_NAMES: &'static [&'static str] = &["white", "black"];

    fn new() -> Self {
        MarseillaisGame::default()
    }

    fn from_position(text: &str) -> Result<Self, MarseillaisFenError> {
        MarseillaisPosition::from_fen(text).map(MarseillaisGame::from_position_value)
    }

    fn position_string(&self) -> String {
        self.record.current().fen()
    }

    fn to_move(&self) -> Seat {
        seat_of(self.record.current().turn())
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        out.extend_from_slice(self.record.current().legal_moves().as_slice());
    }

    fn play(&mut self, mv: Move) {
        self.record.play(mv, |position, mv| {
            position.play(mv);
        });
    }

    fn wait(&mut self) -> bool {
        let position = self.position();
        if position.sub_move() != SubMove::First
            || position.board().is_check()
            || matches!(Game::status(self), Status::Over(_))
        {
            return false;
        }
        self.record.play(Move::default(), |position, _| position.wait_turn());
        true
    }

    fn undo(&mut self) -> bool {
        self.record.undo()
    }

    fn hash(&self) -> u64 {
        self.record.current().key()
    }

    fn status(&self) -> Status {
        match self.outcome_by_rule() {
            Some(outcome) => Status::Over(outcome),
            None => Status::Ongoing { claimable: self.claimable_draws() },
        }
    }

    fn timeout_outcome(&self, seat: Seat) -> Outcome {
        // The same flag-fall rule as chess, on this board.
        ChessGame::from_position_value(self.record.current().board().clone()).timeout_outcome(seat)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        // Read as chess (syntax, reasons), then accept only this variant's legal half-moves.
        let legal = self.record.current().legal_moves();
        if let Some(&mv) = legal.iter().find(|m| m.uci() == text) {
            return Ok(mv);
        }
        let chess = ChessGame::from_position_value(self.record.current().board().clone());
        match chess.parse_move(text) {
            Err(error) => Err(error),
            Ok(_) => {
                Err(MoveError::Illegal { text: text.to_owned(), reason: crate::chess::IllegalReason::CannotMoveThere })
            }
        }
    }

    fn move_string(&self, mv: Move) -> String {
        mv.uci()
    }

    fn move_display(&self, mv: Move) -> String {
        self.san(mv)
    }

    /// Turns count for the draw rules here: two turns (one a side) make a round.
    fn quiet_rounds(&self) -> Option<u32> {
        Some(self.record.current().quiet_turns() / 2)
    }

    fn detail(&self) -> Option<String> {
        let position = self.record.current();
        let half = match position.sub_move() {
            _ if position.is_single_move_turn() => "single move (White's first turn)".to_owned(),
            SubMove::First => "half-move 1 of 2".to_owned(),
            SubMove::Second if position.first_was_en_passant() => "half-move 2 of 2 (first was en passant)".to_owned(),
            SubMove::Second => "half-move 2 of 2".to_owned(),
        };
        Some(format!("turn {}, {half}, {} quiet turns", position.turn_number(), position.quiet_turns()))
    }
}
