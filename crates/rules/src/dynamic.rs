//! A game-agnostic face over every [`Game`]: string moves and positions behind a trait object,
//! so the engine binary, the server and the client can hold "some game" chosen at run time.

use crate::game::{Game, Outcome, Seat, Status};
use crate::variant::{GameRef, Listed, Variant};
use crate::view::{BoardFace, CellView, MoveView, PieceKind, PieceView};

pub type DynError = Box<dyn std::error::Error + Send + Sync>;

/// Object-safe view of a game. Implemented for every [`Game`].
pub trait DynGame: Send + Sync {
    fn variant(&self) -> Variant;
    fn seats(&self) -> u8;
    fn to_move(&self) -> Seat;
    fn position_string(&self) -> String;
    /// Legal moves in the engine protocol's notation.
    fn legal_move_strings(&self) -> Vec<String>;
    /// Checks and plays a move in the engine protocol's notation.
    fn play_str(&mut self, text: &str) -> Result<(), DynError>;
    /// Checks and plays a move in the engine protocol's notation, and describes it (cells and
    /// both notations, written in the position before it): one parse for both jobs.
    fn play_view(&mut self, text: &str) -> Result<MoveView, DynError>;
    fn undo(&mut self) -> bool;
    /// The seat to move lets its turn go by (see [`Game::wait`]).
    fn wait(&mut self) -> bool;
    fn status(&self) -> Status;
    /// What players call each seat.
    fn seat_names(&self) -> &'static [&'static str];
    fn hash(&self) -> u64;
    /// Game-specific state worth showing (see [`Game::detail`]).
    fn detail(&self) -> Option<String>;
    /// The game's countdown (see [`Game::countdown`]).
    fn countdown(&self) -> Option<(u8, u8)>;
    /// Rounds toward the game's draw rule (see [`Game::quiet_rounds`]).
    fn quiet_rounds(&self) -> Option<u32>;
    fn perft(&self, depth: u32) -> u64;
    /// Leaf counts below each legal move, moves in the engine protocol's notation.
    fn perft_divide(&self, depth: u32, threads: usize) -> Vec<(String, u64)>;
    fn clone_box(&self) -> Box<dyn DynGame>;
    /// The concrete game, for code that handles each game its own way (the search, PGN).
    fn concrete(&self) -> GameRef<'_>;

    /// The board's cells, for drawing (see [`BoardFace`]).
    fn cells(&self) -> Vec<CellView>;
    fn pieces(&self) -> Vec<PieceView>;
    /// Every legal move with its cells and both notations.
    fn move_views(&self) -> Vec<MoveView>;
    /// Kings in check now.
    fn checked_cells(&self) -> Vec<u8>;
    /// The engine-notation text of moving from one cell to another (see [`BoardFace::attempt_text`]).
    fn attempt_text(&self, from: u8, to: u8, promotion: Option<PieceKind>) -> String;
    /// One legal move, given in engine notation, with its cells and both notations.
    fn move_view(&self, text: &str) -> Option<MoveView>;
    /// How the game ends when `seat`'s flag falls, resigns, or everybody agrees to a draw.
    fn timeout_outcome(&self, seat: Seat) -> Outcome;
    fn resignation_outcome(&self, seat: Seat) -> Outcome;
    fn agreement_outcome(&self) -> Outcome;
}

impl<G: Listed> DynGame for G {
    fn variant(&self) -> Variant {
        G::KIND
    }

    fn seats(&self) -> u8 {
        G::SEATS
    }

    fn to_move(&self) -> Seat {
        Game::to_move(self)
    }

    fn position_string(&self) -> String {
        Game::position_string(self)
    }

    fn legal_move_strings(&self) -> Vec<String> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.into_iter().map(|mv| self.move_string(mv)).collect()
    }

    fn play_str(&mut self, text: &str) -> Result<(), DynError> {
        let mv = self.parse_move(text).map_err(refused)?;
        self.play(mv);
        Ok(())
    }

    fn play_view(&mut self, text: &str) -> Result<MoveView, DynError> {
        let mv = self.parse_move(text).map_err(refused)?;
        let view = view_of(self, mv);
        self.play(mv);
        Ok(view)
    }

    fn undo(&mut self) -> bool {
        Game::undo(self)
    }

    fn wait(&mut self) -> bool {
        Game::wait(self)
    }

    fn status(&self) -> Status {
        Game::status(self)
    }

    fn seat_names(&self) -> &'static [&'static str] {
        G::SEAT_NAMES
    }

    fn hash(&self) -> u64 {
        Game::hash(self)
    }

    fn perft(&self, depth: u32) -> u64 {
        Game::perft(self, depth)
    }

    fn detail(&self) -> Option<String> {
        Game::detail(self)
    }

    fn countdown(&self) -> Option<(u8, u8)> {
        Game::countdown(self)
    }

    fn quiet_rounds(&self) -> Option<u32> {
        Game::quiet_rounds(self)
    }

    fn perft_divide(&self, depth: u32, threads: usize) -> Vec<(String, u64)> {
        Game::perft_divide(self, depth, threads).into_iter().map(|(mv, n)| (self.move_string(mv), n)).collect()
    }

    fn clone_box(&self) -> Box<dyn DynGame> {
        Box::new(self.clone())
    }

    fn concrete(&self) -> GameRef<'_> {
        self.game_ref()
    }

    fn cells(&self) -> Vec<CellView> {
        BoardFace::cells(self)
    }

    fn pieces(&self) -> Vec<PieceView> {
        BoardFace::pieces(self)
    }

    fn move_views(&self) -> Vec<MoveView> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.into_iter().map(|mv| view_of(self, mv)).collect()
    }

    fn checked_cells(&self) -> Vec<u8> {
        BoardFace::checked_cells(self)
    }

    fn attempt_text(&self, from: u8, to: u8, promotion: Option<PieceKind>) -> String {
        BoardFace::attempt_text(self, from, to, promotion)
    }

    fn move_view(&self, text: &str) -> Option<MoveView> {
        let mv = self.parse_move(text).ok()?;
        Some(view_of(self, mv))
    }

    fn timeout_outcome(&self, seat: Seat) -> Outcome {
        Game::timeout_outcome(self, seat)
    }

    fn resignation_outcome(&self, seat: Seat) -> Outcome {
        Game::resignation_outcome(self, seat)
    }

    fn agreement_outcome(&self) -> Outcome {
        Game::agreement_outcome(self)
    }
}

fn view_of<G: Game + BoardFace>(game: &G, mv: G::Move) -> MoveView {
    let (from, to, promotion) = game.move_cells(mv);
    MoveView { from, to, promotion, text: game.move_string(mv), display: game.move_display(mv) }
}

/// A game's refusal as a [`RefusedMove`](crate::RefusedMove): its id survives the game's type.
fn refused<E: std::error::Error + crate::RefusalCode>(error: E) -> DynError {
    Box::new(crate::RefusedMove { code: error.code(), message: error.to_string() })
}
