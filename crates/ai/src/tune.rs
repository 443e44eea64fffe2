//! Texel's method: fit a game's evaluation weights to the results of self-play games. Each
//! position (first resolved to a quiet one by a capture-only search, in two-seat games) becomes
//! its evaluation's features and the points its game gave; the weights that minimise the
//! squared error between the results and a logistic curve of the evaluation are found by
//! gradient descent (Adam). The games of one opening in ten are held out to show the fit is not
//! memorised.

use crate::search_game::SearchGame;
use crate::weights::{Layout, weights_text};
use tabula_rules::{Seat, Variant};

/// What `tune` may change.
#[derive(Debug, Clone)]
pub struct TuneOptions {
    /// Full passes of gradient descent.
    pub epochs: usize,
    /// Adam's step, in evaluation units.
    pub rate: f64,
    /// Deepest capture sequence followed to a quiet position.
    pub quiet_depth: u32,
    /// Terms left as they are: those named here, with or without their `_mg` or `_eg`.
    pub fixed: Vec<String>,
}

impl Default for TuneOptions {
    fn default() -> Self {
        TuneOptions { epochs: 1500, rate: 1.0, quiet_depth: 8, fixed: Vec::new() }
    }
}

/// What a tuning run found.
#[derive(Debug, Clone)]
pub struct TuneReport {
    pub positions: usize,
    /// The epoch whose weights were kept (the least held-out error).
    pub kept_epoch: usize,
    pub games: usize,
    /// The logistic curve's steepness fitted to the starting weights.
    pub k: f64,
    /// Mean squared error on the training and the held-out positions, before and after.
    pub train_before: f64,
    pub train_after: f64,
    pub held_out_before: f64,
    pub held_out_after: f64,
    /// The weights file, with its provenance.
    pub file: String,
}

/// Positions as features: sample `s` has the coefficients `coefficients[starts[s]..starts[s+1]]`
/// of the weights `indices[..]`, the result `results[s]` in [0, 1] and the seat it is seen
/// from, `seats[s]`.
#[derive(Debug, Default)]
struct Samples {
    starts: Vec<usize>,
    indices: Vec<u32>,
    coefficients: Vec<f32>,
    results: Vec<f32>,
    seats: Vec<usize>,
}

impl Samples {
    fn new() -> Samples {
        Samples { starts: vec![0], ..Samples::default() }
    }

    fn push(&mut self, features: &[(u32, f32)], result: f32, seat: usize) {
        self.seats.push(seat);
        for &(index, coefficient) in features {
            self.indices.push(index);
            self.coefficients.push(coefficient);
        }
        self.starts.push(self.indices.len());
        self.results.push(result);
    }

    fn len(&self) -> usize {
        self.results.len()
    }

    fn evaluation(&self, sample: usize, weights: &[f64]) -> f64 {
        let range = self.starts[sample]..self.starts[sample + 1];
        self.indices[range.clone()]
            .iter()
            .zip(&self.coefficients[range])
            .map(|(&i, &c)| weights[i as usize] * f64::from(c))
            .sum()
    }

    fn error(&self, weights: &[f64], k: f64) -> f64 {
        if self.len() == 0 {
            return 0.0;
        }
        let total: f64 = (0..self.len())
            .map(|s| {
                let diff = sigmoid(k, self.evaluation(s, weights)) - f64::from(self.results[s]);
                diff * diff
            })
            .sum();
        total / self.len().max(1) as f64
    }
}

/// The expected score of an evaluation: 1 / (1 + 10^(-k e / 400)).
fn sigmoid(k: f64, evaluation: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * evaluation / 400.0))
}

/// A game the tuner can read: its weights' layout and current values, and a position's
/// features for a seat.
pub(crate) trait Tunable: SearchGame {
    fn layout() -> &'static Layout;
    /// The weights counted once, from the first seat's side, in every position: the fitted
    /// intercept is added to them (two-seat games).
    fn balance() -> &'static [usize] {
        &[]
    }
    fn current() -> &'static [i32];
    /// `false` when the position has nothing to count (a tafl king already taken).
    fn features_for(&self, root: Seat, out: &mut Vec<(u32, f32)>) -> bool;
}

