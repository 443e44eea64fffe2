//! The history a game record keeps: its start, its current position, and every earlier
//! position with the move played from it. Copy-make: playing pushes the old position, undo
//! pops it back, so undo restores everything the position holds.

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record<P, M> {
    start: P,
    current: P,
    past: Vec<(P, M)>,
}

impl<P: Clone + Default, M: Copy> Default for Record<P, M> {
    fn default() -> Self {
        Record::new(P::default())
    }
}

impl<P: Clone, M: Copy> Record<P, M> {
    pub fn new(start: P) -> Record<P, M> {
        Record { current: start.clone(), start, past: Vec::new() }
    }

    pub fn start(&self) -> &P {
        &self.start
    }

    pub fn current(&self) -> &P {
        &self.current
    }

    /// Each earlier position with the move played from it, oldest first.
    pub fn past(&self) -> &[(P, M)] {
        &self.past
    }

    pub fn moves(&self) -> impl ExactSizeIterator<Item = M> + '_ {
        self.past.iter().map(|(_, mv)| *mv)
    }

    /// Plays `mv` with `apply`, keeping the position before it.
    pub fn play(&mut self, mv: M, apply: impl FnOnce(&mut P, M)) {
        let before = self.current.clone();
        apply(&mut self.current, mv);
        self.past.push((before, mv));
    }

    /// Takes back the last move; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        match self.past.pop() {
            Some((before, _)) => {
                self.current = before;
                true
            }
            None => false,
        }
    }
}
