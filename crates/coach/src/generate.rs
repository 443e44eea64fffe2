//! The puzzle generator: plays games between a strong and a weaker level (the weaker side's
//! mistakes are what make puzzles), screens every position for a single clearly winning move
//! with a two-line search, verifies each candidate with a deeper one, and follows the winning
//! line while the solver's moves stay unique. Deterministic for a seed: the same command writes
//! the same file.

use crate::expected::expected_for_mover;
use crate::mate_rounds::mate_in_two_rounds;
use crate::probe::{Probe, probe};
use crate::puzzles::{Puzzle, min_margin, solver_won, wins_at_once};
use std::collections::HashSet;
use tabula_ai::{DynInfo, Limits, Rng, reproducible_move};
use tabula_rules::{DynGame, EndReason, Outcome, PieceKind, PieceView, Seat, Status, Variant};

/// What the generator does; [`GenerateOptions::for_game`] gives each game's defaults.
#[derive(Debug, Clone, PartialEq)]
pub struct GenerateOptions {
    pub variant: Variant,
    /// Puzzles wanted.
    pub count: usize,
    pub seed: u64,
    /// Stop after this many games even if fewer puzzles were found.
    pub max_games: usize,
    /// Depth of the two-line search every position gets.
    pub screen_depth: u32,
    /// Depth of the search that confirms a candidate and each later move of its line.
    pub verify_depth: u32,
    /// The levels that play the games (levels/ai.ron names); seats are dealt in turn so each
    /// plays every seat, the strong level holding one seat of each game.
    pub strong: String,
    pub weak: String,
    /// The strong level's depth while playing (a cap; screening does the deep looking).
    pub play_depth: u32,
    /// Random moves that open each game, so games differ.
    pub opening_plies: usize,
    pub max_plies: usize,
    /// The solver's moves a solution may have (Marseillais counts half-moves).
    pub max_own_moves: usize,
    /// The share of long puzzles wanted, in percent ([`is_long`]).
    pub long_percent: u32,
}

impl GenerateOptions {
    /// The game's own settings, from its search (`SearchGame::COACHING`).
    pub fn for_game(variant: Variant) -> GenerateOptions {
        let hunt = tabula_ai::coaching(variant).hunt;
        GenerateOptions {
            variant,
            count: hunt.count,
            seed: 1,
            max_games: 2_000,
            screen_depth: hunt.screen_depth,
            verify_depth: hunt.verify_depth,
            strong: "Master".to_owned(),
            weak: hunt.weak.to_owned(),
            play_depth: hunt.play_depth,
            opening_plies: hunt.opening_plies,
            max_plies: hunt.max_plies,
            max_own_moves: hunt.max_own_moves,
            long_percent: hunt.long_percent,
        }
    }
}

/// How far the generator has got.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct GenerateProgress {
    pub games: usize,
    pub positions: usize,
    pub candidates: usize,
    pub puzzles: usize,
}

/// The margin between the first and second lines: a mate against no mate counts 10,000.
pub fn margin(first: &DynInfo, second: Option<&DynInfo>) -> i32 {
    let Some(second) = second else { return 0 };
    let mates = |i: &DynInfo| i.mate_in.is_some_and(|m| m > 0);
    if mates(first) && !mates(second) {
        return 10_000;
    }
    first.score.saturating_sub(second.score)
}

/// One clearly winning move: the best line wins (a mate, or the game's winning expectation: 0.7,
/// 0.64 in Trigame, a piece up), no other move keeps more than 0.6, and the gap is at least
/// `least_margin`.
fn unique_win(variant: Variant, found: &Probe, least_margin: i32) -> bool {
    let Some(second) = found.second() else { return false };
    let first = found.first();
    let winning = tabula_ai::coaching(variant).winning_expectation;
    expected_for_mover(variant, first) >= winning
        && expected_for_mover(variant, second) <= 0.6
        && margin(first, Some(second)) >= least_margin
}

fn two_lines(depth: u32) -> Limits {
    Limits { depth: Some(depth), lines: 2, ..Limits::default() }
}

