//! The first layer's sums for both sides, kept in step with a board. Instead of hooks on make
//! and unmake (the search is written once for five games and only calls `play` and `undo`), the
//! accumulator remembers the pieces it was last brought to and, for the next board, adds and
//! takes away the rows of the pieces that differ. Consecutive evaluations in a search are a
//! move or two apart (a node and its child, or a child and its sibling), so that is a handful
//! of rows, as with make/unmake updates, and it cannot drift from the board whatever path
//! (undo, null move, a new root) led there.

use super::network::{Network, add_row, sub_row};
use super::{HIDDEN, feature};
use tabula_rules::chess::{Bitboard, Color, Position, Role};

/// Beyond this many changed pieces a fresh sum is as cheap as the differences.
const REFRESH_ABOVE: u32 = 12;

#[derive(Clone, Debug)]
pub struct Accumulator {
    /// White's view, then Black's.
    values: [[i16; HIDDEN]; 2],
    /// The linear path's sums, White's view then Black's.
    linear: [i32; 2],
    /// The pieces the values are for, by colour then role.
    pieces: [[Bitboard; 6]; 2],
}

impl Accumulator {
    /// The accumulator of an empty board (the biases alone).
    pub fn new(network: &Network) -> Accumulator {
        Accumulator { values: [network.feature_bias; 2], linear: [0; 2], pieces: [[Bitboard::EMPTY; 6]; 2] }
    }

    /// Sums every piece of `position` from the biases.
    pub fn refresh(&mut self, network: &Network, position: &Position) {
        *self = Accumulator::new(network);
        self.update(network, position);
    }

    /// Brings the sums to `position` by the pieces that differ from the last board.
    pub fn update(&mut self, network: &Network, position: &Position) {
        let mut changed = 0;
        for color in Color::ALL {
            for role in Role::ALL {
                let (old, new) = (self.pieces[color.index()][role.index()], position.pieces(color, role));
                changed += (old ^ new).count();
            }
        }
        if changed > REFRESH_ABOVE && self.pieces != [[Bitboard::EMPTY; 6]; 2] {
            *self = Accumulator::new(network);
        }
        for color in Color::ALL {
            for role in Role::ALL {
                let old = self.pieces[color.index()][role.index()];
                let new = position.pieces(color, role);
                if old == new {
                    continue;
                }
                for square in old & !new {
                    for view in Color::ALL {
                        let input = feature(view, color, role, square);
                        sub_row(&mut self.values[view.index()], &network.feature_weights[input]);
                        self.linear[view.index()] -= network.linear[input];
                    }
                }
                for square in new & !old {
                    for view in Color::ALL {
                        let input = feature(view, color, role, square);
                        add_row(&mut self.values[view.index()], &network.feature_weights[input]);
                        self.linear[view.index()] += network.linear[input];
                    }
                }
                self.pieces[color.index()][role.index()] = new;
            }
        }
    }

    /// The network's output for `side` to move, in centipawns.
    pub fn evaluate(&self, network: &Network, side: Color) -> i32 {
        let (us, them) = (side.index(), side.other().index());
        network.output(&self.values[us], &self.values[them], [self.linear[us], self.linear[them]])
    }

    /// The raw sums (White's view, then Black's), for tests.
    pub fn values(&self) -> &[[i16; HIDDEN]; 2] {
        &self.values
    }
}
