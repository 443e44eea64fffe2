//! `tabula-engine match <variant> <level A> <level B> [games N] [movetime MS] [seed S]`: plays
//! levels against each other in one process, seats alternated (Trichess: A against two copies
//! of B, A's seat rotated), each pair of games from the same short random opening. Prints
//! wins/draws/losses and an Elo difference with its 95% error bar (Trichess: A's average points).
//! The level name `Random` plays uniformly random legal moves. `movetime` gives both sides the
//! same time a move; `timescale 10` gives each level a tenth of its own time instead; `moves 1`
//! prints each game's moves, to study how games are won. `positions FILE` appends every
//! position of every game to FILE, labelled with the game's result: the data an evaluation is
//! tuned on (docs/ai.md).

use crate::external::External;
use crate::output::Output;
use std::time::Duration;
use tabula_ai::{Level, Limits, Rng, level_for};
use tabula_rules::{DynGame, Outcome, Status, Variant};

/// A named level, the random mover, or a level of another engine program.
#[derive(Clone)]
enum Player {
    Level(Level),
    Random,
    /// `PROGRAM@Level`: another build of tabula-engine (today's against yesterday's), driven
    /// through its protocol; its level's own time is read from this build's levels file.
    External {
        name: String,
        level: Level,
        engine: std::sync::Arc<std::sync::Mutex<External>>,
    },
}

impl Player {
    fn parse(variant: &str, name: &str) -> Result<Player, String> {
        if name.eq_ignore_ascii_case("random") {
            return Ok(Player::Random);
        }
        if let Some((program, level_name)) = name.rsplit_once('@') {
            let level = level_for(variant, level_name).map_err(|e| e.to_string())?;
            let engine = External::start(program, variant, level_name)?;
            return Ok(Player::External {
                name: name.to_owned(),
                level,
                engine: std::sync::Arc::new(std::sync::Mutex::new(engine)),
            });
        }
        level_for(variant, name).map(Player::Level).map_err(|e| e.to_string())
    }

    fn name(&self) -> &str {
        match self {
            Player::Level(level) => &level.name,
            Player::Random => "Random",
            Player::External { name, .. } => name,
        }
    }
}

struct Settings {
    variant: Variant,
    a: Player,
    b: Player,
    games: usize,
    movetime: Option<Duration>,
    /// Each level thinks for this percentage of its own time (levels keep their relative pace).
    timescale: Option<u64>,
    seed: u64,
    opening_plies: usize,
    show_moves: bool,
    /// Where to append each game's positions with its result.
    positions: Option<std::path::PathBuf>,
}

fn parse(args: &[String]) -> Result<Settings, String> {
    let usage = "usage: match <variant> <level A> <level B> [games N] [movetime MS] [timescale PERCENT] [seed S] [opening PLIES] [moves 0|1] [positions FILE]";
    let [variant, a, b, rest @ ..] = args else { return Err(usage.to_owned()) };
    let variant: Variant = variant.parse().map_err(|_| format!("unknown variant '{variant}'"))?;
    let mut settings = Settings {
        variant,
        a: Player::parse(variant.name(), a)?,
        b: Player::parse(variant.name(), b)?,
        games: 40,
        movetime: None,
        timescale: None,
        seed: 1,
        // One random move for each seat: two-seat games open with a random ply each, and in
        // Trichess no seat is left to answer the others' random moves with a searched one.
        opening_plies: variant.seats() as usize,
        show_moves: false,
        positions: None,
    };
    for pair in rest.chunks(2) {
        let [key, value] = pair else { return Err(usage.to_owned()) };
        if key == "positions" {
            settings.positions = Some(value.into());
            continue;
        }
        let number: u64 = value.parse().map_err(|_| format!("'{value}' is not a number ({usage})"))?;
        match key.as_str() {
            "games" => settings.games = number as usize,
            "movetime" => settings.movetime = Some(Duration::from_millis(number)),
            "timescale" => settings.timescale = Some(number.max(1)),
            "seed" => settings.seed = number,
            "opening" => settings.opening_plies = number as usize,
            "moves" => settings.show_moves = number != 0,
            _ => return Err(usage.to_owned()),
        }
    }
    Ok(settings)
}