/// A seat's points as a result in [0, 1] with the even share at one half: two-seat games'
/// points as they are; in Trichess 0, 2/3 and 2 points go to 0, 1/2 and 1 (piecewise
/// linear), so an evaluation of zero means an even share there too.
fn result_of(points: f64, seats: usize) -> f64 {
    if seats == 2 {
        return points.clamp(0.0, 1.0);
    }
    let even = 2.0 / 3.0;
    if points <= even { 0.5 * points / even } else { 0.5 + 0.5 * (points - even) / (2.0 - even) }
}

/// The capture sequence a quiet position is reached by: captures only, each side free to
/// stop (stand pat), at most `depth` plies; the line the best play follows.
fn quiet_line<G: SearchGame>(game: &mut G, mut alpha: i32, beta: i32, depth: u32, line: &mut Vec<G::Move>) -> i32 {
    line.clear();
    let me = game.to_move();
    let stand = game.evaluate(me);
    if stand >= beta || depth == 0 {
        return stand;
    }
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    if game.search_outcome(moves.is_empty()).is_some() {
        return stand;
    }
    crate::search_game::keep_quiescence_moves(game, &mut moves);
    let mut best = stand;
    alpha = alpha.max(stand);
    let mut child = Vec::new();
    for mv in moves {
        game.play(mv);
        let score = if game.to_move() == me {
            quiet_line(game, alpha, beta, depth - 1, &mut child)
        } else {
            -quiet_line(game, -beta, -alpha, depth - 1, &mut child)
        };
        game.undo();
        if score > best {
            best = score;
            line.clear();
            line.push(mv);
            line.extend_from_slice(&child);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
    }
    best
}

/// One line of a positions file: game number, ply, position, each seat's points.
struct Labelled<'a> {
    game: usize,
    position: &'a str,
    points: Vec<f64>,
}

fn parse_line(line: &str, number: usize) -> Result<Labelled<'_>, String> {
    let fields: Vec<&str> = line.split('\t').collect();
    let [game, _ply, position, points] = fields[..] else {
        return Err(format!("line {number}: expected 4 tab-separated fields, found {}", fields.len()));
    };
    let game = game.trim().parse().map_err(|_| format!("line {number}: game number '{game}'"))?;
    let points = points
        .split_whitespace()
        .map(|p| p.parse::<f64>().map_err(|_| format!("line {number}: points '{p}'")))
        .collect::<Result<Vec<f64>, String>>()?;
    Ok(Labelled { game, position, points })
}

/// Fits `variant`'s weights to the positions in `texts`, one per positions file (the lines
/// `tabula-engine match ... positions FILE` writes; game numbers count within a file),
/// reporting progress through `progress`.
pub fn tune(
    variant: Variant,
    texts: &[&str],
    options: &TuneOptions,
    progress: &mut dyn FnMut(&str),
) -> Result<TuneReport, String> {
    match variant {
        Variant::Chess => tune_game::<tabula_rules::chess::ChessGame>(variant, texts, options, progress),
        Variant::Marseillais => {
            tune_game::<tabula_rules::marseillais::MarseillaisGame>(variant, texts, options, progress)
        }
        Variant::Brandubh => tune_game::<tabula_rules::tafl::Brandubh>(variant, texts, options, progress),
        Variant::Trigame => tune_game::<tabula_rules::trigame::TrigameGame>(variant, texts, options, progress),
        Variant::Trichess => tune_game::<tabula_rules::trichess::TrichessGame>(variant, texts, options, progress),
    }
}

