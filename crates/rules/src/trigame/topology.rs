//! The Trigame board: a rhombus of side 4 on a triangle grid, as one index space of locations
//! (25 vertices, then 56 edge midpoints, then 32 triangle interiors) with their adjacency and
//! names (`v20`, `e1011`, `L00`/`R33`). Coordinates follow docs/trigame.md.

use std::sync::LazyLock;

pub const VERTICES: usize = 25;
pub const EDGES: usize = 56;
pub const TRIANGLES: usize = 32;
pub const LOCATIONS: usize = VERTICES + EDGES + TRIANGLES;

/// The six straight-line directions in (i, j) steps.
pub const DIRECTIONS: [(i8, i8); 6] = [(1, 0), (-1, 0), (0, 1), (0, -1), (-1, 1), (1, -1)];

/// What a location is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LocationKind {
    Vertex,
    Edge,
    Triangle,
}

pub struct Topology {
    /// Per vertex and direction: the next vertex and the edge between them.
    pub vertex_steps: [[Option<(u8, u8)>; 6]; VERTICES],
    /// Per edge: its two vertices.
    pub edge_ends: [(u8, u8); EDGES],
    /// Per edge: the one or two triangles that have it as a side.
    pub edge_triangles: [Vec<u8>; EDGES],
    /// Per triangle: its vertices; `triangle_edges[t][k]` is the side opposite vertex `k`.
    pub triangle_vertices: [[u8; 3]; TRIANGLES],
    pub triangle_edges: [[u8; 3]; TRIANGLES],
    /// Per vertex: the triangles touching it.
    pub vertex_triangles: [Vec<u8>; VERTICES],
    pub names: Vec<String>,
}

pub fn vertex(i: u8, j: u8) -> u8 {
    i * 5 + j
}

pub fn vertex_coords(v: u8) -> (u8, u8) {
    (v / 5, v % 5)
}

pub fn kind(location: u8) -> LocationKind {
    match location as usize {
        l if l < VERTICES => LocationKind::Vertex,
        l if l < VERTICES + EDGES => LocationKind::Edge,
        _ => LocationKind::Triangle,
    }
}

/// Local index of an edge location (0..56).
pub fn edge_index(location: u8) -> usize {
    location as usize - VERTICES
}

/// Local index of a triangle location (0..32).
pub fn triangle_index(location: u8) -> usize {
    location as usize - VERTICES - EDGES
}

pub fn edge_location(index: usize) -> u8 {
    (VERTICES + index) as u8
}

pub fn triangle_location(index: usize) -> u8 {
    (VERTICES + EDGES + index) as u8
}

/// The bold points, which a `b` may not stop on or pass through while they are empty.
pub fn is_bold(location: u8) -> bool {
    location == vertex(3, 1) || location == vertex(2, 2) || location == vertex(1, 3)
}

pub static TOPOLOGY: LazyLock<Topology> = LazyLock::new(build);

