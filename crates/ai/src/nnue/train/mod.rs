//! The trainer (`tabula-engine train-nnue`): reads labelled positions, holds out one game in
//! twenty (by a hash of the game, so no game has positions on both sides), fits the float
//! network by Adam on mini-batches with the gradient of each batch shared over threads, keeps
//! the epoch with the least held-out error, and checks that the integer network agrees with
//! the float one. Deterministic for a seed and a number of threads.

mod data;
mod float;

pub use data::{Sample, Skipped, parse_line, sample_of, sigmoid};
pub use float::FloatNet;

use super::accumulator::Accumulator;
use super::file::write_network;
use super::network::Network;
use super::{HIDDEN, SCALE};
use crate::games::chess_eval::evaluate_white;
use crate::rng::Rng;
use float::{Adam, PARAMETERS};
use std::io::BufRead;
use std::time::Instant;
use tabula_rules::chess::{Color, Position};

/// One game in this many is held out.
const HELD_OUT_EVERY: u64 = 20;

#[derive(Debug, Clone)]
pub struct TrainOptions {
    pub epochs: usize,
    pub seed: u64,
    pub batch: usize,
    /// Adam's step; the last quarter of the epochs use a tenth of it.
    pub rate: f32,
    /// The share of the target that comes from the search's score (the rest: the game's result).
    pub score_weight: f32,
    pub threads: usize,
    /// Read at most this many lines (for quick runs).
    pub max_lines: usize,
    /// Train on each position's left-right mirror too (`Sample::mirrored_files`).
    pub mirror: bool,
    /// Learn a correction to the hand-written evaluation instead of the whole evaluation.
    pub residual: bool,
}

impl Default for TrainOptions {
    fn default() -> Self {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(8);
        TrainOptions {
            epochs: 30,
            seed: 1,
            batch: 4096,
            rate: 0.001,
            score_weight: 0.75,
            threads,
            max_lines: usize::MAX,
            mirror: true,
            residual: false,
        }
    }
}

/// What a run measured.
#[derive(Debug, Clone)]
pub struct TrainReport {
    pub training: usize,
    pub held_out: usize,
    /// Lines left out: malformed, in check, noisy best move, mate score.
    pub skipped: [usize; 4],
    pub kept_epoch: usize,
    pub train_loss: f64,
    pub held_out_loss: f64,
    /// The hand-written evaluation's held-out error on the same curve (1 / (1 + e^(-cp/400))).
    pub classic_held_out_loss: f64,
    /// |integer − float| over the held-out positions, in centipawns.
    pub quantisation_mean: f64,
    pub quantisation_max: f64,
    pub seconds: f64,
    pub network: Network,
    pub file: Vec<u8>,
}

/// Training samples, held-out samples with their positions, and the count of each reason to
/// leave a line out.
type Samples = (Vec<Sample>, Vec<(Sample, Position)>, [usize; 4]);

/// Reads the data lines of `readers` into training and held-out samples.
fn read_samples(readers: Vec<Box<dyn BufRead>>, options: &TrainOptions) -> Result<Samples, String> {
    let (mut training, mut held_out, mut skipped) = (Vec::new(), Vec::new(), [0; 4]);
    let mut lines = 0;
    for (file, reader) in readers.into_iter().enumerate() {
        let mut games = GameOfLine::new(file);
        for line in reader.lines() {
            let line = line.map_err(|e| e.to_string())?;
            lines += 1;
            if lines > options.max_lines {
                break;
            }
            match parse_line(&line, options.score_weight) {
                Ok((mut sample, fen)) => {
                    if options.residual {
                        let position = Position::from_fen(fen).map_err(|e| e.to_string())?;
                        sample.offset = classic_for_mover(&position) / SCALE as f32;
                    }
                    if fnv(&games.key(&line)).is_multiple_of(HELD_OUT_EVERY) {
                        let position = Position::from_fen(fen).map_err(|e| e.to_string())?;
                        held_out.push((sample, position));
                    } else {
                        if options.mirror {
                            training.push(sample.mirrored_files());
                        }
                        training.push(sample);
                    }
                }
                Err(reason) => skipped[reason as usize] += 1,
            }
        }
    }
    Ok((training, held_out, skipped))
}

