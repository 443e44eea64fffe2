//! Slider geometry and the magic-multiplier search. Self-contained (plain integers, no crate
//! imports) because the build script compiles it too: it runs the search once at build time and
//! the library fills its tables from the result.

pub const ROOK_DIRECTIONS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
pub const BISHOP_DIRECTIONS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// The square one step away from `square` (0..64), if still on the board.
pub fn step(square: u8, file_delta: i8, rank_delta: i8) -> Option<u8> {
    let file = (square % 8) as i8 + file_delta;
    let rank = (square / 8) as i8 + rank_delta;
    ((0..8).contains(&file) && (0..8).contains(&rank)).then_some((rank * 8 + file) as u8)
}

/// Squares a slider on `square` attacks, walking each ray until a blocker (included).
pub fn slide(square: u8, occupied: u64, directions: &[(i8, i8)]) -> u64 {
    let mut attacks = 0;
    for &(df, dr) in directions {
        let mut current = square;
        while let Some(next) = step(current, df, dr) {
            attacks |= 1 << next;
            if occupied & (1 << next) != 0 {
                break;
            }
            current = next;
        }
    }
    attacks
}

/// Squares whose occupancy matters for a slider: the rays without their last square.
pub fn relevant_mask(square: u8, directions: &[(i8, i8)]) -> u64 {
    let mut mask = 0;
    for &(df, dr) in directions {
        let mut current = square;
        while let Some(next) = step(current, df, dr) {
            if step(next, df, dr).is_none() {
                break;
            }
            mask |= 1 << next;
            current = next;
        }
    }
    mask
}

/// Every subset of `mask` (carry-rippler enumeration), the empty set first.
pub fn subsets(mask: u64) -> Vec<u64> {
    let mut all = Vec::with_capacity(1 << mask.count_ones());
    let mut subset = 0u64;
    loop {
        all.push(subset);
        subset = subset.wrapping_sub(mask) & mask;
        if subset == 0 {
            return all;
        }
    }
}

pub struct XorShift(pub u64);

impl XorShift {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// A multiplier that maps every blocker subset of `square`'s mask to a slot of a table of
/// 2^bits entries without two different attack sets sharing a slot.
pub fn find_magic(square: u8, directions: &[(i8, i8)], rng: &mut XorShift) -> u64 {
    let mask = relevant_mask(square, directions);
    let bits = mask.count_ones();
    let occupancies = subsets(mask);
    let attacks: Vec<u64> = occupancies.iter().map(|&o| slide(square, o, directions)).collect();
    let mut slots = vec![(0u32, 0u64); 1 << bits];
    let mut attempt = 0u32;
    'search: loop {
        let candidate = rng.next() & rng.next() & rng.next();
        if (mask.wrapping_mul(candidate) >> 56).count_ones() < 6 {
            continue;
        }
        attempt += 1;
        for (occupancy, reference) in occupancies.iter().zip(&attacks) {
            let slot = &mut slots[(occupancy.wrapping_mul(candidate) >> (64 - bits)) as usize];
            if slot.0 != attempt {
                *slot = (attempt, *reference);
            } else if slot.1 != *reference {
                continue 'search;
            }
        }
        return candidate;
    }
}
