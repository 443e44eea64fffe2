//! SplitMix64, Tabula's one small random generator: compile-time Zobrist keys from a fixed seed
//! per game, the computer's deliberate mistakes, random games in tests.

/// Advances `state` and returns the next number of the SplitMix64 sequence.
pub const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
