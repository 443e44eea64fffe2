//! `tabula-engine tune <variant> <positions file>... [epochs N] [rate R] [fixed TERM,...]
//! [out FILE]`: fits the game's evaluation weights to self-play positions (`match ... positions
//! FILE`) and writes the weights file (by default levels/weights/<variant>.ron in the current
//! folder). `fixed` leaves the named terms as they are (a chess term's name
//! without `_mg` or `_eg` names both halves).

use crate::output::Output;
use tabula_ai::{TuneOptions, tune};
use tabula_rules::Variant;

const USAGE: &str = "usage: tune <variant> <positions file>... [epochs N] [rate R] [fixed TERM,...] [out FILE]";

pub fn run(args: &[String], out: &Output) -> Result<(), String> {
    let [variant, rest @ ..] = args else { return Err(USAGE.to_owned()) };
    let variant: Variant = variant.parse().map_err(|_| format!("unknown variant '{variant}'"))?;
    let mut options = TuneOptions::default();
    let mut files = Vec::new();
    let mut target = std::path::PathBuf::from(format!("levels/weights/{}.ron", variant.name()));
    let mut words = rest.iter();
    while let Some(word) = words.next() {
        let mut value = || words.next().ok_or_else(|| format!("'{word}' needs a value ({USAGE})"));
        match word.as_str() {
            "epochs" => options.epochs = value()?.parse().map_err(|_| format!("epochs: a number ({USAGE})"))?,
            "rate" => options.rate = value()?.parse().map_err(|_| format!("rate: a number ({USAGE})"))?,
            "out" => target = value()?.into(),
            "fixed" => options.fixed.extend(value()?.split(',').map(str::to_owned)),
            file => files.push(file.to_owned()),
        }
    }
    if files.is_empty() {
        return Err(USAGE.to_owned());
    }
    let texts = files
        .iter()
        .map(|file| std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}")))
        .collect::<Result<Vec<String>, String>>()?;
    let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
    let report = tune(variant, &texts, &options, &mut |line| out.line(line))?;
    out.line(&format!(
        "tuned {} on {} positions of {} games (weights of epoch {}): error {:.6} -> {:.6}, held out {:.6} -> {:.6}",
        variant.name(),
        report.positions,
        report.games,
        report.kept_epoch,
        report.train_before,
        report.train_after,
        report.held_out_before,
        report.held_out_after
    ));
    std::fs::write(&target, &report.file).map_err(|e| format!("{}: {e}", target.display()))?;
    out.line(&format!("wrote {}", target.display()));
    Ok(())
}
