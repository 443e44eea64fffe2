//! The network in floating point, as training sees it: the same shape as the integer network
//! (first layer, clipped ReLU at 1, output), its forward pass, its gradient, and its
//! quantisation to the integer network.

use super::super::network::Network;
use super::super::{HIDDEN, INPUTS, QA, QB, SCALE};
use super::data::{Sample, sigmoid};
use crate::rng::Rng;

/// Where each group of parameters starts in the flat vector.
pub const BIAS: usize = INPUTS * HIDDEN;
pub const OUTPUT: usize = BIAS + HIDDEN;
pub const OUTPUT_BIAS: usize = OUTPUT + 2 * HIDDEN;
pub const LINEAR: usize = OUTPUT_BIAS + 1;
pub const PARAMETERS: usize = LINEAR + INPUTS;

/// The linear path starts as plain material (pawn, knight, bishop, rook, queen, king), in
/// centipawns: training then has a sound baseline from the first batch.
const MATERIAL: [f32; 6] = [100.0, 300.0, 300.0, 500.0, 900.0, 0.0];

/// First-layer weights and biases stay within this, so that QA times the sum of 32 inputs and
/// a bias fits an i16 (32 × 1.98 × 255 + 505 < 32,767).
pub const FIRST_LIMIT: f32 = 1.98;
/// Output weights stay within this, so that QB times them fits an i16.
pub const OUTPUT_LIMIT: f32 = (i16::MAX as i32 / QB) as f32 - 1.0;

/// All parameters in one vector: first-layer weights (a row of HIDDEN per input), biases,
/// output weights (side to move's units, then the other's), output bias, the linear path.
#[derive(Clone, Debug)]
pub struct FloatNet {
    pub params: Vec<f32>,
}

impl FloatNet {
    /// Small random weights from `rng`; the linear path starts as material unless the network
    /// is a correction to the hand-written evaluation (`residual`), which has material already.
    pub fn random(rng: &mut Rng, residual: bool) -> FloatNet {
        let mut uniform = |scale: f32| (rng.unit() as f32 * 2.0 - 1.0) * scale;
        let mut params = vec![0.0; PARAMETERS];
        for weight in &mut params[..BIAS] {
            *weight = uniform(0.1);
        }
        for bias in &mut params[BIAS..OUTPUT] {
            *bias = uniform(0.1) + 0.1;
        }
        for weight in &mut params[OUTPUT..OUTPUT_BIAS] {
            *weight = uniform(0.1);
        }
        for (input, weight) in params[LINEAR..].iter_mut().enumerate() {
            let (own, role) = (input / 64 / 6 == 0, input / 64 % 6);
            let value = MATERIAL[role] / SCALE as f32;
            *weight = if residual {
                0.0
            } else if own {
                value
            } else {
                -value
            };
        }
        FloatNet { params }
    }

    /// The hidden sums of one side's inputs, and its linear path's sum.
    fn accumulate(&self, inputs: &[usize], out: &mut [f32; HIDDEN]) -> f32 {
        out.copy_from_slice(&self.params[BIAS..OUTPUT]);
        let mut linear = 0.0;
        for &input in inputs {
            linear += self.params[LINEAR + input];
            let row = &self.params[input * HIDDEN..(input + 1) * HIDDEN];
            for (sum, weight) in out.iter_mut().zip(row) {
                *sum += weight;
            }
        }
        linear
    }

    /// The output (in units of SCALE centipawns) from both sides' hidden and linear sums.
    fn output(&self, us: &[f32; HIDDEN], them: &[f32; HIDDEN], linear: [f32; 2]) -> f32 {
        let weights = &self.params[OUTPUT..OUTPUT_BIAS];
        let (mine, theirs) = weights.split_at(HIDDEN);
        let mut sum = self.params[OUTPUT_BIAS] + (linear[0] - linear[1]) / 2.0;
        for j in 0..HIDDEN {
            sum += us[j].clamp(0.0, 1.0) * mine[j] + them[j].clamp(0.0, 1.0) * theirs[j];
        }
        sum
    }

    /// The output for a sample, in units of SCALE centipawns.
    pub fn evaluate(&self, sample: &Sample) -> f32 {
        let (mut us_inputs, mut them_inputs) = ([0; 32], [0; 32]);
        let len = sample.inputs(&mut us_inputs, &mut them_inputs);
        let (mut us, mut them) = ([0.0; HIDDEN], [0.0; HIDDEN]);
        let linear = [self.accumulate(&us_inputs[..len], &mut us), self.accumulate(&them_inputs[..len], &mut them)];
        self.output(&us, &them, linear)
    }

    /// The predicted share of the points for the side to move.
    pub fn predict(&self, sample: &Sample) -> f32 {
        sigmoid(self.evaluate(sample) + sample.offset)
    }

