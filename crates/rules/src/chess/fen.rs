//! FEN: reading (with every malformed or impossible input reported as a typed error) and writing.

use super::bitboard::Bitboard;
use super::position::{Position, castling};
use super::types::{Color, Piece, Role, Square};
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenError {
    /// Fewer than four or more than six space-separated fields.
    FieldCount(usize),
    /// The placement field does not have eight ranks.
    RankCount(usize),
    /// A rank (8 = the first one written) does not describe exactly eight squares.
    RankLength {
        rank: u8,
    },
    /// A character that is neither a piece letter nor a digit 1-8.
    PieceChar(char),
    Turn(String),
    Castling(String),
    EnPassant(String),
    HalfmoveClock(String),
    FullmoveNumber(String),
    /// Well-formed, but not a position chess can reach or play from.
    Impossible(SetupError),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupError {
    KingCount {
        color: Color,
        count: u32,
    },
    PawnOnBackRank(Square),
    /// The side that just moved is in check.
    OpponentInCheck,
    /// A castling right whose king or rook is not on its starting square.
    CastlingWithoutPieces(char),
    /// The en passant square does not follow a double push.
    EnPassantImpossible(Square),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::KingCount { color, count } => {
                write!(f, "{} has {count} kings, needs exactly one", color.name())
            }
            SetupError::PawnOnBackRank(square) => write!(f, "pawn on {square}, a back rank"),
            SetupError::OpponentInCheck => f.write_str("the side not to move is in check"),
            SetupError::CastlingWithoutPieces(right) => {
                write!(f, "castling right '{right}' but the king or rook is not on its starting square")
            }
            SetupError::EnPassantImpossible(square) => {
                write!(f, "en passant square {square} does not follow a double pawn push")
            }
        }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::FieldCount(n) => write!(f, "FEN needs 4 to 6 fields, found {n}"),
            FenError::RankCount(n) => write!(f, "FEN board needs 8 ranks separated by '/', found {n}"),
            FenError::RankLength { rank } => write!(f, "FEN rank {rank} does not describe exactly 8 squares"),
            FenError::PieceChar(c) => write!(f, "FEN board has '{c}', which is not a piece letter or a digit 1-8"),
            FenError::Turn(s) => write!(f, "FEN side to move must be 'w' or 'b', found '{s}'"),
            FenError::Castling(s) => write!(f, "FEN castling field must be '-' or some of 'KQkq', found '{s}'"),
            FenError::EnPassant(s) => {
                write!(f, "FEN en passant field must be '-' or a square on rank 3 or 6, found '{s}'")
            }
            FenError::HalfmoveClock(s) => write!(f, "FEN halfmove clock must be a number, found '{s}'"),
            FenError::FullmoveNumber(s) => write!(f, "FEN fullmove number must be a positive number, found '{s}'"),
            FenError::Impossible(e) => write!(f, "impossible position: {e}"),
        }
    }
}

impl std::error::Error for FenError {}

impl Position {
    /// Reads a FEN (the two clock fields may be left out, as in EPD).
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if !(4..=6).contains(&fields.len()) {
            return Err(FenError::FieldCount(fields.len()));
        }
        let mut position = Position::empty();
        parse_placement(&mut position, fields[0])?;

