//! Evaluation weights as data: each game's terms are named groups of numbers in
//! levels/weights/<game>.ron (compiled in; `TABULA_WEIGHTS=<folder>` reads that folder's file
//! instead, for trying tuned weights without a rebuild). An evaluation is written once against
//! `Terms`: summed with the weights it is the evaluation, recorded it is the tuner's features.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// Names a folder of weights files to read instead of the compiled-in ones.
pub const WEIGHTS_ENV: &str = "TABULA_WEIGHTS";

/// A game's terms in order: each a name and how many numbers it has. The flat weight vector
/// is the groups one after another.
pub type Layout = [(&'static str, usize)];

/// Where an evaluation puts what it counts: `count` times term `index`.
pub trait Terms {
    fn add(&mut self, index: usize, count: i32);
}

/// The evaluation: each count times its weight, summed.
pub struct Sum<'w> {
    pub weights: &'w [i32],
    pub total: i32,
}

impl Terms for Sum<'_> {
    #[inline]
    fn add(&mut self, index: usize, count: i32) {
        self.total += self.weights[index] * count;
    }
}

/// Middlegame and endgame sums for a tapered evaluation: the weights are all the middlegame
/// values, then all the endgame values in the same order.
pub struct Tapered<'w> {
    pub weights: &'w [i32],
    pub half: usize,
    pub mg: i32,
    pub eg: i32,
}

impl Terms for Tapered<'_> {
    #[inline]
    fn add(&mut self, index: usize, count: i32) {
        self.mg += self.weights[index] * count;
        self.eg += self.weights[self.half + index] * count;
    }
}

/// The tuner's view: every term counted, nothing weighed.
#[derive(Debug, Default, Clone)]
pub struct Trace {
    pub counts: Vec<(usize, i32)>,
}

impl Terms for Trace {
    fn add(&mut self, index: usize, count: i32) {
        if count != 0 {
            self.counts.push((index, count));
        }
    }
}

/// A weights file: where the numbers came from, and each term's numbers by name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WeightsFile {
    pub provenance: String,
    pub terms: BTreeMap<String, Vec<i32>>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum WeightsError {
    Parse(String),
    Missing(String),
    Unknown(String),
    Length { term: String, expected: usize, found: usize },
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::Parse(message) => write!(f, "weights file: {message}"),
            WeightsError::Missing(term) => write!(f, "weights file: no term '{term}'"),
            WeightsError::Unknown(term) => write!(f, "weights file: unknown term '{term}'"),
            WeightsError::Length { term, expected, found } => {
                write!(f, "weights file: term '{term}' has {found} numbers, not {expected}")
            }
        }
    }
}

impl std::error::Error for WeightsError {}

/// The flat weight vector a file gives `layout` (every term present, none unknown).
pub fn parse_weights(text: &str, layout: &Layout) -> Result<Vec<i32>, WeightsError> {
    let file: WeightsFile = ron::from_str(text).map_err(|e| WeightsError::Parse(e.to_string()))?;
    flatten(&file, layout)
}

fn flatten(file: &WeightsFile, layout: &Layout) -> Result<Vec<i32>, WeightsError> {
    if let Some(unknown) = file.terms.keys().find(|name| !layout.iter().any(|(term, _)| term == name)) {
        return Err(WeightsError::Unknown(unknown.clone()));
    }
    let mut flat = Vec::new();
    for &(term, len) in layout {
        let values = file.terms.get(term).ok_or_else(|| WeightsError::Missing(term.to_owned()))?;
        if values.len() != len {
            return Err(WeightsError::Length { term: term.to_owned(), expected: len, found: values.len() });
        }
        flat.extend_from_slice(values);
    }
    Ok(flat)
}

/// The file for a flat weight vector, with its provenance.
pub fn weights_text(layout: &Layout, weights: &[i32], provenance: &str) -> String {
    let mut text =
        String::from("// Evaluation weights (docs/ai.md, \"Tuning\"). Written by `tabula-engine tune`.\n(\n");
    text.push_str(&format!("    provenance: {:?},\n    terms: {{\n", provenance));
    let mut at = 0;
    for &(term, len) in layout {
        let values: Vec<String> = weights[at..at + len].iter().map(i32::to_string).collect();
        // Boards print a rank a line (chess tables: four squares a rank).
        let row = if len == 32 {
            4
        } else if len % 8 == 0 && len >= 16 {
            8
        } else {
            len.max(1)
        };
        text.push_str(&format!("        {term:?}: [\n"));
        for chunk in values.chunks(row) {
            text.push_str(&format!("            {},\n", chunk.join(", ")));
        }
        text.push_str("        ],\n");
        at += len;
    }
    text.push_str("    },\n)\n");
    text
}

/// A game's weights: the file in `TABULA_WEIGHTS`'s folder when that is set and readable,
/// else the compiled-in `builtin` (a broken file there is reported once on standard error
/// and the compiled-in weights are used).
pub fn load(game: &str, layout: &Layout, builtin: &str) -> Vec<i32> {
    if let Some(folder) = std::env::var_os(WEIGHTS_ENV) {
        let path = std::path::Path::new(&folder).join(format!("{game}.ron"));
        match std::fs::read_to_string(&path).map_err(|e| e.to_string()) {
            Ok(text) => match parse_weights(&text, layout) {
                Ok(weights) => return weights,
                Err(e) => eprintln!("{}: {e}; using the built-in weights", path.display()),
            },
            Err(e) => eprintln!("{}: {e}; using the built-in weights", path.display()),
        }
    }
    parse_weights(builtin, layout).unwrap_or_else(|e| panic!("built-in {game} weights: {e}"))
}

/// Total number of weights in a layout.
pub fn layout_len(layout: &Layout) -> usize {
    layout.iter().map(|&(_, len)| len).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    const LAYOUT: &Layout = &[("material", 2), ("board", 16)];

    #[test]
    fn weights_round_trip_through_their_file() {
        let weights: Vec<i32> = (0..18).map(|i| i * 3 - 20).collect();
        let text = weights_text(LAYOUT, &weights, "a test");
        assert_eq!(parse_weights(&text, LAYOUT), Ok(weights));
    }

    #[test]
    fn broken_weights_files_say_what_is_wrong() {
        let weights = vec![0; 18];
        let text = weights_text(LAYOUT, &weights, "a test");
        assert!(matches!(parse_weights("(nonsense", LAYOUT), Err(WeightsError::Parse(_))));
        let short = text.replacen("0, 0,\n", "0,\n", 1);
        assert!(matches!(parse_weights(&short, LAYOUT), Err(WeightsError::Length { .. })), "{short}");
        let missing = parse_weights(&text, &[("material", 2), ("board", 16), ("tempo", 1)]);
        assert_eq!(missing, Err(WeightsError::Missing("tempo".to_owned())));
        assert_eq!(parse_weights(&text, &[("board", 16)]), Err(WeightsError::Unknown("material".to_owned())));
    }

    #[test]
    fn sums_and_traces_agree() {
        let weights = [3, 5, 7, 11];
        let mut sum = Sum { weights: &weights, total: 0 };
        let mut tapered = Tapered { weights: &weights, half: 2, mg: 0, eg: 0 };
        let mut trace = Trace::default();
        for (index, count) in [(0, 2), (1, -1), (1, 0)] {
            sum.add(index, count);
            tapered.add(index, count);
            trace.add(index, count);
        }
        assert_eq!(sum.total, 1);
        assert_eq!((tapered.mg, tapered.eg), (1, 3));
        assert_eq!(trace.counts, [(0, 2), (1, -1)]);
    }
}