/// Plays one game; `seat_levels[i]` plays seat i. Returns the outcome (or a draw by length)
/// and the moves played.
fn play_game(
    settings: &Settings,
    seat_levels: &[&Player],
    opening_seed: u64,
    game_seed: u64,
) -> Result<(Outcome, Vec<String>), String> {
    let mut moves_played = Vec::new();
    let mut game = settings.variant.new_game();
    let mut opening = Rng::new(opening_seed);
    for _ in 0..settings.opening_plies {
        let moves = game.legal_move_strings();
        if moves.is_empty() || matches!(game.status(), Status::Over(_)) {
            break;
        }
        let choice = &moves[opening.below(moves.len() as u64) as usize];
        if game.play_str(choice).is_ok() {
            moves_played.push(choice.clone());
        }
    }
    let mut rng = Rng::new(game_seed);
    for _ in 0..600 {
        if let Status::Over(outcome) = game.status() {
            return Ok((outcome, moves_played));
        }
        let level = match seat_levels[game.to_move().0 as usize % seat_levels.len()] {
            Player::Level(level) => level,
            Player::External { name, level, engine } => {
                let movetime = settings.movetime.or_else(|| scaled_time(settings, level));
                let mut engine = engine.lock().map_err(|_| "engine: another game failed".to_owned())?;
                match engine.best_move(&moves_played, movetime)? {
                    Some(mv) if game.play_str(&mv).is_ok() => moves_played.push(mv),
                    Some(mv) => return Err(format!("{name}: illegal move {mv}")),
                    None => break,
                }
                continue;
            }
            Player::Random => {
                let moves = game.legal_move_strings();
                let Some(choice) = moves.get(rng.below(moves.len().max(1) as u64) as usize) else { break };
                if game.play_str(choice).is_err() {
                    break;
                }
                moves_played.push(choice.clone());
                continue;
            }
        };
        let limits =
            Limits { movetime: settings.movetime.or_else(|| scaled_time(settings, level)), ..Limits::default() };
        let search =
            tabula_ai::start_dyn_search(game.as_ref(), limits, level.clone(), Rng::new(rng.next_u64()), |_| {});
        match search.wait() {
            Some((Some(mv), _)) if game.play_str(&mv).is_ok() => moves_played.push(mv),
            _ => break,
        }
    }
    Ok((game.status_or_draw(), moves_played))
}

/// A level's own time scaled by `timescale`, when that is given.
fn scaled_time(settings: &Settings, level: &Level) -> Option<Duration> {
    settings.timescale.map(|percent| Duration::from_millis(level.movetime_ms.saturating_mul(percent) / 100))
}

trait StatusOrDraw {
    fn status_or_draw(&self) -> Outcome;
}

impl StatusOrDraw for Box<dyn DynGame> {
    /// Games that hit the match's length cap count as drawn by agreement (in Trichess, 2/3
    /// of a point each, not the half point of a two-seat draw).
    fn status_or_draw(&self) -> Outcome {
        match self.status() {
            Status::Over(outcome) => outcome,
            Status::Ongoing { .. } => self.agreement_outcome(),
        }
    }
}

/// Each seat's points in a finished game: 1, 0 or a half each in two-seat games, Trichess's
/// shares of two points in three-seat games.
pub fn seat_points(outcome: &Outcome, seats: usize) -> Vec<f64> {
    (0..seats)
        .map(|seat| match outcome {
            Outcome::Win { winner, .. } => f64::from(u8::from(winner.0 as usize == seat)),
            Outcome::Draw { .. } => 0.5,
            Outcome::Scores { points, .. } => points.get(seat).map_or(0.0, |p| p.as_f64()),
        })
        .collect()
}

/// One line per position of a game (after each ply, the start included, the final position left
/// out): the game's number, the ply, the position in the game's own notation and each seat's
/// points, separated by tabs.
pub fn labelled_positions(variant: Variant, game_number: usize, moves: &[String], points: &[f64]) -> String {
    let points: Vec<String> = points.iter().map(|p| format!("{p:.4}")).collect();
    let points = points.join(" ");
    let mut game = variant.new_game();
    let mut lines = String::new();
    for (ply, mv) in moves.iter().enumerate() {
        lines.push_str(&format!("{game_number}\t{ply}\t{}\t{points}\n", game.position_string()));
        if game.play_str(mv).is_err() {
            break;
        }
    }
    lines
}

