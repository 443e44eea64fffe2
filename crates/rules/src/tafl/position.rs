//! A tafl position: pieces on a square board up to 11x11, side to move, hash; moving and
//! capturing under a [`TaflRules`]; the position and square notation.

use super::rules::{KingCapture, MAX_SIZE, TaflRules};
use crate::keys::splitmix;
use std::fmt;

const CELLS: usize = MAX_SIZE as usize * MAX_SIZE as usize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    Attackers = 0,
    Defenders = 1,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Attackers => Side::Defenders,
            Side::Defenders => Side::Attackers,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TaflPiece {
    Attacker,
    Defender,
    King,
}

impl TaflPiece {
    pub fn side(self) -> Side {
        match self {
            TaflPiece::Attacker => Side::Attackers,
            TaflPiece::Defender | TaflPiece::King => Side::Defenders,
        }
    }

    fn char(self) -> char {
        match self {
            TaflPiece::Attacker => 't',
            TaflPiece::Defender => 'T',
            TaflPiece::King => 'K',
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// A move from one square to another (square indices: rank * size + file, a1 = 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TaflMove {
    pub from: u8,
    pub to: u8,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TaflPositionError {
    /// Not `<rows> <side>`.
    Shape,
    /// The number of rows is not the board size.
    RowCount {
        expected: u8,
        found: usize,
    },
    /// A row (counted from the top) that does not describe exactly `size` squares.
    RowLength {
        row: usize,
    },
    BadChar(char),
    /// The side to move is not `a` (attackers) or `d` (defenders).
    Side(String),
    /// More than one king.
    KingCount(usize),
    /// A piece other than the king on the throne or a corner.
    RestrictedSquare(String),
}

impl fmt::Display for TaflPositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TaflPositionError::Shape => f.write_str("tafl position must be '<rows separated by /> <a|d>'"),
            TaflPositionError::RowCount { expected, found } => {
                write!(f, "tafl position needs {expected} rows, found {found}")
            }
            TaflPositionError::RowLength { row } => {
                write!(f, "tafl position row {row} (from the top) has the wrong length")
            }
            TaflPositionError::BadChar(c) => {
                write!(f, "tafl position has '{c}': use t (attacker), T (defender), K (king), digits")
            }
            TaflPositionError::Side(s) => write!(f, "tafl side to move must be 'a' or 'd', found '{s}'"),
            TaflPositionError::KingCount(n) => write!(f, "tafl position has {n} kings, at most one allowed"),
            TaflPositionError::RestrictedSquare(square) => write!(f, "only the king may stand on {square}"),
        }
    }
}

impl std::error::Error for TaflPositionError {}

struct Keys {
    pieces: [[u64; CELLS]; 3],
    defenders_to_move: u64,
}

const fn build_keys() -> Keys {
    let mut state = 0x7AB0_1A00_7AF1_0001u64;
    let mut keys = Keys { pieces: [[0; CELLS]; 3], defenders_to_move: 0 };
    let mut piece = 0;
    while piece < 3 {
        let mut cell = 0;
        while cell < CELLS {
            keys.pieces[piece][cell] = splitmix(&mut state);
            cell += 1;
        }
        piece += 1;
    }
    keys.defenders_to_move = splitmix(&mut state);
    keys
}

static KEYS: Keys = build_keys();

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TaflPosition {
    size: u8,
    cells: [Option<TaflPiece>; CELLS],
    to_move: Side,
    hash: u64,
}

const DIRECTIONS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

impl TaflPosition {
    // ----- geometry -----

    pub fn size(&self) -> u8 {
        self.size
    }

    pub fn square(&self, file: u8, rank: u8) -> u8 {
        rank * self.size + file
    }

    pub fn file_rank(&self, square: u8) -> (u8, u8) {
        (square % self.size, square / self.size)
    }

    pub fn throne(&self) -> u8 {
        let centre = self.size / 2;
        self.square(centre, centre)
    }

    pub fn is_corner(&self, square: u8) -> bool {
        let (file, rank) = self.file_rank(square);
        let last = self.size - 1;
        (file == 0 || file == last) && (rank == 0 || rank == last)
    }

    /// Only the king may stop here.
    pub fn is_restricted(&self, square: u8) -> bool {
        square == self.throne() || self.is_corner(square)
    }

    /// The square one step in `direction`, if on the board.
    fn step(&self, square: u8, (df, dr): (i8, i8)) -> Option<u8> {
        let (file, rank) = self.file_rank(square);
        let (file, rank) = (file as i8 + df, rank as i8 + dr);
        let on_board = |v: i8| (0..self.size as i8).contains(&v);
        (on_board(file) && on_board(rank)).then(|| self.square(file as u8, rank as u8))
    }

    pub fn square_name(&self, square: u8) -> String {
        let (file, rank) = self.file_rank(square);
        format!("{}{}", (b'a' + file) as char, rank + 1)
    }

