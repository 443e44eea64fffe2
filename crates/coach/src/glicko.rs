//! Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2013): a rating, its deviation
//! and its volatility. The puzzle trainer rates the player after every puzzle as a one-game
//! rating period against the puzzle's difficulty, as lichess rates puzzle solvers.

use serde::{Deserialize, Serialize};

/// The Glicko-2 scale factor between the displayed scale and the internal one.
const SCALE: f64 = 173.7178;
/// The system constant: how much volatility may change (Glickman suggests 0.3 to 1.2).
const TAU: f64 = 0.5;
const CONVERGENCE: f64 = 0.000_001;
/// The deviation never rises above a newcomer's nor falls below this, so a long history still
/// moves (lichess keeps a floor too).
const MIN_DEVIATION: f64 = 45.0;
const MAX_DEVIATION: f64 = 350.0;

/// A rating on the familiar scale (1500 for a newcomer).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Self {
        Rating { rating: 1500.0, deviation: 350.0, volatility: 0.06 }
    }
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn e(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// The rating after one period with these results: each opponent (rating, deviation) and
    /// the score against it (1 won, 0.5 drawn, 0 lost).
    pub fn after(&self, results: &[(f64, f64, f64)]) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        if results.is_empty() {
            let phi_star = (phi * phi + self.volatility * self.volatility).sqrt();
            return Rating { deviation: (phi_star * SCALE).min(MAX_DEVIATION), ..*self };
        }
        let opponents: Vec<(f64, f64, f64)> =
            results.iter().map(|&(r, rd, s)| ((r - 1500.0) / SCALE, rd / SCALE, s)).collect();
        let v = 1.0
            / opponents
                .iter()
                .map(|&(mu_j, phi_j, _)| {
                    let ex = e(mu, mu_j, phi_j);
                    g(phi_j).powi(2) * ex * (1.0 - ex)
                })
                .sum::<f64>();
        let improvement: f64 = opponents.iter().map(|&(mu_j, phi_j, s)| g(phi_j) * (s - e(mu, mu_j, phi_j))).sum();
        let delta = v * improvement;
        let sigma = self.new_volatility(phi, v, delta);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * improvement;
        Rating {
            rating: mu_new * SCALE + 1500.0,
            deviation: (phi_new * SCALE).clamp(MIN_DEVIATION, MAX_DEVIATION),
            volatility: sigma,
        }
    }

    /// Step 5 of the algorithm: the new volatility by the Illinois method.
    fn new_volatility(&self, phi: f64, v: f64, delta: f64) -> f64 {
        let a = (self.volatility * self.volatility).ln();
        let f = |x: f64| {
            let ex = x.exp();
            let d = phi * phi + v + ex;
            ex * (delta * delta - d) / (2.0 * d * d) - (x - a) / (TAU * TAU)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * TAU) < 0.0 {
                k += 1.0;
            }
            a - k * TAU
        };
        let (mut f_a, mut f_b) = (f(big_a), f(big_b));
        while (big_b - big_a).abs() > CONVERGENCE {
            let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
            let f_c = f(big_c);
            if f_c * f_b <= 0.0 {
                (big_a, f_a) = (big_b, f_b);
            } else {
                f_a /= 2.0;
            }
            (big_b, f_b) = (big_c, f_c);
        }
        (big_a / 2.0).exp()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Glickman's worked example: 1500 (RD 200, volatility 0.06) against 1400 (30) won,
    /// 1550 (100) lost and 1700 (300) lost gives 1464.06, RD 151.52, volatility 0.05999.
    #[test]
    fn glickmans_example() {
        let start = Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
        let after = start.after(&[(1400.0, 30.0, 1.0), (1550.0, 100.0, 0.0), (1700.0, 300.0, 0.0)]);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn wins_raise_and_losses_lower() {
        let start = Rating::default();
        let won = start.after(&[(1500.0, 80.0, 1.0)]);
        let lost = start.after(&[(1500.0, 80.0, 0.0)]);
        assert!(won.rating > 1600.0 && lost.rating < 1400.0, "{won:?} {lost:?}");
        assert!(won.deviation < start.deviation);
        // Beating an easy puzzle moves an established rating little.
        let settled = Rating { rating: 1800.0, deviation: 60.0, volatility: 0.06 };
        let easy = settled.after(&[(1000.0, 80.0, 1.0)]);
        assert!(easy.rating - settled.rating < 2.0, "{easy:?}");
    }
}
