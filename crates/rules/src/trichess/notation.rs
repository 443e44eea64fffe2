//! Trichess position strings: `<P0 pieces>/<P1 pieces>/<P2 pieces> <seat to move> <quiet plies>`,
//! each seat's pieces a comma list of role letter and cell (`Kd1`), with `*` after a king, rook
//! or pawn that has moved; `-` for a seat without pieces.

use super::board::{BOARD, CELLS};
use super::pieces::{SEATS, TriChessPiece, TriRole};
use super::position::TrichessPosition;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TrichessPositionError {
    /// Not `<pieces> <seat> <quiet plies>`.
    FieldCount(usize),
    /// Not three seat lists separated by `/`.
    SeatCount(usize),
    /// An entry that is not a role letter (K Q R B N P), a cell name and an optional `*`.
    Piece(String),
    Occupied(String),
    /// A seat without exactly one king.
    KingCount {
        seat: u8,
        count: usize,
    },
    SeatToMove(String),
    QuietPlies(String),
}

impl fmt::Display for TrichessPositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrichessPositionError::FieldCount(n) => {
                write!(f, "Trichess position needs 3 fields (pieces, seat, quiet plies), found {n}")
            }
            TrichessPositionError::SeatCount(n) => {
                write!(f, "Trichess position needs 3 seat lists separated by '/', found {n}")
            }
            TrichessPositionError::Piece(s) => write!(f, "'{s}' is not a role letter (K Q R B N P) and a cell like d1"),
            TrichessPositionError::Occupied(s) => write!(f, "'{s}': the cell holds another piece"),
            TrichessPositionError::KingCount { seat, count } => {
                write!(f, "seat P{seat} has {count} kings, needs exactly one")
            }
            TrichessPositionError::SeatToMove(s) => write!(f, "seat to move must be 0, 1 or 2, found '{s}'"),
            TrichessPositionError::QuietPlies(s) => write!(f, "quiet plies must be a number, found '{s}'"),
        }
    }
}

impl std::error::Error for TrichessPositionError {}

impl TrichessPosition {
    pub fn parse(text: &str) -> Result<TrichessPosition, TrichessPositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [pieces, seat, quiet] = fields[..] else {
            return Err(TrichessPositionError::FieldCount(fields.len()));
        };
        let seats: Vec<&str> = pieces.split('/').collect();
        if seats.len() != SEATS {
            return Err(TrichessPositionError::SeatCount(seats.len()));
        }
        let mut position = TrichessPosition::empty();
        for (index, list) in seats.iter().enumerate() {
            if *list == "-" {
                continue;
            }
            for entry in list.split(',') {
                let bad = || TrichessPositionError::Piece(entry.to_owned());
                let (body, moved) = match entry.strip_suffix('*') {
                    Some(body) => (body, true),
                    None => (entry, false),
                };
                let mut chars = body.chars();
                let role = chars.next().and_then(TriRole::from_letter).ok_or_else(bad)?;
                let cell = BOARD.parse(chars.as_str()).ok_or_else(bad)?;
                let piece = TriChessPiece { seat: index as u8, role, moved: moved && role.tracks_moved() };
                if position.cells[cell as usize].replace(piece).is_some() {
                    return Err(TrichessPositionError::Occupied(entry.to_owned()));
                }
            }
        }
        for seat in 0..SEATS as u8 {
            let count = position.cells.iter().flatten().filter(|p| p.seat == seat && p.role == TriRole::King).count();
            if count != 1 {
                return Err(TrichessPositionError::KingCount { seat, count });
            }
        }
        position.to_move = match seat {
            "0" => 0,
            "1" => 1,
            "2" => 2,
            other => return Err(TrichessPositionError::SeatToMove(other.to_owned())),
        };
        position.quiet_plies = quiet.parse().map_err(|_| TrichessPositionError::QuietPlies(quiet.to_owned()))?;
        position.finish_setup();
        Ok(position)
    }
}

impl fmt::Display for TrichessPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut lists: Vec<Vec<String>> = vec![Vec::new(); SEATS];
        // Kings first, then by role and cell, so equal positions print equally.
        let mut pieces: Vec<(u8, TriChessPiece)> =
            (0..CELLS as u8).filter_map(|c| self.piece_at(c).map(|p| (c, p))).collect();
        pieces.sort_by_key(|(cell, piece)| (std::cmp::Reverse(piece.role), *cell));
        for (cell, piece) in pieces {
            let moved = if piece.moved && matches!(piece.role, TriRole::King | TriRole::Rook | TriRole::Pawn) {
                "*"
            } else {
                ""
            };
            lists[piece.seat as usize % SEATS].push(format!("{}{}{moved}", piece.role.letter(), BOARD.name(cell)));
        }
        let lists: Vec<String> =
            lists.into_iter().map(|l| if l.is_empty() { "-".to_owned() } else { l.join(",") }).collect();
        write!(f, "{} {} {}", lists.join("/"), self.to_move, self.quiet_plies)
    }
}
