//! The tafl game record: position, history and rules; outcomes (escape, king capture, no move,
//! repetition) and the shared [`Game`] trait. Brandubh is the first preset.

use super::position::{Side, TaflMove, TaflPiece, TaflPosition, TaflPositionError};
use super::rules::{Repetition, TaflRules};
use crate::game::{EndReason, Game, IllegalMove, MoveError, Outcome, Seat, Status};
use std::fmt;
use std::marker::PhantomData;
use std::sync::{Arc, LazyLock};

/// A named tafl variant: its protocol name and default rules.
pub trait TaflVariant: fmt::Debug + Clone + Send + Sync + 'static {
    const NAME: &'static str;
    fn rules() -> Arc<TaflRules>;
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BrandubhVariant;

static BRANDUBH_RULES: LazyLock<Arc<TaflRules>> = LazyLock::new(|| Arc::new(TaflRules::brandubh()));

impl TaflVariant for BrandubhVariant {
    const NAME: &'static str = "brandubh";
    fn rules() -> Arc<TaflRules> {
        BRANDUBH_RULES.clone()
    }
}

pub type Brandubh = Tafl<BrandubhVariant>;

/// Why a tafl move is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TaflIllegal {
    NoPieceThere,
    NotYourPiece,
    /// Not along one row or column, or not moving at all.
    NotStraight,
    /// A piece stands in the way.
    Blocked,
    /// Only the king may stop on the throne or a corner.
    RestrictedSquare,
    /// The captures written after the move are not the ones it makes.
    WrongCaptures,
    GameOver,
}

impl fmt::Display for TaflIllegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TaflIllegal::NoPieceThere => "there is no piece on that square",
            TaflIllegal::NotYourPiece => "that piece belongs to the other side",
            TaflIllegal::NotStraight => "pieces move along a row or a column",
            TaflIllegal::Blocked => "another piece is in the way",
            TaflIllegal::RestrictedSquare => "only the king may stop on the throne or a corner",
            TaflIllegal::WrongCaptures => "the captures written do not match the move",
            TaflIllegal::GameOver => "the game is over",
        })
    }
}

impl IllegalMove for TaflIllegal {
    const SHAPE: &'static str = "a tafl move (like d1-d3 or d1-d3xd4)";

    fn code(&self) -> &'static str {
        match self {
            TaflIllegal::NoPieceThere => "no-piece-there",
            TaflIllegal::NotYourPiece => "not-your-piece",
            TaflIllegal::NotStraight => "not-straight",
            TaflIllegal::Blocked => "blocked",
            TaflIllegal::RestrictedSquare => "restricted-square",
            TaflIllegal::WrongCaptures => "wrong-captures",
            TaflIllegal::GameOver => "game-over",
        }
    }
}

/// Why a tafl move string was refused.
pub type TaflMoveError = MoveError<TaflIllegal>;

/// A tafl game under the rules of variant `V` (or rules loaded at run time).
#[derive(Debug, Clone)]
pub struct Tafl<V: TaflVariant> {
    rules: Arc<TaflRules>,
    position: TaflPosition,
    /// Set by the move that decided the game (escape or king capture).
    decided: Option<Outcome>,
    history: Vec<Record>,
    variant: PhantomData<V>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Record {
    before: TaflPosition,
    decided_before: Option<Outcome>,
    mv: TaflMove,
    captured: Vec<u8>,
}

impl<V: TaflVariant> PartialEq for Tafl<V> {
    fn eq(&self, other: &Self) -> bool {
        self.rules == other.rules
            && self.position == other.position
            && self.decided == other.decided
            && self.history == other.history
    }
}

fn seat(side: Side) -> Seat {
    Seat(side as u8)
}

impl<V: TaflVariant> Tafl<V> {
    /// A game with other rules (e.g. loaded from RON) from their start position.
    pub fn with_rules(rules: TaflRules) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        rules.validate()?;
        let position = TaflPosition::parse(&rules.start, rules.size)?;
        Ok(Tafl { rules: Arc::new(rules), position, decided: None, history: Vec::new(), variant: PhantomData })
    }