/// Generates puzzles; `on_progress` hears after every game, and after every puzzle found with
/// all those found so far.
pub fn generate(
    options: &GenerateOptions,
    on_progress: &mut dyn FnMut(&GenerateProgress, Option<&[Puzzle]>),
) -> Vec<Puzzle> {
    let mut progress = GenerateProgress::default();
    let mut puzzles = Vec::new();
    let mut seen: HashSet<u64> = HashSet::new();
    let mut rng = Rng::new(options.seed);
    let seats = options.variant.seats() as usize;
    while puzzles.len() < options.count && progress.games < options.max_games {
        let strong_seat = progress.games % seats;
        let mut game = options.variant.new_game();
        for _ in 0..options.opening_plies {
            let moves = game.legal_move_strings();
            if moves.is_empty() || game.play_str(&moves[rng.below(moves.len() as u64) as usize]).is_err() {
                break;
            }
        }
        let mut last_puzzle_ply: Option<usize> = None;
        // Where the last move took something: taking back there is no puzzle.
        let mut last_capture: Option<u8> = None;
        for ply in 0..options.max_plies {
            if matches!(game.status(), Status::Over(_)) || puzzles.len() >= options.count {
                break;
            }
            let recent = last_puzzle_ply.is_some_and(|p| ply < p + 8);
            if !recent && seen.insert(game.hash()) {
                progress.positions += 1;
                let found = examine(game.as_ref(), last_capture, options, &mut progress);
                // A short puzzle is kept only while the long ones keep their share, so the file
                // holds the share whenever a run stops.
                let longs = puzzles.iter().filter(|p| is_long(options.variant, p)).count();
                let shorts = puzzles.len() - longs;
                let percent = options.long_percent as usize;
                let short_fits = (shorts + 1) * percent <= longs * (100 - percent);
                if let Some(puzzle) = found.filter(|p| is_long(options.variant, p) || short_fits) {
                    last_puzzle_ply = Some(ply);
                    let mut puzzle = puzzle;
                    puzzle.id = format!("{}-{:04}", options.variant.name(), puzzles.len() + 1);
                    puzzles.push(puzzle);
                    progress.puzzles = puzzles.len();
                    on_progress(&progress, Some(&puzzles));
                }
            }
            let mover = game.to_move().0 as usize;
            let (name, cap) = if mover == strong_seat {
                (options.strong.as_str(), options.play_depth)
            } else {
                (options.weak.as_str(), u32::MAX)
            };
            let seed = options.seed ^ ((progress.games as u64) << 20) ^ ply as u64;
            let Ok(mv) = reproducible_move(game.as_ref(), name, cap, seed) else { break };
            let pieces_before = game.pieces().len();
            let Ok(view) = game.play_view(&mv) else { break };
            last_capture = if game.pieces().len() < pieces_before { view.to } else { None };
        }
        progress.games += 1;
        on_progress(&progress, None);
    }
    puzzles
}

