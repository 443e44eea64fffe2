//! The chess game record: a position plus its history, deciding outcomes (mate, stalemate, dead
//! position, repetition, move-count rules, flag fall) and implementing the shared [`Game`] trait.

use super::attacks::{bishop_attacks, king_attacks, knight_attacks, pawn_attacks, rook_attacks};
use super::bitboard::Bitboard;
use super::fen::FenError;
use super::moves::{Move, MoveKind, MoveList};
use super::position::Position;
use super::types::{Color, Role, Square};
use crate::game::{ClaimableDraw, EndReason, Game, IllegalMove, MoveError as GenericMoveError, Outcome, Seat, Status};
use crate::record::Record;
use std::fmt;

/// Why a move cannot be played here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IllegalReason {
    NoPieceThere,
    NotYourPiece,
    /// The piece does not move that way (or its path is blocked).
    CannotMoveThere,
    /// The move would leave (or put) the mover's own king in check.
    LeavesKingInCheck,
    /// Castling is not allowed now (rights lost, path blocked, in or through check).
    CastlingNotAllowed,
    /// A pawn reaching the last rank must name its promotion piece.
    PromotionRequired,
    /// A promotion piece was named for a move that does not promote.
    NotAPromotion,
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IllegalReason::NoPieceThere => "there is no piece on that square",
            IllegalReason::NotYourPiece => "that piece belongs to the other side",
            IllegalReason::CannotMoveThere => "that piece cannot move there",
            IllegalReason::LeavesKingInCheck => "that move would leave your king in check",
            IllegalReason::CastlingNotAllowed => "castling is not allowed now",
            IllegalReason::PromotionRequired => "a pawn reaching the last rank must be promoted",
            IllegalReason::NotAPromotion => "that move is not a promotion",
        })
    }
}

impl IllegalMove for IllegalReason {
    const SHAPE: &'static str = "a move in UCI notation (like e2e4 or e7e8q)";

    fn code(&self) -> &'static str {
        match self {
            IllegalReason::NoPieceThere => "no-piece-there",
            IllegalReason::NotYourPiece => "not-your-piece",
            IllegalReason::CannotMoveThere => "cannot-move-there",
            IllegalReason::LeavesKingInCheck => "leaves-king-in-check",
            IllegalReason::CastlingNotAllowed => "castling-not-allowed",
            IllegalReason::PromotionRequired => "promotion-required",
            IllegalReason::NotAPromotion => "not-a-promotion",
        }
    }
}

/// Why a chess move string was refused.
pub type MoveError = GenericMoveError<IllegalReason>;

/// A chess game: the starting position, the moves played, and the current position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChessGame {
    record: Record<Position, Move>,
}

impl Default for ChessGame {
    fn default() -> Self {
        ChessGame::from_position_value(Position::startpos())
    }
}

impl ChessGame {
    pub fn from_position_value(position: Position) -> ChessGame {
        ChessGame { record: Record::new(position) }
    }

    pub fn position(&self) -> &Position {
        self.record.current()
    }

    pub fn start_position(&self) -> &Position {
        self.record.start()
    }