    pub fn parse_square(&self, text: &str) -> Option<u8> {
        let mut chars = text.chars();
        let file = chars.next()?.to_ascii_lowercase();
        let rank: u8 = chars.as_str().parse().ok()?;
        let file = (file as u32).checked_sub('a' as u32)? as u8;
        (file < self.size && (1..=self.size).contains(&rank)).then(|| self.square(file, rank - 1))
    }

    // ----- state -----

    pub fn piece_at(&self, square: u8) -> Option<TaflPiece> {
        self.cells.get(square as usize).copied().flatten()
    }

    pub fn to_move(&self) -> Side {
        self.to_move
    }

    pub fn hash(&self) -> u64 {
        self.hash
    }

    pub fn king(&self) -> Option<u8> {
        (0..self.size * self.size).find(|&s| self.piece_at(s) == Some(TaflPiece::King))
    }

    pub fn count(&self, piece: TaflPiece) -> usize {
        self.cells.iter().filter(|c| **c == Some(piece)).count()
    }

    pub fn compute_hash(&self) -> u64 {
        let mut hash = if self.to_move == Side::Defenders { KEYS.defenders_to_move } else { 0 };
        for (square, cell) in self.cells.iter().enumerate() {
            if let Some(piece) = cell {
                hash ^= KEYS.pieces[piece.index()][square];
            }
        }
        hash
    }

    fn set(&mut self, square: u8, piece: Option<TaflPiece>) {
        if let Some(old) = self.cells[square as usize] {
            self.hash ^= KEYS.pieces[old.index()][square as usize];
        }
        if let Some(new) = piece {
            self.hash ^= KEYS.pieces[new.index()][square as usize];
        }
        self.cells[square as usize] = piece;
    }

    // ----- moves -----

    /// Every move of the side to move: rook slides, the throne and corners for the king only,
    /// other pieces passing over the empty throne where the rules allow.
    pub fn moves(&self, rules: &TaflRules, out: &mut Vec<TaflMove>) {
        out.clear();
        let throne = self.throne();
        for from in 0..self.size * self.size {
            let Some(piece) = self.piece_at(from).filter(|p| p.side() == self.to_move) else { continue };
            let is_king = piece == TaflPiece::King;
            for direction in DIRECTIONS {
                let mut current = from;
                while let Some(next) = self.step(current, direction) {
                    if self.piece_at(next).is_some() {
                        break;
                    }
                    if is_king || !self.is_restricted(next) {
                        out.push(TaflMove { from, to: next });
                    } else if !(next == throne && rules.pass_over_empty_throne) {
                        break;
                    }
                    current = next;
                }
            }
        }
    }

    /// Is `mv` a move the side to move may make? (Cheaper than listing all moves.)
    pub fn is_legal(&self, rules: &TaflRules, mv: TaflMove) -> bool {
        let mut moves = Vec::new();
        self.moves(rules, &mut moves);
        moves.contains(&mv)
    }

    /// Does `square` help the mover's side capture a piece of `victim_side` next to it?
    fn hostile_to(&self, rules: &TaflRules, square: u8, victim_side: Side) -> bool {
        match self.piece_at(square) {
            Some(TaflPiece::King) => victim_side == Side::Attackers && rules.king_armed,
            Some(piece) => piece.side() != victim_side,
            None => {
                (rules.corners_hostile && self.is_corner(square))
                    || (rules.empty_throne_hostile && square == self.throne())
            }
        }
    }

    /// Is the king on `king` enclosed on all four sides by attackers or hostile empty squares?
    fn king_enclosed(&self, rules: &TaflRules, king: u8) -> bool {
        DIRECTIONS.iter().all(|&d| self.step(king, d).is_some_and(|s| self.hostile_to(rules, s, Side::Defenders)))
    }

    /// Plays `mv` (which must be legal) and returns the squares it captured, in square order.
    pub fn play(&mut self, rules: &TaflRules, mv: TaflMove) -> Vec<u8> {
        let mut captured = Vec::new();
        let Some(piece) = self.piece_at(mv.from) else { return captured };
        self.set(mv.from, None);
        self.set(mv.to, Some(piece));
        let mover = piece.side();
        let can_capture = piece != TaflPiece::King || rules.king_armed;
        if can_capture {
            for direction in DIRECTIONS {
                let Some(neighbour) = self.step(mv.to, direction) else { continue };
                let Some(victim) = self.piece_at(neighbour).filter(|p| p.side() != mover) else { continue };
                let far = self.step(neighbour, direction);
                let pinched = far.is_some_and(|f| self.hostile_to(rules, f, victim.side()));
                let taken =
                    if victim == TaflPiece::King { self.king_taken(rules, neighbour, pinched) } else { pinched };
                if taken {
                    captured.push(neighbour);
                }
            }
        }
        captured.sort_unstable();
        for &square in &captured {
            self.set(square, None);
        }
        self.to_move = self.to_move.other();
        self.hash ^= KEYS.defenders_to_move;
        captured
    }

