//! Zobrist keys, generated at compile time from a fixed seed.

use super::types::{Piece, Square};
use crate::keys::splitmix;

pub struct Keys {
    pieces: [[u64; 64]; 12],
    castling: [u64; 16],
    en_passant_file: [u64; 8],
    pub black_to_move: u64,
}

const fn build() -> Keys {
    let mut state = 0x7AB0_1A00_0000_0001u64;
    let mut keys = Keys { pieces: [[0; 64]; 12], castling: [0; 16], en_passant_file: [0; 8], black_to_move: 0 };
    let mut piece = 0;
    while piece < 12 {
        let mut square = 0;
        while square < 64 {
            keys.pieces[piece][square] = splitmix(&mut state);
            square += 1;
        }
        piece += 1;
    }
    // Castling keys are the XOR of one key per right, so updating rights is one XOR pair.
    let rights = [splitmix(&mut state), splitmix(&mut state), splitmix(&mut state), splitmix(&mut state)];
    let mut mask = 0;
    while mask < 16 {
        let mut bit = 0;
        while bit < 4 {
            if mask & (1 << bit) != 0 {
                keys.castling[mask] ^= rights[bit];
            }
            bit += 1;
        }
        mask += 1;
    }
    let mut file = 0;
    while file < 8 {
        keys.en_passant_file[file] = splitmix(&mut state);
        file += 1;
    }
    keys.black_to_move = splitmix(&mut state);
    keys
}

pub static KEYS: Keys = build();

impl Keys {
    #[inline]
    pub fn piece(&self, piece: Piece, square: Square) -> u64 {
        self.pieces[piece.color.index() * 6 + piece.role.index()][square.index()]
    }

    #[inline]
    pub fn castling(&self, rights: u8) -> u64 {
        self.castling[(rights & 15) as usize]
    }

    #[inline]
    pub fn en_passant(&self, square: Square) -> u64 {
        self.en_passant_file[square.file() as usize]
    }
}
