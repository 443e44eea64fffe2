//! The integer network: i16 first-layer weights and accumulators, i16 output weights, an i32
//! sum. Written as plain loops over fixed-size rows so that the compiler can vectorise them,
//! without unsafe code.

use super::{HIDDEN, INPUTS, QA, QB, SCALE};

/// Weights of the quantised network: a float weight w is `round(w × QA)` in the first layer
/// and `round(w × QB)` in the output layer; the output bias is scaled by `QA × QB`.
#[derive(Clone, PartialEq, Eq)]
pub struct Network {
    /// One row of `HIDDEN` weights per input.
    pub feature_weights: Vec<[i16; HIDDEN]>,
    pub feature_bias: [i16; HIDDEN],
    /// The side to move's hidden units first, then the other side's.
    pub output_weights: [[i16; HIDDEN]; 2],
    pub output_bias: i32,
    /// The linear path: one weight per input (scaled by QA × QB), summed for each side; the
    /// output adds half the side to move's sum less half the other's. It carries material and
    /// piece-square values straight to the output, so positions unlike the training data still
    /// get a sound baseline.
    pub linear: Vec<i32>,
    /// The output is a correction added to the hand-written evaluation, not the whole
    /// evaluation.
    pub residual: bool,
}

impl std::fmt::Debug for Network {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Network({INPUTS}x{HIDDEN}x2 -> 1, output bias {})", self.output_bias)
    }
}

impl Network {
    /// A network of zeros (it evaluates everything as 0).
    pub fn zeroed() -> Network {
        Network {
            feature_weights: vec![[0; HIDDEN]; INPUTS],
            feature_bias: [0; HIDDEN],
            output_weights: [[0; HIDDEN]; 2],
            output_bias: 0,
            linear: vec![0; INPUTS],
            residual: false,
        }
    }

    /// The output in centipawns for the side whose accumulator is `us` (`linear`: the linear
    /// path's sums, the side to move's first).
    #[inline]
    pub fn output(&self, us: &[i16; HIDDEN], them: &[i16; HIDDEN], linear: [i32; 2]) -> i32 {
        // Each half fits an i32 (256 × 255 × 32767 < 2^31); both together and times SCALE may not.
        let sum = i64::from(dot_clipped(us, &self.output_weights[0]))
            + i64::from(dot_clipped(them, &self.output_weights[1]))
            + i64::from(self.output_bias)
            + (i64::from(linear[0]) - i64::from(linear[1])) / 2;
        (sum * i64::from(SCALE) / i64::from(QA * QB)) as i32
    }
}

/// Σ clamp(a, 0, QA) × w over a row, in i32.
#[inline]
fn dot_clipped(values: &[i16; HIDDEN], weights: &[i16; HIDDEN]) -> i32 {
    let mut sum = 0i32;
    for (&value, &weight) in values.iter().zip(weights.iter()) {
        sum += i32::from(value.clamp(0, QA as i16)) * i32::from(weight);
    }
    sum
}

/// Adds an input's row to an accumulator.
#[inline]
pub(super) fn add_row(values: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
    for (value, &weight) in values.iter_mut().zip(row.iter()) {
        *value += weight;
    }
}

/// Takes an input's row from an accumulator.
#[inline]
pub(super) fn sub_row(values: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
    for (value, &weight) in values.iter_mut().zip(row.iter()) {
        *value -= weight;
    }
}
