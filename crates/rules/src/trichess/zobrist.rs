//! Zobrist keys for Trichess positions (compile-time SplitMix64 from a fixed seed).

use super::board::CELLS;
use super::pieces::{SEATS, TriChessPiece};
use crate::keys::splitmix;

pub(super) struct Keys {
    pub(super) pieces: [[[u64; CELLS]; 6]; SEATS],
    pub(super) unmoved: [u64; CELLS],
    pub(super) to_move: [u64; SEATS],
}

pub(super) const fn build_keys() -> Keys {
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

pub(super) static KEYS: Keys = build_keys();

pub(super) fn piece_key(cell: u8, piece: TriChessPiece) -> u64 {
    let mut key = KEYS.pieces[piece.seat as usize % SEATS][piece.role as usize][cell as usize];
    if piece.role.tracks_moved() && !piece.moved {
        key ^= KEYS.unmoved[cell as usize];
    }
    key
}