    /// The outcome fixed by the last move (escape or king capture), if any.
    pub fn decided(&self) -> Option<&Outcome> {
        self.decided.as_ref()
    }

    pub fn rules(&self) -> &TaflRules {
        &self.rules
    }

    pub fn position(&self) -> &TaflPosition {
        &self.position
    }

    /// The moves played, each with the squares it captured.
    pub fn moves_with_captures(&self) -> impl Iterator<Item = (TaflMove, &[u8])> {
        self.history.iter().map(|r| (r.mv, r.captured.as_slice()))
    }

    /// The squares `mv` would capture here.
    pub fn captures_of(&self, mv: TaflMove) -> Vec<u8> {
        self.position.clone().play(&self.rules, mv)
    }

    /// `d1-d3`, plus `xd4` for each captured square when `with_captures`.
    fn notation(&self, mv: TaflMove, with_captures: bool) -> String {
        let p = &self.position;
        let mut text = format!("{}-{}", p.square_name(mv.from), p.square_name(mv.to));
        if with_captures {
            for square in self.captures_of(mv) {
                text.push('x');
                text.push_str(&p.square_name(square));
            }
        }
        text
    }

    /// How often the current position (board and side to move) has occurred, itself included.
    pub fn repetition_count(&self) -> usize {
        let hash = self.position.hash();
        1 + self.history.iter().filter(|r| r.before.hash() == hash && r.before == self.position).count()
    }

    fn explain(&self, mv: TaflMove) -> TaflIllegal {
        let p = &self.position;
        if self.decided.is_some() {
            return TaflIllegal::GameOver;
        }
        let Some(piece) = p.piece_at(mv.from) else { return TaflIllegal::NoPieceThere };
        if piece.side() != p.to_move() {
            return TaflIllegal::NotYourPiece;
        }
        let (f1, r1) = p.file_rank(mv.from);
        let (f2, r2) = p.file_rank(mv.to);
        if (f1 != f2 && r1 != r2) || mv.from == mv.to {
            return TaflIllegal::NotStraight;
        }
        if piece != TaflPiece::King && p.is_restricted(mv.to) {
            return TaflIllegal::RestrictedSquare;
        }
        TaflIllegal::Blocked
    }
}

impl<V: TaflVariant> Game for Tafl<V> {
    type Move = TaflMove;
    type PositionError = TaflPositionError;
    type MoveError = TaflMoveError;