fn tune_game<G: Tunable>(
    variant: Variant,
    texts: &[&str],
    options: &TuneOptions,
    progress: &mut dyn FnMut(&str),
) -> Result<TuneReport, String> {
    let seats = variant.seats() as usize;
    let intercepts = crate::weights::layout_len(G::layout());
    let (mut train, mut held_out) = (Samples::new(), Samples::new());
    let mut games = std::collections::BTreeSet::new();
    let mut features = Vec::new();
    let mut line_moves = Vec::new();
    let mut read = 0usize;
    let lines =
        texts.iter().enumerate().flat_map(|(file, text)| text.lines().enumerate().map(move |(n, l)| (file, n, l)));
    for (file, number, line) in lines.filter(|(_, _, l)| !l.trim().is_empty()) {
        let labelled = parse_line(line, number + 1).map_err(|e| format!("file {}, {e}", file + 1))?;
        if labelled.points.len() != seats {
            return Err(format!(
                "file {}, line {}: {} points for {seats} seats",
                file + 1,
                number + 1,
                labelled.points.len()
            ));
        }
        let mut game =
            G::from_position(labelled.position).map_err(|e| format!("file {}, line {}: {e}", file + 1, number + 1))?;
        if seats == 2 {
            quiet_line(&mut game, -crate::MATE, crate::MATE, options.quiet_depth, &mut line_moves);
            for &mv in &line_moves {
                game.play(mv);
            }
        } else if game.in_check() {
            continue;
        }
        // Two-seat games are symmetric: one seat's view says it all.
        let roots = if seats == 2 { 1 } else { seats };
        for root in 0..roots {
            features.clear();
            if !game.features_for(Seat(root as u8), &mut features) {
                continue;
            }
            // Each seat's own intercept, not part of the evaluation: what a seat scores on
            // average (the defenders win most tafl games) is not a term to put on the board.
            features.push(((intercepts + root) as u32, 1.0));
            let result = result_of(labelled.points[root], seats) as f32;
            // `match` plays each opening once per seat, and the games of one opening between
            // the same levels are near copies: they are held out together, one opening in ten.
            let opening = labelled.game.saturating_sub(1) / seats;
            let set = if opening % 10 == 9 { &mut held_out } else { &mut train };
            set.push(&features, result, root);
        }
        games.insert((file, labelled.game));
        read += 1;
        if read.is_multiple_of(100_000) {
            progress(&format!("info string read {read} positions"));
        }
    }
    if train.len() == 0 {
        return Err("no positions to tune on".to_owned());
    }
    let layout = G::layout();
    let mut start: Vec<f64> = G::current().iter().map(|&w| f64::from(w)).collect();
    let roots = if seats == 2 { 1 } else { seats };
    start.resize(intercepts + roots, 0.0);
    let k = fit_k(&train, &mut start, intercepts);
    let (train_before, held_out_before) = (train.error(&start, k), held_out.error(&start, k));
    progress(&format!(
        "info string {} training and {} held-out samples from {} games; k {k:.3}; error {train_before:.6} (held out {held_out_before:.6})",
        train.len(),
        held_out.len(),
        games.len()
    ));
    // Which weights move: all but those of fixed terms (the intercepts always move).
    let mut free = Vec::with_capacity(start.len());
    for &(term, len) in layout {
        let base = term.strip_suffix("_mg").or_else(|| term.strip_suffix("_eg")).unwrap_or(term);
        let fixed = options.fixed.iter().any(|name| name == term || name == base);
        free.extend(std::iter::repeat_n(!fixed, len));
    }
    free.resize(start.len(), true);
    let (fitted, kept_epoch) = descend(&train, &held_out, &start, &free, k, options, &mut |epoch, error, checked| {
        progress(&format!("info string epoch {epoch} error {error:.6} held out {checked:.6}"));
    });
    let mut weights: Vec<i32> = fitted.iter().map(|w| w.round() as i32).collect();
    let rounded: Vec<f64> = weights.iter().map(|&w| f64::from(w)).collect();
    let intercept_values = weights.split_off(intercepts);
    // The intercept is what the first seat scores on average: in two-seat games the
    // evaluation carries it, as its balance term.
    for &index in G::balance() {
        weights[index] += intercept_values[0];
    }
    let (train_after, held_out_after) = (train.error(&rounded, k), held_out.error(&rounded, k));
    let provenance = format!(
        "tuned by tabula-engine tune on {} positions of {} self-play games (kept epoch {kept_epoch} of {}, k {k:.4}, intercepts {intercept_values:?}); mean squared error on held-out games {held_out_before:.5} -> {held_out_after:.5}",
        train.len() + held_out.len(),
        games.len(),
        options.epochs
    );
    Ok(TuneReport {
        kept_epoch,
        positions: train.len() + held_out.len(),
        games: games.len(),
        k,
        train_before,
        train_after,
        held_out_before,
        held_out_after,
        file: weights_text(layout, &weights, &provenance),
    })
}