/// Names the game each data line comes from: its seventh column where the generator wrote one,
/// else (older data) a running count within the file, a new game starting wherever the ply
/// (fifth column) does not grow or the pairing (sixth) changes.
struct GameOfLine {
    file: usize,
    count: usize,
    last: Option<(u32, String)>,
}

impl GameOfLine {
    fn new(file: usize) -> GameOfLine {
        GameOfLine { file, count: 0, last: None }
    }

    fn key(&mut self, line: &str) -> String {
        let fields: Vec<&str> = line.split('\t').collect();
        if let Some(game) = fields.get(6) {
            return game.trim().to_string();
        }
        let ply = fields.get(4).and_then(|p| p.trim().parse().ok()).unwrap_or(0);
        let pairing = fields.get(5).map_or("", |p| p.trim());
        let same_game =
            self.last.as_ref().is_some_and(|(last_ply, last_pairing)| ply > *last_ply && pairing == last_pairing);
        if !same_game {
            self.count += 1;
        }
        self.last = Some((ply, pairing.to_string()));
        format!("{}:{}", self.file, self.count)
    }
}

/// The hand-written evaluation for the side to move, in centipawns.
fn classic_for_mover(position: &Position) -> f32 {
    let white = evaluate_white(position) as f32;
    if position.turn() == Color::White { white } else { -white }
}

fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3))
}

/// Mean squared error of the network over `samples`, on `threads` threads.
fn mean_error<'a>(net: &FloatNet, samples: impl Iterator<Item = &'a Sample>, threads: usize) -> f64 {
    let samples: Vec<&Sample> = samples.collect();
    let chunk = samples.len().div_ceil(threads.max(1)).max(1);
    let total: f64 = std::thread::scope(|scope| {
        let handles: Vec<_> = samples
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || part.iter().map(|s| f64::from((net.predict(s) - s.target).powi(2))).sum::<f64>())
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap_or(f64::NAN)).sum()
    });
    total / samples.len().max(1) as f64
}

