//! Standard Algebraic Notation: writing (with disambiguation, +, #, =Q, O-O) and lenient reading
//! (accepts 0-0, e8Q, trailing !? annotations, and over-disambiguated moves such as Ng1f3).

use super::moves::{Move, MoveKind};
use super::position::Position;
use super::types::{Role, Square};
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SanError {
    /// Not shaped like SAN at all.
    Syntax(String),
    /// Well-formed, but no legal move matches.
    Illegal(String),
    /// Several legal moves match; the text needs disambiguation.
    Ambiguous(String),
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Syntax(s) => write!(f, "'{s}' is not a move in SAN"),
            SanError::Illegal(s) => write!(f, "'{s}' is not a legal move in this position"),
            SanError::Ambiguous(s) => write!(f, "'{s}' is ambiguous: several legal moves match"),
        }
    }
}

impl std::error::Error for SanError {}

impl Position {
    /// The SAN of a legal move, check and mate suffixes included.
    pub fn san(&self, mv: Move) -> String {
        let mut text = self.san_without_suffix(mv);
        let mut after = self.clone();
        after.play_unchecked(mv);
        if after.is_check() {
            text.push(if after.has_legal_move() { '+' } else { '#' });
        }
        text
    }

    /// SAN without the check or mate mark (variants with other turn rules add their own).
    pub(crate) fn san_without_suffix(&self, mv: Move) -> String {
        match mv.kind() {
            MoveKind::CastleKingside => return "O-O".to_owned(),
            MoveKind::CastleQueenside => return "O-O-O".to_owned(),
            _ => {}
        }
        let Some(piece) = self.piece_at(mv.from()) else {
            return mv.uci();
        };
        let is_capture = self.piece_at(mv.to()).is_some() || mv.kind() == MoveKind::EnPassant;
        let mut text = String::with_capacity(8);
        if piece.role == Role::Pawn {
            if is_capture {
                text.push(mv.from().file_char());
            }
        } else {
            text.push(piece.role.san_char());
            let rivals: Vec<Square> = self
                .legal_moves()
                .iter()
                .filter(|other| other.to() == mv.to() && other.from() != mv.from())
                .filter(|other| self.piece_at(other.from()).map(|p| p.role) == Some(piece.role))
                .map(|other| other.from())
                .collect();
            if !rivals.is_empty() {
                let file_unique = rivals.iter().all(|s| s.file() != mv.from().file());
                let rank_unique = rivals.iter().all(|s| s.rank() != mv.from().rank());
                if file_unique {
                    text.push(mv.from().file_char());
                } else if rank_unique {
                    text.push(mv.from().rank_char());
                } else {
                    text.push_str(&mv.from().to_string());
                }
            }
        }
        if is_capture {
            text.push('x');
        }
        text.push_str(&mv.to().to_string());
        if let Some(role) = mv.promotion() {
            text.push('=');
            text.push(role.san_char());
        }
        text
    }

    /// Reads a SAN move and returns the one legal move it names.
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        let trimmed = text.trim().trim_end_matches(['+', '#', '!', '?']);
        let syntax = || SanError::Syntax(text.to_owned());
        if trimmed.is_empty() || !trimmed.is_ascii() {
            return Err(syntax());
        }
        let castle = match trimmed {
            "O-O" | "0-0" => Some(MoveKind::CastleKingside),
            "O-O-O" | "0-0-0" => Some(MoveKind::CastleQueenside),
            _ => None,
        };
        if let Some(kind) = castle {
            return self
                .legal_moves()
                .iter()
                .copied()
                .find(|m| m.kind() == kind)
                .ok_or_else(|| SanError::Illegal(text.to_owned()));
        }

        let mut body = trimmed;
        // Promotion suffix: "=Q" or a bare trailing piece letter after the destination.
        let mut promotion = None;
        if let Some(last) = body.chars().last()
            && matches!(last, 'Q' | 'R' | 'B' | 'N' | 'q' | 'r' | 'n')
        {
            promotion = Role::from_char(last);
            body = body[..body.len() - 1].trim_end_matches('=');
        }
        if body.len() < 2 {
            return Err(syntax());
        }
        let destination = Square::parse(&body[body.len() - 2..]).ok_or_else(syntax)?;
        let mut prefix = &body[..body.len() - 2];
        let role = match prefix.chars().next() {
            Some(c @ ('N' | 'B' | 'R' | 'Q' | 'K')) => {
                prefix = &prefix[1..];
                Role::from_char(c).ok_or_else(syntax)?
            }
            _ => Role::Pawn,
        };
        let prefix = prefix.trim_end_matches(['x', ':', '-']);
        let mut from_file = None;
        let mut from_rank = None;
        for c in prefix.chars() {
            match c {
                'a'..='h' if from_file.is_none() && from_rank.is_none() => from_file = Some(c as u8 - b'a'),
                '1'..='8' if from_rank.is_none() => from_rank = Some(c as u8 - b'1'),
                _ => return Err(syntax()),
            }
        }
        if promotion.is_some() && role != Role::Pawn {
            return Err(syntax());
        }

        let mut found = None;
        for &mv in &self.legal_moves() {
            let Some(piece) = self.piece_at(mv.from()) else { continue };
            let matches = piece.role == role
                && !mv.is_castle()
                && mv.to() == destination
                && from_file.is_none_or(|f| mv.from().file() == f)
                && from_rank.is_none_or(|r| mv.from().rank() == r)
                && mv.promotion() == promotion;
            if matches {
                if found.is_some() {
                    return Err(SanError::Ambiguous(text.to_owned()));
                }
                found = Some(mv);
            }
        }
        found.ok_or_else(|| SanError::Illegal(text.to_owned()))
    }
}
