//! The search refinements a game may take (`SearchGame::REFINED_PRUNING`): reductions by a
//! logarithmic formula, aspiration windows at the root, the "improving" signal, late-move
//! pruning and static-exchange pruning of quiet moves. All are on by default;
//! `TABULA_SEARCH_OFF=reductions,aspiration,improving,late-moves,exchange` turns the named ones
//! off, so that a match can measure each against the build with it.

use std::sync::OnceLock;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Refinements {
    pub log_reductions: bool,
    pub aspiration: bool,
    pub improving: bool,
    pub late_move_pruning: bool,
    pub exchange_pruning: bool,
}

impl Refinements {
    /// What a game without the refinements searches with.
    pub const NONE: Refinements = Refinements {
        log_reductions: false,
        aspiration: false,
        improving: false,
        late_move_pruning: false,
        exchange_pruning: false,
    };

    pub const ALL: Refinements = Refinements {
        log_reductions: true,
        aspiration: true,
        improving: true,
        late_move_pruning: true,
        exchange_pruning: true,
    };

    /// `ALL` less the comma-separated names in `off`; unknown names are reported.
    pub fn without(off: &str) -> Result<Refinements, String> {
        let mut on = Refinements::ALL;
        for name in off.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            match name {
                "reductions" => on.log_reductions = false,
                "aspiration" => on.aspiration = false,
                "improving" => on.improving = false,
                "late-moves" => on.late_move_pruning = false,
                "exchange" => on.exchange_pruning = false,
                other => return Err(format!("unknown search refinement '{other}'")),
            }
        }
        Ok(on)
    }
}

/// The refinements in force for this process (read once from `TABULA_SEARCH_OFF`).
pub fn refinements() -> Refinements {
    static CHOSEN: OnceLock<Refinements> = OnceLock::new();
    *CHOSEN.get_or_init(|| match std::env::var("TABULA_SEARCH_OFF") {
        Ok(off) => Refinements::without(&off).unwrap_or_else(|message| {
            eprintln!("TABULA_SEARCH_OFF: {message}; every refinement stays on");
            Refinements::ALL
        }),
        Err(_) => Refinements::ALL,
    })
}

/// Late-move reduction for the `index`-th move at `depth`: 0.75 + ln(depth) × ln(index) / 2.25,
/// rounded down (a table, since it is read at every move).
pub fn log_reduction(depth: i32, index: usize) -> i32 {
    static TABLE: OnceLock<[[u8; 64]; 64]> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut table = [[0u8; 64]; 64];
        for (depth, row) in table.iter_mut().enumerate().skip(1) {
            for (index, cell) in row.iter_mut().enumerate().skip(1) {
                *cell = (0.75 + (depth as f64).ln() * (index as f64).ln() / 2.25) as u8;
            }
        }
        table
    });
    i32::from(table[depth.clamp(0, 63) as usize][index.min(63)])
}

/// How many quiet moves a node `depth` plies from the horizon searches before late-move
/// pruning drops the rest.
pub fn late_move_count(depth: i32, improving: bool) -> usize {
    let base = (3 + depth * depth) as usize;
    if improving { base } else { base / 2 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_turn_refinements_off_and_unknown_names_are_refused() {
        let on = Refinements::without("aspiration, exchange").unwrap();
        assert!(!on.aspiration && !on.exchange_pruning);
        assert!(on.log_reductions && on.improving && on.late_move_pruning);
        assert_eq!(Refinements::without("").unwrap(), Refinements::ALL);
        assert!(Refinements::without("razoring").is_err());
    }

    #[test]
    fn reductions_grow_with_depth_and_move_number() {
        assert_eq!(log_reduction(1, 1), 0);
        assert!(log_reduction(3, 4) >= 1);
        assert!(log_reduction(12, 40) > log_reduction(4, 6));
        assert_eq!(log_reduction(200, 500), log_reduction(63, 63));
    }
}