    /// The moves played so far, in order.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = Move> + '_ {
        self.record.moves()
    }

    /// The SAN of every move played, in order.
    pub fn san_moves(&self) -> Vec<String> {
        self.record.past().iter().map(|(before, mv)| before.san(*mv)).collect()
    }

    /// How many times the current position has occurred (itself included), in the FIDE sense:
    /// same placement, side to move, castling rights and en passant possibility.
    pub fn repetition_count(&self) -> usize {
        let position = self.position();
        let hash = position.hash();
        // Only positions since the last capture or pawn move can repeat.
        let window = position.halfmove_clock() as usize;
        let earlier = self.record.past().iter().rev().take(window);
        1 + earlier.filter(|(before, _)| before.hash() == hash && before.same_for_repetition(position)).count()
    }

    /// Claimable draws available to the side to move right now.
    pub fn claimable_draws(&self) -> Vec<ClaimableDraw> {
        let mut claims = Vec::new();
        if self.repetition_count() >= 3 {
            claims.push(ClaimableDraw::ThreefoldRepetition);
        }
        if self.position().halfmove_clock() >= 100 {
            claims.push(ClaimableDraw::FiftyMoveRule);
        }
        claims
    }

    /// Passes the turn without a move, for search (null-move pruning); `undo` takes it back.
    /// The record then holds a placeholder move: use it on a search's own copy only.
    pub fn play_null(&mut self) {
        self.record.play(Move::default(), |position, _| position.play_null());
    }

    /// Plays a move given in UCI notation after checking it; the error says why it was refused.
    pub fn play_uci(&mut self, text: &str) -> Result<Move, MoveError> {
        let mv = self.parse_move(text)?;
        self.play(mv);
        Ok(mv)
    }

    /// Plays a SAN move after checking it.
    pub fn play_san(&mut self, text: &str) -> Result<Move, super::SanError> {
        let mv = self.position().parse_san(text)?;
        self.play(mv);
        Ok(mv)
    }

    /// Explains why `from`-`to` (with an optional promotion) is not among the legal moves.
    pub fn explain_illegal(&self, from: Square, to: Square, promotion: Option<Role>) -> IllegalReason {
        let position = self.position();
        let Some(piece) = position.piece_at(from) else {
            return IllegalReason::NoPieceThere;
        };
        if piece.color != position.turn() {
            return IllegalReason::NotYourPiece;
        }
        let legal = position.legal_moves();
        let same_squares: Vec<Move> = legal.iter().copied().filter(|m| m.from() == from && m.to() == to).collect();
        if !same_squares.is_empty() {
            return if promotion.is_none() { IllegalReason::PromotionRequired } else { IllegalReason::NotAPromotion };
        }
        let occupied = position.occupied();
        let own = position.by_color(piece.color);
        let reach = match piece.role {
            Role::Pawn => {
                let forward: i8 = if piece.color == Color::White { 8 } else { -8 };
                let mut pushes = Bitboard::EMPTY;
                if let Some(one) = from.offset(forward).filter(|s| !occupied.contains(*s)) {
                    pushes = pushes.with(one);
                    if from.relative_rank(piece.color) == 1
                        && let Some(two) = one.offset(forward).filter(|s| !occupied.contains(*s))
                    {
                        pushes = pushes.with(two);
                    }
                }
                let enemy = position.by_color(piece.color.other());
                let ep = position.en_passant().map(Bitboard::from_square).unwrap_or_default();
                pushes | (pawn_attacks(piece.color, from) & (enemy | ep))
            }
            Role::Knight => knight_attacks(from),
            Role::Bishop => bishop_attacks(from, occupied),
            Role::Rook => rook_attacks(from, occupied),
            Role::Queen => bishop_attacks(from, occupied) | rook_attacks(from, occupied),
            Role::King => {
                let castle_squares = if from.file() == 4 && from.relative_rank(piece.color) == 0 {
                    Bitboard::from_square(Square::from_coords(2, from.rank())).with(Square::from_coords(6, from.rank()))
                } else {
                    Bitboard::EMPTY
                };
                if castle_squares.contains(to) {
                    return IllegalReason::CastlingNotAllowed;
                }
                king_attacks(from)
            }
        } & !own;
        if reach.contains(to) { IllegalReason::LeavesKingInCheck } else { IllegalReason::CannotMoveThere }
    }

    fn outcome_by_rule(&self, legal: &MoveList) -> Option<Outcome> {
        let position = self.position();
        if legal.is_empty() {
            return Some(if position.is_check() {
                Outcome::Win { winner: seat_of(position.turn().other()), reason: EndReason::Checkmate }
            } else {
                Outcome::Draw { reason: EndReason::Stalemate }
            });
        }
        if is_dead_position(position) {
            return Some(Outcome::Draw { reason: EndReason::DeadPosition });
        }
        if self.repetition_count() >= 5 {
            return Some(Outcome::Draw { reason: EndReason::FivefoldRepetition });
        }
        if position.halfmove_clock() >= 150 {
            return Some(Outcome::Draw { reason: EndReason::SeventyFiveMoveRule });
        }
        None
    }
}

impl Position {
    /// Equal as FIDE counts positions for repetition (clocks ignored).
    pub fn same_for_repetition(&self, other: &Position) -> bool {
        self.turn() == other.turn()
            && self.castling_rights() == other.castling_rights()
            && self.en_passant() == other.en_passant()
            && Square::all().all(|s| self.piece_at(s) == other.piece_at(s))
    }
}

fn seat_of(color: Color) -> Seat {
    Seat(color as u8)
}

fn color_of(seat: Seat) -> Color {
    if seat.0 == 0 { Color::White } else { Color::Black }
}

