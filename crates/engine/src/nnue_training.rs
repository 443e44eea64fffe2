//! `tabula-engine train-nnue FILE... [epochs N] [seed S] [batch N] [rate R] [threads N]
//! [lines N] [score W] [mirror 0|1] [residual 0|1] [out FILE]`: trains the chess network on `tools/nnue-data.py`'s positions
//! (uncompressed: `zcat part-*.tsv.gz > data.tsv`, or `/dev/stdin`) and writes it (by default
//! levels/weights/chess.nnue) with its provenance beside it (chess-nnue.ron). `score` is the
//! share of the target taken from the search's score (default 0.75; the rest is the result);
//! `mirror 0` leaves out the left-right mirrored copies of the positions; `residual 1` trains a
//! correction to the hand-written evaluation (the network's output is added to it).

use crate::output::Output;
use std::io::BufRead;
use tabula_ai::nnue::train::{TrainOptions, TrainReport, train};

const USAGE: &str = "usage: train-nnue FILE... [epochs N] [seed S] [batch N] [rate R] [threads N] [lines N] [score W] [mirror 0|1] [residual 0|1] [out FILE]";

pub fn run(args: &[String], out: &Output) -> Result<(), String> {
    let mut options = TrainOptions::default();
    let mut files = Vec::new();
    let mut target = std::path::PathBuf::from("levels/weights/chess.nnue");
    let mut words = args.iter();
    while let Some(word) = words.next() {
        let mut value = || words.next().ok_or_else(|| format!("'{word}' needs a value ({USAGE})"));
        let number = |text: &String| text.parse::<usize>().map_err(|_| format!("{word}: a number ({USAGE})"));
        match word.as_str() {
            "epochs" => options.epochs = number(value()?)?,
            "seed" => options.seed = number(value()?)? as u64,
            "batch" => options.batch = number(value()?)?.max(1),
            "threads" => options.threads = number(value()?)?.max(1),
            "lines" => options.max_lines = number(value()?)?,
            "rate" => options.rate = value()?.parse().map_err(|_| format!("rate: a number ({USAGE})"))?,
            "score" => {
                options.score_weight = value()?.parse().map_err(|_| format!("score: a number from 0 to 1 ({USAGE})"))?
            }
            "mirror" => options.mirror = number(value()?)? != 0,
            "residual" => options.residual = number(value()?)? != 0,
            "out" => target = value()?.into(),
            file if file.ends_with(".gz") => return Err(format!("{file}: decompress it first (zcat)")),
            file => files.push(file.to_owned()),
        }
    }
    if files.is_empty() {
        return Err(USAGE.to_owned());
    }
    let readers = files
        .iter()
        .map(|file| {
            let reader = std::fs::File::open(file).map_err(|e| format!("{file}: {e}"))?;
            Ok(Box::new(std::io::BufReader::new(reader)) as Box<dyn BufRead>)
        })
        .collect::<Result<Vec<_>, String>>()?;
    let report = train(readers, &options, &mut |line| out.line(line))?;
    out.line(&format!(
        "kept epoch {}: training error {:.6}, held out {:.6} (hand-written evaluation {:.6}); integer against float on the held-out positions: mean {:.2} cp, max {:.1} cp; {:.0} s",
        report.kept_epoch,
        report.train_loss,
        report.held_out_loss,
        report.classic_held_out_loss,
        report.quantisation_mean,
        report.quantisation_max,
        report.seconds
    ));
    std::fs::write(&target, &report.file).map_err(|e| format!("{}: {e}", target.display()))?;
    let stem = target.file_stem().map_or("network".into(), |s| s.to_string_lossy().into_owned());
    let record = target.with_file_name(format!("{stem}-nnue.ron"));
    let command = format!("tabula-engine train-nnue {}", args.join(" "));
    std::fs::write(&record, provenance(&report, &options, &files, &command))
        .map_err(|e| format!("{}: {e}", record.display()))?;
    out.line(&format!("wrote {} and {}", target.display(), record.display()));
    Ok(())
}

/// The record kept beside the network: where it came from and what it measured.
fn provenance(report: &TrainReport, options: &TrainOptions, files: &[String], command: &str) -> String {
    format!(
        "// The chess network's provenance (docs/nnue.md). Written by `tabula-engine train-nnue`.\n(\n    \
         data: {files:?},\n    labels: \"Stockfish 15.1 at depth 8 and the game's result (tools/nnue-data.py)\",\n    \
         command: {command:?},\n    seed: {},\n    epochs: {},\n    batch: {},\n    rate: {},\n    \
         score_weight: {},\n    mirror: {},\n    residual: {},\n    threads: {},\n    training_positions: {},\n    held_out_positions: {},\n    \
         left_out: (malformed: {}, in_check: {}, noisy_best_move: {}, mate_score: {}),\n    kept_epoch: {},\n    \
         training_error: {:.6},\n    held_out_error: {:.6},\n    hand_written_held_out_error: {:.6},\n    \
         quantisation_mean_cp: {:.2},\n    quantisation_max_cp: {:.1},\n    seconds: {:.0},\n)\n",
        options.seed,
        options.epochs,
        options.batch,
        options.rate,
        options.score_weight,
        options.mirror,
        options.residual,
        options.threads,
        report.training,
        report.held_out,
        report.skipped[0],
        report.skipped[1],
        report.skipped[2],
        report.skipped[3],
        report.kept_epoch,
        report.train_loss,
        report.held_out_loss,
        report.classic_held_out_loss,
        report.quantisation_mean,
        report.quantisation_max,
        report.seconds
    )
}