/// Trains a network on the data lines of `readers`; `progress` hears a line per epoch.
pub fn train(
    readers: Vec<Box<dyn BufRead>>,
    options: &TrainOptions,
    progress: &mut dyn FnMut(&str),
) -> Result<TrainReport, String> {
    let started = Instant::now();
    let (mut training, held_out, skipped) = read_samples(readers, options)?;
    if training.is_empty() || held_out.is_empty() {
        return Err("no usable positions".to_owned());
    }
    progress(&format!(
        "{} training positions, {} held out; left out: {} malformed, {} in check, {} noisy best move, {} mate scores ({:.1} s)",
        training.len(),
        held_out.len(),
        skipped[0],
        skipped[1],
        skipped[2],
        skipped[3],
        started.elapsed().as_secs_f64()
    ));
    let mut rng = Rng::new(options.seed);
    let mut net = FloatNet::random(&mut rng, options.residual);
    let mut adam = Adam::new();
    let threads = options.threads.max(1);
    let mut gradients = vec![vec![0.0f32; PARAMETERS]; threads];
    let held_samples = || held_out.iter().map(|(sample, _)| sample);
    let (mut best, mut best_loss, mut kept_epoch, mut kept_train) = (net.clone(), f64::INFINITY, 0, f64::NAN);
    for epoch in 1..=options.epochs {
        shuffle(&mut training, &mut rng);
        let rate = if epoch * 4 > options.epochs * 3 { options.rate / 10.0 } else { options.rate };
        let mut train_error = 0.0f64;
        for batch in training.chunks(options.batch) {
            let chunk = batch.len().div_ceil(threads);
            let net_ref = &net;
            let errors: Vec<f64> = std::thread::scope(|scope| {
                let handles: Vec<_> = batch
                    .chunks(chunk)
                    .zip(gradients.iter_mut())
                    .map(|(part, gradient)| {
                        scope.spawn(move || {
                            gradient.fill(0.0);
                            part.iter().map(|sample| f64::from(net_ref.backward(sample, gradient))).sum::<f64>()
                        })
                    })
                    .collect();
                handles.into_iter().map(|h| h.join().unwrap_or(f64::NAN)).collect()
            });
            train_error += errors.iter().sum::<f64>();
            let used = batch.chunks(chunk).count();
            let (first, rest) = gradients.split_at_mut(1);
            for other in &rest[..used - 1] {
                for (sum, g) in first[0].iter_mut().zip(other.iter()) {
                    *sum += g;
                }
            }
            let scale = 1.0 / batch.len() as f32;
            for g in first[0].iter_mut() {
                *g *= scale;
            }
            adam.step(&mut net.params, &first[0], rate);
            net.clip();
        }
        let train_loss = train_error / training.len() as f64;
        let held_loss = mean_error(&net, held_samples(), threads);
        progress(&format!(
            "epoch {epoch:3}: rate {rate:.5}, training error {train_loss:.6}, held out {held_loss:.6} ({:.0} s)",
            started.elapsed().as_secs_f64()
        ));
        if held_loss < best_loss {
            (best, best_loss, kept_epoch, kept_train) = (net.clone(), held_loss, epoch, train_loss);
        }
    }
    let network = best.quantise(options.residual);
    let (mut total, mut worst) = (0.0f64, 0.0f64);
    let mut accumulator = Accumulator::new(&network);
    for (sample, position) in &held_out {
        accumulator.refresh(&network, position);
        let integer = f64::from(accumulator.evaluate(&network, position.turn()));
        let float = f64::from(best.evaluate(sample) * SCALE as f32);
        total += (integer - float).abs();
        worst = worst.max((integer - float).abs());
    }
    let classic = held_out
        .iter()
        .map(|(sample, position)| {
            f64::from((sigmoid(classic_for_mover(position) / SCALE as f32) - sample.target).powi(2))
        })
        .sum::<f64>()
        / held_out.len() as f64;
    debug_assert_eq!(network.feature_bias.len(), HIDDEN);
    Ok(TrainReport {
        training: training.len(),
        held_out: held_out.len(),
        skipped,
        kept_epoch,
        train_loss: kept_train,
        held_out_loss: best_loss,
        classic_held_out_loss: classic,
        quantisation_mean: total / held_out.len() as f64,
        quantisation_max: worst,
        seconds: started.elapsed().as_secs_f64(),
        file: write_network(&network),
        network,
    })
}

/// Fisher-Yates with the run's generator, so that a seed gives the same order.
fn shuffle<T>(items: &mut [T], rng: &mut Rng) {
    for index in (1..items.len()).rev() {
        let other = rng.below(index as u64 + 1) as usize;
        items.swap(index, other);
    }
}

#[cfg(test)]
mod split_tests {
    use super::GameOfLine;

    #[test]
    fn a_line_names_its_game_or_the_ply_counts_one() {
        let mut games = GameOfLine::new(0);
        assert_eq!(games.key("fen\t1\te2e4\t1\t6\tMaster-Club\t100000-7"), "100000-7");
        let keys: Vec<String> = ["f\t0\tm\t1\t4\tA", "f\t0\tm\t1\t5\tA", "f\t0\tm\t1\t2\tA", "f\t0\tm\t1\t3\tB"]
            .iter()
            .map(|line| games.key(line))
            .collect();
        assert_eq!(keys[0], keys[1], "the ply grew: the same game");
        assert_ne!(keys[1], keys[2], "the ply fell: a new game");
        assert_ne!(keys[2], keys[3], "another pairing: a new game");
        assert_ne!(GameOfLine::new(1).key("f\t0\tm\t1\t4\tA"), keys[0], "each file counts its own");
    }
}
