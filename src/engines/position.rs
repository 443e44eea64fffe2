//! The game as an installed engine is told it (`position startpos moves ...`): on every target,
//! since the game's seats hold it even where no engine can run.

/// The game as an engine is told it: the variant, its start and every move since, so that the
/// engine knows the history (repetitions, the fifty-move count) and not only the position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnginePosition {
    pub variant: String,
    /// The start in the game's notation; `None` for the usual start (`startpos`).
    pub start: Option<String>,
    /// Engine notation, in playing order.
    pub moves: Vec<String>,
}

impl EnginePosition {
    /// The table's game from its start.
    pub fn of_table(table: &tabula_table::Table) -> EnginePosition {
        EnginePosition {
            variant: table.setup().variant.name().to_owned(),
            start: table.setup().start.clone(),
            moves: table.moves().iter().map(|m| m.text.clone()).collect(),
        }
    }

    /// The `position` command.
    pub fn command(&self) -> String {
        let start = self.start.as_ref().map_or_else(|| "startpos".to_owned(), |fen| format!("fen {fen}"));
        if self.moves.is_empty() {
            format!("position {start}")
        } else {
            format!("position {start} moves {}", self.moves.join(" "))
        }
    }
}
