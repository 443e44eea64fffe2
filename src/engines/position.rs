//! The game as an engine is told it (`position startpos moves ...`): for an installed engine on
//! the desktop, and for Tabula's own engine in the browser's worker, which has no other way to
//! know the positions before this one.

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
    /// The table's game from its start. A start other than the usual one (a set-up position, or
    /// Trigame with the other seat first) is written out.
    pub fn of_table(table: &tabula_table::Table) -> EnginePosition {
        let setup = table.setup();
        let usual = setup.start.is_none() && setup.first_seat == 0;
        let start = if usual {
            None
        } else {
            let fresh = tabula_table::Table::new(tabula_table::GameSetup { clock: None, ..setup.clone() });
            Some(fresh.map_or_else(|_| table.game().position_string(), |t| t.game().position_string()))
        };
        EnginePosition {
            variant: setup.variant.name().to_owned(),
            start,
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
