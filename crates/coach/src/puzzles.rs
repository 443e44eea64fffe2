//! Puzzle files (`levels/puzzles/<game>.ron`): positions with one clearly winning continuation,
//! found by Tabula's own generator (generate.rs). A puzzle is played as a lesson level with a
//! script, so the app's lesson judge plays it; loading checks every puzzle and names the one at
//! fault.

use serde::{Deserialize, Serialize};
use std::path::Path;
use tabula_lessons::{Branch, Goal, Level, Marks, Opponent, Solution, Step};
use tabula_rules::{DynGame, Outcome, PieceKind, PieceView, Seat, Status, Variant};

/// The smallest gap, in the search's score units, between a puzzle's first move and the next
/// best at the verifying depth (or a mate against no mate): what makes the answer unique. The
/// game's search says (`SearchGame::COACHING`): two pawns in the chess family and Brandubh, a
/// piece in Trigame.
pub fn min_margin(variant: Variant) -> i32 {
    tabula_ai::coaching(variant).min_margin
}

/// One game's puzzles.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleSet {
    pub game: Variant,
    /// How the file was made (the command), so it can be made again.
    pub generated_by: String,
    pub puzzles: Vec<Puzzle>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Puzzle {
    /// Unique within the file (`chess-0042`).
    pub id: String,
    /// The start, in the game's position notation; the seat to move is the solver.
    pub position: String,
    /// The line, engine notation: the solver's moves and the other seats' replies in the order
    /// they are played, ending on the solver's last move.
    pub solution: Vec<String>,
    /// What the puzzle is about, where the generator can tell (`mate in 2`, `material`...).
    pub themes: Vec<String>,
    /// On the solvers' rating scale: a solver of this rating solves it about half the time.
    pub difficulty: u32,
    /// The first move's lead over the next best move at `depth`, in score units (mates count
    /// as 10,000); 0 for a practice position from a game review, where it was not measured.
    pub margin: i32,
    /// The depth of the verifying search.
    pub depth: u32,
}

/// A puzzle file that cannot be used, or a puzzle in it that does not play.
#[derive(Debug, Clone, PartialEq)]
pub struct PuzzleError {
    pub file: String,
    /// The puzzle's id, when one puzzle is at fault.
    pub puzzle: Option<String>,
    pub message: String,
}

impl std::fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.puzzle {
            Some(id) => write!(f, "{}: puzzle {id}: {}", self.file, self.message),
            None => write!(f, "{}: {}", self.file, self.message),
        }
    }
}

impl std::error::Error for PuzzleError {}

/// The puzzles file of a game under `root` (`levels/puzzles`).
pub fn puzzle_path(root: &Path, variant: Variant) -> std::path::PathBuf {
    root.join(format!("{}.ron", variant.name()))
}

/// The puzzles folder of the source tree, for tests and tools.
pub fn source_root() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../levels/puzzles")
}

/// Reads a game's puzzles. A puzzle that does not play is left out and reported; a file that
/// does not read is one error.
pub fn load_puzzles(root: &Path, variant: Variant) -> Result<(PuzzleSet, Vec<PuzzleError>), PuzzleError> {
    let path = puzzle_path(root, variant);
    let file = path.display().to_string();
    let text = std::fs::read_to_string(&path).map_err(|e| e.to_string());
    puzzles_from_text(&file, text, variant)
}

/// A game's puzzles from the text of its file (`file` names it in messages), checked as
/// `load_puzzles` checks them. For a program without a file system (the browser build).
pub fn puzzles_from_text(
    file: &str,
    text: Result<String, String>,
    variant: Variant,
) -> Result<(PuzzleSet, Vec<PuzzleError>), PuzzleError> {
    let file = file.to_owned();
    let text = text.map_err(|message| PuzzleError { file: file.clone(), puzzle: None, message })?;
    let mut set = parse_puzzles(&text).map_err(|message| PuzzleError { file: file.clone(), puzzle: None, message })?;
    if set.game != variant {
        return Err(PuzzleError { file, puzzle: None, message: format!("holds {} puzzles, not {variant}", set.game) });
    }
    let mut errors = Vec::new();
    let mut seen = std::collections::HashSet::new();
    set.puzzles.retain(|puzzle| {
        let fault = if seen.insert(puzzle.id.clone()) {
            check_puzzle(variant, puzzle).err()
        } else {
            Some("the id is used twice".to_owned())
        };
        match fault {
            Some(message) => {
                errors.push(PuzzleError { file: file.clone(), puzzle: Some(puzzle.id.clone()), message });
                false
            }
            None => true,
        }
    });
    Ok((set, errors))
}

