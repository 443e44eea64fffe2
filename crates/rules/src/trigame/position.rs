//! A Trigame position: pieces on locations, side to move, the capture countdown and the equal
//! streak; move generation for pieces a, b, c and passing; playing a move with its captures.

use super::topology::{DIRECTIONS, LOCATIONS, LocationKind, TOPOLOGY, edge_index, is_bold, kind, triangle_index};
use crate::game::{EndReason, Outcome, Seat};

/// Plies in one countdown.
pub const COUNTDOWN: u8 = 50;
/// Equal countdowns in a row that draw the game.
pub const EQUAL_COUNTDOWNS_TO_DRAW: u8 = 2;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    Black = 0,
    Red = 1,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Black => Side::Red,
            Side::Red => Side::Black,
        }
    }

    pub fn seat(self) -> Seat {
        Seat(self as u8)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    A,
    B,
    C,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TriPiece {
    pub side: Side,
    pub kind: Kind,
}

impl TriPiece {
    /// `a b c` for Black, `A B C` for Red.
    pub fn char(self) -> char {
        let c = match self.kind {
            Kind::A => 'a',
            Kind::B => 'b',
            Kind::C => 'c',
        };
        if self.side == Side::Red { c.to_ascii_uppercase() } else { c }
    }

    pub fn from_char(c: char) -> Option<TriPiece> {
        let kind = match c.to_ascii_lowercase() {
            'a' => Kind::A,
            'b' => Kind::B,
            'c' => Kind::C,
            _ => return None,
        };
        Some(TriPiece { side: if c.is_ascii_uppercase() { Side::Red } else { Side::Black }, kind })
    }

    /// May this kind stand on a location of `location_kind`?
    pub fn fits(self, location_kind: LocationKind) -> bool {
        matches!(
            (self.kind, location_kind),
            (Kind::A, LocationKind::Vertex | LocationKind::Triangle)
                | (Kind::B, LocationKind::Vertex)
                | (Kind::C, LocationKind::Vertex | LocationKind::Edge)
        )
    }
}

/// A move: one piece from one location to another, or a pass when no move exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TriMove {
    Pass,
    Step { from: u8, to: u8 },
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TriPosition {
    pub(super) cells: [Option<TriPiece>; LOCATIONS],
    pub(super) to_move: Side,
    /// Plies left in the current countdown.
    pub(super) countdown: u8,
    /// Countdowns in a row that ended with equal piece counts.
    pub(super) equal_streak: u8,
    /// Set when a countdown or a wipe-out decided the game.
    pub(super) decided: Option<Outcome>,
}

impl TriPosition {
    /// The start position (docs/trigame.md) with `first` to move.
    pub fn start(first: Side) -> TriPosition {
        let t = &*TOPOLOGY;
        let mut position = TriPosition {
            cells: [None; LOCATIONS],
            to_move: first,
            countdown: COUNTDOWN,
            equal_streak: 0,
            decided: None,
        };
        let setup =
            [("av00", "aR00", "bv10", "bv01", "cv20", "cv02"), ("Av44", "AL33", "Bv43", "Bv34", "Cv42", "Cv24")];
        for side in setup {
            for entry in [side.0, side.1, side.2, side.3, side.4, side.5] {
                let (piece, place) = entry.split_at(1);
                if let (Some(piece), Some(location)) =
                    (piece.chars().next().and_then(TriPiece::from_char), t.parse(place))
                {
                    position.cells[location as usize] = Some(piece);
                }
            }
        }
        position
    }

    /// Hands the turn to the other side without a move and without counting down (a lesson's
    /// waiting side).
    pub(super) fn wait_turn(&mut self) {
        self.to_move = self.to_move.other();
    }

    pub fn piece_at(&self, location: u8) -> Option<TriPiece> {
        self.cells.get(location as usize).copied().flatten()
    }

    pub fn to_move(&self) -> Side {
        self.to_move
    }

    pub fn countdown(&self) -> u8 {
        self.countdown
    }

    pub fn equal_streak(&self) -> u8 {
        self.equal_streak
    }

    pub fn decided(&self) -> Option<&Outcome> {
        self.decided.as_ref()
    }

    pub fn count(&self, side: Side) -> usize {
        self.cells.iter().flatten().filter(|p| p.side == side).count()
    }

    fn is_enemy(&self, location: u8, side: Side) -> bool {
        self.piece_at(location).is_some_and(|p| p.side != side)
    }

    fn enemy_of_kind(&self, location: u8, side: Side, kinds: &[Kind]) -> bool {
        self.piece_at(location).is_some_and(|p| p.side != side && kinds.contains(&p.kind))
    }

    /// Every move of the side to move; a single `Pass` when it has none. Empty once decided.
    pub fn moves(&self, out: &mut Vec<TriMove>) {
        out.clear();
        if self.decided.is_some() {
            return;
        }
        self.steps_of(self.to_move, out);
        if out.is_empty() {
            out.push(TriMove::Pass);
        }
    }

    /// Every step `side` could make if it were its turn (no pass), added to `out`: what a side
    /// threatens and how free its pieces are, for evaluations.
    pub fn steps_of(&self, side: Side, out: &mut Vec<TriMove>) {
        for from in 0..LOCATIONS as u8 {
            if let Some(piece) = self.piece_at(from).filter(|p| p.side == side) {
                match piece.kind {
                    Kind::A => self.a_moves(side, from, out),
                    Kind::B => self.b_moves(side, from, out),
                    Kind::C => self.c_moves(side, from, out),
                }
            }
        }
    }

    fn a_moves(&self, side: Side, from: u8, out: &mut Vec<TriMove>) {
        let t = &*TOPOLOGY;
        match kind(from) {
            LocationKind::Triangle => {
                let tri = triangle_index(from);
                for corner in t.triangle_vertices[tri] {
                    if self.piece_at(corner).is_none() {
                        out.push(TriMove::Step { from, to: corner });
                    }
                }
                for edge in t.triangle_edges[tri] {
                    let Some(other) = t.across(from, edge) else { continue };
                    if self.piece_at(edge).is_none() && self.piece_at(other).is_none() {
                        out.push(TriMove::Step { from, to: other });
                    }
                    // The capture-jump, over the edge to the far vertex of the other triangle.
                    let Some(far) = t.opposite_vertex(other, edge) else { continue };
                    let takes_on_edge = self.is_enemy(edge, side);
                    let takes_on_vertex = self.enemy_of_kind(far, side, &[Kind::B, Kind::C]);
                    let lands = self.piece_at(far).is_none() || takes_on_vertex;
                    if lands && (takes_on_edge || takes_on_vertex) {
                        out.push(TriMove::Step { from, to: far });
                    }
                }
            }
            _ => {
                for &triangle in &t.vertex_triangles[from as usize] {
                    if self.piece_at(triangle).is_none() {
                        out.push(TriMove::Step { from, to: triangle });
                    }
                }
            }
        }
    }

    fn b_moves(&self, side: Side, from: u8, out: &mut Vec<TriMove>) {
        let t = &*TOPOLOGY;
        for direction in 0..DIRECTIONS.len() {
            let mut current = from;
            while let Some((next, edge)) = t.vertex_steps[current as usize][direction] {
                if self.piece_at(edge).is_some() {
                    break;
                }
                match self.piece_at(next) {
                    None if is_bold(next) => break,
                    None => out.push(TriMove::Step { from, to: next }),
                    Some(_) => {
                        if self.enemy_of_kind(next, side, &[Kind::A, Kind::C]) {
                            out.push(TriMove::Step { from, to: next });
                        }
                        break;
                    }
                }
                current = next;
            }
        }
    }

    fn c_moves(&self, side: Side, from: u8, out: &mut Vec<TriMove>) {
        let t = &*TOPOLOGY;
        match kind(from) {
            LocationKind::Vertex => {
                for &triangle in &t.vertex_triangles[from as usize] {
                    let tri = triangle_index(triangle);
                    let Some(k) = t.triangle_vertices[tri].iter().position(|&v| v == from) else { continue };
                    let opposite = t.triangle_edges[tri][k];
                    if self.piece_at(opposite).is_none() {
                        out.push(TriMove::Step { from, to: opposite });
                    }
                }
                for step in t.vertex_steps[from as usize].iter().flatten() {
                    let (next, edge) = *step;
                    if self.piece_at(edge).is_none()
                        && (self.piece_at(next).is_none() || self.enemy_of_kind(next, side, &[Kind::A, Kind::B]))
                    {
                        out.push(TriMove::Step { from, to: next });
                    }
                }
            }
            LocationKind::Edge => {
                for &triangle in &t.edge_triangles[edge_index(from)] {
                    let Some(far) = t.opposite_vertex(triangle, from) else { continue };
                    if self.piece_at(far).is_none() || self.enemy_of_kind(far, side, &[Kind::A, Kind::B]) {
                        out.push(TriMove::Step { from, to: far });
                    }
                }
            }
            LocationKind::Triangle => {}
        }
    }

    /// The locations a (legal) move captures on.
    pub fn captures(&self, mv: TriMove) -> Vec<u8> {
        let TriMove::Step { from, to } = mv else { return Vec::new() };
        let t = &*TOPOLOGY;
        let Some(piece) = self.piece_at(from) else { return Vec::new() };
        let side = piece.side;
        let mut captured = Vec::new();
        if self.is_enemy(to, side) {
            captured.push(to);
        }
        match (piece.kind, kind(from), kind(to)) {
            // An a jumping out of a triangle to a vertex that is not its own: over an edge.
            (Kind::A, LocationKind::Triangle, LocationKind::Vertex) => {
                let tri = triangle_index(from);
                if !t.triangle_vertices[tri].contains(&to) {
                    for edge in t.triangle_edges[tri] {
                        let lands_here = t.across(from, edge).and_then(|o| t.opposite_vertex(o, edge)) == Some(to);
                        if lands_here && self.is_enemy(edge, side) {
                            captured.push(edge);
                        }
                    }
                }
            }
            // A c moving between a vertex and an edge passes through one triangle.
            (Kind::C, LocationKind::Vertex, LocationKind::Edge)
            | (Kind::C, LocationKind::Edge, LocationKind::Vertex) => {
                let (vertex, edge) = if kind(from) == LocationKind::Vertex { (from, to) } else { (to, from) };
                let through = t.edge_triangles[edge_index(edge)]
                    .iter()
                    .copied()
                    .find(|&tri| t.opposite_vertex(tri, edge) == Some(vertex));
                if let Some(triangle) = through
                    && self.enemy_of_kind(triangle, side, &[Kind::A])
                {
                    captured.push(triangle);
                }
            }
            _ => {}
        }
        captured.sort_unstable();
        captured
    }

    /// Plays a legal move: captures, the countdown, the equal streak, and the game's end.
    pub fn play(&mut self, mv: TriMove) -> Vec<u8> {
        let captured = self.captures(mv);
        if let TriMove::Step { from, to } = mv {
            for &location in &captured {
                self.cells[location as usize] = None;
            }
            self.cells[to as usize] = self.cells[from as usize].take();
        }
        let mover = self.to_move;
        self.to_move = mover.other();
        if !captured.is_empty() {
            self.countdown = COUNTDOWN;
            self.equal_streak = 0;
            if self.count(mover.other()) == 0 {
                self.decided = Some(Outcome::Win { winner: mover.seat(), reason: EndReason::AllPiecesCaptured });
            }
            return captured;
        }
        self.countdown = self.countdown.saturating_sub(1);
        if self.countdown == 0 {
            let (black, red) = (self.count(Side::Black), self.count(Side::Red));
            if black != red {
                let winner = if black > red { Side::Black } else { Side::Red };
                self.decided = Some(Outcome::Win { winner: winner.seat(), reason: EndReason::CountdownMajority });
            } else {
                self.equal_streak += 1;
                if self.equal_streak >= EQUAL_COUNTDOWNS_TO_DRAW {
                    self.decided = Some(Outcome::Draw { reason: EndReason::CountdownsEqual });
                } else {
                    self.countdown = COUNTDOWN;
                }
            }
        }
        captured
    }
}