/// The least of a function of one variable on `low..high` (golden-section search; the
/// function is taken to fall then rise).
fn golden(mut low: f64, mut high: f64, mut f: impl FnMut(f64) -> f64) -> f64 {
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..50 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if f(a) < f(b) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

/// The steepness and each seat's intercept that fit the starting weights best. The
/// evaluations are worked out once; for each steepness tried, each seat's intercept is fitted
/// to that seat's samples. Steepness is searched on a log scale.
fn fit_k(samples: &Samples, weights: &mut [f64], intercepts: usize) -> f64 {
    let seats = weights.len() - intercepts;
    let mut evaluation = Vec::with_capacity(samples.len());
    let mut base = weights.to_vec();
    base[intercepts..].iter_mut().for_each(|b| *b = 0.0);
    for s in 0..samples.len() {
        evaluation.push(samples.evaluation(s, &base));
    }
    let error = |k: f64, seat: usize, bias: f64| -> f64 {
        (0..samples.len())
            .filter(|&s| samples.seats[s] == seat)
            .map(|s| (sigmoid(k, evaluation[s] + bias) - f64::from(samples.results[s])).powi(2))
            .sum()
    };
    let best_bias = |k: f64, seat: usize| golden(-3000.0, 3000.0, |b| error(k, seat, b));
    let total = |k: f64| (0..seats).map(|seat| error(k, seat, best_bias(k, seat))).sum::<f64>();
    let k = golden(-3.0, 1.0, |log_k| total(10f64.powf(log_k)));
    let k = 10f64.powf(k);
    for seat in 0..seats {
        weights[intercepts + seat] = best_bias(k, seat);
    }
    k
}

/// Adam on the mean squared error, full batch, stopping early: the weights kept are those with
/// the least error on the held-out games (checked every 25 epochs), so a fit that begins to
/// memorise its games gives back the epoch before it did. Returns them and their epoch.
fn descend(
    samples: &Samples,
    held_out: &Samples,
    start: &[f64],
    free: &[bool],
    k: f64,
    options: &TuneOptions,
    report: &mut dyn FnMut(usize, f64, f64),
) -> (Vec<f64>, usize) {
    let (beta1, beta2, epsilon) = (0.9, 0.999, 1e-8);
    let mut weights = start.to_vec();
    let mut m = vec![0.0; weights.len()];
    let mut v = vec![0.0; weights.len()];
    let mut gradient = vec![0.0; weights.len()];
    let scale = k * std::f64::consts::LN_10 / 400.0;
    let n = samples.len() as f64;
    let mut best = (held_out.error(start, k), start.to_vec(), 0);
    for epoch in 1..=options.epochs {
        gradient.iter_mut().for_each(|g| *g = 0.0);
        let mut error = 0.0;
        for s in 0..samples.len() {
            let p = sigmoid(k, samples.evaluation(s, &weights));
            let diff = p - f64::from(samples.results[s]);
            error += diff * diff;
            let common = 2.0 * diff * p * (1.0 - p) * scale / n;
            let range = samples.starts[s]..samples.starts[s + 1];
            for (&i, &c) in samples.indices[range.clone()].iter().zip(&samples.coefficients[range]) {
                gradient[i as usize] += common * f64::from(c);
            }
        }
        let t = epoch as i32;
        for i in (0..weights.len()).filter(|&i| free[i]) {
            m[i] = beta1 * m[i] + (1.0 - beta1) * gradient[i];
            v[i] = beta2 * v[i] + (1.0 - beta2) * gradient[i] * gradient[i];
            let m_hat = m[i] / (1.0 - beta1.powi(t));
            let v_hat = v[i] / (1.0 - beta2.powi(t));
            weights[i] -= options.rate * m_hat / (v_hat.sqrt() + epsilon);
        }
        if held_out.len() > 0 && (epoch % 25 == 0 || epoch == options.epochs) {
            let checked = held_out.error(&weights, k);
            if checked < best.0 {
                best = (checked, weights.clone(), epoch);
            }
            if epoch % 100 == 0 || epoch == options.epochs {
                report(epoch, error / n, checked);
            }
        }
    }
    if held_out.len() == 0 {
        return (weights, options.epochs);
    }
    (best.1, best.2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trichess_points_map_the_even_share_to_one_half() {
        assert_eq!(result_of(0.0, 3), 0.0);
        assert!((result_of(2.0 / 3.0, 3) - 0.5).abs() < 1e-12);
        assert!((result_of(2.0, 3) - 1.0).abs() < 1e-12);
        assert_eq!(result_of(0.5, 2), 0.5);
    }

    #[test]
    fn tuning_moves_the_weights_towards_the_results() {
        // White a queen up, won by White; White's queen left to a rook (Black's turn: the
        // quiet search takes it), won by Black; bare kings, drawn. Tuning must lower the error.
        let mut text = String::new();
        for game in 1..=30 {
            text.push_str(&format!("{game}\t0\t4k3/8/8/8/8/8/8/3QK3 w - - 0 1\t1.0000 0.0000\n"));
            text.push_str(&format!("{game}\t1\t3rk3/8/8/8/3Q4/8/8/4K3 b - - 0 1\t0.0000 1.0000\n"));
            text.push_str(&format!("{}\t0\t4k3/8/8/8/8/8/8/4K3 w - - 0 1\t0.5000 0.5000\n", game + 100));
        }
        let options = TuneOptions { epochs: 200, ..TuneOptions::default() };
        let report = tune(Variant::Chess, &[&text], &options, &mut |_| {}).expect("tunes");
        assert_eq!((report.positions, report.games), (90, 60));
        assert!(report.train_after < report.train_before, "{report:?}");
        assert!(crate::weights::parse_weights(&report.file, crate::games::chess_eval::LAYOUT).is_ok());
        assert!(report.file.contains("90 positions of 60 self-play games"), "{}", report.file);
    }

    #[test]
    fn a_broken_positions_file_is_refused_with_its_line() {
        let options = TuneOptions::default();
        let bad_position = tune(Variant::Chess, &["1\t0\tnot a fen\t1 0\n"], &options, &mut |_| {});
        assert!(matches!(&bad_position, Err(e) if e.starts_with("file 1, line 1")), "{bad_position:?}");
        let bad_points = tune(Variant::Trigame, &["1\t0\tx\t1\n"], &options, &mut |_| {});
        assert!(bad_points.is_err());
        let fields = tune(Variant::Brandubh, &["1 0 x 1 0\n"], &options, &mut |_| {});
        assert!(matches!(&fields, Err(e) if e.contains("4 tab-separated fields")), "{fields:?}");
        assert!(tune(Variant::Chess, &[""], &options, &mut |_| {}).is_err());
    }

    #[test]
    fn the_quiet_line_takes_a_hanging_queen() {
        let mut game: tabula_rules::chess::ChessGame =
            tabula_rules::Game::from_position("3rk3/8/8/8/3Q4/8/8/4K3 b - - 0 1").expect("fen");
        let mut line = Vec::new();
        let score = quiet_line(&mut game, -crate::MATE, crate::MATE, 8, &mut line);
        assert_eq!(line.len(), 1, "the rook takes the queen, and nothing takes back");
        assert!(score > 300, "{score}");
    }
}