        let turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(FenError::Turn(other.to_owned())),
        };
        position.set_turn(turn);

        let rights = parse_castling(fields[2])?;
        let en_passant = match fields[3] {
            "-" => None,
            text => {
                let square = Square::parse(text).ok_or_else(|| FenError::EnPassant(text.to_owned()))?;
                let expected_rank = if turn == Color::White { 5 } else { 2 };
                if square.rank() != expected_rank {
                    return Err(FenError::EnPassant(text.to_owned()));
                }
                Some(square)
            }
        };
        let halfmove = match fields.get(4) {
            Some(text) => text.parse::<u32>().map_err(|_| FenError::HalfmoveClock((*text).to_owned()))?,
            None => 0,
        };
        let fullmove = match fields.get(5) {
            Some(text) => match text.parse::<u32>() {
                Ok(n) if n >= 1 => n,
                _ => return Err(FenError::FullmoveNumber((*text).to_owned())),
            },
            None => 1,
        };
        position.set_clocks(halfmove, fullmove);
        position.set_castling(rights);
        validate(&position, en_passant).map_err(FenError::Impossible)?;
        position.finish_setup(en_passant);
        Ok(position)
    }

    /// Writes the position as FEN. The en passant square appears only when a capture there is
    /// legal (as Stockfish and lichess write it).
    pub fn fen(&self) -> String {
        let mut out = String::with_capacity(90);
        for rank in (0..8u8).rev() {
            let mut empty = 0;
            for file in 0..8u8 {
                match self.piece_at(Square::from_coords(file, rank)) {
                    Some(piece) => {
                        if empty > 0 {
                            out.push((b'0' + empty) as char);
                            empty = 0;
                        }
                        out.push(piece.char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push((b'0' + empty) as char);
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push(' ');
        out.push(self.turn().char());
        out.push(' ');
        let rights = self.castling_rights();
        if rights == 0 {
            out.push('-');
        }
        for (bit, c) in [
            (castling::WHITE_KINGSIDE, 'K'),
            (castling::WHITE_QUEENSIDE, 'Q'),
            (castling::BLACK_KINGSIDE, 'k'),
            (castling::BLACK_QUEENSIDE, 'q'),
        ] {
            if rights & bit != 0 {
                out.push(c);
            }
        }
        out.push(' ');
        match self.en_passant() {
            Some(square) => out.push_str(&square.to_string()),
            None => out.push('-'),
        }
        out.push_str(&format!(" {} {}", self.halfmove_clock(), self.fullmove_number()));
        out
    }
}

fn parse_placement(position: &mut Position, placement: &str) -> Result<(), FenError> {
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::RankCount(ranks.len()));
    }
    for (row, text) in ranks.iter().enumerate() {
        let rank = 7 - row as u8;
        let mut file = 0u8;
        for c in text.chars() {
            if let Some(digit) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file += digit as u8;
            } else {
                let piece = Piece::from_char(c).ok_or(FenError::PieceChar(c))?;
                if file >= 8 {
                    return Err(FenError::RankLength { rank: rank + 1 });
                }
                position.put(Square::from_coords(file, rank), piece);
                file += 1;
            }
            if file > 8 {
                return Err(FenError::RankLength { rank: rank + 1 });
            }
        }
        if file != 8 {
            return Err(FenError::RankLength { rank: rank + 1 });
        }
    }
    Ok(())
}

fn parse_castling(text: &str) -> Result<u8, FenError> {
    if text == "-" {
        return Ok(0);
    }
    let mut rights = 0;
    for c in text.chars() {
        let bit = match c {
            'K' => castling::WHITE_KINGSIDE,
            'Q' => castling::WHITE_QUEENSIDE,
            'k' => castling::BLACK_KINGSIDE,
            'q' => castling::BLACK_QUEENSIDE,
            _ => return Err(FenError::Castling(text.to_owned())),
        };
        if rights & bit != 0 {
            return Err(FenError::Castling(text.to_owned()));
        }
        rights |= bit;
    }
    if rights == 0 {
        return Err(FenError::Castling(text.to_owned()));
    }
    Ok(rights)
}

fn validate(position: &Position, en_passant: Option<Square>) -> Result<(), SetupError> {
    for color in Color::ALL {
        let count = position.pieces(color, Role::King).count();
        if count != 1 {
            return Err(SetupError::KingCount { color, count });
        }
    }
    let back_ranks = Bitboard::rank(0) | Bitboard::rank(7);
    if let Some(square) = (position.by_role(Role::Pawn) & back_ranks).first() {
        return Err(SetupError::PawnOnBackRank(square));
    }
    let them = position.turn().other();
    if position.is_attacked(position.king(them), position.turn(), position.occupied()) {
        return Err(SetupError::OpponentInCheck);
    }
    let rights = position.castling_rights();
    for (bit, c, color, rook_file) in [
        (castling::WHITE_KINGSIDE, 'K', Color::White, 7),
        (castling::WHITE_QUEENSIDE, 'Q', Color::White, 0),
        (castling::BLACK_KINGSIDE, 'k', Color::Black, 7),
        (castling::BLACK_QUEENSIDE, 'q', Color::Black, 0),
    ] {
        if rights & bit == 0 {
            continue;
        }
        let rank = if color == Color::White { 0 } else { 7 };
        let king_home = position.piece_at(Square::from_coords(4, rank)) == Some(Piece::new(color, Role::King));
        let rook_home = position.piece_at(Square::from_coords(rook_file, rank)) == Some(Piece::new(color, Role::Rook));
        if !(king_home && rook_home) {
            return Err(SetupError::CastlingWithoutPieces(c));
        }
    }
    if let Some(square) = en_passant {
        let us = position.turn();
        let (pushed_to, came_from) = match us {
            Color::White => (Square::from_coords(square.file(), 4), Square::from_coords(square.file(), 6)),
            Color::Black => (Square::from_coords(square.file(), 3), Square::from_coords(square.file(), 1)),
        };
        let pawn_there = position.piece_at(pushed_to) == Some(Piece::new(us.other(), Role::Pawn));
        if !pawn_there || position.piece_at(square).is_some() || position.piece_at(came_from).is_some() {
            return Err(SetupError::EnPassantImpossible(square));
        }
    }
    Ok(())
}