/// Positions where no sequence of legal moves can mate: K v K, K+minor v K, and kings with
/// bishops only, all on squares of one colour.
pub(crate) fn is_dead_position(position: &Position) -> bool {
    let kings = position.by_role(Role::King);
    let others = position.occupied() & !kings;
    let bishops = position.by_role(Role::Bishop);
    let minors = bishops | position.by_role(Role::Knight);
    if others.is_empty() || (others.count() == 1 && (others & minors).nonempty()) {
        return true;
    }
    others == bishops
        && ((bishops & Bitboard::LIGHT_SQUARES).is_empty() || (bishops & Bitboard::DARK_SQUARES).is_empty())
}

/// Only a king, or a king and a single bishop or knight: no way to ever mate.
fn has_no_mating_material(position: &Position, color: Color) -> bool {
    let pieces = position.by_color(color) & !position.by_role(Role::King);
    let minors = position.by_role(Role::Bishop) | position.by_role(Role::Knight);
    pieces.is_empty() || (pieces.count() == 1 && (pieces & minors).nonempty())
}

impl Game for ChessGame {
    type Move = Move;
    type PositionError = FenError;
    type MoveError = MoveError;

    const VARIANT: &'static str = "chess";
    const SEATS: u8 = 2;
    const SEAT_NAMES: &'static [&'static str] = &["white", "black"];

    fn new() -> Self {
        ChessGame::default()
    }

    fn from_position(text: &str) -> Result<Self, FenError> {
        Position::from_fen(text).map(ChessGame::from_position_value)
    }

    fn position_string(&self) -> String {
        self.position().fen()
    }

    fn to_move(&self) -> Seat {
        seat_of(self.position().turn())
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        out.extend_from_slice(self.position().legal_moves().as_slice());
    }

    fn play(&mut self, mv: Move) {
        self.record.play(mv, Position::play_unchecked);
    }

    fn wait(&mut self) -> bool {
        if self.position().is_check() || matches!(Game::status(self), Status::Over(_)) {
            return false;
        }
        self.play_null();
        true
    }

    fn undo(&mut self) -> bool {
        self.record.undo()
    }

    fn hash(&self) -> u64 {
        self.position().hash()
    }

    fn status(&self) -> Status {
        match self.outcome_by_rule(&self.position().legal_moves()) {
            Some(outcome) => Status::Over(outcome),
            None => Status::Ongoing { claimable: self.claimable_draws() },
        }
    }

    fn timeout_outcome(&self, seat: Seat) -> Outcome {
        let opponent = color_of(seat).other();
        if has_no_mating_material(self.position(), opponent) {
            Outcome::Draw { reason: EndReason::TimeoutVsInsufficientMaterial }
        } else {
            Outcome::Win { winner: seat_of(opponent), reason: EndReason::Timeout }
        }
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let malformed = || MoveError::Malformed(text.to_owned());
        if !text.is_ascii() || !(4..=5).contains(&text.len()) {
            return Err(malformed());
        }
        let from = Square::parse(&text[0..2]).ok_or_else(malformed)?;
        let to = Square::parse(&text[2..4]).ok_or_else(malformed)?;
        let promotion = match text[4..].chars().next() {
            Some(c) => {
                Some(Role::from_char(c).filter(|r| !matches!(r, Role::Pawn | Role::King)).ok_or_else(malformed)?)
            }
            None => None,
        };
        let legal = self.position().legal_moves();
        let found = legal.iter().copied().find(|m| {
            m.from() == from
                && m.to() == to
                && match m.kind() {
                    MoveKind::Promotion(role) => Some(role) == promotion,
                    _ => promotion.is_none(),
                }
        });
        found.ok_or_else(|| MoveError::Illegal {
            text: text.to_owned(),
            reason: self.explain_illegal(from, to, promotion),
        })
    }

    fn move_string(&self, mv: Move) -> String {
        mv.uci()
    }

    fn move_display(&self, mv: Move) -> String {
        self.position().san(mv)
    }

    fn perft(&self, depth: u32) -> u64 {
        super::perft::perft(self.position(), depth)
    }

    fn perft_divide(&self, depth: u32, threads: usize) -> Vec<(Move, u64)> {
        super::perft::perft_divide(self.position(), depth, threads)
    }

    /// Plies count for the 50- and 75-move rules: two make a round.
    fn quiet_rounds(&self) -> Option<u32> {
        Some(self.position().halfmove_clock() / 2)
    }
}
