//! The driver's worklist: a stack of operations without duplicates, with
//! removal in constant time.

use strata_ir::OpId;

/// Operations to process; pushing an operation already present does nothing.
#[derive(Default)]
pub(crate) struct Worklist {
    list: Vec<Option<OpId>>,
    position: Vec<u32>,
}

const ABSENT: u32 = u32::MAX;

impl Worklist {
    pub(crate) fn push(&mut self, op: OpId) {
        let i = op.index();
        if i >= self.position.len() {
            self.position.resize(i + 1, ABSENT);
        }
        if self.position[i] != ABSENT {
            return;
        }
        self.position[i] = self.list.len() as u32;
        self.list.push(Some(op));
    }

    /// Whether `op` is waiting in the list.
    pub(crate) fn contains(&self, op: OpId) -> bool {
        self.position.get(op.index()).is_some_and(|&p| p != ABSENT)
    }

    pub(crate) fn pop(&mut self) -> Option<OpId> {
        while let Some(slot) = self.list.pop() {
            if let Some(op) = slot {
                self.position[op.index()] = ABSENT;
                return Some(op);
            }
        }
        None
    }

    pub(crate) fn remove(&mut self, op: OpId) {
        if let Some(p) = self.position.get_mut(op.index())
            && *p != ABSENT
        {
            self.list[*p as usize] = None;
            *p = ABSENT;
        }
    }

    /// Empties the list, keeping its storage.
    pub(crate) fn clear(&mut self) {
        for op in self.list.drain(..).flatten() {
            self.position[op.index()] = ABSENT;
        }
    }

    /// Reverses the order (so that popping from the back visits in push order).
    pub(crate) fn reverse(&mut self) {
        self.list.reverse();
        for (i, slot) in self.list.iter().enumerate() {
            if let Some(op) = slot {
                self.position[op.index()] = i as u32;
            }
        }
    }
}