fn build() -> Topology {
    // Edges, in a fixed order: (1,0) edges, then (0,1), then the vertical (-1,1) ones.
    let mut edge_ends = Vec::with_capacity(EDGES);
    for i in 0..4 {
        for j in 0..5 {
            edge_ends.push((vertex(i, j), vertex(i + 1, j)));
        }
    }
    for i in 0..5 {
        for j in 0..4 {
            edge_ends.push((vertex(i, j), vertex(i, j + 1)));
        }
    }
    for i in 0..4 {
        for j in 0..4 {
            edge_ends.push((vertex(i + 1, j), vertex(i, j + 1)));
        }
    }
    let edge_between = |a: u8, b: u8| -> Option<u8> {
        edge_ends.iter().position(|&(x, y)| (x, y) == (a, b) || (y, x) == (a, b)).map(edge_location)
    };

    let mut vertex_steps = [[None; 6]; VERTICES];
    for v in 0..VERTICES as u8 {
        let (i, j) = vertex_coords(v);
        for (d, &(di, dj)) in DIRECTIONS.iter().enumerate() {
            let (ni, nj) = (i as i8 + di, j as i8 + dj);
            if (0..5).contains(&ni) && (0..5).contains(&nj) {
                let next = vertex(ni as u8, nj as u8);
                vertex_steps[v as usize][d] = edge_between(v, next).map(|e| (next, e));
            }
        }
    }

    let mut triangle_vertices = Vec::with_capacity(TRIANGLES);
    let mut names = Vec::with_capacity(LOCATIONS);
    for v in 0..VERTICES as u8 {
        let (i, j) = vertex_coords(v);
        names.push(format!("v{i}{j}"));
    }
    for &(a, b) in &edge_ends {
        let ((ai, aj), (bi, bj)) = (vertex_coords(a), vertex_coords(b));
        names.push(format!("e{ai}{aj}{bi}{bj}"));
    }
    let mut triangle_names = Vec::new();
    for i in 0..4 {
        for j in 0..4 {
            triangle_vertices.push([vertex(i, j), vertex(i + 1, j), vertex(i, j + 1)]);
            triangle_names.push(format!("L{i}{j}"));
            triangle_vertices.push([vertex(i + 1, j), vertex(i, j + 1), vertex(i + 1, j + 1)]);
            triangle_names.push(format!("R{i}{j}"));
        }
    }
    names.extend(triangle_names);

    let mut triangle_edges = [[0u8; 3]; TRIANGLES];
    let mut edge_triangles: [Vec<u8>; EDGES] = std::array::from_fn(|_| Vec::new());
    let mut vertex_triangles: [Vec<u8>; VERTICES] = std::array::from_fn(|_| Vec::new());
    for (t, corners) in triangle_vertices.iter().enumerate() {
        let location = triangle_location(t);
        for k in 0..3 {
            let (a, b) = (corners[(k + 1) % 3], corners[(k + 2) % 3]);
            let edge = edge_between(a, b).unwrap_or(0);
            triangle_edges[t][k] = edge;
            edge_triangles[edge_index(edge)].push(location);
            vertex_triangles[corners[k] as usize].push(location);
        }
    }

    Topology {
        vertex_steps,
        edge_ends: std::array::from_fn(|e| edge_ends[e]),
        edge_triangles,
        triangle_vertices: std::array::from_fn(|t| triangle_vertices[t]),
        triangle_edges,
        vertex_triangles,
        names,
    }
}

impl Topology {
    pub fn name(&self, location: u8) -> &str {
        self.names.get(location as usize).map_or("?", String::as_str)
    }

    pub fn parse(&self, text: &str) -> Option<u8> {
        self.names.iter().position(|n| n == text).map(|p| p as u8)
    }

    /// The triangle's vertex opposite `edge`, if the edge is one of its sides.
    pub fn opposite_vertex(&self, triangle: u8, edge: u8) -> Option<u8> {
        let t = triangle_index(triangle);
        (0..3).find(|&k| self.triangle_edges[t][k] == edge).map(|k| self.triangle_vertices[t][k])
    }

    /// The other triangle on `edge`, if the edge is not on the border.
    pub fn across(&self, triangle: u8, edge: u8) -> Option<u8> {
        self.edge_triangles[edge_index(edge)].iter().copied().find(|&t| t != triangle)
    }

    /// Screen position of a location's centre for an edge length of 1 (x right, y down), as in
    /// the spec: vertices at ((sqrt 3)/2 (i+j), (j-i)/2); edges at midpoints; triangles at
    /// centroids.
    pub fn screen_position(&self, location: u8) -> (f32, f32) {
        let vertex_position = |v: u8| {
            let (i, j) = vertex_coords(v);
            (0.866_025_4 * (i + j) as f32, 0.5 * (j as f32 - i as f32))
        };
        match kind(location) {
            LocationKind::Vertex => vertex_position(location),
            LocationKind::Edge => {
                let (a, b) = self.edge_ends[edge_index(location)];
                let ((ax, ay), (bx, by)) = (vertex_position(a), vertex_position(b));
                ((ax + bx) / 2.0, (ay + by) / 2.0)
            }
            LocationKind::Triangle => {
                let corners = self.triangle_vertices[triangle_index(location)];
                let points = corners.map(vertex_position);
                ((points[0].0 + points[1].0 + points[2].0) / 3.0, (points[0].1 + points[1].1 + points[2].1) / 3.0)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_adjacency() {
        let t = &*TOPOLOGY;
        assert_eq!(t.names.len(), LOCATIONS);
        let border = t.edge_triangles.iter().filter(|ts| ts.len() == 1).count();
        assert_eq!(border, 16, "a rhombus of side 4 has 16 border edges");
        assert!(t.edge_triangles.iter().all(|ts| !ts.is_empty() && ts.len() <= 2));
        assert_eq!(t.vertex_triangles[vertex(0, 0) as usize].len(), 1);
        assert_eq!(t.vertex_triangles[vertex(2, 2) as usize].len(), 6);
        let mut unique = t.names.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), LOCATIONS, "names are unique");
        assert_eq!(
            t.parse("e1011"),
            Some(edge_location(t.edge_ends.iter().position(|&e| e == (vertex(1, 0), vertex(1, 1))).unwrap_or(0)))
        );
    }
}
