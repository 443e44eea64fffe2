//! A Trichess position: 17 pieces a seat on 169 cells, the seat to move, which pieces have moved
//! (pawn double steps, castling), the quiet-ply counter and a Zobrist hash; move generation
//! with legality against both opponents, and playing moves.

use super::board::{BOARD, CELLS, rotate_times};
use crate::keys::splitmix;

pub const SEATS: usize = 3;
/// Plies without a capture or pawn move that end the game in a draw (a project decision).
pub const QUIET_PLY_LIMIT: u32 = 150;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TriRole {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl TriRole {
    pub const PROMOTIONS: [TriRole; 4] = [TriRole::Queen, TriRole::Rook, TriRole::Bishop, TriRole::Knight];

    pub fn letter(self) -> char {
        match self {
            TriRole::Pawn => 'P',
            TriRole::Knight => 'N',
            TriRole::Bishop => 'B',
            TriRole::Rook => 'R',
            TriRole::Queen => 'Q',
            TriRole::King => 'K',
        }
    }

    pub fn from_letter(c: char) -> Option<TriRole> {
        Some(match c.to_ascii_uppercase() {
            'P' => TriRole::Pawn,
            'N' => TriRole::Knight,
            'B' => TriRole::Bishop,
            'R' => TriRole::Rook,
            'Q' => TriRole::Queen,
            'K' => TriRole::King,
            _ => return None,
        })
    }

    /// The indices into `Board::steps` a piece moves along: straight (0..6) for rooks,
    /// diagonal (6..12) for bishops, both for queens and kings.
    pub(super) fn directions(self) -> std::ops::Range<usize> {
        match self {
            TriRole::Rook => 0..6,
            TriRole::Bishop => 6..12,
            _ => 0..12,
        }
    }

    /// Does a piece's moved flag matter for the rules (and so for repetition)?
    pub(super) fn tracks_moved(self) -> bool {
        matches!(self, TriRole::Pawn | TriRole::Rook | TriRole::King)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TriChessPiece {
    pub seat: u8,
    pub role: TriRole,
    pub moved: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TriMoveKind {
    Normal,
    DoubleStep,
    Castle,
    Promotion(TriRole),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TrichessMove {
    pub from: u8,
    pub to: u8,
    pub kind: TriMoveKind,
}

/// One seat's frame: its pawn steps and captures, promotion edges, castling, start position.
pub struct Frame {
    pub pawn_steps: [(i8, i8); 2],
    pub pawn_captures: [(i8, i8); 3],
    /// (king from, king to, rook from, rook to, cells that must be empty).
    pub castlings: [(u8, u8, u8, u8, Vec<u8>); 2],
    pub start: Vec<(u8, TriRole)>,
    /// Per cell, the steps and captures above as cells (None off the board), the cells from
    /// which a pawn of this seat attacks it, and whether this seat's pawns promote there:
    /// move generation asks these at every pawn, and the coordinate arithmetic cost 10% of a
    /// search.
    step_cells: Vec<[Option<u8>; 2]>,
    capture_cells: Vec<[Option<u8>; 3]>,
    attacker_cells: Vec<[Option<u8>; 3]>,
    promotes: Vec<bool>,
}

impl Frame {
    /// Does a pawn of this seat promote on `cell`? (P0: s = 7, r = -7 or q = 7; rotated.)
    pub fn promotes_on(seat: u8, cell: u8) -> bool {
        FRAMES[seat as usize % SEATS].promotes.get(cell as usize).copied().unwrap_or(false)
    }

    fn promotes_on_computed(seat: u8, cell: u8) -> bool {
        let (q, r) = BOARD.coords(cell);
        // Rotate the cell back into P0's frame and test P0's edges.
        let (q0, r0) = rotate_times((q, r), (3 - seat % 3) % 3);
        let s0 = -q0 - r0;
        s0 == 7 || r0 == -7 || q0 == 7
    }
}

pub static FRAMES: std::sync::LazyLock<[Frame; SEATS]> =
    std::sync::LazyLock::new(|| std::array::from_fn(|seat| frame(seat as u8)));

fn frame(seat: u8) -> Frame {
    let turn = |cell: (i8, i8)| rotate_times(cell, seat);
    let at = |cell: (i8, i8)| BOARD.cell(turn(cell)).unwrap_or(0);
    let mut start = vec![
        (at((-7, 7)), TriRole::Rook),
        (at((-6, 7)), TriRole::Bishop),
        (at((-5, 7)), TriRole::Knight),
        (at((-4, 7)), TriRole::King),
        (at((-3, 7)), TriRole::Queen),
        (at((-2, 7)), TriRole::Knight),
        (at((-1, 7)), TriRole::Bishop),
        (at((0, 7)), TriRole::Rook),
        (at((-3, 6)), TriRole::Bishop),
    ];
    for q in [-7, -6, -5, -4, -2, -1, 0, 1] {
        start.push((at((q, 6)), TriRole::Pawn));
    }
    let pawn_steps = [turn((0, -1)), turn((1, -1))];
    let pawn_captures = [turn((-1, -1)), turn((1, -2)), turn((2, -1))];
    let cells = || 0..CELLS as u8;
    Frame {
        pawn_steps,
        pawn_captures,
        step_cells: cells().map(|cell| pawn_steps.map(|step| BOARD.offset(cell, step))).collect(),
        capture_cells: cells().map(|cell| pawn_captures.map(|capture| BOARD.offset(cell, capture))).collect(),
        attacker_cells: cells().map(|cell| pawn_captures.map(|(dq, dr)| BOARD.offset(cell, (-dq, -dr)))).collect(),
        promotes: cells().map(|cell| Frame::promotes_on_computed(seat, cell)).collect(),
        castlings: [
            (at((-4, 7)), at((-6, 7)), at((-7, 7)), at((-5, 7)), vec![at((-5, 7)), at((-6, 7))]),
            (at((-4, 7)), at((-2, 7)), at((0, 7)), at((-3, 7)), vec![at((-3, 7)), at((-2, 7)), at((-1, 7))]),
        ],
        start,
    }
}

struct Keys {
    pieces: [[[u64; CELLS]; 6]; SEATS],
    unmoved: [u64; CELLS],
    to_move: [u64; SEATS],
}

const fn build_keys() -> Keys {
    let mut state = 0x7AB0_1A00_3C4E_5500u64;
    let mut keys = Keys { pieces: [[[0; CELLS]; 6]; SEATS], unmoved: [0; CELLS], to_move: [0; SEATS] };
    let mut seat = 0;
    while seat < SEATS {
        let mut role = 0;
        while role < 6 {
            let mut cell = 0;
            while cell < CELLS {
                keys.pieces[seat][role][cell] = splitmix(&mut state);
                cell += 1;
            }
            role += 1;
        }
        keys.to_move[seat] = splitmix(&mut state);
        seat += 1;
    }
    let mut cell = 0;
    while cell < CELLS {
        keys.unmoved[cell] = splitmix(&mut state);
        cell += 1;
    }
    keys
}

static KEYS: Keys = build_keys();

fn piece_key(cell: u8, piece: TriChessPiece) -> u64 {
    let mut key = KEYS.pieces[piece.seat as usize % SEATS][piece.role as usize][cell as usize];
    if piece.role.tracks_moved() && !piece.moved {
        key ^= KEYS.unmoved[cell as usize];
    }
    key
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrichessPosition {
    pub(super) cells: [Option<TriChessPiece>; CELLS],
    pub(super) to_move: u8,
    pub(super) quiet_plies: u32,
    pub(super) hash: u64,
    /// Each seat's king cell, kept in step by `set` (legality tests ask for it constantly).
    pub(super) kings: [u8; SEATS],
    /// Each seat's occupied cells, kept in step by `set`: move generation and evaluation visit
    /// a seat's pieces without scanning all 169 cells.
    occupied: [CellSet; SEATS],
}

/// A cell number no cell has: "no cell" where a cell is asked for.
const NO_CELL: u8 = u8::MAX;

/// Does the first piece met `distance` steps along direction `d` (0-5 straight, 6-11
/// diagonal) attack back along it: a rook or bishop of that line, a queen, or a king next to it?
fn slider_reaches(d: usize, role: TriRole, distance: u32) -> bool {
    let slider = if d < 6 { TriRole::Rook } else { TriRole::Bishop };
    role == slider || role == TriRole::Queen || (distance == 1 && role == TriRole::King)
}

/// A set of cells, one bit each.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct CellSet([u64; 3]);

impl CellSet {
    const EMPTY: CellSet = CellSet([0; 3]);
    const ALL: CellSet = CellSet([u64::MAX; 3]);

    fn of(cells: &[u8]) -> CellSet {
        let mut set = CellSet::EMPTY;
        cells.iter().for_each(|&cell| set.insert(cell));
        set
    }

    fn one(cell: u8) -> CellSet {
        let mut bits = [0; 3];
        bits[cell as usize / 64] = 1 << (cell % 64);
        CellSet(bits)
    }

    fn and(self, other: CellSet) -> CellSet {
        CellSet([self.0[0] & other.0[0], self.0[1] & other.0[1], self.0[2] & other.0[2]])
    }

    fn or(self, other: CellSet) -> CellSet {
        CellSet([self.0[0] | other.0[0], self.0[1] | other.0[1], self.0[2] | other.0[2]])
    }

    fn contains(self, cell: u8) -> bool {
        self.0[cell as usize / 64] >> (cell % 64) & 1 == 1
    }

    fn insert(&mut self, cell: u8) {
        self.0[cell as usize / 64] |= 1 << (cell % 64);
    }

    fn remove(&mut self, cell: u8) {
        self.0[cell as usize / 64] &= !(1 << (cell % 64));
    }

    /// The cells, lowest first.
    fn cells(self) -> impl Iterator<Item = u8> {
        (0..3).flat_map(move |word| {
            let mut bits = self.0[word];
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let bit = bits.trailing_zeros();
                    bits &= bits - 1;
                    (word * 64) as u8 + bit as u8
                })
            })
        })
    }
}

impl Default for TrichessPosition {
    fn default() -> Self {
        let mut position = TrichessPosition::empty();
        for (seat, frame) in FRAMES.iter().enumerate() {
            for &(cell, role) in &frame.start {
                position.cells[cell as usize] = Some(TriChessPiece { seat: seat as u8, role, moved: false });
            }
        }
        position.finish_setup();
        position
    }
}

impl TrichessPosition {
    /// No pieces; only for building positions (`finish_setup` completes them).
    pub(super) fn empty() -> TrichessPosition {
        TrichessPosition {
            cells: [None; CELLS],
            to_move: 0,
            quiet_plies: 0,
            hash: 0,
            kings: [0; SEATS],
            occupied: [CellSet::EMPTY; SEATS],
        }
    }

    /// Derives the hash and the king cells from the pieces placed.
    pub(super) fn finish_setup(&mut self) {
        self.occupied = [CellSet::EMPTY; SEATS];
        for cell in 0..CELLS as u8 {
            let Some(piece) = self.piece_at(cell) else { continue };
            self.occupied[piece.seat as usize % SEATS].insert(cell);
            if piece.role == TriRole::King {
                self.kings[piece.seat as usize % SEATS] = cell;
            }
        }
        self.hash = self.compute_hash();
    }

    pub fn piece_at(&self, cell: u8) -> Option<TriChessPiece> {
        self.cells.get(cell as usize).copied().flatten()
    }

    pub fn to_move(&self) -> u8 {
        self.to_move
    }

    pub fn quiet_plies(&self) -> u32 {
        self.quiet_plies
    }

    pub fn hash(&self) -> u64 {
        self.hash
    }

    pub fn compute_hash(&self) -> u64 {
        let mut hash = KEYS.to_move[self.to_move as usize % SEATS];
        for cell in 0..CELLS as u8 {
            if let Some(piece) = self.piece_at(cell) {
                hash ^= piece_key(cell, piece);
            }
        }
        hash
    }

    /// The cells with a piece on them, lowest first.
    pub fn occupied_cells(&self) -> impl Iterator<Item = u8> + '_ {
        self.occupied[0].or(self.occupied[1]).or(self.occupied[2]).cells()
    }

    pub fn king(&self, seat: u8) -> Option<u8> {
        let cell = *self.kings.get(seat as usize)?;
        self.piece_at(cell).filter(|p| p.seat == seat && p.role == TriRole::King).map(|_| cell)
    }

    /// Pieces of `attacker` that attack `target` (pawns attack empty cells too).
    pub fn attackers(&self, target: u8, attacker: u8) -> usize {
        self.count_attackers(target, |seat| seat == attacker, usize::MAX)
    }

    /// For every seat and cell, how many of that seat's pieces attack the cell: the counts
    /// [`attackers`](Self::attackers) gives one cell at a time, for all cells in one pass over
    /// the pieces (evaluations want whole maps).
    pub fn attack_maps(&self) -> [[u8; CELLS]; SEATS] {
        let board = &*BOARD;
        let mut maps = [[0u8; CELLS]; SEATS];
        for from in self.occupied_cells() {
            let Some(piece) = self.piece_at(from) else { continue };
            let map = &mut maps[piece.seat as usize % SEATS];
            let mut mark = |cell: u8| map[cell as usize] = map[cell as usize].saturating_add(1);
            match piece.role {
                TriRole::Pawn => {
                    for to in FRAMES[piece.seat as usize % SEATS].capture_cells[from as usize].into_iter().flatten() {
                        mark(to);
                    }
                }
                TriRole::Knight => board.knight[from as usize].iter().for_each(|&to| mark(to)),
                TriRole::King => board.steps[from as usize].iter().flatten().for_each(|&to| mark(to)),
                TriRole::Rook | TriRole::Bishop | TriRole::Queen => {
                    for d in piece.role.directions() {
                        for &next in board.ray(from, d) {
                            mark(next);
                            if self.cells[next as usize].is_some() {
                                break;
                            }
                        }
                    }
                }
            }
        }
        maps
    }

    pub fn is_attacked_by(&self, target: u8, attacker: u8) -> bool {
        self.attacked_by_any(target, |seat| seat == attacker)
    }

    /// Is `seat`'s king attacked by either opponent?
    pub fn in_check(&self, seat: u8) -> bool {
        self.king(seat).is_some_and(|king| self.attacked_by_any(king, |other| other != seat))
    }

    /// Does a piece of any seat `counts` accepts attack `target`? Legality tests ask it of every
    /// king move and every move out of check, so it stops at the first attacker.
    fn attacked_by_any(&self, target: u8, counts: impl Fn(u8) -> bool) -> bool {
        self.count_attackers(target, counts, 1) > 0
    }

    /// Would `target` be attacked by a seat `counts` accepts once the piece on `vacated` left
    /// it? What a king's step asks: the king no longer shields the cells behind it.
    fn attacked_after_leaving(&self, target: u8, vacated: u8, counts: impl Fn(u8) -> bool) -> bool {
        self.count_attackers_past(target, counts, 1, vacated) > 0
    }

    /// The cells of `seat`'s pawns that attack `target`.
    fn pawns_attacking(&self, target: u8, seat: u8) -> impl Iterator<Item = u8> + '_ {
        FRAMES[seat as usize % SEATS].attacker_cells[target as usize]
            .into_iter()
            .flatten()
            .filter(move |&from| self.piece_at(from).is_some_and(|p| p.seat == seat && p.role == TriRole::Pawn))
    }

    /// Pieces of the seats `counts` accepts that attack `target`, counted up to `limit` (one
    /// scan for several seats; the cheap knight and pawn lookups first, then the rays).
    fn count_attackers(&self, target: u8, counts: impl Fn(u8) -> bool, limit: usize) -> usize {
        self.count_attackers_past(target, counts, limit, NO_CELL)
    }

    /// [`count_attackers`](Self::count_attackers) with the cell `vacated` seen as empty.
    fn count_attackers_past(&self, target: u8, counts: impl Fn(u8) -> bool, limit: usize, vacated: u8) -> usize {
        let board = &*BOARD;
        let counted = |cell: u8, role: TriRole| self.piece_at(cell).is_some_and(|p| p.role == role && counts(p.seat));
        let mut count = board.knight[target as usize].iter().filter(|&&cell| counted(cell, TriRole::Knight)).count();
        for seat in (0..SEATS as u8).filter(|&seat| counts(seat)) {
            count += self.pawns_attacking(target, seat).count();
        }
        for d in 0..12 {
            if count >= limit {
                return count;
            }
            for (distance, &next) in (1..).zip(board.ray(target, d)) {
                if next != vacated
                    && let Some(piece) = self.piece_at(next)
                {
                    if slider_reaches(d, piece.role, distance) && counts(piece.seat) {
                        count += 1;
                    }
                    break;
                }
            }
        }
        count
    }

    /// Moves by the piece rules, before the king-safety test. Never onto a king.
    pub(super) fn pseudo_moves(&self, out: &mut Vec<TrichessMove>) {
        self.pseudo_moves_of(self.to_move, false, out);
    }

    /// `seat`'s moves by the piece rules, whoever is to move, appended to `out`; with
    /// `noisy_only`, only its captures and promotions (in the same order), which is what
    /// quiescence search asks for at most of its nodes.
    fn pseudo_moves_of(&self, seat: u8, noisy_only: bool, out: &mut Vec<TrichessMove>) {
        let board = &*BOARD;
        let frame = &FRAMES[seat as usize % SEATS];
        let free_or_capture = |cell: u8| match self.piece_at(cell) {
            None => !noisy_only,
            Some(p) => p.seat != seat && p.role != TriRole::King,
        };
        for from in self.occupied[seat as usize % SEATS].cells() {
            let Some(piece) = self.piece_at(from).filter(|p| p.seat == seat) else { continue };
            match piece.role {
                TriRole::Rook | TriRole::Bishop | TriRole::Queen | TriRole::King => {
                    for d in piece.role.directions() {
                        for &next in board.ray(from, d) {
                            if free_or_capture(next) {
                                out.push(TrichessMove { from, to: next, kind: TriMoveKind::Normal });
                            }
                            if self.piece_at(next).is_some() || piece.role == TriRole::King {
                                break;
                            }
                        }
                    }
                }
                TriRole::Knight => {
                    for &to in &board.knight[from as usize] {
                        if free_or_capture(to) {
                            out.push(TrichessMove { from, to, kind: TriMoveKind::Normal });
                        }
                    }
                }
                TriRole::Pawn => {
                    let push = |to: u8, kind: TriMoveKind, out: &mut Vec<TrichessMove>| {
                        if frame.promotes[to as usize] {
                            for role in TriRole::PROMOTIONS {
                                out.push(TrichessMove { from, to, kind: TriMoveKind::Promotion(role) });
                            }
                        } else if !noisy_only || self.piece_at(to).is_some() {
                            out.push(TrichessMove { from, to, kind });
                        }
                    };
                    for (i, one) in frame.step_cells[from as usize].into_iter().enumerate() {
                        let Some(one) = one.filter(|&c| self.piece_at(c).is_none()) else {
                            continue;
                        };
                        push(one, TriMoveKind::Normal, out);
                        if !piece.moved
                            && let Some(two) = frame.step_cells[one as usize][i].filter(|&c| self.piece_at(c).is_none())
                        {
                            push(two, TriMoveKind::DoubleStep, out);
                        }
                    }
                    for to in frame.capture_cells[from as usize].into_iter().flatten() {
                        if self.piece_at(to).is_some_and(|p| p.seat != seat && p.role != TriRole::King) {
                            push(to, TriMoveKind::Normal, out);
                        }
                    }
                }
            }
        }
        if !noisy_only {
            self.castlings(seat, out);
        }
    }

    fn castlings(&self, seat: u8, out: &mut Vec<TrichessMove>) {
        let attacked = |cell: u8| self.attacked_by_any(cell, |other| other != seat);
        for (king_from, king_to, rook_from, _, empty) in &FRAMES[seat as usize % SEATS].castlings {
            let unmoved = |cell: u8, role| self.piece_at(cell) == Some(TriChessPiece { seat, role, moved: false });
            if !unmoved(*king_from, TriRole::King) || !unmoved(*rook_from, TriRole::Rook) {
                continue;
            }
            if empty.iter().any(|&c| self.piece_at(c).is_some()) {
                continue;
            }
            // The crossed cell is the first of the cells to be empty, next to the king.
            let crossed = empty[0];
            if attacked(*king_from) || attacked(crossed) || attacked(*king_to) {
                continue;
            }
            out.push(TrichessMove { from: *king_from, to: *king_to, kind: TriMoveKind::Castle });
        }
    }

    /// What a move by a piece other than `seat`'s king (on `king`) must respect: the pieces
    /// pinned to the king (alone between it and an opponent's slider on that line) and the
    /// cells that answer every check (each checker's cell, and for a slider the cells between
    /// it and the king; every cell when there is no check). One walk of the king's lines.
    fn king_lines(&self, king: u8, seat: u8) -> (CellSet, CellSet) {
        let board = &*BOARD;
        let mut pinned = CellSet::EMPTY;
        let mut answers = CellSet::ALL;
        let enemy = |cell: u8, role: TriRole| self.piece_at(cell).is_some_and(|p| p.seat != seat && p.role == role);
        for &cell in &board.knight[king as usize] {
            if enemy(cell, TriRole::Knight) {
                answers = answers.and(CellSet::one(cell));
            }
        }
        for other in (0..SEATS as u8).filter(|&other| other != seat) {
            for from in self.pawns_attacking(king, other) {
                answers = answers.and(CellSet::one(from));
            }
        }
        for d in 0..12 {
            let mut own = None;
            let ray = board.ray(king, d);
            for (distance, &next) in (1..).zip(ray) {
                if let Some(piece) = self.piece_at(next) {
                    if piece.seat == seat {
                        if own.is_some() {
                            break;
                        }
                        own = Some(next);
                    } else {
                        if slider_reaches(d, piece.role, distance) {
                            match own {
                                Some(cell) => pinned.insert(cell),
                                // A check along the line: its cells as a set only now, as
                                // checks are rare and most walks need no set at all.
                                None => answers = answers.and(CellSet::of(&ray[..distance as usize])),
                            }
                        }
                        break;
                    }
                }
            }
        }
        (pinned, answers)
    }

    /// Legal moves: pseudo-legal moves after which the mover's king is attacked by neither
    /// opponent.
    pub fn legal_moves(&self, out: &mut Vec<TrichessMove>) {
        out.clear();
        self.append_legal_moves_of(self.to_move, out);
    }

    /// The moves `seat` could legally make here if it were its turn, appended to `out`
    /// (best-reply search lets the seat after the next one move while the next one waits).
    pub fn append_legal_moves_of(&self, seat: u8, out: &mut Vec<TrichessMove>) {
        self.append_moves_of(seat, false, out);
    }

    /// Only the captures and promotions among [`append_legal_moves_of`](Self::append_legal_moves_of)'s
    /// moves (what a quiescence search looks at; the legality test is the costly part).
    pub fn append_noisy_moves_of(&self, seat: u8, out: &mut Vec<TrichessMove>) {
        self.append_moves_of(seat, true, out);
    }

    fn append_moves_of(&self, seat: u8, noisy_only: bool, out: &mut Vec<TrichessMove>) {
        let start = out.len();
        self.pseudo_moves_of(seat, noisy_only, out);
        // A move by another piece than the king that is not pinned to it cannot expose the
        // king: it is legal unless the king is in check and it fails to answer every check
        // (`answers`). Kings, pinned pieces and castling are tested.
        let lines = self.king(seat).map(|king| self.king_lines(king, seat));
        let legal = |mv: TrichessMove| {
            let Some(mover) = self.piece_at(mv.from) else { return false };
            let king_moves = mover.role == TriRole::King;
            if let Some((pinned, answers)) = lines
                && !king_moves
                && !pinned.contains(mv.from)
                && mv.kind != TriMoveKind::Castle
            {
                return answers.contains(mv.to);
            }
            if king_moves && mv.kind == TriMoveKind::Normal {
                return !self.attacked_after_leaving(mv.to, mv.from, |other| other != seat);
            }
            let mut after = self.clone();
            after.apply(mv);
            !after.in_check(seat)
        };
        let noisy = |mv: TrichessMove| self.piece_at(mv.to).is_some() || matches!(mv.kind, TriMoveKind::Promotion(_));
        let mut kept = start;
        for index in start..out.len() {
            let mv = out[index];
            if (!noisy_only || noisy(mv)) && legal(mv) {
                out[kept] = mv;
                kept += 1;
            }
        }
        out.truncate(kept);
    }

    fn set(&mut self, cell: u8, piece: Option<TriChessPiece>) {
        if let Some(old) = self.cells[cell as usize] {
            self.hash ^= piece_key(cell, old);
            self.occupied[old.seat as usize % SEATS].remove(cell);
        }
        if let Some(new) = piece {
            self.hash ^= piece_key(cell, new);
            self.occupied[new.seat as usize % SEATS].insert(cell);
            if new.role == TriRole::King {
                self.kings[new.seat as usize % SEATS] = cell;
            }
        }
        self.cells[cell as usize] = piece;
    }

    /// Moves the pieces (no turn change); returns whether it captured.
    fn apply(&mut self, mv: TrichessMove) -> bool {
        let Some(piece) = self.piece_at(mv.from) else { return false };
        let captured = self.piece_at(mv.to).is_some();
        self.set(mv.from, None);
        // Only kings, rooks and pawns remember moving: it is all the rules ask, so positions
        // that differ in nothing else compare equal.
        let role = match mv.kind {
            TriMoveKind::Promotion(role) => role,
            _ => piece.role,
        };
        let placed = TriChessPiece { role, moved: role.tracks_moved(), ..piece };
        self.set(mv.to, Some(placed));
        if mv.kind == TriMoveKind::Castle
            && let Some((_, _, rook_from, rook_to, _)) =
                FRAMES[piece.seat as usize % SEATS].castlings.iter().find(|c| c.0 == mv.from && c.1 == mv.to)
            && let Some(rook) = self.piece_at(*rook_from)
        {
            self.set(*rook_from, None);
            self.set(*rook_to, Some(TriChessPiece { moved: true, ..rook }));
        }
        captured
    }

    /// Same pieces on the same cells (moved flags included) and the same seat to move: the
    /// identity repetition compares.
    pub fn same_for_repetition(&self, other: &TrichessPosition) -> bool {
        self.to_move == other.to_move && self.cells == other.cells
    }

    /// Hands the turn to the next seat without moving. Not a move of the game: searches that
    /// let one opponent reply while the other waits (best-reply search) use it on their copies.
    pub fn pass_turn(&mut self) {
        self.hash ^= KEYS.to_move[self.to_move as usize % SEATS];
        self.to_move = (self.to_move + 1) % SEATS as u8;
        self.hash ^= KEYS.to_move[self.to_move as usize];
    }

    /// Plays a legal move and passes the turn to the next seat.
    pub fn play(&mut self, mv: TrichessMove) {
        let pawn = self.piece_at(mv.from).is_some_and(|p| p.role == TriRole::Pawn);
        let captured = self.apply(mv);
        self.quiet_plies = if pawn || captured { 0 } else { self.quiet_plies + 1 };
        self.pass_turn();
    }
}
