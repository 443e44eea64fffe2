//! The extended FEN of Marseillais (docs/marseillais.md): chess's first three fields, the
//! en passant targets (up to two squares), the turn counters, the sub-move, and the double
//! steps made so far this turn.

use super::position::{EnPassantTarget, MarseillaisPosition, SubMove};
use crate::chess::{Color, FenError, Position, Role, Square};
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MarseillaisFenError {
    /// Fewer than four or more than eight fields.
    FieldCount(usize),
    /// The board, side or castling field (checked as chess FEN).
    Chess(FenError),
    /// The en passant field: `-` or one or two squares where a capture could follow a double step.
    Targets(String),
    QuietTurns(String),
    TurnNumber(String),
    /// The sub-move field: `1`, `2`, `2x` (the first half-move captured or moved a pawn) or `2ex`
    /// (it captured en passant).
    SubMove(String),
    /// The double step of this turn: `-` or a square just skipped by the mover's pawn.
    Pending(String),
}

impl fmt::Display for MarseillaisFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MarseillaisFenError::FieldCount(n) => write!(f, "Marseillais FEN needs 4 to 8 fields, found {n}"),
            MarseillaisFenError::Chess(e) => write!(f, "{e}"),
            MarseillaisFenError::Targets(s) => {
                write!(
                    f,
                    "en passant field must be '-' or up to two squares behind enemy pawns that double-stepped, found '{s}'"
                )
            }
            MarseillaisFenError::QuietTurns(s) => write!(f, "quiet-turn counter must be a number, found '{s}'"),
            MarseillaisFenError::TurnNumber(s) => write!(f, "turn number must be a positive number, found '{s}'"),
            MarseillaisFenError::SubMove(s) => write!(f, "sub-move must be 1, 2, 2x or 2ex, found '{s}'"),
            MarseillaisFenError::Pending(s) => {
                write!(f, "this turn's double step must be '-' or the square the mover's pawn skipped, found '{s}'")
            }
        }
    }
}

impl std::error::Error for MarseillaisFenError {}

fn squares(text: &str) -> Option<Vec<Square>> {
    if text == "-" {
        return Some(Vec::new());
    }
    if !text.is_ascii() || !text.len().is_multiple_of(2) || text.len() > 4 {
        return None;
    }
    (0..text.len()).step_by(2).map(|i| Square::parse(&text[i..i + 2])).collect()
}

/// The target skipped on `square` by a pawn of `color`, if one stands where it would have landed.
fn target_for(board: &Position, square: Square, color: Color) -> Option<EnPassantTarget> {
    let (skipped_rank, landing_rank) = match color {
        Color::White => (2, 3),
        Color::Black => (5, 4),
    };
    if square.rank() != skipped_rank || board.piece_at(square).is_some() {
        return None;
    }
    let landing = Square::from_coords(square.file(), landing_rank);
    board.piece_at(landing).filter(|p| p.color == color && p.role == Role::Pawn)?;
    Some(EnPassantTarget { skipped: square, landing })
}

impl MarseillaisPosition {
    pub fn from_fen(text: &str) -> Result<MarseillaisPosition, MarseillaisFenError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if !(4..=8).contains(&fields.len()) {
            return Err(MarseillaisFenError::FieldCount(fields.len()));
        }
        let chess_fen = format!("{} {} {} - 0 1", fields[0], fields[1], fields[2]);
        let board = Position::from_fen(&chess_fen).map_err(MarseillaisFenError::Chess)?;
        let us = board.turn();
        let quiet_turns = match fields.get(4) {
            Some(t) => t.parse().map_err(|_| MarseillaisFenError::QuietTurns((*t).to_owned()))?,
            None => 0,
        };
        let turn_number = match fields.get(5) {
            Some(t) => match t.parse::<u32>() {
                Ok(n) if n >= 1 => n,
                _ => return Err(MarseillaisFenError::TurnNumber((*t).to_owned())),
            },
            None => 1,
        };
        // `2`, then `e` if the first half-move captured en passant, then `x` if it captured or
        // moved a pawn (the quiet-turn counter then restarts at the end of the turn).
        let (sub_move, first_was_en_passant, turn_irreversible) = match fields.get(6).copied().unwrap_or("1") {
            "1" => (SubMove::First, false, false),
            "2" => (SubMove::Second, false, false),
            "2x" => (SubMove::Second, false, true),
            "2ex" => (SubMove::Second, true, true),
            other => return Err(MarseillaisFenError::SubMove(other.to_owned())),
        };
        let mut position = MarseillaisPosition::from_board(board, turn_number);
        position.quiet_turns = quiet_turns;
        position.sub_move = sub_move;
        position.first_was_en_passant = first_was_en_passant;
        position.turn_irreversible = turn_irreversible;

        let target_error = || MarseillaisFenError::Targets(fields[3].to_owned());
        for (slot, square) in squares(fields[3]).ok_or_else(target_error)?.into_iter().enumerate() {
            position.targets[slot] = Some(target_for(&position.board, square, us.other()).ok_or_else(target_error)?);
        }
        let pending_text = fields.get(7).copied().unwrap_or("-");
        let pending_error = || MarseillaisFenError::Pending(pending_text.to_owned());
        let pending = squares(pending_text).ok_or_else(pending_error)?;
        if pending.len() > 1 || (!pending.is_empty() && sub_move == SubMove::First) {
            return Err(pending_error());
        }
        if let Some(&square) = pending.first() {
            if !turn_irreversible {
                return Err(pending_error());
            }
            position.pending[0] = Some(target_for(&position.board, square, us).ok_or_else(pending_error)?);
        }
        Ok(position)
    }

    /// The extended FEN. At the start of a turn it has chess's six fields; mid-turn it adds the
    /// sub-move and, after a double step, the square that pawn skipped.
    pub fn fen(&self) -> String {
        let chess = self.board.fen();
        let head: Vec<&str> = chess.split(' ').take(3).collect();
        let targets: String = self.effective_targets().iter().map(ToString::to_string).collect();
        let targets = if targets.is_empty() { "-".to_owned() } else { targets };
        let mut text = format!("{} {} {} {}", head.join(" "), targets, self.quiet_turns, self.turn_number);
        let pending: String = self.pending_targets().map(|t| t.skipped.to_string()).collect();
        if self.sub_move == SubMove::Second || !pending.is_empty() {
            let sub = match (self.first_was_en_passant, self.turn_irreversible) {
                (true, _) => "2ex",
                (false, true) => "2x",
                (false, false) => "2",
            };
            text.push(' ');
            text.push_str(sub);
            if !pending.is_empty() {
                text.push(' ');
                text.push_str(&pending);
            }
        }
        text
    }
}