fn append(path: &std::path::Path, text: &str) -> Result<(), String> {
    use std::io::Write;
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    file.write_all(text.as_bytes()).map_err(|e| format!("{}: {e}", path.display()))
}

pub fn run(args: &[String], out: &Output) -> Result<(), String> {
    let settings = parse(args)?;
    let seats = settings.variant.seats() as usize;
    let (a, b) = (&settings.a, &settings.b);
    out.line(&format!("match {}: {} vs {}, {} games", settings.variant, a.name(), b.name(), settings.games));
    let mut scores = Vec::with_capacity(settings.games);
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    for index in 0..settings.games {
        let a_seat = index % seats;
        let seat_levels: Vec<&Player> = (0..seats).map(|s| if s == a_seat { a } else { b }).collect();
        // Each opening is played once per seat assignment.
        let opening_seed = settings.seed.wrapping_mul(1_000_003).wrapping_add((index / seats) as u64);
        let (outcome, moves) = play_game(&settings, &seat_levels, opening_seed, settings.seed ^ index as u64)?;
        // A's score in [0, 1] for two seats; in points (0..2) for three.
        let score = match &outcome {
            Outcome::Win { winner, .. } if winner.0 as usize == a_seat => 1.0,
            Outcome::Win { .. } => 0.0,
            Outcome::Draw { .. } => 0.5,
            Outcome::Scores { points, .. } => points.get(a_seat).map_or(0.0, |p| p.as_f64()),
        };
        if seats == 2 {
            match score {
                s if s > 0.75 => wins += 1,
                s if s < 0.25 => losses += 1,
                _ => draws += 1,
            }
        }
        scores.push(score);
        // Written game by game, so a long run that is stopped keeps what it made.
        if let Some(path) = &settings.positions {
            let points = seat_points(&outcome, seats);
            append(path, &labelled_positions(settings.variant, index + 1, &moves, &points))?;
        }
        out.line(&format!(
            "game {:3}: {} plays seat {a_seat}, {} -> {} scores {score:.2}",
            index + 1,
            a.name(),
            outcome.reason(),
            a.name()
        ));
        if settings.show_moves {
            if let Outcome::Scores { points, .. } = &outcome {
                let points: Vec<String> = points.iter().map(|p| format!("{:.2}", p.as_f64())).collect();
                out.line(&format!("  points by seat: {}", points.join(" ")));
            }
            out.line(&format!("  moves: {}", moves.join(" ")));
        }
    }
    let n = scores.len().max(1) as f64;
    let mean = scores.iter().sum::<f64>() / n;
    if seats == 2 {
        let variance = scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / n;
        let error = 1.96 * (variance / n).sqrt();
        let elo = |p: f64| -400.0 * (1.0 / p.clamp(0.001, 0.999) - 1.0).log10();
        out.line(&format!(
            "{} vs {}: +{wins} ={draws} -{losses}, score {:.1}%, Elo {:+.0} (95%: {:+.0} to {:+.0})",
            a.name(),
            b.name(),
            mean * 100.0,
            elo(mean),
            elo(mean - error),
            elo(mean + error)
        ));
    } else {
        out.line(&format!(
            "{} against two {}: {:.2} points per game on average over {} games",
            a.name(),
            b.name(),
            mean,
            scores.len()
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_labelled_with_each_seats_points() {
        let moves: Vec<String> = ["f2f3", "e7e5", "g2g4", "d8h4"].map(str::to_owned).to_vec();
        let mut game = Variant::Chess.new_game();
        for mv in &moves {
            game.play_str(mv).expect("legal");
        }
        let Status::Over(outcome) = game.status() else { panic!("mate") };
        let points = seat_points(&outcome, 2);
        assert_eq!(points, vec![0.0, 1.0]);
        let text = labelled_positions(Variant::Chess, 7, &moves, &points);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 4, "the start and the positions before each move");
        assert!(lines[0].starts_with("7\t0\trnbqkbnr/pppppppp/"), "{}", lines[0]);
        assert!(lines.iter().all(|l| l.ends_with("\t0.0000 1.0000")), "{text}");
        let three = Outcome::Draw { reason: tabula_rules::EndReason::Agreement };
        assert_eq!(seat_points(&three, 2), vec![0.5, 0.5]);
    }
}
