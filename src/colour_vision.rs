//! How the seats' colours look to players with the common colour-vision deficiencies: the
//! simulation of Machado, Oliveira and Fernandes (2009, severity 1.0: protanopia, deuteranopia,
//! tritanopia) on linear RGB, and the CIE76 colour difference in CIELAB. The tests hold every
//! game's armies apart, in every theme, for every kind of vision.

use bevy::color::{Color, ColorToComponents, LinearRgba};

/// A kind of colour vision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Vision {
    Typical,
    Protanopia,
    Deuteranopia,
    Tritanopia,
}

impl Vision {
    pub const ALL: [Vision; 4] = [Vision::Typical, Vision::Protanopia, Vision::Deuteranopia, Vision::Tritanopia];

    /// Machado et al. (2009), severity 1.0, for linear RGB.
    fn matrix(self) -> [[f32; 3]; 3] {
        match self {
            Vision::Typical => [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            Vision::Protanopia => {
                [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
            }
            Vision::Deuteranopia => {
                [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
            }
            Vision::Tritanopia => {
                [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
            }
        }
    }
}

/// `colour` as seen with `vision`, in linear RGB.
pub fn simulate(colour: Color, vision: Vision) -> [f32; 3] {
    let [r, g, b, _] = LinearRgba::from(colour).to_f32_array();
    let m = vision.matrix();
    let row = |i: usize| (m[i][0] * r + m[i][1] * g + m[i][2] * b).clamp(0.0, 1.0);
    [row(0), row(1), row(2)]
}

/// CIELAB (D65) of a linear RGB colour.
fn lab([r, g, b]: [f32; 3]) -> [f32; 3] {
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    let f = |t: f32| if t > 0.008856 { t.cbrt() } else { 7.787 * t + 16.0 / 116.0 };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The CIE76 difference between two colours as seen with `vision` (about 2.3 is just
/// noticeable; Tabula asks at least [`SEAT_DIFFERENCE`] between two armies).
pub fn difference(a: Color, b: Color, vision: Vision) -> f32 {
    let (a, b) = (lab(simulate(a, vision)), lab(simulate(b, vision)));
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

/// The least difference two armies' pieces must keep, for every kind of vision.
pub const SEAT_DIFFERENCE: f32 = 30.0;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::ThemeName;
    use crate::theme::piece_colors;
    use tabula_rules::Variant;

    #[test]
    fn the_simulation_keeps_greys_and_confuses_red_with_green_for_the_red_green_blind() {
        let grey = Color::srgb(0.5, 0.5, 0.5);
        for vision in Vision::ALL {
            assert!(difference(grey, grey, vision) < 0.01);
            let seen = simulate(grey, vision);
            assert!((seen[0] - seen[1]).abs() < 0.01 && (seen[1] - seen[2]).abs() < 0.01, "{vision:?}");
        }
        let (red, green) = (Color::srgb(0.8, 0.2, 0.1), Color::srgb(0.45, 0.45, 0.1));
        assert!(difference(red, green, Vision::Typical) > 40.0);
        assert!(difference(red, green, Vision::Deuteranopia) < 15.0);
        assert!(difference(red, green, Vision::Protanopia) < 25.0);
    }

    #[test]
    fn every_games_armies_stay_apart_for_every_kind_of_vision_in_every_theme() {
        let mut least = f32::MAX;
        for theme in ThemeName::ALL {
            for variant in Variant::ALL {
                for a in 0..variant.seats() {
                    for b in a + 1..variant.seats() {
                        let (fill_a, _) = piece_colors(variant, a, theme);
                        let (fill_b, _) = piece_colors(variant, b, theme);
                        for vision in Vision::ALL {
                            let seen = difference(fill_a, fill_b, vision);
                            println!("{theme:?} {variant} seats {a}-{b} {vision:?}: {seen:.1}");
                            least = least.min(seen);
                            assert!(
                                seen >= SEAT_DIFFERENCE,
                                "{theme:?} {variant} seats {a} and {b}, {vision:?}: {seen:.1}"
                            );
                        }
                    }
                }
            }
        }
        println!("least difference between two armies: {least:.1}");
    }
}
