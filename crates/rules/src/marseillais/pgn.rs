//! Marseillais PGN: each movetext word is one turn, its half-moves joined by a comma
//! (`1.e4 e5,Nc6 2.Qh5,Nf3 g6,gxh5`), with the extended FEN in the FEN tag.

use super::game::{MarseillaisGame, TurnError};
use super::position::MarseillaisPosition;
use crate::chess::{Color, result_token};
use crate::game::{Game, Status};
use crate::pgn::{PgnError, Tags, read_records, write_game};
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MarseillaisPgn {
    pub tags: Tags,
    pub game: MarseillaisGame,
}

impl MarseillaisPgn {
    pub fn new(game: MarseillaisGame) -> MarseillaisPgn {
        let mut tags = Tags::roster();
        tags.set("Variant", "Marseillais");
        MarseillaisPgn { tags, game }
    }

    pub fn parse(text: &str) -> Result<MarseillaisPgn, PgnError> {
        MarseillaisPgn::parse_all(text)?.into_iter().next().ok_or(PgnError::Empty)
    }

    pub fn parse_all(text: &str) -> Result<Vec<MarseillaisPgn>, PgnError> {
        read_records(text)?
            .into_iter()
            .map(|record| {
                let mut game = match record.tags.get("FEN") {
                    Some(fen) => MarseillaisGame::from_position(fen).map_err(|e| PgnError::Setup(e.to_string()))?,
                    None => MarseillaisGame::new(),
                };
                let start = game.start_position();
                let offset = (start.turn_number() as usize - 1) * 2 + start.turn() as usize;
                let last = record.moves.len().saturating_sub(1);
                for (index, text) in record.moves.iter().enumerate() {
                    let ply = offset + index;
                    game.play_turn_san(text, index == last).map_err(|error| match error {
                        TurnError::San(error) => PgnError::Move { ply, text: text.clone(), error },
                        TurnError::TooManyHalfMoves => {
                            PgnError::Turn { ply, text: text.clone(), problem: "the turn had already ended" }
                        }
                        TurnError::MissingSecondHalfMove => {
                            PgnError::Turn { ply, text: text.clone(), problem: "the turn needs a second half-move" }
                        }
                    })?;
                }
                let mut tags = record.tags;
                if let Some(result) = record.result {
                    tags.set("Result", &result);
                }
                Ok(MarseillaisPgn { tags, game })
            })
            .collect()
    }

    pub fn result(&self) -> String {
        match self.game.status() {
            Status::Over(outcome) => result_token(&outcome).to_owned(),
            Status::Ongoing { .. } => self.tags.get("Result").unwrap_or("*").to_owned(),
        }
    }
}

impl fmt::Display for MarseillaisPgn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let start = self.game.start_position();
        let setup = (*start != MarseillaisPosition::default()).then(|| start.fen());
        let turns = self.game.turn_sans();
        write_game(f, &self.tags, setup, start.turn_number(), start.turn() == Color::White, &turns, &self.result())
    }
}