pub fn parse_puzzles(text: &str) -> Result<PuzzleSet, String> {
    ron::from_str(text).map_err(|e| e.to_string())
}

pub fn write_puzzles(set: &PuzzleSet) -> Result<String, String> {
    let config = ron::ser::PrettyConfig::default().depth_limit(2).struct_names(false);
    ron::ser::to_string_pretty(set, config).map_err(|e| e.to_string())
}

/// Is the puzzle fit to ship? It plays ([`check_line`]) and its answer is unique by at least
/// [`min_margin`].
pub fn check_puzzle(variant: Variant, puzzle: &Puzzle) -> Result<(), String> {
    check_line(variant, puzzle)?;
    if puzzle.margin < min_margin(variant) {
        return Err(format!("margin {} is below {}", puzzle.margin, min_margin(variant)));
    }
    Ok(())
}

/// Does the puzzle play? The position reads, the game is not over, the solution is legal
/// throughout and ends on the solver's move, and a mate theme ends in the solver's mate.
pub fn check_line(variant: Variant, puzzle: &Puzzle) -> Result<(), String> {
    let mut game = variant.from_position(&puzzle.position).map_err(|e| format!("position: {e}"))?;
    if matches!(game.status(), Status::Over(_)) {
        return Err("position: the game is already over".to_owned());
    }
    let solver = game.to_move();
    let mut last_mover = solver;
    for (index, text) in puzzle.solution.iter().enumerate() {
        if matches!(game.status(), Status::Over(_)) {
            return Err(format!("solution: the game is over before move {}", index + 1));
        }
        last_mover = game.to_move();
        game.play_str(text).map_err(|e| format!("solution move {} '{text}': {e}", index + 1))?;
    }
    if puzzle.solution.is_empty() || last_mover != solver {
        return Err("solution: must end on the solver's move".to_owned());
    }
    let mate_theme = puzzle.themes.iter().any(|t| t.starts_with("mate in ") || t == "mate alone");
    if mate_theme && !solver_won(game.as_ref(), solver) {
        return Err("a mate theme, but the solution does not end in the solver's mate".to_owned());
    }
    Ok(())
}

/// Has the game ended in a result that is the solver's win (Trichess: any points from a mate)?
pub fn solver_won(game: &dyn DynGame, solver: Seat) -> bool {
    match game.status() {
        Status::Over(Outcome::Win { winner, .. }) => winner == solver,
        Status::Over(Outcome::Scores { points, .. }) => points.get(solver.0 as usize).is_some_and(|p| p.as_f64() > 0.0),
        _ => false,
    }
}

/// Does `mv` end the game in the mover's win (Trichess: with points from a mate)?
pub fn wins_at_once(game: &dyn DynGame, mv: &str) -> bool {
    let mover = game.to_move();
    let mut trial = game.clone_box();
    trial.play_str(mv).is_ok() && solver_won(trial.as_ref(), mover)
}

