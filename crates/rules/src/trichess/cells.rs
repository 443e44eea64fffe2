//! A set of the board's 169 cells, one bit each: per-seat occupancy, pins and check lines.

/// A set of cells, one bit each.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct CellSet([u64; 3]);

impl CellSet {
    pub(super) const EMPTY: CellSet = CellSet([0; 3]);
    pub(super) const ALL: CellSet = CellSet([u64::MAX; 3]);

    pub(super) fn of(cells: &[u8]) -> CellSet {
        let mut set = CellSet::EMPTY;
        cells.iter().for_each(|&cell| set.insert(cell));
        set
    }

    pub(super) fn one(cell: u8) -> CellSet {
        let mut bits = [0; 3];
        bits[cell as usize / 64] = 1 << (cell % 64);
        CellSet(bits)
    }

    pub(super) fn and(self, other: CellSet) -> CellSet {
        CellSet([self.0[0] & other.0[0], self.0[1] & other.0[1], self.0[2] & other.0[2]])
    }

    pub(super) fn or(self, other: CellSet) -> CellSet {
        CellSet([self.0[0] | other.0[0], self.0[1] | other.0[1], self.0[2] | other.0[2]])
    }

    pub(super) fn contains(self, cell: u8) -> bool {
        self.0[cell as usize / 64] >> (cell % 64) & 1 == 1
    }

    pub(super) fn insert(&mut self, cell: u8) {
        self.0[cell as usize / 64] |= 1 << (cell % 64);
    }

    pub(super) fn remove(&mut self, cell: u8) {
        self.0[cell as usize / 64] &= !(1 << (cell % 64));
    }

    /// The cells, lowest first.
    pub(super) fn cells(self) -> impl Iterator<Item = u8> {
        (0..3).flat_map(move |word| {
            let mut bits = self.0[word];
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let bit = bits.trailing_zeros();
                    bits &= bits - 1;
                    (word * 64) as u8 + bit as u8
                })
            })
        })
    }
}