/// Screens one position and, for a candidate that survives the deeper search, builds the puzzle.
fn examine(
    game: &dyn DynGame,
    last_capture: Option<u8>,
    options: &GenerateOptions,
    progress: &mut GenerateProgress,
) -> Option<Puzzle> {
    let variant = options.variant;
    let screened = probe(game, two_lines(options.screen_depth))?;
    if variant.seats() > 2
        && let Some(puzzle) = rounds_puzzle(game, &screened, options)
    {
        progress.candidates += 1;
        return Some(puzzle);
    }
    if !unique_win(variant, &screened, min_margin(variant)) {
        return None;
    }
    if last_capture.is_some() && game.move_view(&screened.best).and_then(|v| v.to) == last_capture {
        return None;
    }
    progress.candidates += 1;
    let verified = probe(game, two_lines(options.verify_depth))?;
    if verified.best != screened.best || !unique_win(variant, &verified, min_margin(variant)) {
        return None;
    }
    let solver = game.to_move();
    let mut walker = game.clone_box();
    let mut solution = Vec::new();
    let mut own_moves = 0;
    let mut step = verified.clone();
    // How hard the line is to find: the deepest settling depth of the solver's moves, and the
    // most nodes a search needed to settle on one.
    let (mut hardest_depth, mut hardest_nodes) = (verified.settled_at, verified.settled_nodes);
    loop {
        walker.play_str(&step.best).ok()?;
        solution.push(step.best.clone());
        own_moves += 1;
        if matches!(walker.status(), Status::Over(_)) || own_moves >= options.max_own_moves {
            break;
        }
        // The replies the line expects, then the solver's next move if it is as clear.
        let mut next_position = walker.clone_box();
        let mut replies = Vec::new();
        let mut expected_replies = step.first().pv.iter().skip(1);
        while next_position.to_move() != solver && !matches!(next_position.status(), Status::Over(_)) {
            // With three seats the line skips a seat (best-reply search): each seat's own
            // search answers instead, so the line keeps the real turn order.
            let reply = if variant.seats() > 2 {
                probe(next_position.as_ref(), Limits { depth: Some(options.verify_depth), ..Limits::default() })
                    .map(|p| p.best)
            } else {
                expected_replies.next().cloned()
            };
            let Some(reply) = reply else { break };
            if next_position.play_str(&reply).is_err() {
                break;
            }
            replies.push(reply);
        }
        if next_position.to_move() != solver || matches!(next_position.status(), Status::Over(_)) {
            break;
        }
        let Some(next) = probe(next_position.as_ref(), two_lines(options.verify_depth)) else { break };
        // A move that wins the game at once ends the line even where another also would: the
        // trainer accepts every such move at the last step.
        if !unique_win(variant, &next, min_margin(variant)) && !wins_at_once(next_position.as_ref(), &next.best) {
            break;
        }
        solution.extend(replies);
        walker = next_position;
        hardest_depth = hardest_depth.max(next.settled_at);
        hardest_nodes = hardest_nodes.max(next.settled_nodes);
        step = next;
    }
    let mut themes = themes(game, &solution, solver);
    if verified.first().mate_in.is_some_and(|m| m > 0) && !themes[0].contains(" in ") && themes[0] != "mate alone" {
        themes[0] = tabula_ai::coaching(variant).forced_win.to_owned();
    }
    let mate = themes.iter().any(|t| t.starts_with("mate"));
    let difficulty = difficulty(hardest_depth, hardest_nodes, own_moves, mate);
    Some(found_puzzle(game, solution, themes, difficulty, margin(verified.first(), verified.second()), options))
}

/// A found puzzle, its id still to be given.
fn found_puzzle(
    game: &dyn DynGame,
    solution: Vec<String>,
    themes: Vec<String>,
    difficulty: u32,
    margin: i32,
    options: &GenerateOptions,
) -> Puzzle {
    Puzzle {
        id: String::new(),
        position: game.position_string(),
        solution,
        themes,
        difficulty: difficulty.clamp(600, 2600),
        margin,
        depth: options.verify_depth,
    }
}

/// A mate in two rounds (three seats), where the screen sees a win: proved by trying every
/// pair of replies ([`mate_in_two_rounds`]), so the first move is unique by proof, not by margin.
fn rounds_puzzle(game: &dyn DynGame, screened: &Probe, options: &GenerateOptions) -> Option<Puzzle> {
    let variant = options.variant;
    if expected_for_mover(variant, screened.first()) < tabula_ai::coaching(variant).winning_expectation {
        return None;
    }
    let found = mate_in_two_rounds(game)?;
    let solver = game.to_move();
    let mut solution = vec![found.first];
    solution.extend(found.replies);
    solution.push(found.answer);
    let themes = themes(game, &solution, solver);
    let difficulty = difficulty(screened.settled_at, screened.settled_nodes, 2, true);
    Some(found_puzzle(game, solution, themes, difficulty, 10_000, options))
}

