//! The Trigame game record: who starts, history, outcome, move notation, and the [`Game`] trait.

use super::notation::{TriPositionError, parse_location};
use super::position::{Kind, Side, TriMove, TriPosition};
use super::topology::TOPOLOGY;
use crate::game::{EndReason, Game, IllegalMove, MoveError, Outcome, Seat, Status};
use crate::record::Record;
use std::fmt;

/// Why a Trigame move is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TriIllegal {
    NoPieceThere,
    NotYourPiece,
    /// A piece never captures a piece of its own type.
    SameKind,
    OwnPieceThere,
    /// Not one of the piece's moves from there (blocked edge, bold point, wrong kind of place).
    CannotMoveThere,
    /// Passing is only allowed with no move available.
    CannotPass,
    /// The side has no move and must pass.
    MustPass,
    GameOver,
}

impl fmt::Display for TriIllegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TriIllegal::NoPieceThere => "there is no piece there",
            TriIllegal::NotYourPiece => "that piece belongs to the other side",
            TriIllegal::SameKind => "a piece never captures a piece of its own type",
            TriIllegal::OwnPieceThere => "your own piece stands there",
            TriIllegal::CannotMoveThere => "that piece cannot move there",
            TriIllegal::CannotPass => "you may pass only when you have no move",
            TriIllegal::MustPass => "you have no move and must pass",
            TriIllegal::GameOver => "the game is over",
        })
    }
}

impl IllegalMove for TriIllegal {
    const SHAPE: &'static str = "a Trigame move (like v20-e1011, R00-v11 or pass)";

    fn code(&self) -> &'static str {
        match self {
            TriIllegal::NoPieceThere => "no-piece-there",
            TriIllegal::NotYourPiece => "not-your-piece",
            TriIllegal::SameKind => "same-kind",
            TriIllegal::OwnPieceThere => "own-piece-there",
            TriIllegal::CannotMoveThere => "cannot-move-there",
            TriIllegal::CannotPass => "cannot-pass",
            TriIllegal::MustPass => "must-pass",
            TriIllegal::GameOver => "game-over",
        }
    }
}

/// Why a Trigame move string was refused.
pub type TriMoveError = MoveError<TriIllegal>;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrigameGame {
    record: Record<TriPosition, TriMove>,
}

impl Default for TrigameGame {
    fn default() -> Self {
        TrigameGame::with_first_player(Side::Black)
    }
}

impl TrigameGame {
    /// A new game with `first` to move (the original design draws it at random: the client
    /// does, the rules take it as a parameter).
    pub fn with_first_player(first: Side) -> TrigameGame {
        let position = TriPosition::start(first);
        TrigameGame { record: Record::new(position) }
    }

    pub fn position(&self) -> &TriPosition {
        self.record.current()
    }

    pub fn start_position(&self) -> &TriPosition {
        self.record.start()
    }

    pub fn moves(&self) -> impl ExactSizeIterator<Item = TriMove> + '_ {
        self.record.past().iter().map(|(_, mv)| *mv)
    }

    fn explain(&self, mv: TriMove) -> TriIllegal {
        let p = self.record.current();
        if p.decided().is_some() {
            return TriIllegal::GameOver;
        }
        let mut moves = Vec::new();
        p.moves(&mut moves);
        let TriMove::Step { from, to } = mv else { return TriIllegal::CannotPass };
        if moves == [TriMove::Pass] {
            return TriIllegal::MustPass;
        }
        let Some(piece) = p.piece_at(from) else { return TriIllegal::NoPieceThere };
        if piece.side != p.to_move() {
            return TriIllegal::NotYourPiece;
        }
        match p.piece_at(to) {
            Some(other) if other.side == piece.side => TriIllegal::OwnPieceThere,
            Some(other) if other.kind == piece.kind => TriIllegal::SameKind,
            _ => TriIllegal::CannotMoveThere,
        }
    }
}

