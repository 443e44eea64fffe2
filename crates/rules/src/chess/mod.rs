//! Chess under the FIDE Laws: bitboard position, legal move generation, FEN/SAN/UCI/PGN, and the
//! game record that decides outcomes.

mod attacks;
// The search itself runs in build.rs; the library uses the geometry helpers.
mod bitboard;
mod fen;
mod game;
#[allow(dead_code)]
mod magic_search;
mod movegen;
mod moves;
mod perft;
mod pgn;
mod position;
mod san;
mod types;
pub(crate) mod view;
mod zobrist;

pub use crate::pgn::{PgnError, Tags};
pub use attacks::{
    between, bishop_attacks, king_attacks, knight_attacks, line, pawn_attacks, queen_attacks, rook_attacks, warm_up,
};
pub use bitboard::Bitboard;
pub use fen::{FenError, SetupError};
pub(crate) use game::is_dead_position;
pub use game::{ChessGame, IllegalReason, MoveError};
pub use moves::{MAX_MOVES, Move, MoveKind, MoveList};
pub use perft::{default_threads, perft, perft_divide};
pub use pgn::{Pgn, result_token};
pub use position::{Position, castling};
pub use san::SanError;
pub use types::{Color, Piece, Role, Square};

use crate::descriptor::{GameDescriptor, TurnShape};

/// FIDE chess, described for every layer (`Variant::descriptor`).
pub const DESCRIPTOR: GameDescriptor = GameDescriptor::of::<ChessGame>(TurnShape::ONE_MOVE, None);