    const VARIANT: &'static str = V::NAME;
    const SEATS: u8 = 2;
    const SEAT_NAMES: &'static [&'static str] = &["attackers", "defenders"];

    fn new() -> Self {
        let rules = V::rules();
        // Presets are tested to parse (`presets_parse`); a lone king would show a broken preset.
        let position =
            TaflPosition::parse(&rules.start, rules.size).unwrap_or_else(|_| TaflPosition::lone_king(rules.size));
        Tafl { rules, position, decided: None, history: Vec::new(), variant: PhantomData }
    }

    fn from_position(text: &str) -> Result<Self, TaflPositionError> {
        let rules = V::rules();
        let position = TaflPosition::parse(text, rules.size)?;
        // A position can show a finished game: no king (captured) or the king on a corner.
        let decided = match position.king() {
            None => Some(Outcome::Win { winner: seat(Side::Attackers), reason: EndReason::KingCaptured }),
            Some(king) if position.is_corner(king) => {
                Some(Outcome::Win { winner: seat(Side::Defenders), reason: EndReason::KingEscaped })
            }
            Some(_) => None,
        };
        Ok(Tafl { rules, position, decided, history: Vec::new(), variant: PhantomData })
    }

    fn position_string(&self) -> String {
        self.position.to_string()
    }

    fn to_move(&self) -> Seat {
        seat(self.position.to_move())
    }

    fn legal_moves(&self, out: &mut Vec<TaflMove>) {
        if self.decided.is_some() {
            out.clear();
            return;
        }
        self.position.moves(&self.rules, out);
    }

    fn play(&mut self, mv: TaflMove) {
        let before = self.position.clone();
        let decided_before = self.decided.clone();
        let moved = self.position.piece_at(mv.from);
        let captured = self.position.play(&self.rules, mv);
        if moved == Some(TaflPiece::King) && self.position.is_corner(mv.to) {
            self.decided = Some(Outcome::Win { winner: seat(Side::Defenders), reason: EndReason::KingEscaped });
        } else if captured.iter().any(|&s| before.piece_at(s) == Some(TaflPiece::King)) {
            self.decided = Some(Outcome::Win { winner: seat(Side::Attackers), reason: EndReason::KingCaptured });
        }
        self.history.push(Record { before, decided_before, mv, captured });
    }

    fn wait(&mut self) -> bool {
        if self.decided.is_some() {
            return false;
        }
        let before = self.position.clone();
        self.position.wait_turn();
        let here = TaflMove { from: 0, to: 0 };
        self.history.push(Record { before, decided_before: None, mv: here, captured: Vec::new() });
        true
    }

    fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some(record) => {
                self.position = record.before;
                self.decided = record.decided_before;
                true
            }
            None => false,
        }
    }

    fn hash(&self) -> u64 {
        self.position.hash()
    }

    fn status(&self) -> Status {
        if let Some(outcome) = &self.decided {
            return Status::Over(outcome.clone());
        }
        if self.rules.repetition != Repetition::Ignore
            && self.repetition_count() >= self.rules.repetition_limit as usize
        {
            let outcome = match self.rules.repetition {
                Repetition::RepeaterLoses => Outcome::Win { winner: self.to_move(), reason: EndReason::Repetition },
                _ => Outcome::Draw { reason: EndReason::Repetition },
            };
            return Status::Over(outcome);
        }
        let mut moves = Vec::new();
        self.position.moves(&self.rules, &mut moves);
        if moves.is_empty() {
            let winner = seat(self.position.to_move().other());
            return Status::Over(Outcome::Win { winner, reason: EndReason::NoLegalMoves });
        }
        Status::Ongoing { claimable: Vec::new() }
    }

    fn timeout_outcome(&self, loser: Seat) -> Outcome {
        Outcome::Win { winner: Seat(1 - loser.0.min(1)), reason: EndReason::Timeout }
    }

    fn parse_move(&self, text: &str) -> Result<TaflMove, TaflMoveError> {
        let malformed = || TaflMoveError::Malformed(text.to_owned());
        let p = &self.position;
        let mut parts = text.split('x');
        let squares = parts.next().ok_or_else(malformed)?;
        let (from, to) = match squares.split_once('-') {
            Some((from, to)) => (from, to),
            None => {
                // Also accept the compact form `d1d3`: the second square starts at the second letter.
                let split = squares.char_indices().skip(1).find(|(_, c)| c.is_ascii_alphabetic()).map(|(i, _)| i);
                squares.split_at_checked(split.ok_or_else(malformed)?).ok_or_else(malformed)?
            }
        };
        let from = p.parse_square(from).ok_or_else(malformed)?;
        let to = p.parse_square(to).ok_or_else(malformed)?;
        let written_captures: Vec<u8> =
            parts.map(|s| p.parse_square(s).ok_or_else(malformed)).collect::<Result<_, _>>()?;
        let mv = TaflMove { from, to };
        if self.decided.is_some() || !p.is_legal(&self.rules, mv) {
            return Err(TaflMoveError::Illegal { text: text.to_owned(), reason: self.explain(mv) });
        }
        if !written_captures.is_empty() {
            let mut actual = self.captures_of(mv);
            let mut written = written_captures;
            actual.sort_unstable();
            written.sort_unstable();
            if actual != written {
                return Err(TaflMoveError::Illegal { text: text.to_owned(), reason: TaflIllegal::WrongCaptures });
            }
        }
        Ok(mv)
    }

    fn move_string(&self, mv: TaflMove) -> String {
        self.notation(mv, false)
    }

    fn move_display(&self, mv: TaflMove) -> String {
        self.notation(mv, true)
    }
}