fn kind_letter(kind: Kind) -> char {
    match kind {
        Kind::A => 'a',
        Kind::B => 'b',
        Kind::C => 'c',
    }
}

impl Game for TrigameGame {
    type Move = TriMove;
    type PositionError = TriPositionError;
    type MoveError = TriMoveError;

    const VARIANT: &'static str = "trigame";
    const SEATS: u8 = 2;
    const SEAT_NAMES: &'static [&'static str] = &["black", "red"];

    fn new() -> Self {
        TrigameGame::default()
    }

    fn from_position(text: &str) -> Result<Self, TriPositionError> {
        let position = TriPosition::parse(text)?;
        Ok(TrigameGame { record: Record::new(position) })
    }

    fn position_string(&self) -> String {
        self.record.current().to_string()
    }

    fn to_move(&self) -> Seat {
        self.record.current().to_move().seat()
    }

    fn legal_moves(&self, out: &mut Vec<TriMove>) {
        self.record.current().moves(out);
    }

    fn play(&mut self, mv: TriMove) {
        self.record.play(mv, |position, mv| {
            position.play(mv);
        });
    }

    fn wait(&mut self) -> bool {
        if matches!(Game::status(self), Status::Over(_)) {
            return false;
        }
        self.record.play(TriMove::Pass, |position, _| position.wait_turn());
        true
    }

    fn undo(&mut self) -> bool {
        self.record.undo()
    }

    fn hash(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.record.current().hash(&mut hasher);
        hasher.finish()
    }

    fn status(&self) -> Status {
        match self.record.current().decided() {
            Some(outcome) => Status::Over(outcome.clone()),
            None => Status::Ongoing { claimable: Vec::new() },
        }
    }

    fn timeout_outcome(&self, loser: Seat) -> Outcome {
        Outcome::Win { winner: Seat(1 - loser.0.min(1)), reason: EndReason::Timeout }
    }

    fn parse_move(&self, text: &str) -> Result<TriMove, TriMoveError> {
        let mv = if text == "pass" {
            TriMove::Pass
        } else {
            let malformed = || TriMoveError::Malformed(text.to_owned());
            let (from, to) = text.split_once('-').ok_or_else(malformed)?;
            TriMove::Step {
                from: parse_location(from).ok_or_else(malformed)?,
                to: parse_location(to).ok_or_else(malformed)?,
            }
        };
        let mut legal = Vec::new();
        self.record.current().moves(&mut legal);
        if legal.contains(&mv) {
            Ok(mv)
        } else {
            Err(TriMoveError::Illegal { text: text.to_owned(), reason: self.explain(mv) })
        }
    }

    fn move_string(&self, mv: TriMove) -> String {
        let t = &*TOPOLOGY;
        match mv {
            TriMove::Pass => "pass".to_owned(),
            TriMove::Step { from, to } => format!("{}-{}", t.name(from), t.name(to)),
        }
    }

    /// `c v20-e1011`, with `x<location>` for each capture: `a R00-v22xe1112xv22`.
    fn move_display(&self, mv: TriMove) -> String {
        let TriMove::Step { from, .. } = mv else { return "pass".to_owned() };
        let t = &*TOPOLOGY;
        let letter = self.record.current().piece_at(from).map_or('?', |p| kind_letter(p.kind));
        let mut text = format!("{letter} {}", self.move_string(mv));
        for location in self.record.current().captures(mv) {
            text.push('x');
            text.push_str(t.name(location));
        }
        text
    }

    fn countdown(&self) -> Option<(u8, u8)> {
        let p = self.record.current();
        Some((p.countdown(), p.equal_streak()))
    }

    fn detail(&self) -> Option<String> {
        let p = self.record.current();
        Some(format!(
            "countdown {}, equal countdowns {}, pieces black {} red {}",
            p.countdown(),
            p.equal_streak(),
            p.count(Side::Black),
            p.count(Side::Red)
        ))
    }
}
