//! Chess PGN: a game record built from SAN moves, export with the Seven Tag Roster, readable by
//! other chess tools. The reading and writing machinery is shared (crate::pgn).

use super::game::ChessGame;
use super::position::Position;
use super::types::Color;
use crate::game::{Game, Outcome, Status};
use crate::pgn::{PgnError, Tags, read_records, write_game};
use std::fmt;

/// One game of a PGN file: its tags and the game record its moves produce.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pgn {
    pub tags: Tags,
    pub game: ChessGame,
}

impl Pgn {
    /// A PGN record for `game`, with the Seven Tag Roster filled with unknowns.
    pub fn new(game: ChessGame) -> Pgn {
        Pgn { tags: Tags::roster(), game }
    }

    /// The first game in `text`.
    pub fn parse(text: &str) -> Result<Pgn, PgnError> {
        Pgn::parse_all(text)?.into_iter().next().ok_or(PgnError::Empty)
    }

    /// Every game in `text`.
    pub fn parse_all(text: &str) -> Result<Vec<Pgn>, PgnError> {
        read_records(text)?
            .into_iter()
            .map(|record| {
                let mut game = match record.tags.get("FEN") {
                    Some(fen) => ChessGame::from_position(fen).map_err(|e| PgnError::Setup(e.to_string()))?,
                    None => ChessGame::new(),
                };
                let offset = plies_before(game.start_position());
                for (ply, text) in record.moves.iter().enumerate() {
                    game.play_san(text).map_err(|error| PgnError::Move {
                        ply: offset + ply,
                        text: text.clone(),
                        error,
                    })?;
                }
                let mut tags = record.tags;
                if let Some(result) = record.result {
                    tags.set("Result", &result);
                }
                Ok(Pgn { tags, game })
            })
            .collect()
    }

    /// The result token: by rule if the game is over, else the Result tag, else `*`.
    pub fn result(&self) -> String {
        match self.game.status() {
            Status::Over(outcome) => result_token(&outcome).to_owned(),
            Status::Ongoing { .. } => self.tags.get("Result").unwrap_or("*").to_owned(),
        }
    }
}

/// Plies played before `start` in its game (fullmove number and side to move).
pub(crate) fn plies_before(start: &Position) -> usize {
    (start.fullmove_number() as usize - 1) * 2 + start.turn() as usize
}

/// `1-0`, `0-1` or `1/2-1/2` for a two-player outcome.
pub fn result_token(outcome: &Outcome) -> &'static str {
    match outcome {
        Outcome::Win { winner, .. } if winner.0 == 0 => "1-0",
        Outcome::Win { .. } => "0-1",
        _ => "1/2-1/2",
    }
}

impl fmt::Display for Pgn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let start = self.game.start_position();
        let setup = (*start != Position::startpos()).then(|| start.fen());
        let turns = self.game.san_moves();
        let white_first = start.turn() == Color::White;
        write_game(f, &self.tags, setup, start.fullmove_number(), white_first, &turns, &self.result())
    }
}