    /// Hands the turn to the other side without a move (a lesson's waiting side).
    pub(super) fn wait_turn(&mut self) {
        self.to_move = self.to_move.other();
        self.hash ^= KEYS.defenders_to_move;
    }

    /// An attacker just moved next to the king on `king`; `pinched` says whether the square
    /// beyond the king is hostile. Applies the rules' king-capture condition.
    fn king_taken(&self, rules: &TaflRules, king: u8, pinched: bool) -> bool {
        match rules.king_capture {
            KingCapture::Custodial => pinched,
            KingCapture::FourSides => self.king_enclosed(rules, king),
            KingCapture::ThroneAware => {
                let throne = self.throne();
                let next_to_throne = DIRECTIONS.iter().any(|&d| self.step(king, d) == Some(throne));
                if king == throne || next_to_throne {
                    // On the throne: four attackers. Next to it: the empty throne is hostile
                    // in `king_enclosed` only as the fourth side, which is what the rule says.
                    DIRECTIONS.iter().all(|&d| {
                        self.step(king, d).is_some_and(|s| {
                            self.piece_at(s) == Some(TaflPiece::Attacker) || (s == throne && self.piece_at(s).is_none())
                        })
                    })
                } else {
                    pinched
                }
            }
        }
    }

    /// Only a king on the throne: the fallback for a preset whose start does not parse.
    pub fn lone_king(size: u8) -> TaflPosition {
        let size = size.clamp(1, MAX_SIZE);
        let mut position = TaflPosition { size, cells: [None; CELLS], to_move: Side::Attackers, hash: 0 };
        let throne = position.throne();
        position.cells[throne as usize] = Some(TaflPiece::King);
        position.hash = position.compute_hash();
        position
    }

    // ----- notation -----

    pub fn parse(text: &str, size: u8) -> Result<TaflPosition, TaflPositionError> {
        let mut fields = text.split_whitespace();
        let (Some(rows), Some(side), None) = (fields.next(), fields.next(), fields.next()) else {
            return Err(TaflPositionError::Shape);
        };
        let to_move = match side {
            "a" => Side::Attackers,
            "d" => Side::Defenders,
            other => return Err(TaflPositionError::Side(other.to_owned())),
        };
        let rows: Vec<&str> = rows.split('/').collect();
        if rows.len() != size as usize {
            return Err(TaflPositionError::RowCount { expected: size, found: rows.len() });
        }
        let mut position = TaflPosition { size, cells: [None; CELLS], to_move, hash: 0 };
        for (row, text) in rows.iter().enumerate() {
            let rank = size - 1 - row as u8;
            let mut file: u32 = 0;
            let mut chars = text.chars().peekable();
            while let Some(c) = chars.next() {
                if let Some(digit) = c.to_digit(10) {
                    let mut run = digit;
                    while let Some(next) = chars.peek().and_then(|c| c.to_digit(10)) {
                        run = run.saturating_mul(10).saturating_add(next);
                        chars.next();
                    }
                    file = file.saturating_add(run);
                } else {
                    let piece = match c {
                        't' => TaflPiece::Attacker,
                        'T' => TaflPiece::Defender,
                        'K' => TaflPiece::King,
                        other => return Err(TaflPositionError::BadChar(other)),
                    };
                    if file >= size as u32 {
                        return Err(TaflPositionError::RowLength { row: row + 1 });
                    }
                    position.cells[(rank as u32 * size as u32 + file) as usize] = Some(piece);
                    file += 1;
                }
                if file > size as u32 {
                    return Err(TaflPositionError::RowLength { row: row + 1 });
                }
            }
            if file != size as u32 {
                return Err(TaflPositionError::RowLength { row: row + 1 });
            }
        }
        // No king is a finished game (the king was captured); it still reads back.
        let kings = position.count(TaflPiece::King);
        if kings > 1 {
            return Err(TaflPositionError::KingCount(kings));
        }
        for square in 0..size * size {
            let piece = position.piece_at(square);
            if position.is_restricted(square) && piece.is_some() && piece != Some(TaflPiece::King) {
                return Err(TaflPositionError::RestrictedSquare(position.square_name(square)));
            }
        }
        position.hash = position.compute_hash();
        Ok(position)
    }
}

impl fmt::Display for TaflPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..self.size).rev() {
            let mut empty = 0;
            for file in 0..self.size {
                match self.piece_at(self.square(file, rank)) {
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", piece.char())?;
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        f.write_str(match self.to_move {
            Side::Attackers => " a",
            Side::Defenders => " d",
        })
    }
}