/// A puzzle's rating from what its search measured: the depth and the nodes the hardest of the
/// solver's moves needed before the search settled on it, and how many moves the solver must
/// find (a mate's last move is easier to see than a quiet gain).
pub fn difficulty(settled_depth: u32, settled_nodes: u64, own_moves: usize, mate: bool) -> u32 {
    let effort = (settled_nodes.max(1_000) as f64 / 1_000.0).log2();
    let rating = 500.0
        + 90.0 * f64::from(settled_depth)
        + 45.0 * effort
        + 120.0 * (own_moves.saturating_sub(1) as f64)
        + if mate { 0.0 } else { 80.0 };
    ((rating / 10.0).round() * 10.0) as u32
}

/// Is the puzzle long: two solver moves or more, or in Marseillais both half-moves of the
/// solver's turn (its first two moves are the solver's)?
pub fn is_long(variant: Variant, puzzle: &Puzzle) -> bool {
    let Ok(seats) = crate::puzzles::movers(variant, puzzle) else { return false };
    if variant == Variant::Marseillais {
        return seats.len() >= 2 && seats[0] == seats[1];
    }
    seats.iter().filter(|&&seat| seat == seats[0]).count() >= 2
}

/// A piece's rough worth, for telling a material win (kings count nothing).
fn worth(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Pawn => 1,
        PieceKind::Knight | PieceKind::Bishop => 3,
        PieceKind::Rook => 5,
        PieceKind::Queen => 9,
        PieceKind::Attacker | PieceKind::Defender | PieceKind::TriA | PieceKind::TriB | PieceKind::TriC => 1,
        PieceKind::King | PieceKind::TaflKing => 0,
    }
}

fn material(pieces: &[PieceView], solver: Seat) -> (i32, i32) {
    pieces.iter().fold((0, 0), |(own, others), p| {
        if p.seat == solver { (own + worth(p.kind), others) } else { (own, others + worth(p.kind)) }
    })
}

/// What the line does, as far as the rules can tell: the ending it reaches, a material gain,
/// a promotion, a check to start, several pieces taken at once.
fn themes(start: &dyn DynGame, solution: &[String], solver: Seat) -> Vec<String> {
    let mut themes = Vec::new();
    let mut walker = start.clone_box();
    let before = material(&walker.pieces(), solver);
    let mut own = 0;
    let mut multi_capture = false;
    let mut promotion = false;
    for (index, text) in solution.iter().enumerate() {
        let is_own = walker.to_move() == solver;
        let pieces_before = walker.pieces().iter().filter(|p| p.seat != solver).count();
        let Ok(view) = walker.play_view(text) else { break };
        if is_own {
            own += 1;
            promotion |= view.promotion.is_some();
            let pieces_after = walker.pieces().iter().filter(|p| p.seat != solver).count();
            multi_capture |= pieces_before >= pieces_after + 2;
            if index == 0 && !walker.checked_cells().is_empty() {
                themes.push("check".to_owned());
            }
        }
    }
    let after = material(&walker.pieces(), solver);
    match walker.status() {
        Status::Over(Outcome::Win { reason: EndReason::Checkmate, .. }) => themes.insert(0, format!("mate in {own}")),
        Status::Over(Outcome::Scores { reason: EndReason::Checkmate, ref points }) => {
            let alone = points.get(solver.0 as usize).is_some_and(|p| p.as_f64() >= 2.0);
            themes.insert(0, if alone { "mate alone".to_owned() } else { "shared mate".to_owned() });
        }
        Status::Over(Outcome::Win { reason: EndReason::KingEscaped, .. }) => {
            themes.insert(0, format!("escape in {own}"))
        }
        Status::Over(Outcome::Win { reason: EndReason::KingCaptured, .. }) => {
            themes.insert(0, format!("king capture in {own}"))
        }
        Status::Over(_) if solver_won(walker.as_ref(), solver) => themes.insert(0, format!("win in {own}")),
        _ => {
            if (after.0 - after.1) > (before.0 - before.1) {
                themes.insert(0, "material".to_owned());
            } else {
                themes.insert(0, "advantage".to_owned());
            }
        }
    }
    if promotion {
        themes.push("promotion".to_owned());
    }
    if multi_capture {
        themes.push("multi-capture".to_owned());
    }
    themes
}