/// The puzzle as a lesson level: the solver's seat, the goal to play the line, and a script
/// whose steps are the solver's moves and the replies. At the last step, any move that wins the
/// game on the spot is accepted too (a second mate is as good as the first).
pub fn puzzle_level(variant: Variant, puzzle: &Puzzle) -> Result<Level, String> {
    check_line(variant, puzzle)?;
    let mut game = variant.from_position(&puzzle.position).map_err(|e| e.to_string())?;
    let solver = game.to_move();
    let movers = movers(variant, puzzle)?;
    let last_own = movers.iter().rposition(|&seat| seat == solver).unwrap_or(0);
    let mut steps: Vec<Step> = Vec::new();
    for (index, mv) in puzzle.solution.iter().enumerate() {
        if movers[index] != solver {
            if let Some(step) = steps.last_mut() {
                step.accept[0].reply.push(mv.clone());
            }
            game.play_str(mv).map_err(|e| e.to_string())?;
            continue;
        }
        let mut accept = vec![Branch { mv: mv.clone(), reply: Vec::new() }];
        if index == last_own {
            for other in game.legal_move_strings() {
                if other != *mv && wins_at_once(game.as_ref(), &other) {
                    accept.push(Branch { mv: other, reply: Vec::new() });
                }
            }
        }
        steps.push(Step { accept, wrong: "Not the best move here.".to_owned() });
        game.play_str(mv).map_err(|e| e.to_string())?;
    }
    let own_moves = puzzle.solution.iter().zip(&movers).filter(|&(_, &seat)| seat == solver);
    Ok(Level {
        intro: format!("{} to move: find the best line.", capitalised(variant.seat_names()[solver.0 as usize])),
        position: puzzle.position.clone(),
        player: solver.0,
        goal: Goal::Line,
        opponent: Opponent::Script(steps),
        max_moves: None,
        keep_pieces: false,
        par: None,
        marks: Marks::default(),
        hint: crate::themes::hint(&puzzle.themes),
        success: "Solved!".to_owned(),
        solution: Solution::Moves(own_moves.map(|(mv, _)| mv.clone()).collect()),
    })
}

/// The seat that plays each of the solution's moves.
pub fn movers(variant: Variant, puzzle: &Puzzle) -> Result<Vec<Seat>, String> {
    let mut game = variant.from_position(&puzzle.position).map_err(|e| e.to_string())?;
    let mut seats = Vec::with_capacity(puzzle.solution.len());
    for text in &puzzle.solution {
        seats.push(game.to_move());
        game.play_str(text).map_err(|e| e.to_string())?;
    }
    Ok(seats)
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// A puzzle's shape, for finding near-duplicates: each of the solver's moves by the piece that
/// moves, whether it takes, checks or promotes, and the material of the solver and of the rest
/// at the start. Two puzzles of one shape teach the same idea in the same setting.
pub fn shape(variant: Variant, puzzle: &Puzzle) -> Result<String, String> {
    let mut game = variant.from_position(&puzzle.position).map_err(|e| e.to_string())?;
    let solver = game.to_move();
    let counts = |pieces: &[PieceView], own: bool| {
        let mut kinds: Vec<String> = pieces
            .iter()
            .filter(|p| (p.seat == solver) == own && !matches!(p.kind, PieceKind::King | PieceKind::TaflKing))
            .map(|p| format!("{:?}", p.kind))
            .collect();
        kinds.sort();
        kinds.join(",")
    };
    let start = game.pieces();
    let mut moves = Vec::new();
    for text in &puzzle.solution {
        let own = game.to_move() == solver;
        let before = game.pieces();
        let view = game.play_view(text).map_err(|e| e.to_string())?;
        if own {
            let kind = before.iter().find(|p| Some(p.cell) == view.from).map(|p| format!("{:?}", p.kind));
            let takes = game.pieces().iter().filter(|p| p.seat != solver).count()
                < before.iter().filter(|p| p.seat != solver).count();
            let checks = !game.checked_cells().is_empty();
            moves.push(format!(
                "{}{}{}{}",
                kind.unwrap_or_default(),
                if takes { "x" } else { "-" },
                if checks { "+" } else { "" },
                if view.promotion.is_some() { "=" } else { "" }
            ));
        }
    }
    Ok(format!("{} | {} | {}", moves.join(" "), counts(&start, true), counts(&start, false)))
}

/// How many of the solver's moves the solution has.
pub fn own_moves(variant: Variant, puzzle: &Puzzle) -> Result<usize, String> {
    let movers = movers(variant, puzzle)?;
    let solver = movers.first().copied().ok_or("an empty solution")?;
    Ok(movers.iter().filter(|&&seat| seat == solver).count())
}