    /// Adds the gradient of the squared error (sigmoid(output) - target)² for `sample` to
    /// `gradient`; returns the squared error.
    pub fn backward(&self, sample: &Sample, gradient: &mut [f32]) -> f32 {
        let (mut us_inputs, mut them_inputs) = ([0; 32], [0; 32]);
        let len = sample.inputs(&mut us_inputs, &mut them_inputs);
        let (mut us, mut them) = ([0.0; HIDDEN], [0.0; HIDDEN]);
        let linear = [self.accumulate(&us_inputs[..len], &mut us), self.accumulate(&them_inputs[..len], &mut them)];
        let predicted = sigmoid(self.output(&us, &them, linear) + sample.offset);
        let error = predicted - sample.target;
        let g = 2.0 * error * predicted * (1.0 - predicted);
        gradient[OUTPUT_BIAS] += g;
        let (mut d_us, mut d_them) = ([0.0; HIDDEN], [0.0; HIDDEN]);
        {
            let weights = &self.params[OUTPUT..OUTPUT_BIAS];
            let (output_gradient, _) = gradient[OUTPUT..].split_at_mut(2 * HIDDEN);
            for j in 0..HIDDEN {
                output_gradient[j] += g * us[j].clamp(0.0, 1.0);
                output_gradient[HIDDEN + j] += g * them[j].clamp(0.0, 1.0);
                // The clipped ReLU passes a gradient only between its bends.
                d_us[j] = if us[j] > 0.0 && us[j] < 1.0 { g * weights[j] } else { 0.0 };
                d_them[j] = if them[j] > 0.0 && them[j] < 1.0 { g * weights[HIDDEN + j] } else { 0.0 };
            }
        }
        for j in 0..HIDDEN {
            gradient[BIAS + j] += d_us[j] + d_them[j];
        }
        // Sparse: only the rows of the inputs present get a gradient.
        for (inputs, deltas, sign) in [(&us_inputs[..len], &d_us, 0.5), (&them_inputs[..len], &d_them, -0.5)] {
            for &input in inputs {
                gradient[LINEAR + input] += sign * g;
                let row = &mut gradient[input * HIDDEN..(input + 1) * HIDDEN];
                for (slot, delta) in row.iter_mut().zip(deltas.iter()) {
                    *slot += delta;
                }
            }
        }
        error * error
    }

    /// Keeps the weights where the integer network can hold them.
    pub fn clip(&mut self) {
        for weight in &mut self.params[..OUTPUT] {
            *weight = weight.clamp(-FIRST_LIMIT, FIRST_LIMIT);
        }
        for weight in &mut self.params[OUTPUT..OUTPUT_BIAS] {
            *weight = weight.clamp(-OUTPUT_LIMIT, OUTPUT_LIMIT);
        }
    }

    /// The integer network: first layer times QA, output weights times QB, rounded.
    pub fn quantise(&self, residual: bool) -> Network {
        let round = |value: f32, scale: i32| (value * scale as f32).round().clamp(-32_767.0, 32_767.0) as i16;
        let mut network = Network::zeroed();
        network.residual = residual;
        for (input, row) in network.feature_weights.iter_mut().enumerate() {
            for (j, slot) in row.iter_mut().enumerate() {
                *slot = round(self.params[input * HIDDEN + j], QA);
            }
        }
        for (j, slot) in network.feature_bias.iter_mut().enumerate() {
            *slot = round(self.params[BIAS + j], QA);
        }
        for (side, row) in network.output_weights.iter_mut().enumerate() {
            for (j, slot) in row.iter_mut().enumerate() {
                *slot = round(self.params[OUTPUT + side * HIDDEN + j], QB);
            }
        }
        network.output_bias = (self.params[OUTPUT_BIAS] * (QA * QB) as f32).round() as i32;
        for (slot, weight) in network.linear.iter_mut().zip(&self.params[LINEAR..]) {
            *slot = (weight * (QA * QB) as f32).round() as i32;
        }
        network
    }
}

/// Adam over the flat parameters.
pub struct Adam {
    first: Vec<f32>,
    second: Vec<f32>,
    steps: i32,
}

impl Adam {
    pub fn new() -> Adam {
        Adam { first: vec![0.0; PARAMETERS], second: vec![0.0; PARAMETERS], steps: 0 }
    }

    /// One step of `rate` down `gradient`.
    pub fn step(&mut self, params: &mut [f32], gradient: &[f32], rate: f32) {
        const BETA1: f32 = 0.9;
        const BETA2: f32 = 0.999;
        self.steps += 1;
        let correction1 = 1.0 - BETA1.powi(self.steps);
        let correction2 = 1.0 - BETA2.powi(self.steps);
        for (((param, &g), m), v) in
            params.iter_mut().zip(gradient).zip(self.first.iter_mut()).zip(self.second.iter_mut())
        {
            *m = BETA1 * *m + (1.0 - BETA1) * g;
            *v = BETA2 * *v + (1.0 - BETA2) * g * g;
            *param -= rate * (*m / correction1) / ((*v / correction2).sqrt() + 1e-8);
        }
    }
}
